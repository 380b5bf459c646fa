import type { OddsPolicy, RateSpec } from './types';

/** Car codes 1-10 and the place rows place1 (champion) ... place10. */
export const carCodes = Array.from({ length: 10 }, (_, i) => String(i + 1));
export const placeCodes = Array.from({ length: 10 }, (_, i) => `place${i + 1}`);

/** Ordered (champion, runner-up) pairs: the denominator of every sum probability. */
export const pairOutcomeCount = 90;

/** Table E of docs/reference/play-types.md: ordered pairs of distinct cars per champion + runner-up sum. */
export const racingSumWays: Readonly<Record<string, number>> = {
  '3': 2,
  '4': 2,
  '5': 4,
  '6': 4,
  '7': 6,
  '8': 6,
  '9': 8,
  '10': 8,
  '11': 10,
  '12': 8,
  '13': 8,
  '14': 6,
  '15': 6,
  '16': 4,
  '17': 4,
  '18': 2,
  '19': 2,
};

/**
 * Sum big/small/odd/even (README: 11 counts as small, so no tie): ordered pairs out of 90.
 * Big 12-19 = 40, small 3-11 = 50, odd = 50, even = 40.
 */
export const racingSumSideWays = { big: 40, small: 50, odd: 50, even: 40 } as const;

/** README policy factors as exact fractions (numerator, denominator). */
const factors: Readonly<Record<Exclude<OddsPolicy, 'k3Spec' | 'twoSidedEven'>, readonly [number, number]>> = {
  twoSidedUneven: [975, 1000],
  singleNumber: [95, 100],
  other: [90, 100],
};

/** 50/50 two-sided markets pay 1.95. */
export const evenTwoSidedRate = 195;

export type RacingPolicy = Exclude<OddsPolicy, 'k3Spec'>;

export function racingSpec(policy: RacingPolicy, win: number, denominator: number): RateSpec {
  return { policy, winNumerator: win, winDenominator: denominator, refundNumerator: 0 };
}

/**
 * Default rate in hundredths: floor(factor x fair x 100) with fair = denominator / win, in integer
 * arithmetic so that an exact value never lands on x.9999.
 */
export function policyRate(spec: RateSpec): number {
  if (spec.policy === 'twoSidedEven') return evenTwoSidedRate;
  if (spec.policy === 'k3Spec') throw new Error('racing has no k3Spec rates');
  const [num, den] = factors[spec.policy];
  const top = num * spec.winDenominator * 100;
  const bottom = den * spec.winNumerator;
  return (top - (top % bottom)) / bottom;
}
