import fc from 'fast-check';
import type { PlayDefinition, Selection } from './types';

/**
 * Test-only oracle for the five-ball plays, written from docs/reference/play-types.md §1 without reading the
 * play code: where each play looks, which combinations a selection buys (by brute-force
 * enumeration), and whether one combination wins on a draw.
 */

const ALL = [0, 1, 2, 3, 4];
const SPOTS: Record<string, number[]> = {
  Q3: [0, 1, 2],
  Z3: [1, 2, 3],
  H3: [2, 3, 4],
  Q2: [0, 1],
  H2: [3, 4],
};
const LAST4 = [1, 2, 3, 4];

export interface Oracle {
  /** Every combination the selection buys, by enumeration. */
  enumerate(sel: Selection): string[][];
  /** Compiles one combination into its win test on a draw `d` (five digits). */
  compile(combo: readonly string[]): (d: readonly number[]) => boolean;
  /** The rate key the combination pays at. */
  rateKey(combo: readonly string[]): string;
}

const r = (sel: Selection, i: number): readonly string[] => sel[i] ?? [];
const has = (sel: Selection, i: number, v: number | string): boolean => r(sel, i).includes(String(v));

const memo = <T>(f: (k: number) => T): ((k: number) => T) => {
  const cache = new Map<number, T>();
  return (k) => {
    const hit = cache.get(k) ?? f(k);
    cache.set(k, hit);
    return hit;
  };
};

/** All digit tuples of length k, as numbers. */
export const tuples = memo((k: number): number[][] => {
  const out: number[][] = [];
  for (let i = 0; i < 10 ** k; i++) out.push(String(i).padStart(k, '0').split('').map(Number));
  return out;
});

/** All ascending multisets of k digits. */
export const multisets = memo((k: number): number[][] =>
  tuples(k).filter((t) => t.every((x, i) => i === 0 || (t[i - 1] ?? 0) <= x)),
);

export const sortKey = (ds: readonly (number | string)[]): number =>
  ds
    .map(Number)
    .sort((a, b) => a - b)
    .reduce((k, x) => k * 10 + x, 0);

/** Sorted-digit key of positions `ps` of every draw, indexed by the draw read as a number. */
const sortedKeys = new Map<string, Int32Array>();
export function sortedKeyAt(ps: readonly number[], d: readonly number[]): number {
  let table = sortedKeys.get(ps.join());
  if (!table) {
    table = new Int32Array(100000);
    for (const [i, t] of tuples(5).entries()) table[i] = sortKey(ps.map((p) => t[p] ?? 0));
    sortedKeys.set(ps.join(), table);
  }
  return table[d.reduce((k, x) => k * 10 + x, 0)] ?? -1;
}

/** The combination's (ball, digit) requirements all hold on `d`. */
const allAt = (ps: readonly number[], want: readonly (number | string)[]) => {
  const ws = want.map(Number);
  return (d: readonly number[]): boolean => {
    for (let i = 0; i < ps.length; i++) if (d[ps[i] ?? 0] !== ws[i]) return false;
    return true;
  };
};
/** Multiplicities of a digit list, largest first, e.g. AABCD -> [2,1,1,1]. */
export function signature(ds: readonly number[]): number[] {
  const counts = new Map<number, number>();
  for (const x of ds) counts.set(x, (counts.get(x) ?? 0) + 1);
  return [...counts.values()].sort((a, b) => b - a);
}
const str = (ds: readonly number[]): string[] => ds.map(String);
const sum = (ds: readonly number[]): number => ds.reduce((s, x) => s + x, 0);
const span = (ds: readonly number[]): number => Math.max(...ds) - Math.min(...ds);

function attribute(attr: string, v: number, bigFrom: number): boolean {
  if (attr === 'big') return v >= bigFrom;
  if (attr === 'small') return v <= bigFrom - 1;
  if (attr === 'odd') return v % 2 !== 0;
  return v % 2 === 0;
}

const itemsOracle = (
  code: string,
  win: (item: string, d: readonly number[]) => boolean,
  keyed: boolean,
): Oracle => ({
  enumerate: (sel) => r(sel, 0).map((x) => [code, x]),
  compile: (c) => (d) => win(c[1] ?? '', d),
  rateKey: (c) => (keyed ? (c[1] ?? '') : 'number'),
});

/** Ordered numbers on `ps` whose digits are each picked in their row. */
const directOracle = (ps: number[]): Oracle => ({
  enumerate: (sel) =>
    tuples(ps.length)
      .filter((t) => t.every((x, i) => has(sel, i, x)))
      .map(str),
  compile: (c) => allAt(ps, c),
  rateKey: () => 'direct',
});

const measureOracle = (ps: number[], f: (ds: readonly number[]) => number): Oracle => ({
  enumerate: (sel) =>
    tuples(ps.length)
      .filter((t) => has(sel, 0, f(t)))
      .map((t) => [String(f(t)), ...str(t)]),
  compile: (c) => allAt(ps, c.slice(1)),
  rateKey: () => 'direct',
});

/** Unordered groups on `ps`: multisets with the given signature, all digits picked. */
const groupOracle = (ps: number[], sig: number[], key: string, sumFirst = false): Oracle => ({
  enumerate: (sel) =>
    multisets(ps.length)
      .filter((m) => signature(m).join() === sig.join() || (sumFirst && signature(m).length > 1))
      .filter((m) => (sumFirst ? has(sel, 0, sum(m)) : m.every((x) => has(sel, 0, x))))
      .map((m) => (sumFirst ? [String(sum(m)), ...str(m)] : str(m))),
  compile: (c) => {
    const target = sortKey(sumFirst ? c.slice(1) : c);
    return (d) => sortedKeyAt(ps, d) === target;
  },
  rateKey: (c) => (key === 'byForm' ? (new Set(c.slice(1)).size === 2 ? 'group3' : 'group6') : key),
});

const appearOracle = (ps: number[], k: number): Oracle => ({
  enumerate: (sel) =>
    multisets(k)
      .filter((m) => signature(m).length === k && m.every((x) => has(sel, 0, x)))
      .map(str),
  compile: (c) => {
    const want = c.map(Number);
    return (d) => want.every((x) => ps.some((p) => d[p] === x));
  },
  rateKey: () => 'hit',
});

/** 4- and 5-star groups: row 0 holds the digits of multiplicity `firstTimes`, row 1 the rest. */
const starGroupOracle = (ps: number[], sig: number[], firstTimes: number): Oracle => ({
  enumerate: (sel) =>
    multisets(ps.length)
      .filter((m) => signature(m).join() === sig.join())
      .filter((m) => m.every((x) => has(sel, m.filter((y) => y === x).length === firstTimes ? 0 : 1, x)))
      .map(str),
  compile: (c) => {
    const target = sortKey(c);
    return (d) => sortedKeyAt(ps, d) === target;
  },
  rateKey: () => 'group',
});

/** Increasing sets of k ball indexes 0-4. */
const positionSets = (k: number): number[][] =>
  tuples(k).filter((t) => t.every((x, i) => x <= 4 && (i === 0 || (t[i - 1] ?? 9) < x)));

const anyOracle = (k: number): Oracle => ({
  enumerate: (sel) =>
    positionSets(k).flatMap((set) =>
      tuples(k)
        .filter((t) => t.every((x, i) => has(sel, set[i] ?? 0, x)))
        .map((t) => set.flatMap((p, i) => [`ball${p + 1}`, String(t[i])])),
    ),
  compile: (c) => {
    const ps = c.filter((_x, i) => i % 2 === 0).map((b) => Number(b.slice(4)) - 1);
    return allAt(
      ps,
      c.filter((_x, i) => i % 2 === 1),
    );
  },
  rateKey: () => 'direct',
});

const STAR45: Record<string, [number[], number[], number]> = {
  SXZU24: [LAST4, [1, 1, 1, 1], 1],
  SXZU12: [LAST4, [2, 1, 1], 2],
  SXZU6: [LAST4, [2, 2], 2],
  SXZU4: [LAST4, [3, 1], 3],
  WXZU120: [ALL, [1, 1, 1, 1, 1], 1],
  WXZU60: [ALL, [2, 1, 1, 1], 2],
  WXZU30: [ALL, [2, 2, 1], 2],
  WXZU20: [ALL, [3, 1, 1], 3],
  WXZU10: [ALL, [3, 2], 3],
  WXZU5: [ALL, [4, 1], 4],
};

const NOT_POSITIONED: Record<string, [number[], number]> = {
  QBDW31: [SPOTS.Q3 ?? [], 1],
  HBDW31: [SPOTS.H3 ?? [], 1],
  QBDW32: [SPOTS.Q3 ?? [], 2],
  HBDW32: [SPOTS.H3 ?? [], 2],
  BDW41: [LAST4, 1],
  BDW42: [LAST4, 2],
  BDW52: [ALL, 2],
  BDW53: [ALL, 3],
};

export function oracleFor(code: string): Oracle {
  const ball = /^(LM|NUM)_B(\d)$/.exec(code);
  if (ball) {
    const p = Number(ball[2]) - 1;
    return ball[1] === 'LM'
      ? itemsOracle(code, (a, d) => attribute(a, d[p] ?? 0, 5), true)
      : itemsOracle(code, (x, d) => d[p] === Number(x), false);
  }
  if (code === 'LM_SUM') return itemsOracle(code, (a, d) => attribute(a, sum(d), 23), true);
  if (code === 'LHH')
    return itemsOracle(
      code,
      (x, d) => {
        const [first = 0, , , , last = 0] = d;
        return x === 'dragon' ? first > last : x === 'tiger' ? first < last : first === last;
      },
      true,
    );
  if (code === 'DWD')
    return {
      enumerate: (sel) => ALL.flatMap((p) => r(sel, p).map((x) => [`ball${p + 1}`, x])),
      compile: (c) => allAt([Number((c[0] ?? '').slice(4)) - 1], [c[1] ?? '']),
      rateKey: () => 'hit',
    };
  const star45 = STAR45[code];
  if (star45) return starGroupOracle(...star45);
  const notPositioned = NOT_POSITIONED[code];
  if (notPositioned) return appearOracle(...notPositioned);
  if (/^RZX[234]$/.test(code)) return anyOracle(Number(code[3]));
  const m = /^([QZH])(ZX|ZU)(\d?)(HZ|KD)?$/.exec(code);
  if (!m) throw new Error(`no oracle for ${code}`);
  const [, spot = '', kind, digit = '', extra] = m;
  const star = digit === '2' ? 2 : 3;
  const ps = SPOTS[`${spot}${star}`] ?? [];
  if (kind === 'ZX') return extra ? measureOracle(ps, extra === 'HZ' ? sum : span) : directOracle(ps);
  if (star === 2) return groupOracle(ps, [1, 1], 'group', extra === 'HZ');
  if (extra === 'HZ') return groupOracle(ps, [], 'byForm', true);
  return groupOracle(ps, digit === '3' ? [2, 1] : [1, 1, 1], digit === '3' ? 'group3' : 'group6');
}

/** Whether the generic validator (bet/validate.ts) plus extraValidate would accept the selection. */
export function acceptable(play: PlayDefinition, sel: Selection): boolean {
  const total = sel.reduce((n, row) => n + row.length, 0);
  if (total < (play.minTotalPicks ?? 1)) return false;
  if (play.extraValidate?.(sel)) return false;
  return play.countBets(sel) >= 1;
}

/** Random selections that pass the row limits; `maxPerRow` keeps exhaustive tests small. */
export function selectionArb(play: PlayDefinition, maxPerRow = 10): fc.Arbitrary<Selection> {
  return fc
    .tuple(
      ...play.rows.map((row) =>
        fc.subarray(
          row.items.map((i) => i.code),
          { minLength: row.minPicks, maxLength: Math.max(row.minPicks, Math.min(row.maxPicks, maxPerRow)) },
        ),
      ),
    )
    .map((rows): Selection => rows)
    .filter((sel) => acceptable(play, sel));
}
