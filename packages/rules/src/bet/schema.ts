import { z } from 'zod';

import { findPlay } from '../games/registry';
import type { BetContext, PlayDefinition, PlayRow } from '../games/types';
import { betMultipleMax, typedEntriesMax, unitPriceFenMax, unitPriceFenMin } from '../limits';
import type { Fen } from '../money';
import { fen } from '../money';
import { isTypedEntry } from './typed-entry';
import { betMessageKeys, structureError, validateSelection } from './validate';

/** Messages of the schemas below are i18n keys (bet.*), localized at the edge like every other message. */
const msg = (key: string) => ({ error: key });

// Generous wire bounds (a limit on everything): no play has more rows or picks per row than this
// (typed-entry rows hold up to typedEntriesMax numbers).
const selectionRowsMax = 20;
const rowPicksMax = typedEntriesMax;
const itemCodeLengthMax = 16;

function pickSchema(row: PlayRow) {
  const { entry } = row;
  if (entry)
    return z
      .string(msg(betMessageKeys.invalidSelection))
      .refine((code) => isTypedEntry(code, entry), msg(betMessageKeys.invalidSelection));
  return z.enum(
    row.items.map((item) => item.code),
    msg(betMessageKeys.invalidSelection),
  );
}

function rowSchema(row: PlayRow) {
  return z
    .array(pickSchema(row), msg(betMessageKeys.invalidSelection))
    .min(row.minPicks, msg(betMessageKeys.pleaseSelect))
    .max(row.maxPicks, msg(betMessageKeys.tooManyPicks))
    .refine((picks) => new Set(picks).size === picks.length, msg(betMessageKeys.invalidSelection));
}

/**
 * A selection of `play` as a zod schema: one entry per row, known item codes, per-row min/max picks,
 * no duplicates, minTotalPicks; then (only when all of that holds) the play's own checks and the
 * combination limits, exactly as validateSelection.
 */
export function selectionSchema(play: PlayDefinition, context?: BetContext) {
  const rows = play.rows.map(rowSchema);
  const [firstRow, ...restRows] = rows;
  const tuple = firstRow
    ? z.tuple([firstRow, ...restRows], msg(betMessageKeys.invalidSelection))
    : z.tuple([], msg(betMessageKeys.invalidSelection));
  return tuple.superRefine((selection, ctx) => {
    // Row-level problems were reported by the row schemas above; report only what they cannot see,
    // so one problem gives one message.
    const structural = structureError(play, selection);
    if (structural) {
      if (structural.row === undefined && structural.code === 'tooFewPicks') {
        ctx.addIssue({ code: 'custom', message: structural.messageKey });
      }
      return;
    }
    const validation = validateSelection(play, selection, context);
    if (!validation.ok) ctx.addIssue({ code: 'custom', message: validation.error.messageKey });
  });
}

/** One bet of a makeOrder request, before its play is known (see betSchemaFor for the full check). */
export const betSchema = z.object({
  play: z
    .string(msg(betMessageKeys.unknownPlay))
    .min(1, msg(betMessageKeys.unknownPlay))
    .max(32, msg(betMessageKeys.unknownPlay)),
  selection: z
    .array(
      z
        .array(
          z
            .string(msg(betMessageKeys.invalidSelection))
            .max(itemCodeLengthMax, msg(betMessageKeys.invalidSelection)),
          msg(betMessageKeys.pleaseSelect),
        )
        .max(rowPicksMax, msg(betMessageKeys.tooManyPicks)),
      msg(betMessageKeys.pleaseSelect),
    )
    .max(selectionRowsMax, msg(betMessageKeys.invalidSelection)),
  /** Stake per combination, in fen. */
  unitPrice: z
    .number(msg(betMessageKeys.pleaseEnterAmount))
    .int(msg(betMessageKeys.pleaseEnterAmount))
    .min(unitPriceFenMin, msg(betMessageKeys.pleaseEnterAmount))
    .max(unitPriceFenMax, msg(betMessageKeys.pleaseEnterAmount)),
  multiple: z
    .number(msg(betMessageKeys.pleaseEnterAmount))
    .int(msg(betMessageKeys.pleaseEnterAmount))
    .min(1, msg(betMessageKeys.pleaseEnterAmount))
    .max(betMultipleMax, msg(betMessageKeys.pleaseEnterAmount)),
  /** The client's preview; the server refuses the bet when it differs from its own count. */
  betCount: z.number().int().nonnegative().optional(),
  amount: z.number().int().nonnegative().optional(),
});
export type BetInput = z.infer<typeof betSchema>;

/** amount = betCount x unitPrice x multiple, in fen; throws when it is not a safe integer. */
export function betAmountFen(betCount: number, unitPriceFen: number, multiple: number): Fen {
  const amount = BigInt(betCount) * BigInt(unitPriceFen) * BigInt(multiple);
  if (amount > BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError('bet amount exceeds the safe integer range');
  return fen(Number(amount));
}

/**
 * betSchema plus everything the server decides for `game`: the play exists, the selection is valid,
 * the amount fits, and the client's preview (betCount, amount), when sent, equals the recomputation.
 * `find` looks plays up (the registry by default); `context` carries the issue's zodiac year.
 */
export function betSchemaFor(
  game: string,
  find: (game: string, playCode: string) => PlayDefinition | undefined = findPlay,
  context?: BetContext,
) {
  return betSchema.superRefine((bet, ctx) => {
    const play = find(game, bet.play);
    if (!play) {
      ctx.addIssue({ code: 'custom', path: ['play'], message: betMessageKeys.unknownPlay });
      return;
    }
    const validation = validateSelection(play, bet.selection, context);
    if (!validation.ok) {
      ctx.addIssue({ code: 'custom', path: ['selection'], message: validation.error.messageKey });
      return;
    }
    const amount = BigInt(validation.betCount) * BigInt(bet.unitPrice) * BigInt(bet.multiple);
    if (amount > BigInt(Number.MAX_SAFE_INTEGER)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'bet.amountTooLarge' });
      return;
    }
    if (bet.betCount !== undefined && bet.betCount !== validation.betCount) {
      ctx.addIssue({ code: 'custom', path: ['betCount'], message: 'bet.previewMismatch' });
    }
    if (bet.amount !== undefined && BigInt(bet.amount) !== amount) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'bet.previewMismatch' });
    }
  });
}
