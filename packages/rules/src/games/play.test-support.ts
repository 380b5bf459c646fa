import fc from 'fast-check';
import type { PlayDefinition, RateTable, Selection } from './types';

/**
 * Test helpers every family's brute-force tests share. They only look plays up and build inputs;
 * the oracles that judge combinations stay per family, written from the spec apart from the plays.
 */

/** A play of `plays` by its code; an unknown code is a typo in the test, so it throws. */
export function playByCode<P extends PlayDefinition>(plays: readonly P[], code: string): P {
  const p = plays.find((x) => x.code === code);
  if (!p) throw new Error(code);
  return p;
}

/** A combination as one comparable string. */
export const comboKey = (c: readonly string[]): string => c.join(',');

/** Every item of every row picked. */
export const fullSelection = (p: PlayDefinition): Selection => p.rows.map((r) => r.items.map((i) => i.code));

/** A random selection: each row a subset within the row's pick limits (minTotalPicks not applied). */
export const rowLimitedSelection = (p: PlayDefinition): fc.Arbitrary<Selection> =>
  fc.tuple(
    ...p.rows.map((r) =>
      fc.subarray(
        r.items.map((i) => i.code),
        { minLength: r.minPicks, maxLength: r.maxPicks },
      ),
    ),
  );

/** Rates unlike the defaults, so a settle that ignored its `rates` argument would fail. */
export const shiftedRates = (p: PlayDefinition, by: number): RateTable =>
  Object.fromEntries(Object.entries(p.defaultRates).map(([k, v]) => [k, v + by]));

/** The 216 equally likely ordered outcomes of three dice (K3), in lexicographic order. */
export const diceOutcomes: readonly number[][] = (() => {
  const out: number[][] = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) out.push([a, b, c]);
  return out;
})();
