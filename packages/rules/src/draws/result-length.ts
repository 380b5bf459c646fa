import type { FamilyCode } from '../games/types';

/** How many numbers a draw of each family has: what `deriveResult` returns (fair-draw.test checks). */
export const resultLengthOf: Readonly<Record<FamilyCode, number>> = {
  k3: 3,
  fiveball: 5,
  racing: 10,
  marksix: 7,
};
