/**
 * Mark Six number attributes, docs/reference/play-types.md §4.1: waves (fixed lists), half-waves, heads, tails and
 * the special number's two-sided attributes. Number 49 is the tie of the two-sided and half-wave
 * markets (README), which the plays handle; the predicates here only describe the numbers.
 */

export const markSixMax = 49;

/** 1..49 ascending. */
export const markSixNumbers: readonly number[] = Array.from({ length: markSixMax }, (_, i) => i + 1);

/** Item code of a number: two digits, "01".."49". */
export function numberCode(n: number): string {
  return String(n).padStart(2, '0');
}

export const waveCodes = ['red', 'blue', 'green'] as const;
export type Wave = (typeof waveCodes)[number];

/** The wave lists are fixed data (not a formula): red 17, blue 16, green 16 numbers. */
export const waveNumbers: Readonly<Record<Wave, readonly number[]>> = {
  red: [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46],
  blue: [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48],
  green: [5, 6, 11, 16, 17, 21, 22, 27, 28, 32, 33, 38, 39, 43, 44, 49],
};

export function waveOf(n: number): Wave {
  for (const wave of waveCodes) if (waveNumbers[wave].includes(n)) return wave;
  throw new RangeError(`not a Mark Six number: ${n}`);
}

/** Head (头数): the tens digit, 0-4. */
export function headOf(n: number): number {
  return Math.floor(n / 10);
}

/** Tail (尾数): the units digit, 0-9. */
export function tailOf(n: number): number {
  return n % 10;
}

export function digitSum(n: number): number {
  return headOf(n) + tailOf(n);
}

export const isBig = (n: number): boolean => n >= 25;
export const isOdd = (n: number): boolean => n % 2 === 1;

/** The special number's two-sided attributes (特码两面); item code → predicate. */
export const twoSidedAttributes: Readonly<Record<string, (n: number) => boolean>> = {
  big: isBig,
  small: (n) => !isBig(n),
  odd: isOdd,
  even: (n) => !isOdd(n),
  sumBig: (n) => digitSum(n) >= 7,
  sumSmall: (n) => digitSum(n) <= 6,
  sumOdd: (n) => digitSum(n) % 2 === 1,
  sumEven: (n) => digitSum(n) % 2 === 0,
  tailBig: (n) => tailOf(n) >= 5,
  tailSmall: (n) => tailOf(n) <= 4,
  bigOdd: (n) => isBig(n) && isOdd(n),
  bigEven: (n) => isBig(n) && !isOdd(n),
  smallOdd: (n) => !isBig(n) && isOdd(n),
  smallEven: (n) => !isBig(n) && !isOdd(n),
};
export const twoSidedCodes: readonly string[] = Object.keys(twoSidedAttributes);

const halfWaveParts = ['Big', 'Small', 'Odd', 'Even'] as const;
const halfWavePart: Readonly<Record<(typeof halfWaveParts)[number], (n: number) => boolean>> = {
  Big: isBig,
  Small: (n) => !isBig(n),
  Odd: isOdd,
  Even: (n) => !isOdd(n),
};

/** Half-waves (半波) = wave × big/small/odd/even: item codes "redBig" … "greenEven". */
export const halfWaveAttributes: Readonly<Record<string, (n: number) => boolean>> = Object.fromEntries(
  waveCodes.flatMap((wave) =>
    halfWaveParts.map((part) => [
      `${wave}${part}`,
      (n: number) => waveOf(n) === wave && halfWavePart[part](n),
    ]),
  ),
);
export const halfWaveCodes: readonly string[] = Object.keys(halfWaveAttributes);

/** Numbers 1..49 satisfying a predicate, ascending. */
export function numbersWhere(predicate: (n: number) => boolean): number[] {
  return markSixNumbers.filter(predicate);
}
