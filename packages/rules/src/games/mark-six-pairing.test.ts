import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateSelection } from '../bet/validate';
import { markSixPlays } from './mark-six';
import { groupNumbers, pairCount, pairsBetween } from './mark-six-pairing';
import type { Draw, PlayDefinition, Selection } from './types';

/*
 * An independent reading of docs/reference/play-types.md §4.2 "Linked-number entry modes" for zodiac pairing
 * (生肖对碰) and zodiac × tail (肖串尾数): numbers from the spec's zodiac rule ("01 is the year's
 * animal, then backwards") and tails from the units digit; every number of the first group with every
 * number of the second is a pair, pairs of one number drop out, a pair met twice counts once; each
 * pair wins as its 2-number base play.
 */

const pad = (n: number) => String(n).padStart(2, '0');
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
const yearIndex: Record<number, number> = { 2025: 5, 2026: 6, 2027: 7 };
const animalOf = (n: number, year: number) =>
  cycle[((((yearIndex[year] ?? 0) - (n - 1)) % 12) + 12) % 12] as string;
const all = Array.from({ length: 49 }, (_, i) => i + 1);
const numbersOf = (code: string, year: number) =>
  (code.startsWith('tail')
    ? all.filter((n) => `tail${n % 10}` === code)
    : all.filter((n) => animalOf(n, year) === code)
  ).map(pad);

/** Pairs by brute force: the set of 2-sets {x, y} with x from a, y from b, x ≠ y. */
function brutePairs(a: readonly string[], b: readonly string[]): string[] {
  const out = new Set<string>();
  for (const x of a) for (const y of b) if (x !== y) out.add([x, y].sort().join(','));
  return [...out].sort();
}

/** The base plays' rules on one pair. */
function baseRule(base: string, pair: readonly string[], nums: readonly number[]): string | null {
  const regular = nums.slice(0, 6).map(pad);
  const hits = pair.filter((c) => regular.includes(c)).length;
  const special = pair.includes(pad(nums[6] as number));
  if (base === 'EQZ') return hits === 2 ? 'hit2' : null;
  if (base === 'EZT') return hits === 2 ? 'hit2' : hits === 1 && special ? 'hitSpecial' : null;
  return hits === 1 && special ? 'hitSpecial' : null; // TC
}

const codes = ['EQZ', 'EZT', 'TC'].flatMap((b) => [`${b}_SXDP`, `${b}_XCWS`]);
const play = (code: string) => markSixPlays.find((p) => p.code === code) as PlayDefinition;
const years = [2025, 2026, 2027];

const drawArb = fc.record({
  numbers: fc.shuffledSubarray(all, { minLength: 7, maxLength: 7 }),
  zodiacYear: fc.constantFrom(...years),
});

function selectionArb(p: PlayDefinition): fc.Arbitrary<Selection> {
  return fc.tuple(...p.rows.map((r) => fc.constantFrom(...r.items.map((i) => i.code)).map((c) => [c])));
}

describe('Mark Six zodiac pairing and zodiac × tail', () => {
  it('count the spec examples: 4 × 4, 5 × 4 with the year animal, the same animal C(n, 2)', () => {
    const sxdp = play('EQZ_SXDP');
    const y2026 = { zodiacYear: 2026 };
    // 2026: horse owns 01 13 25 37 49, rat 07 19 31 43, ox 06 18 30 42.
    expect(validateSelection(sxdp, [['rat'], ['ox']], y2026)).toEqual({ ok: true, betCount: 16 });
    expect(validateSelection(sxdp, [['horse'], ['rat']], y2026)).toEqual({ ok: true, betCount: 20 });
    expect(validateSelection(sxdp, [['horse'], ['horse']], y2026)).toEqual({ ok: true, betCount: 10 });
    expect(validateSelection(sxdp, [['rat'], ['rat']], y2026)).toEqual({ ok: true, betCount: 6 });
    // The same picks buy a different number in another year (2025: snake owns 5 numbers).
    expect(validateSelection(sxdp, [['horse'], ['rat']], { zodiacYear: 2025 })).toEqual({
      ok: true,
      betCount: 16,
    });
    const xcws = play('TC_XCWS');
    // Horse 01 13 25 37 49 × tail 1 (01 11 21 31 41) share 01: 25 − 1 = 24; × tail 2: 25.
    expect(validateSelection(xcws, [['horse'], ['tail1']], y2026)).toEqual({ ok: true, betCount: 24 });
    expect(validateSelection(xcws, [['horse'], ['tail2']], y2026)).toEqual({ ok: true, betCount: 25 });
    // Rat 07 19 31 43 × tail 0 (10 20 30 40): 16.
    expect(validateSelection(xcws, [['rat'], ['tail0']], y2026)).toEqual({ ok: true, betCount: 16 });
  });

  it('refuse to count without the issue zodiac year, and refuse malformed picks first', () => {
    const sxdp = play('EZT_SXDP');
    expect(validateSelection(sxdp, [['rat'], ['ox']])).toMatchObject({
      ok: false,
      error: { code: 'zodiacYearUnknown', messageKey: 'bet.invalidSelection' },
    });
    expect(validateSelection(sxdp, [['rat', 'ox'], ['ox']], { zodiacYear: 2026 })).toMatchObject({
      ok: false,
      error: { code: 'tooManyPicks' },
    });
    expect(validateSelection(sxdp, [['tail1'], ['ox']], { zodiacYear: 2026 })).toMatchObject({
      ok: false,
      error: { code: 'unknownItem' },
    });
    expect(() => groupNumbers('rat', undefined)).toThrow(RangeError);
    expect(play('EQZ_WSDP').needsZodiacYear).toBeUndefined();
  });

  it('pairCount equals the brute-force pairs for any two groups of numbers (property)', () => {
    const group = fc.subarray(all.map(pad), { minLength: 0, maxLength: 8 });
    fc.assert(
      fc.property(group, group, (a, b) => {
        expect(pairCount(a, b)).toBe(brutePairs(a, b).length);
        expect(
          pairsBetween(a, b)
            .map((p) => p.join(','))
            .sort(),
        ).toEqual(brutePairs(a, b));
      }),
      { numRuns: 300, seed: 41 },
    );
  });

  for (const code of codes) {
    it(`${code}: countBets == combinations() == brute force, and settle == the base rule`, () => {
      const p = play(code);
      const base = code.replace(/_(SXDP|XCWS)$/, '');
      fc.assert(
        fc.property(selectionArb(p), drawArb, (sel, draw: Draw) => {
          const year = draw.zodiacYear as number;
          const [a, b] = [sel[0]?.[0] as string, sel[1]?.[0] as string];
          const pairs = brutePairs(numbersOf(a, year), numbersOf(b, year));
          const validation = validateSelection(p, sel, { zodiacYear: year });
          expect(validation).toEqual({ ok: true, betCount: pairs.length });
          const combos = p.combinations(sel, { zodiacYear: year }).map((c) => c.join(','));
          expect(combos.sort()).toEqual(pairs);
          const rates = Object.fromEntries(Object.entries(p.defaultRates).map(([k, r], i) => [k, r + i + 1]));
          const got = p.settle(sel, draw, rates);
          const want = pairs.flatMap((pair) => {
            const key = baseRule(base, pair.split(','), draw.numbers);
            return key ? [`${pair}|${key}|${rates[key]}`] : [];
          });
          expect(got.betCount).toBe(pairs.length);
          expect(got.refundCount).toBe(0);
          expect(got.wins.map((w) => `${w.combination.join(',')}|${w.rateKey}|${w.rate}`).sort()).toEqual(
            want.sort(),
          );
        }),
        { numRuns: 60, seed: 20261123 },
      );
    });
  }

  it('settles a fixed draw: horse × rat in 2026, special-second', () => {
    const p = play('EZT_SXDP');
    // Regular 01 07 13 02 03 04, special 19: pairs 01-07, 13-07 hit2; 01-19, 13-19 hitSpecial.
    const s = p.settle(
      [['horse'], ['rat']],
      { numbers: [1, 7, 13, 2, 3, 4, 19], zodiacYear: 2026 },
      p.defaultRates,
    );
    expect(s.betCount).toBe(20);
    expect(s.wins.map((w) => `${w.combination.join(',')}:${w.rateKey}`).sort()).toEqual([
      '01,07:hit2',
      '01,19:hitSpecial',
      '07,13:hit2',
      '13,19:hitSpecial',
    ]);
  });
});
