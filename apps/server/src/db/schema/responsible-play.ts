// responsible play (ADR 121/122): what the player changed, and contacts kept off new accounts.
import { bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

import { users } from './account';
import { createdAt } from './columns';

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
