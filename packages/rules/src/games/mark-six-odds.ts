/**
 * Exact odds for Mark Six rate keys (README odds policy): probabilities are integer fractions and
 * the default rate is floor(factor x share x fair x 100) in integer arithmetic, where fair is the
 * inverse of the win probability conditional on no tie (refund).
 */
import type { OddsPolicy, RateSpec, RateTable } from './types';

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}

/** A rate key's exact probabilities over one denominator, reduced. */
export function rateSpec(
  policy: OddsPolicy,
  win: number,
  denominator: number,
  refund = 0,
  returnSharePercent?: number,
): RateSpec {
  const g = gcd(gcd(win, denominator), refund);
  const spec: RateSpec = { policy, winNumerator: win / g, winDenominator: denominator / g };
  return {
    ...spec,
    ...(refund ? { refundNumerator: refund / g } : {}),
    ...(returnSharePercent === undefined ? {} : { returnSharePercent }),
  };
}

/** Two-sided markets: exactly 50/50 once ties are removed → 'twoSidedEven', otherwise uneven. */
export function twoSidedSpec(win: number, denominator: number, refund = 0): RateSpec {
  const even = 2 * win === denominator - refund;
  return rateSpec(even ? 'twoSidedEven' : 'twoSidedUneven', win, denominator, refund);
}

/** Policy factor as a fraction (numerator, denominator). */
const factors: Readonly<Record<Exclude<OddsPolicy, 'k3Spec' | 'twoSidedEven'>, readonly [number, number]>> = {
  twoSidedUneven: [975, 1000],
  singleNumber: [95, 100],
  other: [90, 100],
};

/** The default rate (hundredths) the policy gives a rate key. */
export function policyRate(spec: RateSpec): number {
  if (spec.policy === 'twoSidedEven') return 195;
  if (spec.policy === 'k3Spec') throw new RangeError('k3Spec rates come from the K3 spec table');
  const [factorNum, factorDen] = factors[spec.policy];
  const share = BigInt(spec.returnSharePercent ?? 100);
  const noTie = BigInt(spec.winDenominator - (spec.refundNumerator ?? 0));
  const numerator = BigInt(factorNum) * share * noTie * 100n;
  const denominator = BigInt(factorDen) * 100n * BigInt(spec.winNumerator);
  return Number(numerator / denominator);
}

export function policyRates(specs: Readonly<Record<string, RateSpec>>): RateTable {
  return Object.fromEntries(Object.entries(specs).map(([key, spec]) => [key, policyRate(spec)]));
}

/** Return to player in percent of one combination paid `rate` at this key (refunds return the stake). */
export function returnPercent(rate: number, spec: RateSpec): number {
  const win = spec.winNumerator * rate;
  const refund = (spec.refundNumerator ?? 0) * 100;
  return (win + refund) / spec.winDenominator;
}
