// contact verification (issue 22, finding 13e, ADR 119): a phone or e-mail is bound only after the
// player proves it holds the address with a one-time code sent there.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { users } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One-time code for binding `address` to the user; only its hash is stored. */
export const contactCodes = pgTable(
  'contact_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    channel: text('channel', { enum: ['phone', 'email'] }).notNull(),
    address: text('address').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Set when redeemed or superseded by a newer code for the same channel. */
    closedAt: at('closed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('contact_codes_user_idx').on(t.userId, t.channel, t.id),
    check('contact_codes_channel_ck', sql`${t.channel} in ('phone', 'email')`),
  ],
);
