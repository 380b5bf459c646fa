import type { BetContext, BetError, PlayDefinition, PlayRow, Selection } from '../games/types';
import { betMultipleMax, unitPriceFenMax, unitPriceFenMin } from '../limits';
import type { Fen } from '../money';
import { fen } from '../money';
import { betAmountFen } from './schema';
import { typedEntryCodes } from './typed-entry';
import { betMessageKeys, validateBet, validateSelection } from './validate';

/*
 * The web game store's pure helpers (bet selection and quick-pick). Every function
 * returns a new selection and never mutates its input. Picks are kept in the row's item order, so a
 * selection has one canonical form (toggling an item twice gives back the same selection).
 */

export type QuickPick = 'all' | 'big' | 'small' | 'odd' | 'even' | 'clear';

/** An empty selection of the play: one empty row per row (spec: clear-all empties every group). */
export function clearSelection(play: PlayDefinition): string[][] {
  return play.rows.map(() => []);
}

export function rowOrder(row: PlayRow | undefined): (code: string) => number {
  const index = new Map(row?.items.map((item, i) => [item.code, i]));
  return (code) => index.get(code) ?? Number.MAX_SAFE_INTEGER;
}

/** Numbers by value, then everything else by text: the order used when no play is given. */
function naturalCompare(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  const aNumeric = a.trim() !== '' && Number.isFinite(na);
  const bNumeric = b.trim() !== '' && Number.isFinite(nb);
  if (aNumeric && bNumeric) return na - nb;
  if (aNumeric !== bNumeric) return aNumeric ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Selects `code` in row `row` when it is not selected, deselects it otherwise. With the play, picks
 * follow the row's item order and a pick beyond the row's maxPicks is ignored; without it, picks are
 * ordered numerically (then by text). Missing rows up to `row` are added empty.
 */
export function toggleItem(
  selection: Selection,
  row: number,
  code: string,
  play?: PlayDefinition,
): string[][] {
  const next = selection.map((picks) => [...picks]);
  while (next.length <= row) next.push([]);
  const picks = next[row] as string[];
  const at = picks.indexOf(code);
  if (at >= 0) {
    picks.splice(at, 1);
    return next;
  }
  const playRow = play?.rows[row];
  if (playRow && picks.length >= playRow.maxPicks) return next;
  picks.push(code);
  if (playRow) {
    const order = rowOrder(playRow);
    picks.sort((a, b) => order(a) - order(b));
  } else {
    picks.sort(naturalCompare);
  }
  return next;
}

const isNumericCode = (code: string) => /^\d+$/.test(code);

/**
 * The largest allowed selection: every row filled with its first maxPicks items, typed rows with
 * their first maxPicks entries (benchmarks, tests).
 */
export function largestSelection(play: PlayDefinition): string[][] {
  return play.rows.map((row) =>
    row.entry
      ? typedEntryCodes(row.entry, row.maxPicks)
      : row.items.slice(0, row.maxPicks).map((item) => item.code),
  );
}

/**
 * The items a quick-pick button selects in one row, in item order (spec: all; big = index above the
 * lower half; small = the lower half; odd/even by the numeric code, or by the index when the code is
 * not a number; clear). The spec's "index above 4" is for ten-item rows; other rows split at
 * floor(n / 2), so dice 1-6 give 4-6 as big and Mark Six 01-49 give 25-49. At most maxPicks items
 * are taken, the first ones in item order.
 */
export function quickPick(play: PlayDefinition, rowIndex: number, kind: QuickPick): string[] {
  const row = play.rows[rowIndex];
  if (!row) throw new RangeError(`play ${play.code} has no row ${rowIndex}`);
  // Quick-picks work on the row's number grid: a row that mixes numbers with named options (K3 sum:
  // 3-18 plus big/small/odd/even) picks among its numbers only, so "big" there means 11-18.
  const numbers = row.items.filter((item) => isNumericCode(item.code));
  const grid = numbers.length > 0 ? numbers : row.items;
  const half = Math.floor(grid.length / 2);
  const parity = (code: string, index: number) => (isNumericCode(code) ? Number(code) : index) % 2;
  const keep: Record<QuickPick, (code: string, index: number) => boolean> = {
    all: () => true,
    big: (_, index) => index >= half,
    small: (_, index) => index < half,
    odd: (code, index) => parity(code, index) === 1,
    even: (code, index) => parity(code, index) === 0,
    clear: () => false,
  };
  return grid
    .filter((item, index) => keep[kind](item.code, index))
    .map((item) => item.code)
    .slice(0, row.maxPicks);
}

/** The selection with row `rowIndex` replaced by a quick-pick; other rows are kept. */
export function applyQuickPick(
  selection: Selection,
  play: PlayDefinition,
  rowIndex: number,
  kind: QuickPick,
): string[][] {
  const next = play.rows.map((_, i) => [...(selection[i] ?? [])]);
  next[rowIndex] = quickPick(play, rowIndex, kind);
  return next;
}

export type PreviewError =
  BetError | { readonly code: 'amount'; readonly messageKey: 'bet.pleaseEnterAmount' | 'bet.amountTooLarge' };

export interface BetPreview {
  readonly betCount: number;
  readonly amountFen: Fen;
  /** The first problem to show: the selection's ('Please select number' …), then the amount's. */
  readonly error: PreviewError | null;
}

const amountError: PreviewError = { code: 'amount', messageKey: betMessageKeys.pleaseEnterAmount };
const amountTooLarge: PreviewError = { code: 'amount', messageKey: 'bet.amountTooLarge' };

const isStake = (unitPrice: number | null, multiple: number): unitPrice is number =>
  unitPrice !== null &&
  Number.isSafeInteger(unitPrice) &&
  unitPrice >= unitPriceFenMin &&
  unitPrice <= unitPriceFenMax &&
  Number.isSafeInteger(multiple) &&
  multiple >= 1 &&
  multiple <= betMultipleMax;

/**
 * What the bet slip shows: the combination count and the amount = count x unitPrice x multiple.
 * `play` is the wire play code, or the definition the store already holds. `unitPrice` is null
 * while the price field is empty (spec: clear-all resets the price to empty).
 */
export function previewBet(
  game: string,
  play: string | PlayDefinition,
  selection: Selection,
  unitPrice: number | null,
  multiple: number,
  context?: BetContext,
): BetPreview {
  const validation =
    typeof play === 'string'
      ? validateBet(game, play, selection, context)
      : validateSelection(play, selection, context);
  if (!validation.ok) return { betCount: 0, amountFen: fen(0), error: validation.error };
  const { betCount } = validation;
  if (!isStake(unitPrice, multiple)) return { betCount, amountFen: fen(0), error: amountError };
  const amount = BigInt(betCount) * BigInt(unitPrice) * BigInt(multiple);
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) return { betCount, amountFen: fen(0), error: amountTooLarge };
  return { betCount, amountFen: betAmountFen(betCount, unitPrice, multiple), error: null };
}
