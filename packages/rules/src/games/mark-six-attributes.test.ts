import { describe, expect, it } from 'vitest';
import {
  digitSum,
  halfWaveAttributes,
  halfWaveCodes,
  headOf,
  markSixNumbers,
  numberCode,
  numbersWhere,
  tailOf,
  twoSidedAttributes,
  twoSidedCodes,
  waveNumbers,
  waveOf,
} from './mark-six-attributes';

/** docs/reference/play-types.md §4.1, copied as printed. */
const spec = (list: string) => list.split(' ').map(Number);
const specWaves = {
  red: spec('01 02 07 08 12 13 18 19 23 24 29 30 34 35 40 45 46'),
  blue: spec('03 04 09 10 14 15 20 25 26 31 36 37 41 42 47 48'),
  green: spec('05 06 11 16 17 21 22 27 28 32 33 38 39 43 44 49'),
};
/** The half-wave table of §4.1 (green big lists 49 as the tie, which the table leaves out). */
const specHalfWaves: Record<string, number[]> = {
  redBig: spec('29 30 34 35 40 45 46'),
  redSmall: spec('01 02 07 08 12 13 18 19 23 24'),
  redOdd: spec('01 07 13 19 23 29 35 45'),
  redEven: spec('02 08 12 18 24 30 34 40 46'),
  blueBig: spec('25 26 31 36 37 41 42 47 48'),
  blueSmall: spec('03 04 09 10 14 15 20'),
  blueOdd: spec('03 09 15 25 31 37 41 47'),
  blueEven: spec('04 10 14 20 26 36 42 48'),
  greenBig: spec('27 28 32 33 38 39 43 44'),
  greenSmall: spec('05 06 11 16 17 21 22'),
  greenOdd: spec('05 11 17 21 27 33 39 43'),
  greenEven: spec('06 16 22 28 32 38 44'),
};

describe('Mark Six waves', () => {
  it('are the lists of docs/reference/play-types.md: red 17, blue 16, green 16', () => {
    expect(waveNumbers).toEqual(specWaves);
    expect([waveNumbers.red.length, waveNumbers.blue.length, waveNumbers.green.length]).toEqual([17, 16, 16]);
  });

  it('partition 1..49 and waveOf agrees with the lists', () => {
    expect([...waveNumbers.red, ...waveNumbers.blue, ...waveNumbers.green].sort((a, b) => a - b)).toEqual(
      markSixNumbers,
    );
    for (const [wave, list] of Object.entries(specWaves)) for (const n of list) expect(waveOf(n)).toBe(wave);
    expect(() => waveOf(50)).toThrow(RangeError);
  });
});

describe('Mark Six half-waves', () => {
  it('match the half-wave table (49 aside, which every half-wave refunds)', () => {
    expect(halfWaveCodes).toEqual(Object.keys(specHalfWaves));
    for (const code of halfWaveCodes) {
      const predicate = halfWaveAttributes[code] as (n: number) => boolean;
      expect(
        numbersWhere((n) => n < 49 && predicate(n)),
        code,
      ).toEqual(specHalfWaves[code]);
    }
    expect(halfWaveAttributes.greenBig?.(49)).toBe(true);
    expect(halfWaveAttributes.greenOdd?.(49)).toBe(true);
  });
});

describe('Mark Six heads, tails and two-sided attributes', () => {
  it('heads: 0 has 9 numbers (01-09), 1-4 have 10 each', () => {
    expect([0, 1, 2, 3, 4].map((h) => numbersWhere((n) => headOf(n) === h))).toEqual([
      spec('01 02 03 04 05 06 07 08 09'),
      spec('10 11 12 13 14 15 16 17 18 19'),
      spec('20 21 22 23 24 25 26 27 28 29'),
      spec('30 31 32 33 34 35 36 37 38 39'),
      spec('40 41 42 43 44 45 46 47 48 49'),
    ]);
  });

  it('tails: 0 has 10 20 30 40, 1-9 five numbers each', () => {
    expect(numbersWhere((n) => tailOf(n) === 0)).toEqual([10, 20, 30, 40]);
    expect(numbersWhere((n) => tailOf(n) === 1)).toEqual(spec('01 11 21 31 41'));
    expect(numbersWhere((n) => tailOf(n) === 9)).toEqual(spec('09 19 29 39 49'));
    for (let t = 1; t <= 9; t++) expect(numbersWhere((n) => tailOf(n) === t)).toHaveLength(5);
  });

  it('two-sided attributes follow their definitions', () => {
    const table: [string, number, boolean][] = [
      ['big', 25, true],
      ['big', 24, false],
      ['small', 24, true],
      ['odd', 25, true],
      ['even', 48, true],
      ['sumBig', 16, true], // 1 + 6 = 7
      ['sumBig', 15, false],
      ['sumSmall', 42, true],
      ['sumOdd', 23, true],
      ['sumEven', 19, true],
      ['tailBig', 15, true],
      ['tailSmall', 14, true],
      ['bigOdd', 47, true],
      ['bigEven', 47, false],
      ['smallOdd', 23, true],
      ['smallEven', 24, true],
    ];
    for (const [code, n, expected] of table)
      expect(twoSidedAttributes[code]?.(n), `${code} ${n}`).toBe(expected);
    expect(digitSum(39)).toBe(12);
  });

  it('each binary attribute splits 1..48 in half and each 半特 pair takes a quarter', () => {
    for (const code of twoSidedCodes) {
      const size = numbersWhere(
        (n) => n < 49 && (twoSidedAttributes[code] as (n: number) => boolean)(n),
      ).length;
      expect(size, code).toBe(['bigOdd', 'bigEven', 'smallOdd', 'smallEven'].includes(code) ? 12 : 24);
    }
  });

  it('formats item codes with two digits', () => {
    expect([1, 9, 10, 49].map(numberCode)).toEqual(['01', '09', '10', '49']);
  });
});
