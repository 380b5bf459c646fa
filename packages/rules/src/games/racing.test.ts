import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { racingPlays } from './racing';
import { distinctTupleCount, placeDraws } from './racing-parts';
import { playByCode } from './play.test-support';
import type { PlayDefinition } from './types';

const play = (code: string): PlayDefinition => playByCode(racingPlays, code);
const cars = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];
const places = cars.map((c) => `place${c}`);

// Table E of docs/reference/play-types.md, as printed: sum, ordered pairs /90, p, fair, big/small, odd/even.
const tableE: [number, number, string, string, string, string][] = [
  [3, 2, '0.0222', '45.00', 'small', 'odd'],
  [4, 2, '0.0222', '45.00', 'small', 'even'],
  [5, 4, '0.0444', '22.50', 'small', 'odd'],
  [6, 4, '0.0444', '22.50', 'small', 'even'],
  [7, 6, '0.0667', '15.00', 'small', 'odd'],
  [8, 6, '0.0667', '15.00', 'small', 'even'],
  [9, 8, '0.0889', '11.25', 'small', 'odd'],
  [10, 8, '0.0889', '11.25', 'small', 'even'],
  [11, 10, '0.1111', '9.00', 'small', 'odd'],
  [12, 8, '0.0889', '11.25', 'big', 'even'],
  [13, 8, '0.0889', '11.25', 'big', 'odd'],
  [14, 6, '0.0667', '15.00', 'big', 'even'],
  [15, 6, '0.0667', '15.00', 'big', 'odd'],
  [16, 4, '0.0444', '22.50', 'big', 'even'],
  [17, 4, '0.0444', '22.50', 'big', 'odd'],
  [18, 2, '0.0222', '45.00', 'big', 'even'],
  [19, 2, '0.0222', '45.00', 'big', 'odd'],
];

const pairs: [number, number][] = [];
for (let a = 1; a <= 10; a++) for (let b = 1; b <= 10; b++) if (a !== b) pairs.push([a, b]);

describe('racing catalogue', () => {
  it('has the documented play codes, keys and rows', () => {
    expect(racingPlays.map((p) => p.code)).toEqual([
      'PKQZX1',
      'PKQZX2',
      'PKQZX3',
      'PKQZX4',
      'PKQZX5',
      'PKDWD',
      'PKDXDS',
      'PKLH',
      'PKGYH',
      'PKGYHDXDS',
    ]);
    for (const p of racingPlays) {
      expect(p.family).toBe('racing');
      expect(p.nameKey).toBe(`play.racing.${p.code}`);
      expect(p.ruleKey).toBe(`rule.racing.${p.code}`);
      if (p.direct) expect(p.rows.map((r) => r.code)).toEqual([p.code]);
      for (const r of p.rows) {
        expect(r.maxPicks).toBeLessThanOrEqual(r.items.length);
        for (const i of r.items) {
          expect(i.nameKey).toBe(`item.racing.${i.code}`);
          expect(p.defaultRates[i.rateKey]).toBeGreaterThan(0);
        }
      }
      expect(Object.keys(p.rateSpecs).sort()).toEqual(Object.keys(p.defaultRates).sort());
    }
  });

  it('lays out rows and pick limits per play', () => {
    const shape = (code: string) =>
      play(code).rows.map((r) => [r.code, r.items.map((i) => i.code), r.minPicks, r.maxPicks]);
    expect(shape('PKQZX1')).toEqual([['PKQZX1', cars, 1, 10]]);
    for (const n of [2, 3, 4, 5]) {
      expect(shape(`PKQZX${n}`)).toEqual(places.slice(0, n).map((pl) => [pl, cars, 1, 10]));
      expect(play(`PKQZX${n}`).counting).toBe('recomputed');
    }
    expect(shape('PKDWD')).toEqual(places.map((pl) => [pl, cars, 0, 10]));
    expect(shape('PKDXDS')).toEqual(places.map((pl) => [pl, ['big', 'small', 'odd', 'even'], 0, 4]));
    expect(shape('PKLH')).toEqual(places.slice(0, 5).map((pl) => [pl, ['dragon', 'tiger'], 0, 2]));
    expect(shape('PKGYH')).toEqual([['PKGYH', tableE.map(([s]) => String(s)), 1, 17]]);
    expect(shape('PKGYHDXDS')).toEqual([['PKGYHDXDS', ['big', 'small', 'odd', 'even'], 1, 4]]);
    for (const code of ['PKDWD', 'PKDXDS', 'PKLH']) expect(play(code).minTotalPicks).toBe(1);
  });

  it('counts: champion and position picks count the picks; front N counts distinct tuples', () => {
    expect(play('PKQZX1').countBets([['1', '5', '9']])).toBe(3);
    expect(play('PKDWD').countBets([['1'], [], ['2', '3'], [], [], [], [], [], [], ['10']])).toBe(4);
    expect(
      play('PKQZX2').countBets([
        ['1', '2'],
        ['1', '2', '3'],
      ]),
    ).toBe(4); // 2 x 3 - |{1,2}|
    expect(play('PKQZX5').countBets([cars, cars, cars, cars, cars])).toBe(30240);
    expect(play('PKQZX3').countBets([['1'], ['1'], ['2', '3']])).toBe(0);
    expect(play('PKQZX3').extraValidate?.([['1'], ['1'], ['2', '3']])).toEqual({
      code: 'noCombination',
      messageKey: 'bet.noCombination',
    });
    expect(play('PKQZX3').extraValidate?.([['1'], ['2'], ['2', '3']])).toBeNull();
  });

  it('front 2 and front 3 follow the inclusion-exclusion formulas of docs/reference/play-types.md', () => {
    const set = fc.subarray(cars, { minLength: 1 });
    const meet = (...rows: string[][]) => rows.reduce((a, b) => a.filter((x) => b.includes(x))).length;
    fc.assert(
      fc.property(set, set, set, (s1, s2, s3) => {
        expect(distinctTupleCount([s1, s2])).toBe(s1.length * s2.length - meet(s1, s2));
        const front3 =
          s1.length * s2.length * s3.length -
          meet(s1, s2) * s3.length -
          meet(s1, s3) * s2.length -
          meet(s2, s3) * s1.length +
          2 * meet(s1, s2, s3);
        expect(play('PKQZX3').countBets([s1, s2, s3])).toBe(front3);
      }),
      { numRuns: 300, seed: 29 },
    );
  });

  it('counts the ordered outcomes of the first N places: 10, 90, 720, 5040, 30240', () => {
    expect([1, 2, 3, 4, 5].map((n) => placeDraws(Array.from({ length: n }, (_, i) => i)).length)).toEqual([
      10, 90, 720, 5040, 30240,
    ]);
    const draws = placeDraws([3, 7]);
    expect(new Set(draws.map((d) => `${d[3]}-${d[7]}`)).size).toBe(90);
    for (const d of draws) expect([...d].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('racing table E and the odds policy', () => {
  it('matches table E: ordered pairs, probability, fair odds, big/small (11 small), odd/even', () => {
    const sum = play('PKGYH');
    const sides = play('PKGYHDXDS');
    for (const [s, ways, p, fair, size, parity] of tableE) {
      const hits = pairs.filter(([a, b]) => a + b === s);
      expect(hits.length).toBe(ways);
      expect((ways / 90).toFixed(4)).toBe(p);
      expect((90 / ways).toFixed(2)).toBe(fair);
      expect(sum.rateSpecs[String(s)]).toEqual({
        policy: 'singleNumber',
        winNumerator: ways,
        winDenominator: 90,
        refundNumerator: 0,
      });
      const [a, b] = hits[0]!;
      const draw = [a, b, ...cars.map(Number).filter((c) => c !== a && c !== b)];
      const won = sides.settle([['big', 'small', 'odd', 'even']], { numbers: draw }, sides.defaultRates).wins;
      expect(won.map((w) => w.rateKey).sort()).toEqual([size, parity].sort());
    }
    expect(tableE.reduce((t, [, w]) => t + w, 0)).toBe(90);
  });

  it('sets the default rates by the README policy', () => {
    // Single number 0.95 x fair: champion and position 9.50; sums floor(95 x 90 / ways).
    expect(play('PKQZX1').defaultRates).toEqual({ PKQZX1: 950 });
    expect(play('PKDWD').defaultRates).toEqual({ PKDWD: 950 });
    const sums: Record<string, number> = { 2: 4275, 4: 2137, 6: 1425, 8: 1068, 10: 855 };
    for (const [s, ways] of tableE) expect(play('PKGYH').defaultRates[String(s)]).toBe(sums[ways]);
    // Every other play 0.90 x fair: 81, 648, 4536, 27216.
    expect([2, 3, 4, 5].map((n) => play(`PKQZX${n}`).defaultRates[`PKQZX${n}`])).toEqual([
      8100, 64800, 453600, 2721600,
    ]);
    // 50/50 two-sided 1.95; the uneven sum sides 0.975 x fair: 2.25 -> 2.19, 1.80 -> 1.75.
    expect(play('PKDXDS').defaultRates).toEqual({ big: 195, small: 195, odd: 195, even: 195 });
    expect(play('PKLH').defaultRates).toEqual({ dragon: 195, tiger: 195 });
    expect(play('PKGYHDXDS').defaultRates).toEqual({ big: 219, small: 175, odd: 175, even: 219 });
    expect(play('PKGYHDXDS').rateSpecs.small).toEqual({
      policy: 'twoSidedUneven',
      winNumerator: 50,
      winDenominator: 90,
      refundNumerator: 0,
    });
  });

  it('dragon/tiger pairs place i with place 11 - i and never ties', () => {
    const lh = play('PKLH');
    const draw = [3, 9, 1, 10, 6, 5, 2, 8, 7, 4]; // 3<4 tiger, 9>7 dragon, 1<8 tiger, 10>2 dragon, 6>5 dragon
    const sel = places.slice(0, 5).map(() => ['dragon', 'tiger']);
    expect(
      lh.settle(sel, { numbers: draw }, lh.defaultRates).wins.map((w) => w.combination.join(':')),
    ).toEqual(['place1:tiger', 'place2:dragon', 'place3:tiger', 'place4:dragon', 'place5:dragon']);
  });
});

describe('racing settle guards', () => {
  it('rejects a draw that is not a permutation of the ten cars', () => {
    const p = play('PKQZX1');
    for (const numbers of [
      [1, 2, 3],
      [1, 1, 3, 4, 5, 6, 7, 8, 9, 10],
      [0, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      [11, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    ]) {
      expect(() => p.settle([['1']], { numbers }, p.defaultRates)).toThrow(RangeError);
    }
  });

  it('fails loudly when a winning rate key has no rate', () => {
    const p = play('PKQZX2');
    expect(() => p.settle([['1'], ['2']], { numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }, {})).toThrow(
      'no rate for key PKQZX2',
    );
  });

  it('the largest selection of every play counts in under 1 ms', () => {
    const clock = (globalThis as unknown as { performance: { now(): number } }).performance;
    for (const p of racingPlays) {
      const sel = p.rows.map((r) => r.items.slice(0, r.maxPicks).map((i) => i.code));
      const start = clock.now();
      for (let i = 0; i < 100; i++) p.countBets(sel);
      expect((clock.now() - start) / 100).toBeLessThan(1);
    }
  });
});
