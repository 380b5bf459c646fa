// recharge: channels (data operators edit) and recharge orders (ADR 030, 035).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { createdAt } from './columns';
import { users } from './account';

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
    // The dashboard's money in per day, by closing time (ADR 127).
    index('recharge_orders_closed_idx').on(t.status, t.closedAt),
    check('recharge_orders_amount_ck', sql`${t.amountFen} > 0`),
    check('recharge_orders_status_ck', sql`${t.status} in ('reviewing', 'passed', 'cancelled')`),
  ],
);
