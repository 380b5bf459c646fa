// Money in and out (issue 10): recharge channels and orders, bank cards and wallets, withdrawals,
// the back office's audit log and daily job claims (messages moved to schema-messages.ts).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { operators, users } from './schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Channels are data: operators change limits, accounts and secrets without a release. */
export const rechargeChannels = pgTable(
  'recharge_channels',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['bank', 'crypto', 'gateway'] }).notNull(),
    minFen: bigint('min_fen', { mode: 'number' }).notNull(),
    maxFen: bigint('max_fen', { mode: 'number' }).notNull(),
    /** bank: bankName/accountName/accountNumber; crypto: network/address/fenPerUnit. */
    details: jsonb('details').$type<Record<string, string | number>>().notNull().default({}),
    /** HMAC-SHA256 key of a gateway's notifications; null for channels without callbacks. */
    notifySecret: text('notify_secret'),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('recharge_channels_kind_ck', sql`${t.kind} in ('bank', 'crypto', 'gateway')`),
    check('recharge_channels_limits_ck', sql`${t.minFen} > 0 and ${t.maxFen} >= ${t.minFen}`),
  ],
);

export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    channel: text('channel')
      .notNull()
      .references(() => rechargeChannels.code),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['reviewing', 'passed', 'cancelled'] }).notNull(),
    requestId: text('request_id').notNull(),
    /** Who closed it: 'gateway' or 'operator:<id>'. */
    closedBy: text('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('recharge_orders_request_uq').on(t.userId, t.requestId),
    index('recharge_orders_user_idx').on(t.userId, t.createdAt),
    index('recharge_orders_status_idx').on(t.status, t.createdAt),
    check('recharge_orders_amount_ck', sql`${t.amountFen} > 0`),
    check('recharge_orders_status_ck', sql`${t.status} in ('reviewing', 'passed', 'cancelled')`),
  ],
);

/**
 * Bank cards and digital wallets in one table: `number` is the card number or the address,
 * encrypted (AES-256-GCM, lib/field-cipher.ts); `number_hash` its keyed hash for duplicate checks.
 */
export const payoutAddresses = pgTable(
  'payout_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['bank', 'wallet'] }).notNull(),
    /** Real name (bank) or wallet name (wallet). */
    holderName: text('holder_name').notNull(),
    /** Bank of deposit (bank) or network TRC20/ERC20 (wallet). */
    provider: text('provider').notNull(),
    number: text('number').notNull(),
    /** HMAC of the plain number; null only on rows written before encryption, until the start-up backfill. */
    numberHash: text('number_hash'),
    /** Set by the first completed withdrawal; from then on only customer service may change it. */
    locked: boolean('locked').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payout_addresses_live_uq')
      .on(t.userId, t.kind, t.numberHash)
      .where(sql`${t.deletedAt} is null`),
    check('payout_addresses_kind_ck', sql`${t.kind} in ('bank', 'wallet')`),
  ],
);

export const withdrawOrders = pgTable(
  'withdraw_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    addressId: integer('address_id')
      .notNull()
      .references(() => payoutAddresses.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    state: text('state', { enum: ['Pending', 'Completed', 'Reject'] }).notNull(),
    remark: text('remark'),
    requestId: text('request_id').notNull(),
    reviewedBy: integer('reviewed_by').references(() => operators.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('withdraw_orders_request_uq').on(t.userId, t.requestId),
    index('withdraw_orders_user_idx').on(t.userId, t.createdAt),
    index('withdraw_orders_state_idx').on(t.state, t.createdAt),
    check('withdraw_orders_amount_ck', sql`${t.amountFen} > 0`),
    check('withdraw_orders_state_ck', sql`${t.state} in ('Pending', 'Completed', 'Reject')`),
  ],
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

/** One row per job and day: whoever inserts it runs the job, so two servers never both do. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    day: text('day').notNull(),
    claimedAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    result: jsonb('result'),
  },
  (t) => [primaryKey({ columns: [t.job, t.day] })],
);
