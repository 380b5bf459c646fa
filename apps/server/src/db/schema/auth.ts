// auth: login sessions and their refresh-token rotation (ADR 006).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { createdAt } from './columns';
import { users } from './account';

export const sessionEndReasons = [
  'logout',
  'replaced',
  'password_changed',
  'reuse_detected',
  'expired',
  // An operator froze the account (back office, ADR 081).
  'frozen',
  // Too many wrong old passwords at /user/updatePwd (docs/security.md finding 4).
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
