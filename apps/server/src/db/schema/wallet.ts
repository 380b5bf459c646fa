// wallet: the double-entry ledger (ADR 003, ADR 030). Balances change only through the wallet
// module's transfers (wallet.service, and its batch inside makeOrder's statement, ADR 090).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { createdAt } from './columns';
import { users } from './account';

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

/**
 * The 7 transaction types a player sees (ADR 060) plus 'trial' (demo money for trial accounts) and
 * 'transfer' (agent → subordinate).
 */
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

/**
 * Each account's entries summed per type over all time: a player's or team's `all` range reads
 * these rows instead of every entry (ADR 135). Kept by triggers on ledger_entries (custom SQL in
 * migration 0028), in the statement's transaction, whoever writes the entries.
 */
export const ledgerTypeTotals = pgTable(
  'ledger_type_totals',
  {
    accountId: integer('account_id').notNull(),
    type: text('type').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull().default(0),
    entryCount: bigint('entry_count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.type] })],
);

/**
 * A verified prefix of the ledger (ADR 128): a green `ledger:check` records how far it looked, and
 * the next run checks only what came after, starting from the per-account sums kept here. The full
 * check (`--full`) still reads everything, and also verifies the latest checkpoint's sums.
 */
export const ledgerCheckpoints = pgTable('ledger_checkpoints', {
  id: serial('id').primaryKey(),
  /** Every entry with id ≤ this was verified. */
  uptoEntryId: bigint('upto_entry_id', { mode: 'number' }).notNull(),
  /** Every bet with id ≤ this was final (no longer pending) and verified. */
  uptoBetId: bigint('upto_bet_id', { mode: 'number' }).notNull(),
  /** Orders numbered before this (`B` + UTC time) were verified. */
  ordersBefore: text('orders_before').notNull(),
  /** Σ amount_fen of the entries up to uptoEntryId (0 when the books balance). */
  entriesTotalFen: bigint('entries_total_fen', { mode: 'number' }).notNull(),
  mode: text('mode', { enum: ['full', 'incremental'] }).notNull(),
  createdAt: createdAt(),
});

/** Σ amount_fen per account of the entries a checkpoint covers. */
export const ledgerCheckpointSums = pgTable(
  'ledger_checkpoint_sums',
  {
    checkpointId: integer('checkpoint_id')
      .notNull()
      .references(() => ledgerCheckpoints.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull(),
    sumFen: bigint('sum_fen', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.checkpointId, t.accountId] })],
);
