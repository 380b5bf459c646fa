import { choose, subsets } from '../combinatorics';
import {
  bitCount,
  definePlay,
  type FiveBallPlay,
  maskOf,
  numberItems,
  rateSpec,
  row,
  sortedCodes,
} from './five-ball-common';
import { picksAt } from './play-kit';
import type { Selection } from './types';

/**
 * 4-star groups (last four balls, 2-5) and 5-star groups, docs/reference/play-types.md §1.1. A combination is
 * the multiset of digits ascending (`["1","1","2","3","4"]` for group 60) and wins when the drawn
 * digits of the positions are that multiset in any order.
 *
 * Each row is a role: digits picked in it appear `times` times each, and `take` different digits
 * come from it; digits of different rows must differ. a = picks in the first row, b = in the
 * second, c = digits picked in both.
 */

interface Role {
  readonly code: 'digits' | 'pair' | 'single' | 'triple' | 'quad';
  readonly times: number;
  readonly take: number;
}

export interface GroupShape {
  readonly code: string;
  readonly positions: readonly number[];
  readonly roles: readonly Role[];
  /** docs/reference/play-types.md formula in a, b, c. */
  readonly formula: (a: number, b: number, c: number) => number;
  readonly rtpSelection: readonly (readonly string[])[];
}

const LAST4 = [1, 2, 3, 4];
const ALL5 = [0, 1, 2, 3, 4];
const role = (code: Role['code'], times: number, take: number): Role => ({ code, times, take });

export const SHAPES: readonly GroupShape[] = [
  {
    code: 'SXZU24',
    positions: LAST4,
    roles: [role('digits', 1, 4)],
    formula: (a) => choose(a, 4),
    rtpSelection: [['0', '2', '4', '6', '8']],
  },
  {
    code: 'SXZU12',
    positions: LAST4,
    roles: [role('pair', 2, 1), role('single', 1, 2)],
    formula: (a, b, c) => a * choose(b, 2) - c * (b - 1),
    rtpSelection: [['1'], ['2', '3']],
  },
  {
    code: 'SXZU6',
    positions: LAST4,
    roles: [role('pair', 2, 2)],
    formula: (a) => choose(a, 2),
    rtpSelection: [['5', '6']],
  },
  {
    code: 'SXZU4',
    positions: LAST4,
    roles: [role('triple', 3, 1), role('single', 1, 1)],
    formula: (a, b, c) => a * b - c,
    rtpSelection: [['7'], ['3']],
  },
  {
    code: 'WXZU120',
    positions: ALL5,
    roles: [role('digits', 1, 5)],
    formula: (a) => choose(a, 5),
    rtpSelection: [['0', '1', '2', '3', '4']],
  },
  {
    code: 'WXZU60',
    positions: ALL5,
    roles: [role('pair', 2, 1), role('single', 1, 3)],
    formula: (a, b, c) => a * choose(b, 3) - c * choose(b - 1, 2),
    rtpSelection: [['1'], ['2', '3', '4']],
  },
  {
    code: 'WXZU30',
    positions: ALL5,
    roles: [role('pair', 2, 2), role('single', 1, 1)],
    formula: (a, b, c) => choose(a, 2) * b - c * (a - 1),
    rtpSelection: [['1', '2'], ['3']],
  },
  {
    code: 'WXZU20',
    positions: ALL5,
    roles: [role('triple', 3, 1), role('single', 1, 2)],
    formula: (a, b, c) => a * choose(b, 2) - c * (b - 1),
    rtpSelection: [['1'], ['2', '3']],
  },
  {
    code: 'WXZU10',
    positions: ALL5,
    roles: [role('triple', 3, 1), role('pair', 2, 1)],
    formula: (a, b, c) => a * b - c,
    rtpSelection: [['1'], ['2']],
  },
  {
    code: 'WXZU5',
    positions: ALL5,
    roles: [role('quad', 4, 1), role('single', 1, 1)],
    formula: (a, b, c) => a * b - c,
    rtpSelection: [['1'], ['2']],
  },
];

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/** Ordered draws that show one combination: m! / Π times_i^take_i. */
export function ordersPerCombination(shape: GroupShape): number {
  return shape.roles.reduce((n, r) => n / factorial(r.times) ** r.take, factorial(shape.positions.length));
}

export function countOf(shape: GroupShape, sel: Selection): number {
  const a = picksAt(sel, 0).length;
  const b = picksAt(sel, 1).length;
  const c = bitCount(maskOf(picksAt(sel, 0)) & maskOf(picksAt(sel, 1)));
  return shape.formula(a, b, c);
}

const expand = (r: Role, ds: readonly number[]): number[] =>
  ds.flatMap((d) => Array<number>(r.times).fill(d));

/** Takes the first role's digits from row 1, then the second role's from row 2 minus those. */
export function combosOf(shape: GroupShape, sel: Selection): string[][] {
  const [first = role('digits', 1, 0), second] = shape.roles;
  const out: string[][] = [];
  for (const x of subsets(picksAt(sel, 0).map(Number), first.take)) {
    const head = expand(first, x);
    if (!second) {
      out.push(sortedCodes(head));
      continue;
    }
    const rest = picksAt(sel, 1)
      .map(Number)
      .filter((d) => !x.includes(d));
    for (const y of subsets(rest, second.take)) out.push(sortedCodes([...head, ...expand(second, y)]));
  }
  return out;
}

/** Whether drawn digits (any order) form a group of the shape with each digit in its role's row. */
export function formsGroup(shape: GroupShape, sel: Selection, drawn: readonly number[]): boolean {
  const counts = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const d of drawn) counts[d] = (counts[d] ?? 0) + 1;
  for (let i = 0; i < shape.roles.length; i++) {
    const r = shape.roles[i] ?? role('digits', 0, 0);
    const picked = maskOf(picksAt(sel, i));
    let found = 0;
    for (let d = 0; d <= 9; d++) {
      if (counts[d] !== r.times) continue;
      if (!((picked >> d) & 1)) return false;
      found++;
    }
    if (found !== r.take) return false;
  }
  return true;
}

/** The win test: drawn digit counts match the roles and each digit sits in its role's row. */
function winsOf(shape: GroupShape, sel: Selection, digits: readonly number[]) {
  const drawn = shape.positions.map((p) => digits[p] ?? 0);
  return formsGroup(shape, sel, drawn) ? [{ combination: sortedCodes(drawn), rateKey: 'group' }] : [];
}

function groupPlay(shape: GroupShape): FiveBallPlay {
  const m = shape.positions.length;
  const twoRows = shape.roles.length === 2;
  return definePlay({
    code: shape.code,
    group: m === 4 ? 'star4' : 'star5',
    counting: 'recomputed',
    rows: shape.roles.map((r) =>
      row(twoRows ? r.code : shape.code, r.code, numberItems(0, 9, 'group'), r.take, 10),
    ),
    rateSpecs: { group: rateSpec('other', ordersPerCombination(shape), 10 ** m) },
    positions: shape.positions,
    rtpSelection: shape.rtpSelection,
    canBeEmpty: twoRows,
    count: (sel) => countOf(shape, sel),
    combos: (sel) => combosOf(shape, sel),
    wins: (sel, digits) => winsOf(shape, sel, digits),
  });
}

export const star45GroupPlays: readonly FiveBallPlay[] = SHAPES.map(groupPlay);
