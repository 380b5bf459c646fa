/**
 * Mark Six zodiac (生肖) mapping, docs/reference/play-types.md §4.1: number 01 is the lunar year's animal and the
 * numbers walk backwards through the cycle, so the year's animal owns 01 13 25 37 49 (5 numbers) and
 * every other animal owns 4. The mapping switches at Chinese New Year, not on 1 January.
 */

/** The cycle in its traditional order, starting at the Rat; item codes of the zodiac plays. */
export const zodiacCycle = [
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
] as const;
export type ZodiacAnimal = (typeof zodiacCycle)[number];

export function isZodiacAnimal(code: string): code is ZodiacAnimal {
  return (zodiacCycle as readonly string[]).includes(code);
}

/** `zodiac(n) = cycle[(year − n + 9) mod 12]` (docs/reference/play-types.md §4.1). */
export function zodiacOf(n: number, year: number): ZodiacAnimal {
  const index = (((year - n + 9) % 12) + 12) % 12;
  return zodiacCycle[index] as ZodiacAnimal;
}

/** The animal of the lunar year: it owns number 01 (and 13, 25, 37, 49). */
export function yearAnimal(year: number): ZodiacAnimal {
  return zodiacOf(1, year);
}

/** The numbers 1-49 an animal owns in a lunar year, ascending. */
export function zodiacNumbers(animal: ZodiacAnimal, year: number): number[] {
  const out: number[] = [];
  for (let n = 1; n <= 49; n++) if (zodiacOf(n, year) === animal) out.push(n);
  return out;
}

export interface ZodiacSwitch {
  /** Chinese New Year, ISO 'YYYY-MM-DD' in the operator's calendar: the first day of `year`'s mapping. */
  readonly date: string;
  readonly year: number;
}

/**
 * Chinese New Year dates (README: the switch dates are data). Operators may pass their own list to
 * `zodiacYearAt`; this default covers 2020-2030.
 */
export const zodiacSwitchDates: readonly ZodiacSwitch[] = [
  { date: '2020-01-25', year: 2020 },
  { date: '2021-02-12', year: 2021 },
  { date: '2022-02-01', year: 2022 },
  { date: '2023-01-22', year: 2023 },
  { date: '2024-02-10', year: 2024 },
  { date: '2025-01-29', year: 2025 },
  { date: '2026-02-17', year: 2026 },
  { date: '2027-02-06', year: 2027 },
  { date: '2028-01-26', year: 2028 },
  { date: '2029-02-13', year: 2029 },
  { date: '2030-02-03', year: 2030 },
];

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Chinese New Year never falls before 21 January: a year's mapping surely lasts until then. */
const earliestNewYear = '-01-21';

/**
 * The lunar year whose zodiac mapping is in force on a calendar date ('YYYY-MM-DD', operator's date).
 * Throws when the date is malformed or outside what the switch list can decide.
 */
export function zodiacYearAt(date: string, switches: readonly ZodiacSwitch[] = zodiacSwitchDates): number {
  const match = isoDate.exec(date);
  if (!match) throw new RangeError(`not an ISO date: ${date}`);
  let current: ZodiacSwitch | undefined;
  for (const s of switches) if (s.date <= date && (!current || s.date > current.date)) current = s;
  if (!current) throw new RangeError(`no zodiac switch date on or before ${date}`);
  const next = switches.some((s) => s.date > current.date);
  // Past the last listed switch, only the days before the earliest possible next New Year are certain.
  if (!next && date >= `${current.year + 1}${earliestNewYear}`) {
    throw new RangeError(`no zodiac switch date known after ${current.date}`);
  }
  return current.year;
}
