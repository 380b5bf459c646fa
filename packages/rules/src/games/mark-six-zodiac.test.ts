import { describe, expect, it } from 'vitest';
import {
  isZodiacAnimal,
  yearAnimal,
  zodiacCycle,
  zodiacNumbers,
  zodiacOf,
  zodiacSwitchDates,
  zodiacYearAt,
  type ZodiacAnimal,
} from './mark-six-zodiac';

const spec = (list: string) => list.split(' ').map(Number);
/** docs/reference/play-types.md §4.1 zodiac table, columns 2025 / 2026 / 2027, copied as printed. */
const specTable: Record<ZodiacAnimal, [string, string, string]> = {
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

describe('Mark Six zodiac mapping', () => {
  it.each([2025, 2026, 2027])('matches the %i column of the spec table', (year) => {
    for (const animal of zodiacCycle) {
      expect(zodiacNumbers(animal, year), `${animal} ${year}`).toEqual(
        spec(specTable[animal][year - 2025] as string),
      );
    }
  });

  it("gives the year's animal 01 13 25 37 49 and every other animal 4 numbers", () => {
    for (let year = 2000; year < 2040; year++) {
      const own = yearAnimal(year);
      expect(zodiacNumbers(own, year)).toEqual([1, 13, 25, 37, 49]);
      for (const a of zodiacCycle) if (a !== own) expect(zodiacNumbers(a, year)).toHaveLength(4);
    }
    expect([2025, 2026, 2027, 2020, 2031].map(yearAnimal)).toEqual(['snake', 'horse', 'goat', 'rat', 'pig']);
    expect(zodiacOf(49, 2026)).toBe('horse');
  });

  it('recognises animal codes', () => {
    expect(isZodiacAnimal('horse')).toBe(true);
    expect(isZodiacAnimal('cat')).toBe(false);
  });
});

describe('zodiac switch dates', () => {
  it('hold the README dates and are Chinese New Year of their own calendar year, in order', () => {
    const byYear = new Map(zodiacSwitchDates.map((s) => [s.year, s.date]));
    expect(byYear.get(2025)).toBe('2025-01-29');
    expect(byYear.get(2026)).toBe('2026-02-17');
    expect(byYear.get(2027)).toBe('2027-02-06');
    expect(byYear.get(2028)).toBe('2028-01-26');
    expect(byYear.get(2029)).toBe('2029-02-13');
    expect(byYear.get(2030)).toBe('2030-02-03');
    zodiacSwitchDates.forEach((s, i) => {
      expect(s.date.slice(0, 4)).toBe(String(s.year));
      expect(s.date >= `${s.year}-01-21` && s.date <= `${s.year}-02-20`).toBe(true);
      if (i > 0) expect(s.date > (zodiacSwitchDates[i - 1]?.date as string)).toBe(true);
    });
  });

  it('switch on New Year day, not on 1 January', () => {
    const table: [string, number][] = [
      ['2025-01-28', 2024],
      ['2025-01-29', 2025],
      ['2026-01-01', 2025],
      ['2026-02-16', 2025],
      ['2026-02-17', 2026],
      ['2026-11-22', 2026],
      ['2027-02-05', 2026],
      ['2027-02-06', 2027],
      ['2031-01-20', 2030],
    ];
    for (const [date, year] of table) expect(zodiacYearAt(date), date).toBe(year);
  });

  it('refuses malformed dates and dates the list cannot decide', () => {
    expect(() => zodiacYearAt('2026-2-17')).toThrow(RangeError);
    expect(() => zodiacYearAt('2019-12-31')).toThrow(RangeError);
    expect(() => zodiacYearAt('2031-01-21')).toThrow(RangeError);
  });

  it('accepts an operator-supplied list', () => {
    const custom = [{ date: '2026-02-04', year: 2026 }]; // a 立春 calendar
    expect(zodiacYearAt('2026-02-05', custom)).toBe(2026);
    expect(() => zodiacYearAt('2026-02-03', custom)).toThrow(RangeError);
  });
});
