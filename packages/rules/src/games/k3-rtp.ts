import { k3OutcomeCount } from './k3-data';
import { enumeratedRtpRow } from './enumerated-rtp';
import type { PlayDefinition, RtpRow, Selection } from './types';

/** All 216 ordered outcomes of three dice. */
export function allK3Draws(): number[][] {
  const out: number[][] = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) out.push([a, b, c]);
  return out;
}

/** Every item of every row: a valid selection for every K3 play, holding all its combinations. */
export function fullSelection(play: PlayDefinition): Selection {
  return play.rows.map((r) => r.items.map((i) => i.code));
}

/**
 * RTP per rate key: every combination of the full selection is settled against all 216 outcomes,
 * and what it paid (rate / 100 per win) is averaged over combinations and outcomes.
 */
export function k3RtpRowsOf(plays: readonly PlayDefinition[]): RtpRow[] {
  const draws = allK3Draws();
  return plays.flatMap((play) => {
    const selection = fullSelection(play);
    // The last code of a combination names the item whose rate key prices it.
    const keyOfItem = new Map(play.rows.flatMap((r) => r.items.map((i) => [i.code, i.rateKey] as const)));
    const combos = new Map<string, number>();
    for (const c of play.combinations(selection)) {
      const key = keyOfItem.get(c[c.length - 1] ?? '') ?? '';
      combos.set(key, (combos.get(key) ?? 0) + 1);
    }
    const paid = new Map<string, number>();
    for (const numbers of draws) {
      for (const w of play.settle(selection, { numbers }, play.defaultRates).wins) {
        paid.set(w.rateKey, (paid.get(w.rateKey) ?? 0) + w.rate);
      }
    }
    const allCombos = [...combos.values()].reduce((a, b) => a + b, 0);
    return Object.entries(play.rateSpecs).map(([rateKey, spec]) =>
      enumeratedRtpRow({
        family: 'k3',
        play: play.code,
        rateKey,
        spec,
        rate: play.defaultRates[rateKey] ?? 0,
        // A tier (guess a die: hit1-hit3) can pay any combination of the play, not only its items'.
        trials:
          (spec.returnSharePercent === undefined ? (combos.get(rateKey) ?? 0) : allCombos) * draws.length,
        paidHundredths: paid.get(rateKey) ?? 0,
        refundDenominator: k3OutcomeCount,
      }),
    );
  });
}
