import { z } from 'zod';

import { betSchema, limits } from '@fairdraw/rules';

import { drawResult, gameCodeField, issueField } from './draws';
import { pageFields } from './list';
import { pageOf } from './money';

const dayField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** api.md: `all|today|3d|7d` or `{ start, end }` as YYYY-MM-DD in the operator's time zone. */
export const rangeField = z
  .union([z.enum(['all', 'today', '3d', '7d']), z.object({ start: dayField, end: dayField })])
  .default('all');
export type RangeInput = z.infer<typeof rangeField>;

export const betsPerOrderMax = 100;
export const chaseIssuesMin = 2;
export const chaseIssuesMax = 120;

export const chaseField = z
  .object({
    issues: z.number().int().min(chaseIssuesMin).max(chaseIssuesMax),
    stopOnWin: z.boolean().default(false),
    multiples: z.array(z.number().int().min(1).max(limits.betMultipleMax)).optional(),
  })
  .refine((c) => !c.multiples || c.multiples.length === c.issues, { path: ['multiples'] });

/** POST /user/makeOrder (api.md): the server recomputes every count and amount (betSchemaFor). */
export const makeOrderBody = z.object({
  game: gameCodeField,
  issue: issueField,
  bets: z.array(betSchema).min(1).max(betsPerOrderMax),
  requestId: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\w.:-]+$/),
  chase: chaseField.optional(),
});
export type MakeOrderBody = z.infer<typeof makeOrderBody>;

export const makeOrderData = z.object({
  orderNo: z.string(),
  bets: z.array(z.object({ id: z.number().int(), betCount: z.number().int(), amount: z.number().int() })),
  balance: z.number().int(),
  chaseNo: z.string().optional(),
});

export const betStatusFilter = z.enum(['all', 'won', 'pending', 'lost']).default('all');
export const betListBody = z.object({
  range: rangeField,
  status: betStatusFilter,
  game: gameCodeField.optional(),
  ...pageFields,
});
export const idBody = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const chaseListBody = z.object({
  range: rangeField,
  status: z.enum(['all', 'running', 'finished', 'cancelled']).default('all'),
  ...pageFields,
});
export const chaseCancelBody = z.object({ chaseNo: z.string().trim().min(1).max(40) });
export const transactionTypes = [
  'all',
  'recharge',
  'withdraw',
  'payout',
  'betting',
  'rebate',
  'bonus',
  'backstage',
] as const;
export const transactionListBody = z.object({
  range: rangeField,
  type: z.enum(transactionTypes).default('all'),
  ...pageFields,
});
export const reportPersonalBody = z.object({ range: rangeField });

// ---- Answers of the records and cancels -------------------------------------------------------
export const betStatuses = ['pending', 'won', 'lost', 'refunded', 'cancelled'] as const;
/** One row of POST /bet/list: names in the request's language, amounts in fen. */
export const betRow = z.object({
  id: z.number().int(),
  time: z.string(),
  game: z.string(),
  gameName: z.string(),
  play: z.string(),
  playName: z.string(),
  /** The picks, one array per row of the play. */
  selection: z.array(z.array(z.string())),
  betCount: z.number().int(),
  amount: z.number().int(),
  payout: z.number().int(),
  /** payout − amount once settled; 0 while pending or cancelled. */
  profit: z.number().int(),
  issue: z.string(),
  status: z.enum(betStatuses),
  drawResult: drawResult.nullable(),
});
export type BetRow = z.infer<typeof betRow>;
export const betListData = pageOf(betRow);

/** POST /bet/detail: the row with its odds snapshot, wins and the draw it was settled on. */
export const betDetailData = betRow.extend({
  unitPrice: z.number().int(),
  multiple: z.number().int(),
  odds: z.array(z.object({ key: z.string(), rate: z.number().int() })),
  winCount: z.number().int(),
  refundCount: z.number().int(),
  wins: z.array(
    z.object({
      combination: z.array(z.string()),
      rate: z.number().int(),
      count: z.number().int(),
      payout: z.number().int(),
    }),
  ),
  draw: z.object({ result: drawResult, seed: z.string(), drawnAt: z.string().nullable() }).nullable(),
  settledAt: z.string().nullable(),
  cancellable: z.boolean(),
  orderNo: z.string(),
  chaseNo: z.string().nullable(),
});
export type BetDetailData = z.infer<typeof betDetailData>;

export const chaseStatuses = ['running', 'finished', 'cancelled'] as const;
export const chaseRow = z.object({
  chaseNo: z.string(),
  time: z.string(),
  game: z.string(),
  gameName: z.string(),
  startIssue: z.string().nullable(),
  issues: z.number().int(),
  played: z.number().int(),
  won: z.number().int(),
  amount: z.number().int(),
  payout: z.number().int(),
  refunded: z.number().int(),
  stopOnWin: z.boolean(),
  status: z.enum(chaseStatuses),
});
export type ChaseRow = z.infer<typeof chaseRow>;
export const chaseListData = pageOf(chaseRow);

/** POST /report/personal: sums of the user's ledger over the range (fen); profit = payout + rebate − betting. */
export const personalReportData = z.object({
  betting: z.number().int(),
  payout: z.number().int(),
  profit: z.number().int(),
  rebate: z.number().int(),
  bonus: z.number().int(),
  recharge: z.number().int(),
  withdraw: z.number().int(),
});
export type PersonalReportData = z.infer<typeof personalReportData>;

/** POST /bet/cancel: the bet refunded before its close, and the balance after. */
export const betCancelData = z.object({
  bet: z.object({ id: z.number().int(), status: z.literal('cancelled'), amount: z.number().int() }),
  balance: z.number().int(),
});
/** POST /chase/cancel: the chase's issues not yet drawn are refunded (`refunded` bets, `refundedAmount` fen). */
export const chaseCancelData = z.object({
  chase: z.object({ chaseNo: z.string(), status: z.literal('cancelled'), refunded: z.number().int() }),
  refundedAmount: z.number().int(),
  balance: z.number().int(),
});
