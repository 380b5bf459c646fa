import { choose, subsets } from '../combinatorics';
import { anyPositionPlay } from './five-ball-any-position';
import {
  ballCode,
  definePlay,
  type FiveBallPlay,
  numberItems,
  type RawWin,
  rateSpec,
  row,
  sortedCodes,
} from './five-ball-common';
import { combosOf, countOf, formsGroup, ordersPerCombination, SHAPES } from './five-ball-star45-groups';
import { groupFormKey, sortedText, typedRow } from './five-ball-typed';
import { itemsOf, picksAt } from './play-kit';
import type { PlayRow, RateSpec, Selection } from './types';

/**
 * Any-position (任选) plays with ticked balls, docs/reference/play-types.md §1.1: row 1 ticks k of the five balls,
 * the other rows (or a typed entry) pick the numbers. Every set of m ticked balls (m = 2, 3, 4) times
 * every group or entry is one combination `[ballA, ballB, …, ...digits]`; it wins when those balls
 * show it (in order for direct entries, in any order for groups).
 *
 * | Code                         | m | Numbers                        | Count                       | Rate keys      |
 * |------------------------------|---|--------------------------------|-----------------------------|----------------|
 * | RZX2_S                       | 2 | typed 2-digit numbers          | entries · C(k,2)            | direct         |
 * | RZU2                         | 2 | n digits, two different        | C(n,2) · C(k,2)             | group          |
 * | RZU3                         | 3 | n digits, group 3 (AAB)        | n(n−1) · C(k,3)             | group3         |
 * | RZU6                         | 3 | n digits, group 6 (ABC)        | C(n,3) · C(k,3)             | group6         |
 * | RHHZX                        | 3 | typed group 3 / group 6        | entries · C(k,3)            | group3, group6 |
 * | RSXZU24 RSXZU12 RSXZU6 RSXZU4| 4 | the 4-star group rows          | group formula · C(k,4)      | group          |
 * | RZX4                         | 4 | digits on ≥ 4 balls (no ticks) | Σ of 4-ball products        | direct         |
 */

const ALL5 = [0, 1, 2, 3, 4];
const BALL_CODES = ALL5.map(ballCode);

/** The ticks row; its items show the odds of the play's first rate key. */
function positionsRow(min: number, rateKey: string): PlayRow {
  return row('positions', 'positions', itemsOf('fiveball', BALL_CODES, rateKey), min, 5);
}

/** Ticked balls (0-4) in ball order. */
const tickedOf = (sel: Selection): number[] => ALL5.filter((p) => picksAt(sel, 0).includes(ballCode(p)));

/** Every set of m ticked balls, in ball order, for each of the 32 possible tick sets (built once). */
const SETS_BY_TICKS: readonly (readonly number[][])[][] = Array.from({ length: 32 }, (_, mask) => {
  const balls = ALL5.filter((p) => (mask >> p) & 1);
  return [0, 1, 2, 3, 4, 5].map((m) => subsets(balls, m));
});

/** The sets of m ticked balls of a selection (settlement runs this once per draw). */
function tickedSets(sel: Selection, m: number): readonly number[][] {
  let mask = 0;
  for (const code of picksAt(sel, 0)) mask |= 1 << (Number(code.slice(4)) - 1);
  return SETS_BY_TICKS[mask]?.[m] ?? [];
}

interface TickedSpec {
  readonly code: string;
  readonly m: number;
  readonly numberRows: readonly PlayRow[];
  readonly rateSpecs: Readonly<Record<string, RateSpec>>;
  readonly rtpNumbers: Selection;
  readonly comboRateKey?: (digits: readonly string[]) => string;
  /** Groups or entries bought per set of balls (the selection without its ticks row). */
  readonly perSet: (numbers: Selection) => number;
  readonly groups: (numbers: Selection) => string[][];
  /** The winning group of the drawn digits of one set of balls, or null. */
  readonly winner: (numbers: Selection, drawn: readonly number[]) => readonly string[] | null;
}

function tickedPlay(spec: TickedSpec): FiveBallPlay {
  const { m } = spec;
  const firstKey = Object.keys(spec.rateSpecs)[0] ?? '';
  const rateKeyOf = spec.comboRateKey ?? ((): string => firstKey);
  return definePlay({
    code: spec.code,
    group: 'anyPosition',
    counting: 'recomputed',
    rows: [positionsRow(m, firstKey), ...spec.numberRows],
    rateSpecs: spec.rateSpecs,
    positions: ALL5,
    rtpSelection: [['ball1', 'ball3', 'ball4', 'ball5'], ...spec.rtpNumbers],
    canBeEmpty: true,
    comboRateKey: (c) => rateKeyOf(c.slice(m)),
    count: (sel) => choose(tickedOf(sel).length, m) * spec.perSet(sel.slice(1)),
    combos: (sel) => {
      const groups = spec.groups(sel.slice(1));
      return subsets(tickedOf(sel), m).flatMap((set) => groups.map((g) => [...set.map(ballCode), ...g]));
    },
    wins: (sel, digits) => {
      const numbers = sel.slice(1);
      const out: RawWin[] = [];
      for (const set of tickedSets(sel, m)) {
        const group = spec.winner(
          numbers,
          set.map((p) => digits[p] ?? 0),
        );
        if (group) out.push({ combination: [...set.map(ballCode), ...group], rateKey: rateKeyOf(group) });
      }
      return out;
    },
  });
}

const digitsRow = (min: number, rateKey: string): PlayRow =>
  row('digits', 'digits', numberItems(0, 9, rateKey), min, 10);
const entries = (numbers: Selection): readonly string[] => picksAt(numbers, 0);
const pickedAll = (numbers: Selection, ds: readonly number[]): boolean =>
  ds.every((d) => picksAt(numbers, 0).includes(String(d)));
const distinct = (ds: readonly number[]): number => new Set(ds).size;

const group3: RateSpec = rateSpec('other', 3, 1000);
const group6: RateSpec = rateSpec('other', 6, 1000);

const anyDirect2Single = tickedPlay({
  code: 'RZX2_S',
  m: 2,
  numberRows: [typedRow('entries', 2, 'ordered')],
  rateSpecs: { direct: rateSpec('other', 1, 100) },
  rtpNumbers: [['12', '55']],
  perSet: (n) => entries(n).length,
  groups: (n) => entries(n).map((e) => e.split('')),
  winner: (n, drawn) => {
    const text = drawn.join('');
    return entries(n).includes(text) ? text.split('') : null;
  },
});

const anyGroup2 = tickedPlay({
  code: 'RZU2',
  m: 2,
  numberRows: [digitsRow(2, 'group')],
  rateSpecs: { group: rateSpec('other', 2, 100) },
  rtpNumbers: [['3', '8']],
  perSet: (n) => choose(picksAt(n, 0).length, 2),
  groups: (n) => subsets(picksAt(n, 0).map(Number), 2).map(sortedCodes),
  winner: (n, drawn) => (distinct(drawn) === 2 && pickedAll(n, drawn) ? sortedCodes(drawn) : null),
});

const anyGroup3 = tickedPlay({
  code: 'RZU3',
  m: 3,
  numberRows: [digitsRow(2, 'group3')],
  rateSpecs: { group3 },
  rtpNumbers: [['0', '9']],
  perSet: (n) => 2 * choose(picksAt(n, 0).length, 2),
  groups: (n) => {
    const ds = picksAt(n, 0).map(Number);
    return ds.flatMap((a) => ds.filter((b) => b !== a).map((b) => sortedCodes([a, a, b])));
  },
  winner: (n, drawn) => (distinct(drawn) === 2 && pickedAll(n, drawn) ? sortedCodes(drawn) : null),
});

const anyGroup6 = tickedPlay({
  code: 'RZU6',
  m: 3,
  numberRows: [digitsRow(3, 'group6')],
  rateSpecs: { group6 },
  rtpNumbers: [['1', '4', '7']],
  perSet: (n) => choose(picksAt(n, 0).length, 3),
  groups: (n) => subsets(picksAt(n, 0).map(Number), 3).map(sortedCodes),
  winner: (n, drawn) => (distinct(drawn) === 3 && pickedAll(n, drawn) ? sortedCodes(drawn) : null),
});

const anyMixed3 = tickedPlay({
  code: 'RHHZX',
  m: 3,
  numberRows: [typedRow('entries', 3, 'mixed')],
  rateSpecs: { group3, group6 },
  rtpNumbers: [['113', '456']],
  comboRateKey: (ds) => groupFormKey(ds.join('')),
  perSet: (n) => entries(n).length,
  groups: (n) => entries(n).map((e) => e.split('')),
  winner: (n, drawn) => {
    const text = sortedText(drawn.join(''));
    return entries(n).includes(text) ? text.split('') : null;
  },
});

/** Any-4 groups reuse the 4-star group shapes (rows, formula and win test) on every 4 ticked balls. */
const anyStar4Groups = SHAPES.filter((s) => s.code.startsWith('SX')).map((shape) =>
  tickedPlay({
    code: `R${shape.code}`,
    m: 4,
    numberRows: shape.roles.map((r) =>
      row(shape.roles.length === 2 ? r.code : 'digits', r.code, numberItems(0, 9, 'group'), r.take, 10),
    ),
    rateSpecs: { group: rateSpec('other', ordersPerCombination(shape), 10000) },
    rtpNumbers: shape.rtpSelection,
    perSet: (n) => countOf(shape, n),
    groups: (n) => combosOf(shape, n),
    winner: (n, drawn) => (formsGroup(shape, n, drawn) ? sortedCodes(drawn) : null),
  }),
);

export const anyTickedPlays: readonly FiveBallPlay[] = [
  anyDirect2Single,
  anyGroup2,
  anyGroup3,
  anyGroup6,
  anyMixed3,
  anyPositionPlay(4),
  ...anyStar4Groups,
];
