import type { Draw } from './types';

/** Building blocks shared by the racing play definitions. */

/** The cars of a racing draw by place (index 0 = champion), checked to be a permutation of 1-10. */
export function readCars(draw: Draw): readonly number[] {
  const n = draw.numbers;
  const seen = new Set(n);
  const valid =
    n.length === 10 && seen.size === 10 && n.every((c) => Number.isInteger(c) && c >= 1 && c <= 10);
  if (!valid) throw new RangeError(`a racing draw is the cars 1-10 in place order, got [${n.join(',')}]`);
  return n;
}

/** Bit of car code "1".."10" in a set of cars. */
const carBit = (code: string) => 1 << (Number(code) - 1);

/**
 * Ordered tuples that take one car from each row with no car twice ("picks must not repeat across
 * positions"). A bitmask DP over the rows already served: each car in turn serves at most one row
 * that picked it, so front 5 takes 10 cars x 32 masks x 5 rows steps, never an enumeration.
 */
export function distinctTupleCount(rows: readonly (readonly string[])[]): number {
  const rowMasks = rows.map((row) => row.reduce((mask, code) => mask | carBit(code), 0));
  const all = (1 << rows.length) - 1;
  let ways = new Float64Array(all + 1);
  ways[0] = 1;
  for (let car = 0; car < 10; car++) {
    const next = ways.slice(); // the car serves no row
    for (let served = 0; served <= all; served++) {
      const w = ways[served] ?? 0;
      if (w === 0) continue;
      for (let r = 0; r < rowMasks.length; r++) {
        const rowBit = 1 << r;
        if ((served & rowBit) === 0 && ((rowMasks[r] ?? 0) >> car) & 1) {
          next[served | rowBit] = (next[served | rowBit] ?? 0) + w;
        }
      }
    }
    ways = next;
  }
  return ways[all] ?? 0;
}

/**
 * Every ordered assignment of distinct cars to the given place indexes, the other places filled with
 * the remaining cars in ascending order. A play that reads only those places sees each of its
 * outcomes exactly once, with the true (uniform) probability.
 */
export function placeDraws(places: readonly number[]): number[][] {
  const out: number[][] = [];
  const pick: number[] = [];
  const walk = (): void => {
    if (pick.length === places.length) {
      const rest = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((c) => !pick.includes(c));
      const draw = Array.from({ length: 10 }, (_, i) => {
        const at = places.indexOf(i);
        return at >= 0 ? (pick[at] ?? 0) : (rest.shift() ?? 0);
      });
      out.push(draw);
      return;
    }
    for (let car = 1; car <= 10; car++) {
      if (pick.includes(car)) continue;
      pick.push(car);
      walk();
      pick.pop();
    }
  };
  walk();
  return out;
}
