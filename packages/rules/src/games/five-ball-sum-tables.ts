/**
 * docs/reference/play-types.md §1.2, tables A and B: how many combinations each sum or span buys. Data, not
 * derived, so the tests can check them against enumeration independently.
 */

/** Table A, 3-digit direct: 3-digit numbers with digit sum s (s = 0-27). Total 1000. */
export const DIRECT3_SUM_BETS: readonly number[] = [
  1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75, 75, 73, 69, 63, 55, 45, 36, 28, 21, 15, 10, 6, 3, 1,
];

/** Table A, 3-digit group: group-3 (AAB) combinations with sum s (s = 0-27; triples excluded). */
export const GROUP3_SUM_BETS: readonly number[] = [
  0, 1, 2, 1, 3, 3, 3, 4, 5, 4, 5, 5, 4, 5, 5, 4, 5, 5, 4, 5, 4, 3, 3, 3, 1, 2, 1, 0,
];

/** Table A, 3-digit group: group-6 (ABC) combinations with sum s (s = 0-27). */
export const GROUP6_SUM_BETS: readonly number[] = [
  0, 0, 0, 1, 1, 2, 3, 4, 5, 7, 8, 9, 10, 10, 10, 10, 9, 8, 7, 5, 4, 3, 2, 1, 1, 0, 0, 0,
];

/** Table A, 2-digit direct: 2-digit numbers with sum s (s = 0-18). Total 100. */
export const DIRECT2_SUM_BETS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];

/** Table A, 2-digit group: unordered pairs of different digits with sum s (s = 0-18). Total 45. */
export const GROUP2_SUM_BETS: readonly number[] = [0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 4, 4, 3, 3, 2, 2, 1, 1, 0];

/** Table B, 3-digit direct span: numbers whose max − min is s (s = 0-9). Total 1000. */
export const DIRECT3_SPAN_BETS: readonly number[] = [10, 54, 96, 126, 144, 150, 144, 126, 96, 54];

/** Table B, 2-digit direct span: numbers whose absolute difference is s (s = 0-9). Total 100. */
export const DIRECT2_SPAN_BETS: readonly number[] = [10, 18, 16, 14, 12, 10, 8, 6, 4, 2];
