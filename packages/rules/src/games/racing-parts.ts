import type { BetError, CombinationWin, Draw, PlayItem, PlayRow, RateTable } from './types';

/** Building blocks shared by the racing play definitions. */

export const noCombination: BetError = { code: 'noCombination', messageKey: 'bet.noCombination' };

export function racingItems(codes: readonly string[], sharedRateKey?: string): PlayItem[] {
  return codes.map((code) => ({ code, nameKey: `item.racing.${code}`, rateKey: sharedRateKey ?? code }));
}

export function racingRow(
  code: string,
  nameKey: string,
  items: PlayItem[],
  minPicks: number,
  maxPicks: number,
): PlayRow {
  return { code, nameKey, items, minPicks, maxPicks };
}

/** The picks of one row in the order of `codes`, so combinations come out in one canonical order. */
export function ordered(picks: readonly string[] | undefined, codes: readonly string[]): string[] {
  const chosen = new Set(picks ?? []);
  return codes.filter((c) => chosen.has(c));
}

export function win(combination: string[], rateKey: string, rates: RateTable): CombinationWin {
  const rate = rates[rateKey];
  // A missing key is a configuration bug: paying 0 silently would be worse than failing loudly.
  if (rate === undefined) throw new Error(`no rate for key ${rateKey}`);
  return { combination, rateKey, rate };
}

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
 * positions"). A DP over the set of cars used so far: at most C(10,4) = 210 states per row, so even
 * five full rows take a few thousand steps, never an enumeration of the tuples.
 */
export function distinctTupleCount(rows: readonly (readonly string[])[]): number {
  let ways = new Float64Array(1 << 10);
  ways[0] = 1;
  let live = [0];
  for (const row of rows) {
    const rowMask = row.reduce((mask, code) => mask | carBit(code), 0);
    const next = new Float64Array(1 << 10);
    const nextLive: number[] = [];
    for (const used of live) {
      let free = rowMask & ~used;
      while (free !== 0) {
        const bit = free & -free;
        free ^= bit;
        const state = used | bit;
        if (next[state] === 0) nextLive.push(state);
        next[state] = (next[state] ?? 0) + (ways[used] ?? 0);
      }
    }
    ways = next;
    live = nextLive;
  }
  return live.reduce((total, state) => total + (ways[state] ?? 0), 0);
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
