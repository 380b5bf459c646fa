// payout-addresses: bank cards and wallet addresses, sealed at rest (ADR 031, ADR 113).
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { createdAt } from './columns';
import { users } from './account';

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
