import fc from 'fast-check';
import {
  type Oracle,
  multisets,
  oracleFor as coreOracleFor,
  signature,
  sortedKeyAt,
  sortKey,
  tuples,
} from './five-ball.test-support';
import type { PlayDefinition, Selection, TypedEntry } from './types';

/**
 * Test-only oracle for the five-ball catalogue plays (ADR 040), written from the play rules without
 * reading the play code (the core plays' oracle is five-ball.test-support.ts; RZX4 is there).
 * Combinations use the plays' documented shapes: digits in ball order for direct plays, ascending
 * digits for groups, `[...digits, "starT"]` for combination tiers, `[banker, ...group]` for bankers,
 * `[ballA, ballB, …, ...digits]` for ticked any-position plays.
 */

const ALL = [0, 1, 2, 3, 4];
const LAST4 = [1, 2, 3, 4];
const SPOT3: Record<string, number[]> = { Q: [0, 1, 2], Z: [1, 2, 3], H: [2, 3, 4] };
const SPOT2: Record<string, number[]> = { Q: [0, 1], H: [3, 4] };

const r = (sel: Selection, i: number): readonly string[] => sel[i] ?? [];
const str = (ds: readonly number[]): string[] => ds.map(String);
const sorted = (ds: readonly (number | string)[]): string[] =>
  ds
    .map(Number)
    .sort((a, b) => a - b)
    .map(String);
const at = (d: readonly number[], ps: readonly number[]): number[] => ps.map((p) => d[p] ?? -1);
const formKey = (ds: readonly (number | string)[]): string => (new Set(ds).size === 2 ? 'group3' : 'group6');
const sigIs = (ds: readonly number[], sig: readonly number[]) => signature(ds).join() === sig.join();

/** Win test: the balls `ps` show `want` in order (plain loop: runs for every draw). */
const showsInOrder = (ps: readonly number[], want: readonly string[]) => {
  const ws = want.map(Number);
  return (d: readonly number[]): boolean => {
    for (let i = 0; i < ps.length; i++) if (d[ps[i] ?? 0] !== ws[i]) return false;
    return true;
  };
};

/** Win test: the balls `ps` show the digits of `want` in any order. */
const showsAnyOrder = (ps: readonly number[], want: readonly string[]) => {
  const target = sortKey(want);
  return (d: readonly number[]): boolean => sortedKeyAt(ps, d) === target;
};

/** Increasing sets of m of the given balls. */
function ballSets(balls: readonly number[], m: number): number[][] {
  if (m === 0) return [[]];
  return balls.flatMap((b, i) => ballSets(balls.slice(i + 1), m - 1).map((rest) => [b, ...rest]));
}
const ticked = (sel: Selection): number[] => ALL.filter((p) => r(sel, 0).includes(`ball${p + 1}`));
const ballsOf = (c: readonly string[]): number[] =>
  c.filter((x) => x.startsWith('ball')).map((b) => Number(b.slice(4)) - 1);
const digitsOf = (c: readonly string[]): string[] => c.filter((x) => !x.startsWith('ball'));

const directOracle = (ps: number[], picked: (t: number[], sel: Selection) => boolean): Oracle => ({
  enumerate: (sel) =>
    tuples(ps.length)
      .filter((t) => picked(t, sel))
      .map(str),
  compile: (c) => showsInOrder(ps, c),
  rateKey: () => 'direct',
});

const rowsPicked = (t: number[], sel: Selection) => t.every((x, i) => r(sel, i).includes(String(x)));
const typedPicked = (t: number[], sel: Selection) => r(sel, 0).includes(t.join(''));

const combinationOracle = (ps: number[]): Oracle => ({
  enumerate: (sel) =>
    tuples(ps.length)
      .filter((t) => rowsPicked(t, sel))
      .flatMap((t) => ps.map((_p, i) => [...str(t), `star${ps.length - i}`])),
  compile: (c) => {
    const tier = Number((c[c.length - 1] ?? '').slice(4));
    return showsInOrder(ps.slice(ps.length - tier), c.slice(ps.length - tier, ps.length));
  },
  rateKey: (c) => c[c.length - 1] ?? '',
});

/** Unordered groups of `ps` accepted by `keep`, as ascending digits; wins when the balls show them. */
const groupOracle = (
  ps: number[],
  keep: (m: number[], sel: Selection) => boolean,
  rateKey: (c: readonly string[]) => string,
): Oracle => ({
  enumerate: (sel) =>
    multisets(ps.length)
      .filter((m) => keep(m, sel))
      .map(str),
  compile: (c) => showsAnyOrder(ps, c),
  rateKey,
});

const bankerOracle = (ps: number[]): Oracle => ({
  enumerate: (sel) =>
    r(sel, 0).flatMap((b) =>
      multisets(ps.length)
        .filter((m) => new Set(m).size > 1 && m.includes(Number(b)))
        .map((m) => [b, ...str(m)]),
    ),
  compile: (c) => showsAnyOrder(ps, c.slice(1)),
  rateKey: (c) => (ps.length === 2 ? 'group' : formKey(c.slice(1))),
});

/** Table C straights with 9-0 adjacent, as sorted keys. */
const STRAIGHTS = new Set(
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((a) => sortKey([a, (a + 1) % 10, (a + 2) % 10])),
);

/** Table C forms of the balls `ps` of draw `d`. */
function formIs(form: string, ps: readonly number[], d: readonly number[]): boolean {
  const [x, y, z] = [d[ps[0] ?? 0], d[ps[1] ?? 0], d[ps[2] ?? 0]];
  const distinct = 1 + (y !== x ? 1 : 0) + (z !== x && z !== y ? 1 : 0);
  if (form === 'triple') return distinct === 1;
  if (form === 'pair') return distinct === 2;
  return distinct === 3 && STRAIGHTS.has(sortedKeyAt(ps, d));
}

const itemOracle = (win: (item: string, d: readonly number[]) => boolean, key: (item: string) => string) => ({
  enumerate: (sel: Selection) => r(sel, 0).map((x) => [x]),
  compile: (c: readonly string[]) => (d: readonly number[]) => win(c[0] ?? '', d),
  rateKey: (c: readonly string[]) => key(c[0] ?? ''),
});

const attr = (a: string, x: number): boolean =>
  a === 'big' ? x >= 5 : a === 'small' ? x < 5 : a === 'odd' ? x % 2 === 1 : x % 2 === 0;

const bsoeOracle = (ps: number[]): Oracle => ({
  enumerate: (sel) => {
    let out: string[][] = [[]];
    ps.forEach((_p, i) => {
      out = out.flatMap((prefix) => r(sel, i).map((a) => [...prefix, a]));
    });
    return out;
  },
  compile: (c) => (d) => ps.every((p, i) => attr(c[i] ?? '', d[p] ?? -1)),
  rateKey: () => 'hit',
});

/** Ticked balls × groups of m digits from rows 1…; wins when those balls show the group. */
const tickedOracle = (
  m: number,
  groups: (numbers: Selection) => string[][],
  ordered: boolean,
  rateKey: (digits: readonly string[]) => string,
): Oracle => ({
  enumerate: (sel) =>
    ballSets(ticked(sel), m).flatMap((set) =>
      groups(sel.slice(1)).map((g) => [...set.map((p) => `ball${p + 1}`), ...g]),
    ),
  compile: (c) => (ordered ? showsInOrder : showsAnyOrder)(ballsOf(c), digitsOf(c)),
  rateKey: (c) => rateKey(digitsOf(c)),
});

const allPicked = (m: number[], sel: Selection, row = 0) => m.every((x) => r(sel, row).includes(String(x)));

/** 4-star group shapes: signature and the multiplicity the first row holds. */
const STAR4: Record<string, [number[], number]> = {
  '24': [[1, 1, 1, 1], 1],
  '12': [[2, 1, 1], 2],
  '6': [[2, 2], 2],
  '4': [[3, 1], 3],
};

const dragonTiger = (a: number, b: number, code: string): Oracle => ({
  enumerate: (sel) => r(sel, 0).map((x) => [code, x]),
  compile: (c) => (d) => {
    const [x = 0, y = 0] = [d[a], d[b]];
    return c[1] === 'dragon' ? x > y : c[1] === 'tiger' ? x < y : x === y;
  },
  rateKey: (c) => c[1] ?? '',
});

export function catalogueOracleFor(code: string): Oracle {
  if (code === 'ZX5') return directOracle(ALL, rowsPicked);
  if (code === 'ZX4') return directOracle(LAST4, rowsPicked);
  if (code === 'ZH5') return combinationOracle(ALL);
  if (code === 'ZH4') return combinationOracle(LAST4);
  if (code === 'ZX5_S') return directOracle(ALL, typedPicked);
  if (code === 'ZX4_S') return directOracle(LAST4, typedPicked);
  const star3 = /^([QZH])(ZX3_S|ZU3_S|ZU6_S|HHZX|ZUBD|HZWS|TS3)$/.exec(code);
  if (star3) {
    const ps = SPOT3[star3[1] ?? ''] ?? [];
    const typedGroup = (sig: (m: number[]) => boolean) =>
      groupOracle(ps, (m, sel) => sig(m) && typedPicked(m, sel), formKey);
    switch (star3[2]) {
      case 'ZX3_S':
        return directOracle(ps, typedPicked);
      case 'ZU3_S':
        return typedGroup((m) => sigIs(m, [2, 1]));
      case 'ZU6_S':
        return typedGroup((m) => sigIs(m, [1, 1, 1]));
      case 'HHZX':
        return typedGroup((m) => !sigIs(m, [3]));
      case 'ZUBD':
        return bankerOracle(ps);
      case 'HZWS':
        return itemOracle(
          (x, d) => at(d, ps).reduce((s, y) => s + y, 0) % 10 === Number(x),
          () => 'tail',
        );
      default:
        return itemOracle(
          (f, d) => formIs(f, ps, d),
          (f) => f,
        );
    }
  }
  const star2 = /^([QH])(ZX2_S|ZU2BD|2DXDS)$/.exec(code);
  if (star2) {
    const ps = SPOT2[star2[1] ?? ''] ?? [];
    if (star2[2] === 'ZX2_S') return directOracle(ps, typedPicked);
    return star2[2] === 'ZU2BD' ? bankerOracle(ps) : bsoeOracle(ps);
  }
  if (code === 'Q3DXDS') return bsoeOracle([0, 1, 2]);
  if (code === 'H3DXDS') return bsoeOracle([2, 3, 4]);
  const fun: Record<string, number> = { YFFS: 1, HSCS: 2, SXBX: 3, SJFC: 4 };
  const times = fun[code];
  if (times !== undefined)
    return itemOracle(
      (x, d) => {
        let shown = 0;
        for (const y of d) if (y === Number(x)) shown++;
        return shown >= times;
      },
      () => 'hit',
    );
  if (code === 'RZX2_S')
    return tickedOracle(
      2,
      (n) =>
        tuples(2)
          .filter((t) => typedPicked(t, n))
          .map(str),
      true,
      () => 'direct',
    );
  if (code === 'RZU2')
    return tickedOracle(
      2,
      (n) =>
        multisets(2)
          .filter((m) => sigIs(m, [1, 1]) && allPicked(m, n))
          .map(str),
      false,
      () => 'group',
    );
  if (code === 'RZU3' || code === 'RZU6') {
    const sig = code === 'RZU3' ? [2, 1] : [1, 1, 1];
    return tickedOracle(
      3,
      (n) =>
        multisets(3)
          .filter((m) => sigIs(m, sig) && allPicked(m, n))
          .map(str),
      false,
      formKey,
    );
  }
  if (code === 'RHHZX')
    return tickedOracle(
      3,
      (n) =>
        multisets(3)
          .filter((m) => !sigIs(m, [3]) && typedPicked(m, n))
          .map(str),
      false,
      formKey,
    );
  const any4 = /^RSXZU(\d+)$/.exec(code);
  if (any4) {
    const [sig = [], firstTimes = 0] = STAR4[any4[1] ?? ''] ?? [];
    const inRow = (m: number[], n: Selection) =>
      m.every((x) => r(n, m.filter((y) => y === x).length === firstTimes ? 0 : 1).includes(String(x)));
    return tickedOracle(
      4,
      (n) =>
        multisets(4)
          .filter((m) => sigIs(m, sig) && inRow(m, n))
          .map(str),
      false,
      () => 'group',
    );
  }
  const lhh = /^LHH(\d)(\d)$/.exec(code);
  if (lhh) return dragonTiger(Number(lhh[1]) - 1, Number(lhh[2]) - 1, code);
  return coreOracleFor(code);
}

/** Every number of the shape, in canonical form, that some typed token stands for (brute force). */
export function bruteEntries(tokens: readonly string[], entry: TypedEntry): Set<string> {
  const out = new Set<string>();
  for (const t of tuples(entry.digits)) {
    const text = t.join('');
    const distinct = new Set(t).size;
    const fits =
      entry.form === 'ordered' ||
      (entry.form === 'group3' && distinct === 2) ||
      (entry.form === 'group6' && distinct === entry.digits) ||
      (entry.form === 'mixed' && distinct > 1);
    if (!fits) continue;
    const canonical = entry.form === 'ordered' ? text : sorted(t).join('');
    if (
      tokens.some((tok) =>
        entry.form === 'ordered'
          ? tok === text
          : sorted([...tok]).join('') === canonical && /^\d+$/.test(tok),
      )
    )
      out.add(canonical);
  }
  return out;
}

/** Random typed text: numbers of the right and wrong lengths, junk, repeats, mixed separators. */
export function typedTextArb(digits: number): fc.Arbitrary<{ text: string; tokens: string[] }> {
  const number = fc.integer({ min: 0, max: 10 ** digits - 1 }).map((n) => String(n).padStart(digits, '0'));
  const wrongLength = fc.integer({ min: 0, max: 10 ** (digits + 1) - 1 }).map(String);
  const junk = fc.constantFrom('ab', '1a', '-1', '１２', '+12', '0x1');
  const token = fc.oneof({ weight: 6, arbitrary: number }, wrongLength, junk);
  const separator = fc.constantFrom(' ', ',', ';', '\n', ' , ', '；', '，', '\t', ';\n');
  return fc.array(fc.tuple(token, separator), { minLength: 1, maxLength: 12 }).chain((pairs) =>
    fc.boolean().map((repeat) => {
      // Repeat the first token at the end sometimes, so duplicates are common.
      const all = repeat ? [...pairs, pairs[0] ?? ['', ' ']] : pairs;
      return { text: all.map(([t, s]) => t + s).join(''), tokens: all.map(([t]) => t) };
    }),
  );
}

/** Random selections of a catalogue play whose rows are item rows (typed rows are built by tests). */
export function itemRowsArb(play: PlayDefinition, maxPerRow: number): fc.Arbitrary<string[][]> {
  return fc.tuple(
    ...play.rows.map((row) =>
      row.entry
        ? fc.constant<string[]>([])
        : fc.subarray(
            row.items.map((i) => i.code),
            { minLength: row.minPicks, maxLength: Math.max(row.minPicks, Math.min(row.maxPicks, maxPerRow)) },
          ),
    ),
  );
}
