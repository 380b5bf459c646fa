import { z } from 'zod';

import { serialIdField } from './bounds';
import { adminApprovalRef } from './admin-common';
import { pageFields } from './list';
import { pageOf } from './money';

/**
 * Users desk. Search fields combine with AND; `q` matches account (substring), id, phone or email;
 * `agent` (an agent's account) keeps only that agent's whole subtree (the agent itself excluded).
 */
export const adminUserSearchBody = z.object({
  q: z.string().trim().max(64).optional(),
  account: z.string().trim().max(64).optional(),
  userId: serialIdField().optional(),
  phone: z.string().trim().max(32).optional(),
  email: z.string().trim().max(128).optional(),
  agent: z.string().trim().max(64).optional(),
  type: z.enum(['player', 'agent', 'trial', 'all']).default('all'),
  ...pageFields,
});
export const adminUserRow = z.object({
  id: z.number().int(),
  account: z.string(),
  type: z.enum(['player', 'agent', 'trial']),
  parentId: z.number().int().nullable(),
  parentAccount: z.string().nullable(),
  rebate: z.number().int(),
  balance: z.number().int(),
  frozen: z.boolean(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
});
export const adminUserSearchData = pageOf(adminUserRow);

/** POST /admin/users/detail { userId }: the latest 20 of each list. */
export const adminUserDetailData = z.object({
  user: adminUserRow.extend({
    hasFundPassword: z.boolean(),
    mustChangePassword: z.boolean(),
    inviteCode: z.string().nullable(),
  }),
  /** From the root (the house agent) down to the direct parent. */
  agentChain: z.array(z.object({ id: z.number().int(), account: z.string() })),
  ledger: z.array(
    z.object({
      id: z.number().int(),
      time: z.string(),
      type: z.string(),
      amount: z.number().int(),
      balanceAfter: z.number().int(),
      ref: z.string(),
      remark: z.string().nullable(),
    }),
  ),
  bets: z.array(
    z.object({
      id: z.number().int(),
      time: z.string(),
      game: z.string(),
      issue: z.string(),
      play: z.string(),
      amount: z.number().int(),
      payout: z.number().int(),
      status: z.string(),
    }),
  ),
  /** Sessions are logins: every login opens one. `live` when not ended. */
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      live: z.boolean(),
      endReason: z.string().nullable(),
    }),
  ),
  failedLogins: z.array(z.object({ time: z.string(), ip: z.string().nullable() })),
});

/** Freezing ends every live session of the user (their calls then answer 402). */
export const adminUserFreezeBody = z.object({ userId: serialIdField(), frozen: z.boolean() });
export const adminUserFreezeData = z.object({ changed: z.boolean(), frozen: z.boolean() });

/**
 * A reset sets a random temporary password, returned once to the operator, and forces the user to
 * change it at the next login (login) or before the next money operation (fund).
 */
export const adminUserResetPasswordBody = z.object({
  userId: serialIdField(),
  kind: z.enum(['login', 'fund']),
});
/**
 * The operator never sees the secret (ADR 104): `sent` — a one-time code went to the player's bound
 * contacts (`channels`); `pending` — a fund-password reset waits for a second admin (`approval`).
 */
export const adminUserResetPasswordData = z.object({
  status: z.enum(['sent', 'pending']),
  channels: z.array(z.enum(['phone', 'email'])),
  approval: adminApprovalRef.nullable(),
});

/**
 * POST /admin/users/adjust (also the older /admin/user/adjust): `amount` in fen, signed.
 * Above ADMIN_CHECKER_ABOVE_FEN (absolute value) it waits for a second operator (`status: 'pending'`).
 */
export const adminUserAdjustData = z.object({
  status: z.enum(['done', 'pending']),
  changed: z.boolean(),
  balance: z.number().int(),
  approval: adminApprovalRef.nullable(),
});

/** Admin only: moves the user (with their whole subtree) under another agent. */
export const adminUserMoveAgentBody = z.object({
  userId: serialIdField(),
  newParentId: serialIdField(),
});
export const adminUserMoveAgentData = z.object({
  changed: z.boolean(),
  oldParentId: z.number().int().nullable(),
  newParentId: z.number().int(),
  /** The user and every descendant that moved with them. */
  movedUsers: z.number().int(),
});
