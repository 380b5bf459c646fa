// The whole data model in one file, sectioned by module. Money columns are bigint fen (ADR 001);
// every SQL feature used here runs on PostgreSQL 15 as well as on PGlite (ADR 005).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type { StoredGamingLimits } from '../modules/gaming-limits/gaming-limits';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------------------------------------
// account: people who play or recruit. Operators (back office) are a separate table below.
// ---------------------------------------------------------------------------------------------
export const userTypes = ['player', 'agent', 'trial'] as const;
export type UserType = (typeof userTypes)[number];

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    /** Null when nobody may log in with a password (the house agent). */
    passwordHash: text('password_hash'),
    fundPasswordHash: text('fund_password_hash'),
    type: text('type', { enum: userTypes }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => users.id),
    /** Per mille (‰); never above the parent's. */
    rebatePerMille: integer('rebate_per_mille').notNull().default(0),
    inviteCode: text('invite_code'),
    phone: text('phone'),
    /** Stored lower-cased so uniqueness ignores case. */
    email: text('email'),
    icon: text('icon'),
    isFrozen: boolean('is_frozen').notNull().default(false),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    mustChangeFundPassword: boolean('must_change_fund_password').notNull().default(false),
    trialExpiresAt: timestamp('trial_expires_at', { withTimezone: true }),
    /**
     * An agent-opened account not yet claimed (ADR 118): its one-time password logs in until then.
     * Cleared when the player sets their own login password.
     */
    claimExpiresAt: timestamp('claim_expires_at', { withTimezone: true }),
    registerDevice: smallint('register_device'),
    registerIp: text('register_ip'),
    /** The latest login and the one before it: users are shown the previous one (spot a stranger). */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
    prevLoginAt: timestamp('prev_login_at', { withTimezone: true }),
    prevLoginIp: text('prev_login_ip'),
    /**
     * The player's own responsible-gaming limits (api.md /user/limits; ADR 098), null when none was
     * ever set. On the user row because every request reads that row already: betting checks them
     * without another query unless a daily loss limit needs today's figures.
     */
    gamingLimits: jsonb('gaming_limits').$type<StoredGamingLimits>(),
    /**
     * The last reset or change of the login or fund password (ADR 104): new payout addresses and
     * withdrawals wait a hold after it. Null when never changed since registration.
     */
    secretsChangedAt: timestamp('secrets_changed_at', { withTimezone: true }),
    /** The terms version the player accepted (18+ and the terms, issue 26) and when; null: none recorded. */
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** Closed by the player (ADR 121): no login any more; the row stays for the books. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_account_lower_uq').on(sql`lower(${t.account})`),
    uniqueIndex('users_invite_code_uq').on(t.inviteCode),
    uniqueIndex('users_phone_uq').on(t.phone),
    uniqueIndex('users_email_uq').on(t.email),
    index('users_parent_idx').on(t.parentId),
    index('users_register_ip_idx').on(t.registerIp, t.createdAt),
    check('users_type_ck', sql`${t.type} in ('player', 'agent', 'trial')`),
    check('users_rebate_ck', sql`${t.rebatePerMille} between 0 and 1000`),
  ],
);

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

// ---------------------------------------------------------------------------------------------
// auth: sessions (ADR 006) and failed-attempt records for throttling.
// ---------------------------------------------------------------------------------------------
export const sessionEndReasons = [
  'logout',
  'replaced',
  'password_changed',
  'reuse_detected',
  'expired',
  // An operator froze the account (back office, ADR 081).
  'frozen',
  // Too many wrong old passwords at /user/updatePwd (issue 22 finding 4).
  'too_many_attempts',
  // The player took a break or excluded themselves (ADR 121): every session ends at once.
  'play_stopped',
  // The player closed the account (ADR 121).
  'closed',
] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The only refresh token id that may still be exchanged; older ones are reuse. */
    refreshJti: text('refresh_jti').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason', { enum: sessionEndReasons }),
    /** The last "continue" of the reality check in this session (ADR 121): every instance agrees. */
    realityAckAt: timestamp('reality_ack_at', { withTimezone: true }),
    /** The login on the database's clock, the one that stamps bets: the reality check sums bets since. */
    betsFrom: timestamp('bets_from', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_user_live_idx')
      .on(t.userId)
      .where(sql`${t.endedAt} is null`),
    check(
      'sessions_end_reason_ck',
      sql`${t.endReason} is null or ${t.endReason} in ('logout', 'replaced', 'password_changed', 'reuse_detected', 'expired', 'frozen', 'too_many_attempts', 'play_stopped', 'closed')`,
    ),
    check('sessions_end_pair_ck', sql`(${t.endedAt} is null) = (${t.endReason} is null)`),
  ],
);

export const attemptKinds = ['login', 'fund_password', 'operator_login', 'contact_code'] as const;

/** Failed attempts only; throttling counts rows inside the window (works across instances). */
export const failedAttempts = pgTable(
  'failed_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: attemptKinds }).notNull(),
    /** Lower-cased account (login), `withdraw:<userId>` (fund password), `<account>@<ip>` (operator). */
    subject: text('subject').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('failed_attempts_subject_idx').on(t.kind, t.subject, t.createdAt),
    index('failed_attempts_ip_idx').on(t.kind, t.ip, t.createdAt),
    check(
      'failed_attempts_kind_ck',
      sql`${t.kind} in ('login', 'fund_password', 'operator_login', 'contact_code')`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// wallet: double-entry ledger (ADR 003). Balances change only through wallet.service.transfer.
// ---------------------------------------------------------------------------------------------
export const ledgerAccountKinds = ['user', 'system'] as const;

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    kind: text('kind', { enum: ledgerAccountKinds }).notNull(),
    /** 'user:<id>' or 'system:<name>'. */
    code: text('code').notNull().unique(),
    balanceFen: bigint('balance_fen', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_user_uq').on(t.userId),
    check('ledger_accounts_kind_ck', sql`${t.kind} in ('user', 'system')`),
    // System accounts are the other side of money entering or leaving: they may go negative.
    check('ledger_accounts_balance_ck', sql`${t.kind} = 'system' or ${t.balanceFen} >= 0`),
    check('ledger_accounts_owner_ck', sql`(${t.kind} = 'user') = (${t.userId} is not null)`),
  ],
);

/** api.md transaction types plus 'trial' (demo money for trial accounts) and 'transfer' (agent → subordinate). */
export const ledgerEntryTypes = [
  'recharge',
  'withdraw',
  'payout',
  'betting',
  'rebate',
  'bonus',
  'backstage',
  'trial',
  'transfer',
] as const;
export type LedgerEntryType = (typeof ledgerEntryTypes)[number];
const entryTypeList = sql.raw(ledgerEntryTypes.map((t) => `'${t}'`).join(', '));

/** One row per transfer: holds the idempotency key, so a retried request moves money once. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    type: text('type', { enum: ledgerEntryTypes }).notNull(),
    fromAccountId: integer('from_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    toAccountId: integer('to_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_transfers_amount_ck', sql`${t.amountFen} > 0`),
    check('ledger_transfers_distinct_ck', sql`${t.fromAccountId} <> ${t.toAccountId}`),
    check('ledger_transfers_type_ck', sql`${t.type} in (${entryTypeList})`),
  ],
);

/** Two rows per transfer (−amount on the source, +amount on the target): Σ amount_fen = 0. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: text('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    type: text('type', { enum: ledgerEntryTypes }).notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    balanceAfterFen: bigint('balance_after_fen', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_transfer_account_uq').on(t.transferId, t.accountId),
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt),
    check('ledger_entries_amount_ck', sql`${t.amountFen} <> 0`),
    check('ledger_entries_type_ck', sql`${t.type} in (${entryTypeList})`),
  ],
);

export * from './schema-draws';
export * from './schema-betting';
export * from './schema-money';
export * from './schema-agents';
export * from './schema-messages';
export * from './schema-admin';
export * from './schema-password-reset';
export * from './schema-contact-codes';

// ---------------------------------------------------------------------------------------------
// responsible play (issue 26, ADR 121/122): what the player changed, and contacts kept off new accounts.
// ---------------------------------------------------------------------------------------------
export const gamingLimitChanges = pgTable(
  'gaming_limit_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The fields the player sent, as sent (fen, minutes, durations). */
    change: jsonb('change').$type<Record<string, unknown>>().notNull(),
    /** How many of them protect less (wait 24 hours): the risk marker `limitsRaised` counts them. */
    raises: smallint('raises').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('gaming_limit_changes_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The phones and e-mails of players on a break or self-excluded, until it ends (ADR 121): binding one
 * to any other account is refused, so no second account reaches the same person meanwhile. Kept
 * apart from users because the player may rebind another contact while excluded.
 */
export const excludedContacts = pgTable('excluded_contacts', {
  /** A phone as stored on users, or an e-mail lower-cased. */
  address: text('address').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
