// admin: operators, their security (status, TOTP) and sessions, maker–checker approvals, the odds
// history, the append-only audit log and the dashboard's daily money totals (ADR 034, 080, 082,
// 083, 102, 135).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { at, createdAt } from './columns';
import { games } from './games';

export const operatorRoles = ['admin', 'finance', 'support'] as const;

export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: operatorRoles }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('operators_role_ck', sql`${t.role} in ('admin', 'finance', 'support')`)],
);

/**
 * One row per operator that has any setting (no row = enabled, TOTP neither required nor enrolled).
 * TOTP secrets are stored only as AES-256-GCM ciphertext bound to the operator (ADR 080).
 */
export const operatorSecurity = pgTable('operator_security', {
  operatorId: integer('operator_id')
    .primaryKey()
    .references(() => operators.id),
  disabled: boolean('disabled').notNull().default(false),
  totpRequired: boolean('totp_required').notNull().default(false),
  /** The confirmed secret; null when not enrolled. */
  totpSecretCipher: text('totp_secret_cipher'),
  /** A secret handed out by setup or an enrolment login, waiting for its first code. */
  totpPendingCipher: text('totp_pending_cipher'),
  /** The 30-second step of the last accepted code: a code is never accepted twice. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** SHA-256 of the one-time enrolment code an admin issued (ADR 102); null when none is open. */
  enrolCodeHash: text('enrol_code_hash'),
  enrolCodeExpiresAt: at('enrol_code_expires_at'),
  /** A generated first password: every desk waits until the operator sets its own (ADR 110). */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const operatorSessionScopes = ['full', 'enrol'] as const;

export const operatorSessionEndReasons = [
  'logout',
  'idle',
  'password_changed',
  'role_changed',
  'totp_changed',
  'disabled',
] as const;

export type OperatorSessionEndReason = (typeof operatorSessionEndReasons)[number];

/**
 * Operator sessions (ADR 102): the token names its row, and every /admin call checks the row is live
 * and not idle, so a logout, an idle timeout or a security change ends it in every server process.
 * `enrol` sessions reach only the TOTP enrolment routes.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: text('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    scope: text('scope', { enum: operatorSessionScopes }).notNull(),
    ip: text('ip'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull(),
    endedAt: at('ended_at'),
    endReason: text('end_reason', { enum: operatorSessionEndReasons }),
  },
  (t) => [
    index('operator_sessions_live_idx')
      .on(t.operatorId)
      .where(sql`${t.endedAt} is null`),
    check('operator_sessions_scope_ck', sql`${t.scope} in ('full', 'enrol')`),
    check(
      'operator_sessions_end_reason_ck',
      sql`${t.endReason} is null or ${t.endReason} in ('logout', 'idle', 'password_changed', 'role_changed', 'totp_changed', 'disabled')`,
    ),
    check('operator_sessions_end_pair_ck', sql`(${t.endedAt} is null) = (${t.endReason} is null)`),
  ],
);

export const approvalKinds = ['withdraw.complete', 'user.adjust', 'user.resetFund'] as const;

export const approvalStatuses = ['pending', 'approved', 'rejected'] as const;

/** Maker–checker requests (ADR 082): an action above the threshold waits here for a second operator. */
export const adminApprovals = pgTable(
  'admin_approvals',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: approvalKinds }).notNull(),
    status: text('status', { enum: approvalStatuses }).notNull().default('pending'),
    target: text('target').notNull(),
    /** What makes a repeat of the maker's request the same request (order, or maker + requestId). */
    requestKey: text('request_key').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    makerId: integer('maker_id').notNull(),
    checkerId: integer('checker_id'),
    reason: text('reason'),
    result: jsonb('result'),
    createdAt: at('created_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    // One pending request per order (or per maker's requestId); a rejected one may be asked again.
    uniqueIndex('admin_approvals_pending_uq')
      .on(t.requestKey)
      .where(sql`${t.status} = 'pending'`),
    index('admin_approvals_request_idx').on(t.requestKey, t.id),
    index('admin_approvals_status_idx').on(t.status, t.id),
    check(
      'admin_approvals_kind_ck',
      sql`${t.kind} in ('withdraw.complete', 'user.adjust', 'user.resetFund')`,
    ),
    check('admin_approvals_status_ck', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('admin_approvals_checker_ck', sql`${t.checkerId} is null or ${t.checkerId} <> ${t.makerId}`),
  ],
);

/** Every odds change: placed bets keep their snapshot, so this is the only record of what was when. */
export const gameRateHistory = pgTable(
  'game_rate_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameCode: text('game_code')
      .notNull()
      .references(() => games.code),
    playCode: text('play_code').notNull(),
    rateKey: text('rate_key').notNull(),
    oldRate: integer('old_rate').notNull(),
    newRate: integer('new_rate').notNull(),
    operatorId: integer('operator_id').notNull(),
    reason: text('reason'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('game_rate_history_game_idx').on(t.gameCode, t.playCode, t.id)],
);

/** Append-only: the repo only inserts, and a trigger (hand-added to the migration) refuses the rest. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    action: text('action').notNull(),
    /** e.g. 'withdraw:W2026…', 'user:42'. */
    target: text('target').notNull(),
    ip: text('ip').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_log_target_idx').on(t.target, t.createdAt)],
);

/**
 * The dashboard's money in and out per local day (ADR 135 addendum): passed recharges by closing
 * day (`kind` 'recharge') and completed withdrawals by review day ('withdraw'), counts and sums in
 * fen, so a range reads two rows a day instead of its orders. Kept by statement triggers on
 * recharge_orders and withdraw_orders (custom SQL in migration 0029); the day is taken in
 * `operator_money_zone`'s time zone, which start-up aligns with the server's `TZ`.
 */
export const operatorMoneyDaily = pgTable(
  'operator_money_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['recharge', 'withdraw'] }).notNull(),
    orderCount: bigint('order_count', { mode: 'number' }).notNull().default(0),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.kind] }),
    check('operator_money_daily_kind_ck', sql`${t.kind} in ('recharge', 'withdraw')`),
  ],
);

/** One row: the time zone `operator_money_daily`'s days are in (its triggers read it). */
export const operatorMoneyZone = pgTable(
  'operator_money_zone',
  {
    id: integer('id').primaryKey().default(1),
    timeZone: text('time_zone').notNull(),
  },
  (t) => [check('operator_money_zone_one_ck', sql`${t.id} = 1`)],
);
