import type { BetContext, PlayDefinition, PlayRow, TypedEntry } from '../games/types';
import { rowOrder } from './selection';
import { canonicalEntry } from './typed-entry';
import { validateSelection } from './validate';

/*
 * The machine pick ("random" button) picks what a player would with the fewest allowed picks: each
 * row's minimum, plus single picks in random rows until the play's minimum total is met, every item
 * chosen uniformly with the caller's random source. A draw that makes no valid bet (a car repeated
 * across places, a pair beside its own number) is drawn again; only when the minimum never works
 * is one more pick allowed.
 */

const attemptsPerSize = 200;

const pickIndex = (length: number, random: () => number) =>
  Math.min(length - 1, Math.floor(random() * length));

/** k distinct random entries of a typed row (random digits, kept when they fit the shape). */
function randomEntries(entry: TypedEntry, k: number, random: () => number): string[] {
  const chosen = new Set<string>();
  while (chosen.size < k) {
    const digits = Array.from({ length: entry.digits }, () => String(pickIndex(10, random))).join('');
    const canonical = canonicalEntry(digits, entry);
    if (canonical !== null) chosen.add(canonical);
  }
  return [...chosen];
}

/** k distinct random items of a row, in item order. */
function randomItems(row: PlayRow, k: number, random: () => number): string[] {
  if (row.entry) return randomEntries(row.entry, k, random);
  const pool = row.items.map((item) => item.code);
  const chosen: string[] = [];
  while (chosen.length < k) chosen.push(pool.splice(pickIndex(pool.length, random), 1)[0] as string);
  const order = rowOrder(row);
  return chosen.sort((a, b) => order(a) - order(b));
}

/** Row sizes: every row's minimum, then the picks still missing for `total` spread over random rows. */
function randomSizes(play: PlayDefinition, total: number, random: () => number): number[] {
  const sizes = play.rows.map((row) => row.minPicks);
  for (let missing = total - sizes.reduce((a, b) => a + b, 0); missing > 0; missing--) {
    const open = play.rows.flatMap((row, r) => ((sizes[r] as number) < row.maxPicks ? [r] : []));
    const r = open[pickIndex(open.length, random)] as number;
    sizes[r] = (sizes[r] as number) + 1;
  }
  return sizes;
}

/**
 * Whether picks are valid never depends on the zodiac year (only how many combinations they buy), so
 * without the caller's year any year tells.
 */
const anyYear: BetContext = { zodiacYear: 2026 };

/** `random` returns values in [0, 1). Throws only for a play that has no valid selection at all. */
export function randomPick(play: PlayDefinition, random: () => number, context?: BetContext): string[][] {
  const rowMinimum = play.rows.reduce((sum, row) => sum + row.minPicks, 0);
  const capacity = play.rows.reduce((sum, row) => sum + row.maxPicks, 0);
  for (let total = Math.max(rowMinimum, play.minTotalPicks ?? 1); total <= capacity; total++) {
    for (let attempt = 0; attempt < attemptsPerSize; attempt++) {
      const sizes = randomSizes(play, total, random);
      const selection = play.rows.map((row, r) => randomItems(row, sizes[r] as number, random));
      if (validateSelection(play, selection, context ?? anyYear).ok) return selection;
    }
  }
  throw new Error(`play ${play.code} has no valid selection`);
}
