/**
 * Distribution of the sum of the 7 drawn numbers (总和): counts of unordered 7-sets of 1..49 per sum,
 * by a small dynamic programme (the special's position does not change the sum).
 */
import { markSixMax } from './mark-six-attributes';

export const sumMin = 1 + 2 + 3 + 4 + 5 + 6 + 7; // 28
export const sumMax = 43 + 44 + 45 + 46 + 47 + 48 + 49; // 322
/** Big ≥ 175, small ≤ 174: 175 is the middle of 28..322 (docs/reference/play-types.md §4.2). */
export const sumBigFrom = 175;

let cache: readonly number[] | undefined;

/** counts[s] = number of 7-sets of 1..49 whose sum is s. */
export function sevenSetSumCounts(): readonly number[] {
  if (cache) return cache;
  // ways[j][s]: j-subsets of the numbers seen so far with sum s.
  const ways: number[][] = Array.from({ length: 8 }, () => new Array<number>(sumMax + 1).fill(0));
  (ways[0] as number[])[0] = 1;
  for (let n = 1; n <= markSixMax; n++) {
    for (let j = 7; j >= 1; j--) {
      const to = ways[j] as number[];
      const from = ways[j - 1] as number[];
      for (let s = sumMax; s >= n; s--) to[s] = (to[s] as number) + (from[s - n] as number);
    }
  }
  const sevens: readonly number[] = ways[7] as number[];
  cache = sevens;
  return sevens;
}

/** A 7-set with the given sum (28..322): start from 1..7 and raise the largest numbers first. */
export function sevenSetWithSum(sum: number): number[] {
  if (sum < sumMin || sum > sumMax) throw new RangeError(`no 7-set sums to ${sum}`);
  const set = [1, 2, 3, 4, 5, 6, 7];
  let left = sum - sumMin;
  for (let i = 6; i >= 0 && left > 0; i--) {
    const raise = Math.min(left, markSixMax - 6 + i - (set[i] as number));
    set[i] = (set[i] as number) + raise;
    left -= raise;
  }
  return set;
}
