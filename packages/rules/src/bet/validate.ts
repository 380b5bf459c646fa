import { findPlay } from '../games/registry';
import type { BetContext, BetError, PlayDefinition, Selection } from '../games/types';
import { betCombinationsMax } from '../limits';
import { allTypedEntries } from './typed-entry';

/**
 * Bet validation, shared by the web (feedback) and the server (authority).
 *
 * PRECEDENCE: when several errors apply, the first check below that fails is the one returned
 * (validate.test.ts pins this order):
 *   1. unknownPlay          the game or the play code is unknown            bet.unknownPlay
 *   2. rowCount             selection.length differs from the play's rows    bet.invalidSelection
 *   3. unknownItem          a code that is not an item of its row, or on a
 *                           typed row not a canonical entry (first row)     bet.invalidSelection
 *   4. duplicateItem        a code picked twice in one row (first row)       bet.invalidSelection
 *   5. tooFewPicks          a row below its minPicks (first row), then the
 *                           whole selection below minTotalPicks (default 1)  bet.pleaseSelect
 *   6. tooManyPicks         a row above its maxPicks (first row)             bet.tooManyPicks
 *   7. play.extraValidate   the play's own checks, whatever error it returns
 *   7b. zodiacYearUnknown   a year-dependent play counted without a year   bet.invalidSelection
 *   8. noCombination        the selection expands to 0 combinations          bet.noCombination
 *   9. tooManyCombinations  more than limits.betCombinationsMax              bet.tooManyCombinations
 * Structure comes before picks so that a malformed wire selection never reaches the play's code.
 */

export type BetValidation =
  { readonly ok: true; readonly betCount: number } | { readonly ok: false; readonly error: BetError };

export const betMessageKeys = {
  pleaseSelect: 'bet.pleaseSelect',
  unknownPlay: 'bet.unknownPlay',
  invalidSelection: 'bet.invalidSelection',
  tooManyPicks: 'bet.tooManyPicks',
  noCombination: 'bet.noCombination',
  tooManyCombinations: 'bet.tooManyCombinations',
  pleaseEnterAmount: 'bet.pleaseEnterAmount',
} as const;

const fail = (error: BetError): BetValidation => ({ ok: false, error });

function rowError(
  selection: Selection,
  check: (picks: readonly string[], index: number) => BetError | null,
): BetError | null {
  for (let i = 0; i < selection.length; i++) {
    const error = check(selection[i] ?? [], i);
    if (error) return error;
  }
  return null;
}

// Item codes per row, built once per play: validation runs on every click of the web's grid.
const rowCodeCache = new WeakMap<PlayDefinition, readonly ReadonlySet<string>[]>();
function rowCodesOf(play: PlayDefinition): readonly ReadonlySet<string>[] {
  let codes = rowCodeCache.get(play);
  if (!codes) {
    codes = play.rows.map((r) => new Set(r.items.map((item) => item.code)));
    rowCodeCache.set(play, codes);
  }
  return codes;
}

// Array.isArray would widen a readonly Selection to any[]; a wire value may not be an array at all.
const isArray = (value: unknown): value is Selection => Array.isArray(value);

/** Checks 2-6: the selection's shape against the play's rows; null when the shape is valid. */
export function structureError(play: PlayDefinition, selection: Selection): BetError | null {
  const { rows } = play;
  if (!isArray(selection) || selection.length !== rows.length) {
    return { code: 'rowCount', messageKey: betMessageKeys.invalidSelection };
  }
  const codesOf = rowCodesOf(play);
  const unknown = rowError(selection, (picks, row) => {
    // A typed row's picks are typed numbers, checked by shape instead of against items.
    const entry = rows[row]?.entry;
    return (entry ? allTypedEntries(picks, entry) : picks.every((code) => codesOf[row]?.has(code)))
      ? null
      : { code: 'unknownItem', row, messageKey: betMessageKeys.invalidSelection };
  });
  const duplicate = rowError(selection, (picks, row) =>
    new Set(picks).size === picks.length
      ? null
      : { code: 'duplicateItem', row, messageKey: betMessageKeys.invalidSelection },
  );
  const tooFew = rowError(selection, (picks, row) =>
    picks.length >= (rows[row]?.minPicks ?? 0)
      ? null
      : { code: 'tooFewPicks', row, messageKey: betMessageKeys.pleaseSelect },
  );
  const total = selection.reduce((sum, picks) => sum + picks.length, 0);
  const tooFewTotal: BetError | null =
    total < (play.minTotalPicks ?? 1)
      ? { code: 'tooFewPicks', messageKey: betMessageKeys.pleaseSelect }
      : null;
  const tooMany = rowError(selection, (picks, row) =>
    picks.length <= (rows[row]?.maxPicks ?? 0)
      ? null
      : { code: 'tooManyPicks', row, messageKey: betMessageKeys.tooManyPicks },
  );
  return unknown ?? duplicate ?? tooFew ?? tooFewTotal ?? tooMany;
}

/** Validates a selection against a known play; on success returns its exact combination count. */
export function validateSelection(
  play: PlayDefinition,
  selection: Selection,
  context?: BetContext,
): BetValidation {
  const structural = structureError(play, selection);
  if (structural) return fail(structural);
  const extra = play.extraValidate?.(selection) ?? null;
  if (extra) return fail(extra);
  // Guessing a year would count (and charge) a different number of combinations than settlement pays.
  if (play.needsZodiacYear && !Number.isInteger(context?.zodiacYear))
    return fail({ code: 'zodiacYearUnknown', messageKey: betMessageKeys.invalidSelection });
  const betCount = play.countBets(selection, context);
  if (betCount <= 0) return fail({ code: 'noCombination', messageKey: betMessageKeys.noCombination });
  if (betCount > betCombinationsMax) {
    return fail({ code: 'tooManyCombinations', messageKey: betMessageKeys.tooManyCombinations });
  }
  return { ok: true, betCount };
}

/** Validates a bet of `game` on the play `playCode` (the wire `play`). */
export function validateBet(
  game: string,
  playCode: string,
  selection: Selection,
  context?: BetContext,
): BetValidation {
  const play = findPlay(game, playCode);
  if (!play) return fail({ code: 'unknownPlay', messageKey: betMessageKeys.unknownPlay });
  return validateSelection(play, selection, context);
}
