import { z } from 'zod';

import { accountSchema, fundPasswordSchema } from '@fairdraw/rules';

import { rangeField, transactionTypes } from './betting';
import { gameCodeField } from './draws';
import { pageFields } from './list';
import { pageOf, rechargeStatuses, withdrawStates } from './money';

/** Request shapes of the agent centre (api.md "Agent centre"); every figure is fen or per mille. */
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

// ---- Answers ----------------------------------------------------------------------------------
const memberType = z.enum(['player', 'agent', 'trial']);

/** GET /agent/promotion: the agent's own invite code (opens players at 0‰) and its link. */
export const agentPromotionData = z.object({
  inviteCode: z.string(),
  link: z.string(),
  rebate: z.number().int(),
});
/** An extra invite link (ADR 072): opens its own type at its own rebate (per mille). */
export const agentLink = z.object({
  code: z.string(),
  link: z.string(),
  rebate: z.number().int(),
  type: agentAccountType,
  registrations: z.number().int(),
  createdAt: z.string(),
});
export const agentLinksData = z.object({ list: z.array(agentLink) });

/** POST /agent/createAccount: the one-time `password` is answered once (ADR 118). */
export const agentCreateAccountData = z.object({
  user: z.object({
    userId: z.number().int(),
    account: z.string(),
    type: agentAccountType,
    rebate: z.number().int(),
    inviteCode: z.string().nullable(),
    createdAt: z.string(),
    password: z.string(),
    claimExpiresAt: z.string(),
  }),
});

/** POST /agent/transfer: `replayed` when the requestId was seen (nothing moved again). */
export const agentTransferData = z.object({
  transfer: z.object({
    /** The ledger transfer's id (a UUID). */
    id: z.string(),
    userId: z.number().int(),
    amount: z.number().int(),
    time: z.string(),
    replayed: z.boolean(),
  }),
  balance: z.number().int(),
});

/** Report figures (fen; `count` bets): profit = payout + rebate − betting. */
export const teamFigures = z.object({
  betting: z.number().int(),
  payout: z.number().int(),
  rebate: z.number().int(),
  profit: z.number().int(),
  count: z.number().int(),
});
export type TeamFigures = z.infer<typeof teamFigures>;

export const agentOverviewData = z.object({
  teamSize: z.number().int(),
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  betting: z.number().int(),
  payout: z.number().int(),
  rebate: z.number().int(),
  profit: z.number().int(),
  bets: z.number().int(),
  recharge: z.number().int(),
  withdraw: z.number().int(),
});

export const agentMember = z.object({
  userId: z.number().int(),
  account: z.string(),
  type: memberType,
  rebate: z.number().int(),
  /** Depth under the caller: 1 = direct member. */
  level: z.number().int(),
  parentId: z.number().int().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  balance: z.number().int(),
  totalProfit: z.number().int(),
});
export const agentSubordinatesData = pageOf(agentMember);

/** POST /agent/detail: one member's balance and figures, today and all-time. */
export const agentDetailData = z.object({
  userId: z.number().int(),
  account: z.string(),
  type: memberType,
  level: z.number().int(),
  isDirect: z.boolean(),
  rebate: z.number().int(),
  balance: z.number().int(),
  todayProfit: z.number().int(),
  todayBetting: z.number().int(),
  totalProfit: z.number().int(),
  betting: z.number().int(),
  payout: z.number().int(),
  rebateAmount: z.number().int(),
  bonus: z.number().int(),
  transferIn: z.number().int(),
  transferOut: z.number().int(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  createdAt: z.string(),
});

export const agentOnlineData = pageOf(
  z.object({
    userId: z.number().int(),
    account: z.string(),
    type: memberType,
    level: z.number().int(),
    lastSeenAt: z.string(),
    ip: z.string().nullable(),
  }),
);

export const agentBalanceChangesData = pageOf(
  z.object({
    id: z.number().int(),
    time: z.string(),
    type: z.string(),
    amount: z.number().int(),
    balanceAfter: z.number().int(),
    userId: z.number().int(),
    account: z.string(),
    remark: z.string().nullable(),
  }),
);

/** Team recharge (reviewing/passed/cancelled) and withdrawal (Pending/Completed/Reject) orders. */
export const agentRechargeWithdrawData = pageOf(
  z.object({
    id: z.number().int(),
    orderNo: z.string(),
    time: z.string(),
    userId: z.number().int(),
    account: z.string(),
    kind: z.enum(['recharge', 'withdraw']),
    amount: z.number().int(),
    status: z.enum([...rechargeStatuses, ...withdrawStates]),
    remark: z.string().nullable(),
  }),
);

export const agentGameStatsData = z.object({
  list: z.array(
    teamFigures.extend({ game: z.string(), gameName: z.string(), play: z.string(), playName: z.string() }),
  ),
  total: teamFigures,
});

/** POST /agent/report: per direct member (its whole branch), and the team's totals. */
export const agentReportData = pageOf(
  z.object({
    userId: z.number().int(),
    account: z.string(),
    type: memberType,
    rebate: z.number().int(),
    betting: z.number().int(),
    payout: z.number().int(),
    rebateAmount: z.number().int(),
    count: z.number().int(),
    profit: z.number().int(),
  }),
).extend({ team: teamFigures });
