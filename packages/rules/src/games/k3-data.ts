import type { RateSpec } from './types';

/** The 216 equally likely ordered outcomes of three dice: the denominator of every K3 probability. */
export const k3OutcomeCount = 216;

/** Table D of docs/reference/play-types.md: ordered outcomes per dice sum (3-18), out of 216. */
export const k3SumWays: Readonly<Record<string, number>> = {
  '3': 1,
  '4': 3,
  '5': 6,
  '6': 10,
  '7': 15,
  '8': 21,
  '9': 25,
  '10': 27,
  '11': 27,
  '12': 25,
  '13': 21,
  '14': 15,
  '15': 10,
  '16': 6,
  '17': 3,
  '18': 1,
};

/** Table D's "0.875 x fair" column, the spec's sum multipliers, in hundredths. */
export const k3SumRates: Readonly<Record<string, number>> = {
  '3': 18900,
  '4': 6300,
  '5': 3150,
  '6': 1890,
  '7': 1260,
  '8': 900,
  '9': 756,
  '10': 700,
  '11': 700,
  '12': 756,
  '13': 900,
  '14': 1260,
  '15': 1890,
  '16': 3150,
  '17': 6300,
  '18': 18900,
};

/**
 * The product's K3 multipliers in hundredths (ADR 008). They are taken as written, although two are not
 * 0.875 x fair: straight 7.87 (7.875 rounded down) and double-any 12.5 (0.875 x 14.4 = 12.6).
 */
export const k3SpecRates = {
  STHTX: 3150,
  STHDX: 18900,
  SBTH: 3150,
  SLHTX: 787,
  ETHFX: 1250,
  ETHDX: 6300,
  EBTH: 630,
} as const;

/** README: K3 big/small/odd/even are a 50/50 two-sided market at 1.95 (triples make them lose). */
export const k3TwoSidedRate = 195;

/** Winning ordered outcomes of one combination of each single-key play, out of 216. */
export const k3WinWays = {
  STHTX: 6, // any of the six triples
  STHDX: 1, // one exact triple
  SBTH: 6, // the 3! orders of three distinct dice
  SLHTX: 24, // four straights x 3! orders
  ETHFX: 15, // xx plus one of five other faces, in 3 positions
  ETHDX: 3, // {x,x,y}: y in one of 3 positions
  EBTH: 30, // 216 - 2 x 125 + 64 by inclusion-exclusion
  TWO_SIDED: 105, // 108 outcomes on each side, minus the 3 triples that fall on it
} as const;

export function k3Spec(ways: number, policy: RateSpec['policy'] = 'k3Spec'): RateSpec {
  return { policy, winNumerator: ways, winDenominator: k3OutcomeCount, refundNumerator: 0 };
}
