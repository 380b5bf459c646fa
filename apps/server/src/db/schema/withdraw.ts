// withdraw: withdrawal orders (ADR 030, 032).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { createdAt } from './columns';
import { users } from './account';
import { operators } from './admin';
import { payoutAddresses } from './payout-addresses';

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
    // The dashboard's money out per day, by review time (ADR 127).
    index('withdraw_orders_reviewed_idx').on(t.state, t.reviewedAt),
    check('withdraw_orders_amount_ck', sql`${t.amountFen} > 0`),
    check('withdraw_orders_state_ck', sql`${t.state} in ('Pending', 'Completed', 'Reject')`),
  ],
);
