import {
  ballRow,
  definePlay,
  type FiveBallPlay,
  maskOf,
  numberItems,
  rateSpec,
  row,
} from './five-ball-common';
import { picksAt } from './play-kit';
import {
  DIRECT2_SPAN_BETS,
  DIRECT2_SUM_BETS,
  DIRECT3_SPAN_BETS,
  DIRECT3_SUM_BETS,
} from './five-ball-sum-tables';

/**
 * 2-star and 3-star direct plays: direct combo (one row per position, count = product), direct
 * sum (table A) and direct span (table B). A combination is one ordered number; sum and span
 * combinations carry the picked sum/span first: `[sum, d1, d2, d3]`.
 */

/** Where a 2- or 3-star play reads: code prefix and draw positions. */
export interface StarSpot {
  readonly prefix: 'Q' | 'Z' | 'H';
  readonly positions: readonly number[];
}

export const STAR2_SPOTS: readonly StarSpot[] = [
  { prefix: 'Q', positions: [0, 1] },
  { prefix: 'H', positions: [3, 4] },
];
export const STAR3_SPOTS: readonly StarSpot[] = [
  { prefix: 'Q', positions: [0, 1, 2] },
  { prefix: 'Z', positions: [1, 2, 3] },
  { prefix: 'H', positions: [2, 3, 4] },
];

/** Every k-digit ordered number, as digit arrays (100 or 1000 of them). */
export function allNumbers(k: number): number[][] {
  let out: number[][] = [[]];
  for (let i = 0; i < k; i++)
    out = out.flatMap((prefix) => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => [...prefix, d]));
  return out;
}

export function pick(digits: readonly number[], positions: readonly number[]): number[] {
  return positions.map((p) => digits[p] ?? 0);
}

export const digitSum = (ds: readonly number[]): number => ds.reduce((s, d) => s + d, 0);
export const digitSpan = (ds: readonly number[]): number => Math.max(...ds) - Math.min(...ds);

const directRate = (k: number) => ({ direct: rateSpec('other', 1, 10 ** k) });
const starGroup = (k: number): string => `star${k}`;

function directComboPlay(spot: StarSpot): FiveBallPlay {
  const k = spot.positions.length;
  return definePlay({
    code: `${spot.prefix}ZX${k}`,
    group: starGroup(k),
    counting: 'recomputed',
    rows: spot.positions.map((p) => ballRow(p, 'direct', 1)),
    rateSpecs: directRate(k),
    positions: spot.positions,
    rtpSelection: spot.positions.map(() => ['3']),
    count: (sel) => spot.positions.reduce((n, _p, i) => n * picksAt(sel, i).length, 1),
    combos: (sel) => {
      let out: string[][] = [[]];
      spot.positions.forEach((_p, i) => {
        out = out.flatMap((prefix) => picksAt(sel, i).map((d) => [...prefix, d]));
      });
      return out;
    },
    wins: (sel, digits) => {
      const drawn = pick(digits, spot.positions).map(String);
      return drawn.every((d, i) => picksAt(sel, i).includes(d))
        ? [{ combination: drawn, rateKey: 'direct' }]
        : [];
    },
  });
}

/** Direct sum or span: each picked value buys every ordered number with that value. */
function directMeasurePlay(
  spot: StarSpot,
  kind: 'HZ' | 'KD',
  table: readonly number[],
  measure: (ds: readonly number[]) => number,
): FiveBallPlay {
  const k = spot.positions.length;
  const code = `${spot.prefix}ZX${k === 2 ? '2' : ''}${kind}`;
  const numbers = allNumbers(k);
  return definePlay({
    code,
    group: starGroup(k),
    counting: 'additive',
    rows: [
      row(code, kind === 'HZ' ? 'sum' : 'span', numberItems(0, table.length - 1, 'direct'), 1, table.length),
    ],
    rateSpecs: directRate(k),
    positions: spot.positions,
    rtpSelection: [[String(Math.floor(table.length / 2)), '1']],
    count: (sel) => picksAt(sel, 0).reduce((n, v) => n + (table[Number(v)] ?? 0), 0),
    combos: (sel) => {
      const picked = maskOf(picksAt(sel, 0));
      return numbers
        .filter((ds) => (picked >> measure(ds)) & 1)
        .map((ds) => [String(measure(ds)), ...ds.map(String)]);
    },
    wins: (sel, digits) => {
      const drawn = pick(digits, spot.positions);
      const value = String(measure(drawn));
      return picksAt(sel, 0).includes(value)
        ? [{ combination: [value, ...drawn.map(String)], rateKey: 'direct' }]
        : [];
    },
  });
}

const star2 = STAR2_SPOTS.flatMap((spot) => [
  directComboPlay(spot),
  directMeasurePlay(spot, 'HZ', DIRECT2_SUM_BETS, digitSum),
  directMeasurePlay(spot, 'KD', DIRECT2_SPAN_BETS, digitSpan),
]);

const star3 = STAR3_SPOTS.flatMap((spot) => [
  directComboPlay(spot),
  directMeasurePlay(spot, 'HZ', DIRECT3_SUM_BETS, digitSum),
  directMeasurePlay(spot, 'KD', DIRECT3_SPAN_BETS, digitSpan),
]);

export const starDirectPlays: readonly FiveBallPlay[] = [...star2, ...star3];
