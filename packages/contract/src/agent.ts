import { z } from 'zod';

import { accountSchema, fundPasswordSchema } from '@fairdraw/rules';

import { rangeField, transactionTypes } from './betting';
import { gameCodeField } from './draws';
import { pageFields } from './list';

/** Request shapes of the agent centre (ADR 070–073); every figure is fen or per mille. */
export const agentAccountTypes = ['player', 'agent'] as const;
export const agentAccountType = z.enum(agentAccountTypes);
const rebateField = z.coerce.number().int().min(0).max(1000);
const userIdField = z.coerce.number().int().positive().max(2_147_483_647);

export const agentLinksBody = z.object({}).loose();
export const createLinkBody = z.object({ rebate: rebateField, type: agentAccountType.default('player') });
export const agentCreateAccountBody = z.object({
  account: accountSchema,
  rebate: rebateField,
  type: agentAccountType.default('player'),
});
export const agentTransferBody = z.object({
  userId: userIdField,
  amount: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  fundPassword: fundPasswordSchema,
  requestId: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\w.:-]+$/),
});
export const agentRangeBody = z.object({ range: rangeField });
export const agentUserBody = z.object({ userId: userIdField });
export const agentSubordinatesBody = z.object({
  account: z.string().trim().max(20).optional(),
  ...pageFields,
});
export const agentOnlineBody = z.object(pageFields);
export const agentBalanceChangesBody = z.object({
  range: rangeField,
  account: z.string().trim().max(20).optional(),
  type: z.enum([...transactionTypes, 'transfer']).default('all'),
  ...pageFields,
});
export const agentRechargeWithdrawBody = z.object({
  range: rangeField,
  kind: z.enum(['all', 'recharge', 'withdraw']).default('all'),
  ...pageFields,
});
export const agentGameStatsBody = z.object({ range: rangeField, game: gameCodeField.optional() });
export const agentReportBody = z.object({ range: rangeField, ...pageFields });

export type AgentTransferBody = z.infer<typeof agentTransferBody>;
export type AgentCreateAccountBody = z.infer<typeof agentCreateAccountBody>;

/** Report figures shared by overview, detail and report rows (fen). */
export interface TeamFigures {
  betting: number;
  payout: number;
  rebate: number;
  profit: number;
  count: number;
}
