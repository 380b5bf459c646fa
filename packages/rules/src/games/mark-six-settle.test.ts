import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coreMarkSixPlays as markSixPlays, zodiacItemRateKey } from './mark-six';
import type { Draw, PlayDefinition, RateTable, Selection } from './types';

/*
 * An independent reading of docs/reference/play-types.md §4: the spec's own lists (waves, the 2025-2027 zodiac
 * table) and plain arithmetic on the two digits. Settlement must agree with it combination by combination.
 */
const pad = (n: number) => String(n).padStart(2, '0');
const list = (s: string) => s.split(' ').map(Number);
const waves: Record<string, number[]> = {
  red: list('01 02 07 08 12 13 18 19 23 24 29 30 34 35 40 45 46'),
  blue: list('03 04 09 10 14 15 20 25 26 31 36 37 41 42 47 48'),
  green: list('05 06 11 16 17 21 22 27 28 32 33 38 39 43 44 49'),
};
const zodiacColumns: Record<string, [string, string, string]> = {
  rat: ['06 18 30 42', '07 19 31 43', '08 20 32 44'],
  ox: ['05 17 29 41', '06 18 30 42', '07 19 31 43'],
  tiger: ['04 16 28 40', '05 17 29 41', '06 18 30 42'],
  rabbit: ['03 15 27 39', '04 16 28 40', '05 17 29 41'],
  dragon: ['02 14 26 38', '03 15 27 39', '04 16 28 40'],
  snake: ['01 13 25 37 49', '02 14 26 38', '03 15 27 39'],
  horse: ['12 24 36 48', '01 13 25 37 49', '02 14 26 38'],
  goat: ['11 23 35 47', '12 24 36 48', '01 13 25 37 49'],
  monkey: ['10 22 34 46', '11 23 35 47', '12 24 36 48'],
  rooster: ['09 21 33 45', '10 22 34 46', '11 23 35 47'],
  dog: ['08 20 32 44', '09 21 33 45', '10 22 34 46'],
  pig: ['07 19 31 43', '08 20 32 44', '09 21 33 45'],
};
const years = [2025, 2026, 2027];
const columns = new Map(
  years.map((y) => [
    y,
    new Map(Object.entries(zodiacColumns).map(([a, cols]) => [a, list(cols[y - 2025] as string)])),
  ]),
);
const animalNumbers = (animal: string, year: number) => columns.get(year)?.get(animal) ?? [];
/** Number → animal per year, read off the table (not the formula). */
const animalTable = new Map(
  years.map((y) => [
    y,
    Array.from({ length: 50 }, (_, n) => [...(columns.get(y) ?? [])].find(([, ns]) => ns.includes(n))?.[0]),
  ]),
);
const animalOf = (n: number, year: number) => animalTable.get(year)?.[n] as string;
const waveOf = (n: number) => Object.keys(waves).find((w) => waves[w]?.includes(n)) as string;
const tens = (n: number) => Number(pad(n)[0]);
const units = (n: number) => Number(pad(n)[1]);

/** The rules package has no DOM or Node typings; the test runner provides the global clock. */
declare const performance: { now(): number };

type Ref = { rateKey: string } | 'refund' | null;
const key = (k: string): Ref => ({ rateKey: k });
const when = (cond: boolean, k: string): Ref => (cond ? key(k) : null);

function specialAttributes(sp: number): Record<string, boolean> {
  const big = sp >= 25;
  const odd = sp % 2 === 1;
  const ds = tens(sp) + units(sp);
  return {
    big,
    small: !big,
    odd,
    even: !odd,
    sumBig: ds >= 7,
    sumSmall: ds <= 6,
    sumOdd: ds % 2 === 1,
    sumEven: ds % 2 === 0,
    tailBig: units(sp) >= 5,
    tailSmall: units(sp) <= 4,
    bigOdd: big && odd,
    bigEven: big && !odd,
    smallOdd: !big && odd,
    smallEven: !big && !odd,
  };
}

function reference(code: string, combo: readonly string[], nums: readonly number[], year: number): Ref {
  const reg = nums.slice(0, 6);
  const sp = nums[6] as number;
  const pick = combo[0] as string;
  const regHits = combo.filter((c) => reg.includes(Number(c))).length;
  const spIn = combo.includes(pad(sp));
  const animalsDrawn = nums.map((n) => animalOf(n, year));
  const tailsDrawn = nums.map((n) => `tail${units(n)}`);
  const withYearAnimal = combo.some((a) => animalNumbers(a, year).length === 5);
  const k = combo.length;
  switch (code) {
    case 'TM':
      return when(pad(sp) === pick, 'number');
    case 'ZM':
      return when(reg.map(pad).includes(pick), 'number');
    case 'TMLM':
      return sp === 49 ? 'refund' : when(specialAttributes(sp)[pick] === true, pick);
    case 'TMSB':
      return when(waveOf(sp) === pick, pick);
    case 'BB': {
      if (sp === 49) return 'refund';
      const wave = pick.replace(/[A-Z].*/, '');
      const part = pick.slice(wave.length).toLowerCase();
      return when(waveOf(sp) === wave && specialAttributes(sp)[part] === true, pick);
    }
    case 'TMTS':
      return when(`head${tens(sp)}` === pick, pick);
    case 'TMWS':
      return when(`tail${units(sp)}` === pick, pick);
    case 'TX':
      return when(animalOf(sp, year) === pick, withYearAnimal ? 'zodiacYear' : 'zodiac');
    case 'YX':
      return when(animalsDrawn.includes(pick), withYearAnimal ? 'zodiacYear' : 'zodiac');
    case 'ZHLM': {
      const sum = nums.reduce((a, b) => a + b, 0);
      const tests: Record<string, boolean> = {
        big: sum >= 175,
        small: sum <= 174,
        odd: sum % 2 === 1,
        even: sum % 2 === 0,
      };
      return when(tests[pick] === true, pick);
    }
    case 'SQZ':
      return when(regHits === 3, 'hit3');
    case 'SZE':
      return regHits === 3 ? key('hit3') : when(regHits === 2, 'hit2');
    case 'EQZ':
      return when(regHits === 2, 'hit2');
    case 'EZT':
      return regHits === 2 ? key('hit2') : when(regHits === 1 && spIn, 'hitSpecial');
    case 'TC':
      return when(regHits === 1 && spIn, 'hitSpecial');
  }
  if (code.startsWith('BZ')) return when(!combo.some((c) => nums.includes(Number(c))), 'miss');
  const zodiacKey = withYearAnimal ? 'zodiacYear' : 'zodiac';
  const tailKey = combo.includes('tail0') ? 'tail0' : 'tail';
  if (code === `LX${k}`)
    return when(
      combo.every((a) => animalsDrawn.includes(a)),
      zodiacKey,
    );
  if (code === `LXBZ${k}`) return when(!combo.some((a) => animalsDrawn.includes(a)), zodiacKey);
  if (code === `LW${k}`)
    return when(
      combo.every((t) => tailsDrawn.includes(t)),
      tailKey,
    );
  if (code === `LWBZ${k}`) return when(!combo.some((t) => tailsDrawn.includes(t)), tailKey);
  throw new Error(`no reference for ${code}`);
}

/** Combination size of a play, from its rule of docs/reference/play-types.md rather than the definition. */
function sizeOf(code: string): number {
  const fixed: Record<string, number> = { SQZ: 3, SZE: 3, EQZ: 2, EZT: 2, TC: 2 };
  const digits = /\d+$/.exec(code);
  return fixed[code] ?? (digits ? Number(digits[0]) : 1);
}

function kSubsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...kSubsets(rest, k - 1).map((s) => [first, ...s]), ...kSubsets(rest, k)];
}

function itemsOf(play: PlayDefinition): string[] {
  return play.rows[0]?.items.map((i) => i.code) ?? [];
}

/** Every combination the reference pays or refunds, as comparable strings. */
function expected(play: PlayDefinition, selection: readonly string[], draw: Draw, rates: RateTable) {
  const order = itemsOf(play);
  const sorted = [...selection].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const combos = kSubsets(sorted, sizeOf(play.code));
  const wins: string[] = [];
  let refunds = 0;
  for (const c of combos) {
    const r = reference(play.code, c, draw.numbers, draw.zodiacYear as number);
    if (r === 'refund') refunds++;
    else if (r) wins.push(`${c.join(',')}|${r.rateKey}|${rates[r.rateKey]}`);
  }
  return { betCount: combos.length, wins: wins.sort(), refunds };
}

function check(play: PlayDefinition, selection: readonly string[], draw: Draw) {
  // Rates other than the defaults: settle must pay what it is given.
  const rates = Object.fromEntries(Object.entries(play.defaultRates).map(([k, r], i) => [k, r + 1 + i]));
  const sel: Selection = [selection];
  const got = play.settle(sel, draw, rates);
  const want = expected(play, selection, draw, rates);
  const label = `${play.code} [${selection.join(' ')}] ${draw.numbers.join(' ')} ${draw.zodiacYear}`;
  expect(got.betCount, label).toBe(want.betCount);
  expect(got.wins.map((w) => `${w.combination.join(',')}|${w.rateKey}|${w.rate}`).sort(), label).toEqual(
    want.wins,
  );
  expect(got.refundCount, label).toBe(want.refunds);
}

const allNumbers = Array.from({ length: 49 }, (_, i) => i + 1);
const drawArb = fc.record({
  numbers: fc.shuffledSubarray(allNumbers, { minLength: 7, maxLength: 7 }),
  zodiacYear: fc.constantFrom(...years),
});

describe('Mark Six settlement agrees with an independent reading of the rules', () => {
  it('covers every play of the brief (33 plays)', () => {
    const codes = markSixPlays.map((p) => p.code);
    expect(codes).toHaveLength(33);
    expect(new Set(codes).size).toBe(33);
    for (const p of markSixPlays) expect(p.rows[0]?.minPicks, p.code).toBe(sizeOf(p.code));
  });

  it('on hand-picked edge draws (49, tails 0, the year animal), with wide selections', () => {
    const edges: Draw[] = [
      { numbers: [1, 2, 3, 4, 5, 6, 49], zodiacYear: 2026 },
      { numbers: [49, 10, 20, 30, 40, 13, 25], zodiacYear: 2026 },
      { numbers: [10, 20, 30, 40, 11, 22, 33], zodiacYear: 2025 },
      { numbers: [43, 44, 45, 46, 47, 48, 49], zodiacYear: 2027 },
      { numbers: [1, 13, 25, 37, 2, 14, 26], zodiacYear: 2025 },
      { numbers: [7, 19, 31, 43, 8, 20, 24], zodiacYear: 2026 },
      { numbers: [1, 2, 3, 4, 5, 6, 7], zodiacYear: 2027 },
      { numbers: [48, 47, 46, 45, 44, 43, 42], zodiacYear: 2026 },
      { numbers: [12, 24, 36, 48, 3, 15, 40], zodiacYear: 2025 },
    ];
    for (const draw of edges) {
      for (const play of markSixPlays) {
        const items = itemsOf(play);
        const max = play.rows[0]?.maxPicks ?? 0;
        // Drawn numbers first so that wins happen, then fill up to the row's maximum.
        const drawn = draw.numbers.map(pad).filter((c) => items.includes(c));
        const selection = [...new Set([...drawn, ...items])].slice(0, max);
        check(play, selection, draw);
      }
    }
  });

  it('on thousands of random draws with random selections', { timeout: 60_000 }, () => {
    const selectionArb = fc.constantFrom(...markSixPlays).chain((play) =>
      fc.tuple(
        fc.constant(play),
        fc.shuffledSubarray(itemsOf(play), {
          minLength: sizeOf(play.code),
          maxLength: play.rows[0]?.maxPicks ?? 1,
        }),
      ),
    );
    const cases = fc.sample(fc.tuple(drawArb, fc.array(selectionArb, { minLength: 8, maxLength: 8 })), {
      seed: 20261122,
      numRuns: 3000,
    });
    let checked = 0;
    for (const [draw, bets] of cases) {
      for (const [play, selection] of bets) {
        check(play, selection, draw);
        checked++;
      }
    }
    expect(checked).toBe(24_000);
  });
});

describe('Mark Six bet counting', () => {
  it('countBets equals combinations() and a brute-force count, for random selections', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...markSixPlays).chain((play) =>
          fc.tuple(
            fc.constant(play),
            fc.subarray(itemsOf(play), {
              minLength: sizeOf(play.code),
              maxLength: play.rows[0]?.maxPicks ?? 1,
            }),
          ),
        ),
        ([play, picks]) => {
          const k = sizeOf(play.code);
          // Brute force: every subset of the picks (as a bit mask when small), kept when it has k members.
          let brute = 0;
          if (k === 1) brute = picks.length;
          else for (let mask = 0; mask < 1 << picks.length; mask++) if (popcount(mask) === k) brute++;
          const combos = play.combinations([picks]);
          expect(play.countBets([picks])).toBe(brute);
          expect(combos).toHaveLength(brute);
          expect(new Set(combos.map((c) => c.join(','))).size).toBe(brute);
          const order = itemsOf(play);
          for (const c of combos) {
            expect(c).toHaveLength(k);
            expect(c.every((x) => picks.includes(x))).toBe(true);
            expect(c.map((x) => order.indexOf(x))).toEqual(
              c.map((x) => order.indexOf(x)).sort((a, b) => a - b),
            );
          }
        },
      ),
      { seed: 7, numRuns: 600 },
    );
  });

  it('counts the largest selection of every play in well under 1 ms', () => {
    for (const play of markSixPlays) {
      const max: Selection = [itemsOf(play).slice(0, play.rows[0]?.maxPicks)];
      const start = performance.now();
      for (let i = 0; i < 1000; i++) play.countBets(max);
      expect((performance.now() - start) / 1000, play.code).toBeLessThan(1);
    }
  });

  it('describes each play the same way: direct, one row, k = 1 additive', () => {
    for (const p of markSixPlays) {
      expect(p.family).toBe('marksix');
      expect(p.direct).toBe(true);
      expect(p.rows).toHaveLength(1);
      expect(p.rows[0]?.code).toBe(p.code);
      expect(p.counting).toBe(sizeOf(p.code) === 1 ? 'additive' : 'recomputed');
      expect(p.minTotalPicks).toBe(sizeOf(p.code));
      for (const i of p.rows[0]?.items ?? [])
        expect(p.defaultRates[i.rateKey], `${p.code} ${i.code}`).toBeGreaterThan(100);
    }
    expect(markSixPlays.find((p) => p.code === 'EQZ')?.countBets([])).toBe(0);
  });
});

describe('Mark Six settlement guards', () => {
  const tm = markSixPlays.find((p) => p.code === 'TM') as PlayDefinition;
  const tx = markSixPlays.find((p) => p.code === 'TX') as PlayDefinition;

  it('refuses malformed draws', () => {
    for (const numbers of [
      [1, 2, 3, 4, 5, 6],
      [1, 2, 3, 4, 5, 6, 6],
      [0, 2, 3, 4, 5, 6, 7],
      [1, 2, 3, 4, 5, 6, 50],
      [1.5, 2, 3, 4, 5, 6, 7],
    ]) {
      expect(() => tm.settle([['01']], { numbers }, tm.defaultRates)).toThrow(RangeError);
    }
  });

  it('refuses zodiac plays on a draw without zodiacYear, and a rate table without the key', () => {
    expect(() => tx.settle([['rat']], { numbers: [1, 2, 3, 4, 5, 6, 7] }, tx.defaultRates)).toThrow(
      RangeError,
    );
    expect(() => tm.settle([['07']], { numbers: [1, 2, 3, 4, 5, 6, 7] }, {})).toThrow(RangeError);
  });

  it("shows the year animal's rate key through zodiacItemRateKey", () => {
    expect(zodiacItemRateKey('horse', 2026)).toBe('zodiacYear');
    expect(zodiacItemRateKey('snake', 2026)).toBe('zodiac');
    expect(zodiacItemRateKey('snake', 2025)).toBe('zodiacYear');
  });
});

function popcount(x: number): number {
  let c = 0;
  for (let v = x; v; v &= v - 1) c++;
  return c;
}
