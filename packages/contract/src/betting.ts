import { z } from 'zod';

import { betSchema, limits } from '@fairdraw/rules';

import { gameCodeField, issueField } from './draws';
import { pageFields } from './list';

const dayField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** `all|today|3d|7d` or `{ start, end }` as YYYY-MM-DD in the operator's time zone. */
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

/** POST /user/makeOrder (ADR 090): the server recomputes every count and amount (betSchemaFor). */
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
