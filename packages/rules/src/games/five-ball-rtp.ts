import type { FiveBallPlay } from './five-ball-common';
import type { RtpRow } from './types';

/**
 * Return to player of every five-ball play and rate key, found by settling the play's
 * `rtpSelection` against every draw of the positions it reads (the other balls cannot change
 * its result, so they stay 0): 10^k draws for a k-position play, at most 100,000.
 */

/** Kept unreduced (6/1000, not 3/500) so it reads like docs/reference/play-types.md. */
const fraction = (numerator: number, denominator: number): string => `${numerator}/${denominator}`;

/** Draws with every digit combination on `positions` and 0 elsewhere. */
export function* drawsOver(positions: readonly number[]): Generator<number[]> {
  const total = 10 ** positions.length;
  for (let i = 0; i < total; i++) {
    const numbers = [0, 0, 0, 0, 0];
    let rest = i;
    for (const p of positions) {
      numbers[p] = rest % 10;
      rest = Math.floor(rest / 10);
    }
    yield numbers;
  }
}

export function playRtpRows(play: FiveBallPlay): RtpRow[] {
  const paid: Record<string, number> = {};
  const bought: Record<string, number> = {};
  for (const c of play.combinations(play.rtpSelection)) {
    const key = play.comboRateKey(c);
    bought[key] = (bought[key] ?? 0) + 1;
  }
  let draws = 0;
  for (const numbers of drawsOver(play.positions)) {
    draws++;
    for (const w of play.settle(play.rtpSelection, { numbers }, play.defaultRates).wins) {
      paid[w.rateKey] = (paid[w.rateKey] ?? 0) + w.rate;
    }
  }
  return Object.entries(play.rateSpecs).map(([rateKey, spec]) => {
    const rate = play.defaultRates[rateKey] ?? 0;
    // Rates are hundredths, so Σ rate / (combinations × draws) is already a percentage.
    const combos = bought[rateKey] ?? 0;
    return {
      family: 'fiveball',
      play: play.code,
      rateKey,
      policy: spec.policy,
      rate,
      winProbability: fraction(spec.winNumerator, spec.winDenominator),
      refundProbability: '0/1',
      rtpPercent: combos === 0 ? 0 : (paid[rateKey] ?? 0) / (combos * draws),
      policyRtpPercent: (rate * spec.winNumerator) / spec.winDenominator,
      method: 'enumeration',
    };
  });
}
