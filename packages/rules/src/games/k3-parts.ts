import type { Draw } from './types';

/** Building blocks shared by the K3 play definitions. */

export const faceCodes = ['1', '2', '3', '4', '5', '6'] as const;
export const pairCodes = faceCodes.map((f) => f + f);
export const tripleCodes = faceCodes.map((f) => f + f + f);

/** The three dice of a K3 draw, checked, with how often each face appears. */
export interface Dice {
  readonly values: readonly [number, number, number];
  readonly sum: number;
  readonly triple: boolean;
  /** counts[f] = how many dice show face f (index 0 unused). */
  readonly counts: readonly number[];
}

export function readDice(draw: Draw): Dice {
  const [a, b, c] = draw.numbers;
  const valid = (d: number | undefined): d is number =>
    d !== undefined && Number.isInteger(d) && d >= 1 && d <= 6;
  if (draw.numbers.length !== 3 || !valid(a) || !valid(b) || !valid(c)) {
    throw new RangeError(`a K3 draw is three dice 1-6, got [${draw.numbers.join(',')}]`);
  }
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const d of [a, b, c]) counts[d] = (counts[d] ?? 0) + 1;
  return { values: [a, b, c], sum: a + b + c, triple: a === b && b === c, counts };
}

/** Faces (as codes) that appear on at least one die. */
export function facesShown(dice: Dice): Set<string> {
  return new Set(faceCodes.filter((f) => (dice.counts[Number(f)] ?? 0) > 0));
}
