import type { FamilyCode } from '@fairdraw/rules';

/*
 * Trend figures of a game's recent results (newest first, as /game/history returns them).
 * Pure functions: the draw history page and its tests share them.
 */

export interface ValueStat {
  value: number;
  /** How many of the issues had this value at the position. */
  count: number;
  /** Issues since it last appeared (the whole window when it never did): the "missing" count. */
  missing: number;
}

export interface PositionTrend {
  /** i18n key and parameters of the position's name. */
  labelKey: string;
  index: number;
  values: ValueStat[];
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Values at each position; K3 dice and Mark Six numbers count wherever they appear. */
function positionsOf(
  family: FamilyCode,
): { labelKey: string; values: number[]; pick: (r: readonly number[]) => number[] }[] {
  switch (family) {
    case 'k3':
      return [{ labelKey: 'trend.dice', values: range(1, 6), pick: (r) => [...r] }];
    case 'fiveball':
      return range(0, 4).map((i) => ({
        labelKey: `trend.ball`,
        values: range(0, 9),
        pick: (r) => [r[i] ?? -1],
      }));
    case 'racing':
      return range(0, 9).map((i) => ({
        labelKey: `trend.place`,
        values: range(1, 10),
        pick: (r) => [r[i] ?? -1],
      }));
    case 'marksix':
      return [
        { labelKey: 'trend.regular', values: range(1, 49), pick: (r) => r.slice(0, 6) },
        { labelKey: 'trend.special', values: range(1, 49), pick: (r) => [r[6] ?? -1] },
      ];
  }
}

/** Hot/cold counts and omission per position over `results` (newest first). */
export function positionTrends(family: FamilyCode, results: readonly (readonly number[])[]): PositionTrend[] {
  return positionsOf(family).map((position, index) => {
    const picked = results.map((r) => position.pick(r));
    return {
      labelKey: position.labelKey,
      index,
      values: position.values.map((value) => {
        const at = picked.findIndex((values) => values.includes(value));
        return {
          value,
          count: picked.filter((values) => values.includes(value)).length,
          missing: at === -1 ? results.length : at,
        };
      }),
    };
  });
}

/** One side of a two-sided market in one issue; 'tie' marks a draw that is neither (K3 triple, 49, dragon = tiger). */
export type Side = 'big' | 'small' | 'odd' | 'even' | 'dragon' | 'tiger' | 'tie';

export interface Series {
  /** i18n key of the market (e.g. trend.sum, trend.ball with n). */
  labelKey: string;
  n?: number;
  /** Outcomes, newest first. */
  outcomes: Side[];
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const bigSmall = (value: number, bigFrom: number): Side => (value >= bigFrom ? 'big' : 'small');
const oddEven = (value: number): Side => (value % 2 === 1 ? 'odd' : 'even');
const dragonTiger = (a: number, b: number): Side => (a > b ? 'dragon' : a < b ? 'tiger' : 'tie');

/** The two-sided markets of a family, each as its series of outcomes over `results` (newest first). */
export function twoSidedSeries(family: FamilyCode, results: readonly (readonly number[])[]): Series[] {
  const series = (labelKey: string, side: (r: readonly number[]) => Side, n?: number): Series => ({
    labelKey,
    n,
    outcomes: results.map(side),
  });
  switch (family) {
    case 'k3': {
      const triple = (r: readonly number[]) => r[0] === r[1] && r[1] === r[2];
      return [
        series('trend.sumBigSmall', (r) => (triple(r) ? 'tie' : bigSmall(sum(r), 11))),
        series('trend.sumOddEven', (r) => (triple(r) ? 'tie' : oddEven(sum(r)))),
      ];
    }
    case 'fiveball':
      return [
        series('trend.sumBigSmall', (r) => bigSmall(sum(r), 23)),
        series('trend.sumOddEven', (r) => oddEven(sum(r))),
        series('trend.dragonTiger', (r) => dragonTiger(r[0] ?? 0, r[4] ?? 0)),
        ...range(0, 4).flatMap((i) => [
          series('trend.ballBigSmall', (r) => bigSmall(r[i] ?? 0, 5), i + 1),
          series('trend.ballOddEven', (r) => oddEven(r[i] ?? 0), i + 1),
        ]),
      ];
    case 'racing':
      // README: champion + runner-up sum 11 counts as small.
      return [
        series('trend.pairSumBigSmall', (r) => bigSmall((r[0] ?? 0) + (r[1] ?? 0), 12)),
        series('trend.pairSumOddEven', (r) => oddEven((r[0] ?? 0) + (r[1] ?? 0))),
        ...range(0, 4).map((i) =>
          series('trend.placeDragonTiger', (r) => dragonTiger(r[i] ?? 0, r[9 - i] ?? 0), i + 1),
        ),
        ...range(0, 9).flatMap((i) => [
          series('trend.placeBigSmall', (r) => bigSmall(r[i] ?? 0, 6), i + 1),
          series('trend.placeOddEven', (r) => oddEven(r[i] ?? 0), i + 1),
        ]),
      ];
    case 'marksix':
      // README: number 49 refunds the special two-sided bets, so it is a tie here.
      return [
        series('trend.specialBigSmall', (r) => (r[6] === 49 ? 'tie' : bigSmall(r[6] ?? 0, 25))),
        series('trend.specialOddEven', (r) => (r[6] === 49 ? 'tie' : oddEven(r[6] ?? 0))),
      ];
  }
}

/** The current run: the newest outcome and how many issues in a row it has come up. */
export function currentStreak(outcomes: readonly Side[]): { side: Side; length: number } | null {
  const side = outcomes[0];
  if (side === undefined) return null;
  let length = 0;
  while (length < outcomes.length && outcomes[length] === side) length++;
  return { side, length };
}

/** The long-dragon list: markets whose current run is at least `min` issues, longest first. */
export function longDragons(
  series: readonly Series[],
  min = 3,
): { series: Series; side: Side; length: number }[] {
  return series
    .flatMap((s) => {
      const streak = currentStreak(s.outcomes);
      return streak && streak.side !== 'tie' && streak.length >= min ? [{ series: s, ...streak }] : [];
    })
    .sort((a, b) => b.length - a.length);
}

/**
 * Bead road: oldest first, filled column by column, `rows` beads per column. Returns the columns.
 */
export function beadRoad(outcomes: readonly Side[], rows = 6): Side[][] {
  const oldestFirst = [...outcomes].reverse();
  const columns: Side[][] = [];
  for (let i = 0; i < oldestFirst.length; i += rows) columns.push(oldestFirst.slice(i, i + rows));
  return columns;
}
