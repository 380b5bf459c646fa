import { describe, expect, it } from 'vitest';

import { beadRoad, currentStreak, longDragons, positionTrends, twoSidedSeries } from './trends';

describe('trends', () => {
  it('counts hot/cold and omission per five-ball position (newest first)', () => {
    const results = [
      [1, 2, 3, 4, 5],
      [1, 0, 0, 0, 0],
      [9, 0, 0, 0, 0],
    ];
    const [ball1] = positionTrends('fiveball', results);
    const stat = (v: number) => ball1!.values.find((s) => s.value === v)!;
    expect(stat(1)).toEqual({ value: 1, count: 2, missing: 0 });
    expect(stat(9)).toEqual({ value: 9, count: 1, missing: 2 });
    // Never drawn in the window: missing for the whole window.
    expect(stat(5)).toEqual({ value: 5, count: 0, missing: 3 });
  });

  it('K3 counts a face once per issue wherever it shows; Mark Six splits regular and special', () => {
    const [dice] = positionTrends('k3', [[2, 2, 5]]);
    expect(dice!.values.find((s) => s.value === 2)).toEqual({ value: 2, count: 1, missing: 0 });
    const [regular, special] = positionTrends('marksix', [[1, 2, 3, 4, 5, 6, 49]]);
    expect(regular!.values.find((s) => s.value === 49)!.count).toBe(0);
    expect(special!.values.find((s) => s.value === 49)!.count).toBe(1);
  });

  it('two-sided markets follow the README: K3 triple and Mark Six 49 are ties, racing sum 11 is small', () => {
    expect(
      twoSidedSeries('k3', [
        [3, 3, 3],
        [6, 5, 1],
      ])[0]!.outcomes,
    ).toEqual(['tie', 'big']);
    expect(twoSidedSeries('marksix', [[1, 2, 3, 4, 5, 6, 49]])[0]!.outcomes).toEqual(['tie']);
    const racing = twoSidedSeries('racing', [[5, 6, 1, 2, 3, 4, 7, 8, 9, 10]]);
    expect(racing[0]!.outcomes).toEqual(['small']);
    // Place 1 dragon/tiger compares champion with tenth: 5 < 10 is tiger.
    expect(racing[2]!.outcomes).toEqual(['tiger']);
    const five = twoSidedSeries('fiveball', [[9, 9, 9, 0, 1]]);
    expect(five[0]!.outcomes).toEqual(['big']); // sum 28 ≥ 23
    expect(five[2]!.outcomes).toEqual(['dragon']); // 9 > 1
  });

  it('streaks, long dragons and the bead road', () => {
    expect(currentStreak(['big', 'big', 'small'])).toEqual({ side: 'big', length: 2 });
    const series = [
      { labelKey: 'a', outcomes: ['odd', 'odd', 'odd', 'even'] as const },
      { labelKey: 'b', outcomes: ['big', 'big', 'big', 'big', 'small'] as const },
      { labelKey: 'c', outcomes: ['tie', 'tie', 'tie'] as const },
      { labelKey: 'd', outcomes: ['small', 'big'] as const },
    ].map((s) => ({ ...s, outcomes: [...s.outcomes] }));
    expect(longDragons(series).map((d) => [d.series.labelKey, d.side, d.length])).toEqual([
      ['b', 'big', 4],
      ['a', 'odd', 3],
    ]);
    expect(beadRoad(['big', 'small', 'big'], 2)).toEqual([['big', 'small'], ['big']]);
  });
});
