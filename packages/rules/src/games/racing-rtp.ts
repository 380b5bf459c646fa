import { placeDraws } from './racing-parts';
import { enumeratedRtpRow } from './enumerated-rtp';
import type { PlayDefinition, RtpRow, Selection } from './types';

/** One enumeration: a selection of a play settled against every ordered outcome of some places. */
export interface RtpCase {
  readonly play: PlayDefinition;
  readonly selection: Selection;
  readonly places: readonly number[];
}

interface Tally {
  trials: number;
  paidHundredths: number;
}

/**
 * RTP per rate key: every combination of each case is settled against every outcome of the case's
 * places; what the wins paid (rate / 100 each) is averaged over combinations and outcomes.
 */
export function racingRtpRowsOf(plays: readonly PlayDefinition[], cases: readonly RtpCase[]): RtpRow[] {
  const tallies = new Map<string, Tally>();
  const tally = (play: string, key: string): Tally => {
    const id = `${play}/${key}`;
    const found = tallies.get(id) ?? { trials: 0, paidHundredths: 0 };
    tallies.set(id, found);
    return found;
  };
  for (const { play, selection, places } of cases) {
    const draws = placeDraws(places);
    // The last code of a combination names the item whose rate key prices it.
    const keyOfItem = new Map(play.rows.flatMap((r) => r.items.map((i) => [i.code, i.rateKey] as const)));
    for (const c of play.combinations(selection))
      tally(play.code, keyOfItem.get(c[c.length - 1] ?? '') ?? '').trials += draws.length;
    for (const numbers of draws) {
      for (const w of play.settle(selection, { numbers }, play.defaultRates).wins)
        tally(play.code, w.rateKey).paidHundredths += w.rate;
    }
  }
  return plays.flatMap((play) =>
    Object.entries(play.rateSpecs).map(([rateKey, spec]) =>
      enumeratedRtpRow({
        family: 'racing',
        play: play.code,
        rateKey,
        spec,
        rate: play.defaultRates[rateKey] ?? 0,
        ...tally(play.code, rateKey),
        refundDenominator: spec.winDenominator,
      }),
    ),
  );
}
