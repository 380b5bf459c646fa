import { choose, product, subsets } from '../combinatorics';
import type { PlayDefinition, PlayRow } from '../games/types';
import { rowOrder } from './selection';
import { validateSelection } from './validate';

/*
 * The machine pick ("random" button): a valid selection with as few combinations as possible,
 * exactly one whenever the play allows it, chosen with the caller's random source.
 */

/** Above this many candidate selections of one size we sample instead of trying them all. */
const enumerationMax = 4096;
const attemptsPerSize = 64;

const pickIndex = (length: number, random: () => number) =>
  Math.min(length - 1, Math.floor(random() * length));

/** How many picks each row gets: its minimum, then `extra` more over rows with room, every way. */
function pickSizes(play: PlayDefinition, extra: number): number[][] {
  const base = play.rows.map((row) => row.minPicks);
  const missing = Math.max(0, (play.minTotalPicks ?? 1) - base.reduce((a, b) => a + b, 0));
  const out: number[][] = [];
  const walk = (row: number, left: number, sizes: number[]): void => {
    if (row === play.rows.length) {
      if (left === 0) out.push(sizes);
      return;
    }
    const room = (play.rows[row] as PlayRow).maxPicks - (base[row] as number);
    for (let add = 0; add <= Math.min(room, left); add++)
      walk(row + 1, left - add, [...sizes, (base[row] as number) + add]);
  };
  walk(0, missing + extra, []);
  return out;
}

function candidateCount(play: PlayDefinition, sizes: readonly number[][]): number {
  return sizes.reduce(
    (sum, s) => sum + s.reduce((n, k, r) => n * choose(play.rows[r]?.items.length ?? 0, k), 1),
    0,
  );
}

/** k distinct random items of a row, in item order. */
function randomItems(row: PlayRow, k: number, random: () => number): string[] {
  const pool = row.items.map((item) => item.code);
  const chosen: string[] = [];
  while (chosen.length < k && pool.length > 0)
    chosen.push(pool.splice(pickIndex(pool.length, random), 1)[0] as string);
  const order = rowOrder(row);
  return chosen.sort((a, b) => order(a) - order(b));
}

/** The valid candidates with the fewest combinations, or none. */
function fewest(play: PlayDefinition, candidates: Iterable<string[][]>, stopAtOne: boolean): string[][][] {
  let best: string[][][] = [];
  let bestCount = Infinity;
  for (const selection of candidates) {
    const validation = validateSelection(play, selection);
    if (!validation.ok || validation.betCount > bestCount) continue;
    if (validation.betCount < bestCount) best = [];
    bestCount = validation.betCount;
    best.push(selection);
    if (stopAtOne && bestCount === 1) break;
  }
  return best;
}

function* allCandidates(play: PlayDefinition, sizes: readonly number[][]): Generator<string[][]> {
  for (const s of sizes) {
    const perRow = play.rows.map((row, r) =>
      subsets(
        row.items.map((item) => item.code),
        s[r] as number,
      ),
    );
    yield* product(perRow);
  }
}

function* sampledCandidates(
  play: PlayDefinition,
  sizes: readonly number[][],
  random: () => number,
): Generator<string[][]> {
  for (let attempt = 0; attempt < attemptsPerSize; attempt++) {
    const s = sizes[pickIndex(sizes.length, random)] as number[];
    yield play.rows.map((row, r) => randomItems(row, s[r] as number, random));
  }
}

/**
 * Tries the fewest picks first and adds picks only when no selection of that size is valid. Small
 * candidate spaces are searched completely (then one of the best is chosen at random), large ones
 * are sampled. `random` returns values in [0, 1).
 */
export function randomPick(play: PlayDefinition, random: () => number): string[][] {
  const capacity = play.rows.reduce((sum, row) => sum + row.maxPicks, 0);
  for (let extra = 0; extra <= capacity; extra++) {
    const sizes = pickSizes(play, extra);
    if (sizes.length === 0) break;
    const complete = candidateCount(play, sizes) <= enumerationMax;
    const best = complete
      ? fewest(play, allCandidates(play, sizes), false)
      : fewest(play, sampledCandidates(play, sizes, random), true);
    if (best.length > 0) return best[pickIndex(best.length, random)] as string[][];
  }
  throw new Error(`play ${play.code} has no valid selection`);
}
