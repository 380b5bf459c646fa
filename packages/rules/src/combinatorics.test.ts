import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { arrange, choose, product, subsets } from './combinatorics';

describe('combinatorics', () => {
  it.each([
    [5, 0, 1],
    [5, 5, 1],
    [6, 3, 20],
    [10, 5, 252],
    [49, 6, 13_983_816],
    [49, 7, 85_900_584],
    [3, 4, 0],
    [3, -1, 0],
    [-1, 0, 0],
  ])('C(%i, %i) = %i', (n, k, expected) => {
    expect(choose(n, k)).toBe(expected);
  });

  it.each([
    [10, 1, 10],
    [10, 2, 90],
    [10, 3, 720],
    [10, 5, 30_240],
    [10, 0, 1],
    [3, 4, 0],
    [3, -1, 0],
    [-2, 1, 0],
  ])('A(%i, %i) = %i', (n, k, expected) => {
    expect(arrange(n, k)).toBe(expected);
  });

  it('counts subsets and products like the enumerations', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }), (n, k) => {
        const items = Array.from({ length: n }, (_, i) => i);
        const all = subsets(items, k);
        expect(all).toHaveLength(choose(n, k));
        expect(new Set(all.map((s) => s.join(','))).size).toBe(all.length);
      }),
    );
    expect(
      product<number | string>([
        [1, 2],
        ['a', 'b', 'c'],
      ]),
    ).toHaveLength(6);
    expect(product([])).toEqual([[]]);
  });
});
