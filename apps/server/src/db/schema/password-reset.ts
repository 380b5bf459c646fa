// password-reset: one-time codes of operator resets, which the player redeems, and the development
// outbox that stands in for the player's phone or e-mail (ADR 104).
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

import { at } from './columns';
import { users } from './account';

export const resetKinds = ['login', 'fund'] as const;

export type ResetKind = (typeof resetKinds)[number];

/** A one-time code for setting a new password after an operator's reset; only its hash is stored. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: resetKinds }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    /** Set when redeemed, superseded by a newer reset, or spent by too many wrong tries. */
    closedAt: at('closed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('password_reset_codes_user_idx').on(t.userId, t.kind, t.id),
    check('password_reset_codes_kind_ck', sql`${t.kind} in ('login', 'fund')`),
  ],
);

/** Development sender: what would have gone to a phone or e-mail address. */
export const contactOutbox = pgTable(
  'contact_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['phone', 'email'] }).notNull(),
    address: text('address').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('contact_outbox_address_idx').on(t.address, t.id),
    check('contact_outbox_channel_ck', sql`${t.channel} in ('phone', 'email')`),
  ],
);
