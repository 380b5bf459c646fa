import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateSelection } from '../bet/validate';
import { catalogueMarkSixPlayModels } from './mark-six';
import type { Draw, PlayDefinition, RateTable, Selection } from './types';

/*
 * An independent reading of docs/reference/play-types.md §4.2 for the Mark Six catalogue plays (ADR 041): waves from the
 * spec's lists, zodiacs from the spec's rule ("01 is the year's animal, then backwards"), and the
 * linked plays' rules. Settlement must agree with it combination by combination, and countBets with
 * a brute-force enumeration of the picks.
 */

// The year-dependent pairing modes have their own reading in mark-six-pairing.test.ts.
const plays = catalogueMarkSixPlayModels.map((p) => p.definition).filter((p) => !p.needsZodiacYear);
const pad = (n: number) => String(n).padStart(2, '0');
const red = '01 02 07 08 12 13 18 19 23 24 29 30 34 35 40 45 46'.split(' ').map(Number);
const blue = '03 04 09 10 14 15 20 25 26 31 36 37 41 42 47 48'.split(' ').map(Number);
const waveOf = (n: number) => (red.includes(n) ? 'red' : blue.includes(n) ? 'blue' : 'green');
const cycle = [
  'rat',
  'ox',
  'tiger',
  'rabbit',
  'dragon',
  'snake',
  'horse',
  'goat',
  'monkey',
  'rooster',
  'dog',
  'pig',
];
/** 2025 snake, 2026 horse, 2027 goat own 01; each next number is the animal before. */
const yearIndex: Record<number, number> = { 2025: 5, 2026: 6, 2027: 7 };
const animalOf = (n: number, year: number) =>
  cycle[((((yearIndex[year] ?? 0) - (n - 1)) % 12) + 12) % 12] as string;
const animalSize = (animal: string, year: number) =>
  Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => animalOf(n, year) === animal).length;
const tens = (n: number) => Math.floor(n / 10);
const units = (n: number) => n % 10;

function attribute(code: string, n: number): boolean {
  const ds = tens(n) + units(n);
  const tests: Record<string, boolean> = {
    big: n >= 25,
    small: n <= 24,
    odd: n % 2 === 1,
    even: n % 2 === 0,
    sumBig: ds >= 7,
    sumSmall: ds <= 6,
    sumOdd: ds % 2 === 1,
    sumEven: ds % 2 === 0,
    tailBig: units(n) >= 5,
    tailSmall: units(n) <= 4,
  };
  return tests[code] === true;
}

type Ref = { rateKey: string; times?: number } | 'refund' | null;
const when = (cond: boolean, rateKey: string): Ref => (cond ? { rateKey } : null);

/** The base linked play's rule, on one combination of numbers. */
function linkedRule(base: string, combo: readonly string[], nums: readonly number[]): Ref {
  const regular = nums.slice(0, 6).map(pad);
  const hits = combo.filter((c) => regular.includes(c)).length;
  const special = combo.includes(pad(nums[6] as number));
  switch (base) {
    case 'SQZ':
      return when(hits === 3, 'hit3');
    case 'SZE':
      return hits === 3 ? { rateKey: 'hit3' } : when(hits === 2, 'hit2');
    case 'EQZ':
      return when(hits === 2, 'hit2');
    case 'EZT':
      return hits === 2 ? { rateKey: 'hit2' } : when(hits === 1 && special, 'hitSpecial');
    case 'TC':
      return when(hits === 1 && special, 'hitSpecial');
    default:
      return when(hits >= 1, 'hit'); // SZY: 4 in 1
  }
}

function reference(code: string, combo: readonly string[], nums: readonly number[], year: number): Ref {
  const sp = nums[6] as number;
  const pick = combo[0] as string;
  const all = nums.map((n) => pad(n));
  if (/^HX\d+$/.test(code)) return sp === 49 ? 'refund' : when(combo.includes(animalOf(sp, year)), 'hit');
  const place = /^ZT(\d)$/.exec(code);
  if (place) return when(pad(nums[Number(place[1]) - 1] as number) === pick, 'number');
  const placeTwoSided = /^ZM(\d)LM$/.exec(code);
  if (placeTwoSided) {
    const n = nums[Number(placeTwoSided[1]) - 1] as number;
    if (['red', 'blue', 'green'].includes(pick)) return when(waveOf(n) === pick, pick);
    return n === 49 ? 'refund' : when(attribute(pick, n), pick);
  }
  if (code === 'PTWS')
    return when(
      nums.some((n) => `tail${units(n)}` === pick),
      pick === 'tail0' ? 'tail0' : 'tail',
    );
  if (code === 'ZX') {
    const hits = nums.slice(0, 6).filter((n) => animalOf(n, year) === pick).length;
    const key = animalSize(pick, year) === 5 ? 'zodiacYear' : 'zodiac';
    return hits > 0 ? { rateKey: key, times: hits } : null;
  }
  if (code === 'LX5') {
    const drawn = nums.map((n) => animalOf(n, year));
    const key = combo.some((a) => animalSize(a, year) === 5) ? 'zodiacYear' : 'zodiac';
    return when(
      combo.every((a) => drawn.includes(a)),
      key,
    );
  }
  if (code === 'ZONGX') {
    const shown = new Set(nums.map((n) => animalOf(n, year))).size;
    const wins: Record<string, boolean> = {
      zc234: shown >= 2 && shown <= 4,
      zc5: shown === 5,
      zc6: shown === 6,
      zc7: shown === 7,
      zcOdd: shown % 2 === 1,
      zcEven: shown % 2 === 0,
    };
    return when(wins[pick] === true, pick);
  }
  if (code === 'QSB') {
    // Regular numbers count 1 for their colour, the special 1.5; a shared maximum is the tie.
    const score: Record<string, number> = { red: 0, blue: 0, green: 0 };
    nums.forEach((n, i) => (score[waveOf(n)] = (score[waveOf(n)] ?? 0) + (i === 6 ? 1.5 : 1)));
    const best = Math.max(...Object.values(score));
    const leaders = Object.keys(score).filter((w) => score[w] === best);
    const result = leaders.length === 1 ? leaders[0] : 'tie';
    if (result === 'tie' && pick !== 'tie') return 'refund';
    return when(pick === result, pick);
  }
  if (code === 'BZ11' || code === 'BZ12') return when(!combo.some((c) => all.includes(c)), 'miss');
  return linkedRule(code.replace(/_(DT|WSDP)$/, ''), combo, nums);
}

function kSubsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...kSubsets(rest, k - 1).map((s) => [first, ...s]), ...kSubsets(rest, k)];
}

/** Combination size from the play's rule, not its definition. */
function sizeOf(code: string): number {
  const base = code.replace(/_(DT|WSDP)$/, '');
  const fixed: Record<string, number> = {
    SQZ: 3,
    SZE: 3,
    EQZ: 2,
    EZT: 2,
    TC: 2,
    SZY: 4,
    LX5: 5,
    PTWS: 1,
    ZX: 1,
    QSB: 1,
    ZONGX: 1,
  };
  if (fixed[base] !== undefined) return fixed[base];
  if (/^(ZT|ZM)/.test(base)) return 1;
  return Number(/\d+$/.exec(base)?.[0]);
}

/** What the selection buys, by brute force: k-sets of the picks (banker plays: holding every banker). */
function bruteCombos(play: PlayDefinition, sel: Selection): string[][] {
  const k = sizeOf(play.code);
  const order = (xs: readonly string[]) => {
    const items = play.rows.flatMap((r) => r.items.map((i) => i.code));
    return [...xs].sort((a, b) => items.indexOf(a) - items.indexOf(b));
  };
  if (play.code.endsWith('_WSDP')) {
    // Tail pairing: every number of the first tail with every number of the second.
    const tail = (code: string | undefined) => numbers.filter((n) => `tail${Number(n) % 10}` === code);
    const [a, b] = [sel[0]?.[0], sel[1]?.[0]];
    return a === b ? kSubsets(tail(a), 2) : tail(a).flatMap((x) => tail(b).map((y) => [x, y].sort()));
  }
  if (!play.code.endsWith('_DT')) return kSubsets(order(sel[0] ?? []), k).map((c) => c);
  const bankers = sel[0] ?? [];
  return kSubsets(order([...new Set([...bankers, ...(sel[1] ?? [])])]), k)
    .filter((c) => bankers.every((b) => c.includes(b)))
    .map((c) => [...c].sort());
}

function check(play: PlayDefinition, sel: Selection, draw: Draw) {
  const rates: RateTable = Object.fromEntries(
    Object.entries(play.defaultRates).map(([k, r], i) => [k, r + 1 + i]),
  );
  const got = play.settle(sel, draw, rates);
  const combos = bruteCombos(play, sel);
  const wins: string[] = [];
  let refunds = 0;
  for (const c of combos) {
    const r = reference(play.code, c, draw.numbers, draw.zodiacYear as number);
    if (r === 'refund') refunds++;
    else if (r) wins.push(`${c.join(',')}|${r.rateKey}|${(rates[r.rateKey] ?? 0) * (r.times ?? 1)}`);
  }
  const label = `${play.code} ${JSON.stringify(sel)} ${draw.numbers.join(' ')} ${draw.zodiacYear}`;
  expect(got.betCount, label).toBe(combos.length);
  expect(got.wins.map((w) => `${w.combination.join(',')}|${w.rateKey}|${w.rate}`).sort(), label).toEqual(
    wins.sort(),
  );
  expect(got.refundCount, label).toBe(refunds);
}

const numbers = Array.from({ length: 49 }, (_, i) => pad(i + 1));
const drawArb = fc.record({
  numbers: fc.shuffledSubarray(
    Array.from({ length: 49 }, (_, i) => i + 1),
    { minLength: 7, maxLength: 7 },
  ),
  zodiacYear: fc.constantFrom(2025, 2026, 2027),
});

/** Random selections within the rows (banker rows overlap the draggers sometimes: refused then). */
function selectionArb(play: PlayDefinition): fc.Arbitrary<Selection> {
  return fc.tuple(
    ...play.rows.map((r) =>
      fc.subarray(
        r.items.map((i) => i.code),
        {
          minLength: r.minPicks,
          maxLength: Math.max(r.minPicks, Math.min(r.maxPicks, r.code === 'draggers' ? 7 : 8)),
        },
      ),
    ),
  );
}

describe('Mark Six plays of issue 13', () => {
  it('adds the catalogue plays with unique codes', () => {
    const codes = plays.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBe(10 + 6 + 6 + 1 + 1 + 1 + 1 + 1 + 1 + 2 + 6 + 3);
  });

  for (const play of plays) {
    it(
      `${play.code}: countBets == combinations() == brute force, and settle == the reference`,
      { timeout: 30_000 },
      () => {
        fc.assert(
          fc.property(selectionArb(play), fc.array(drawArb, { minLength: 5, maxLength: 5 }), (sel, draws) => {
            if (!validateSelection(play, sel).ok) {
              // Refused only when the selection buys nothing (draggers that are all bankers).
              expect(bruteCombos(play, sel)).toHaveLength(0);
              return;
            }
            const brute = bruteCombos(play, sel)
              .map((c) => c.join(','))
              .sort();
            expect(play.countBets(sel)).toBe(brute.length);
            expect(
              play
                .combinations(sel)
                .map((c) => c.join(','))
                .sort(),
            ).toEqual(brute);
            for (const draw of draws) check(play, sel, draw);
          }),
          { numRuns: 40, seed: 20261123 },
        );
      },
    );
  }

  it('settles the edge draws: 49 special or regular, the year animal, tail 0', () => {
    const edge: Draw[] = [
      { numbers: [1, 13, 25, 37, 10, 20, 49], zodiacYear: 2026 },
      { numbers: [49, 2, 3, 4, 5, 6, 7], zodiacYear: 2025 },
      { numbers: [10, 20, 30, 40, 49, 1, 13], zodiacYear: 2027 },
      // Two animals only (2026: horse 01 13 25 37 49, snake 02 14 26 38).
      { numbers: [1, 13, 25, 37, 2, 14, 26], zodiacYear: 2026 },
      // Seven-colour tie: 3 blue + 3 green regular numbers, a red special.
      { numbers: [3, 4, 9, 5, 6, 11, 1], zodiacYear: 2026 },
    ];
    for (const play of plays) {
      // Bankers: 01 only; every other row: up to 12 items (enough for HX11 and BZ12), draggers from 02.
      const wide: Selection = play.rows.map((r) =>
        r.code === 'bankers'
          ? ['01']
          : r.items
              .slice(
                r.code === 'draggers' || r.code === 'tailB' ? 1 : 0,
                Math.min(r.maxPicks, 12) + (r.code === 'tailB' ? 1 : 0),
              )
              .map((x) => x.code),
      );
      if (!validateSelection(play, wide).ok) throw new Error(`${play.code} ${JSON.stringify(wide)}`);
      for (const draw of edge) check(play, wide, draw);
    }
  });

  it('pays the regular zodiac once per regular number of the animal', () => {
    const zx = plays.find((p) => p.code === 'ZX') as PlayDefinition;
    // 2026: horse owns 01 13 25 37 49; three of them are regular here.
    const s = zx.settle(
      [['horse', 'rat']],
      { numbers: [1, 13, 25, 2, 3, 4, 37], zodiacYear: 2026 },
      zx.defaultRates,
    );
    expect(s.wins).toEqual([
      { combination: ['horse'], rateKey: 'zodiacYear', rate: 3 * (zx.defaultRates.zodiacYear ?? 0) },
    ]);
  });

  it('ignores a dragger that is also a banker, and refuses draggers that buy nothing', () => {
    const dt = plays.find((p) => p.code === 'SQZ_DT') as PlayDefinition;
    expect(validateSelection(dt, [['01'], ['01', '02', '03']])).toEqual({ ok: true, betCount: 1 });
    expect(
      validateSelection(dt, [
        ['01', '02'],
        ['01', '02'],
      ]),
    ).toMatchObject({
      ok: false,
      error: { code: 'noCombination' },
    });
    expect(
      validateSelection(dt, [
        ['01', '02'],
        ['03', '04'],
      ]),
    ).toEqual({ ok: true, betCount: 2 });
    expect(numbers).toHaveLength(49);
  });
});
