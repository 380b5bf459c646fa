import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { DbOrTx } from './client';
import { users } from './schema/account';
import type { rechargeOrders } from './schema/recharge';
import type { withdrawOrders } from './schema/withdraw';

type OrderTable = typeof rechargeOrders | typeof withdrawOrders;

/** Which money orders a list shows: one player's, in one status, of one account, created in [from, to). */
export interface OrderFilter {
  userId?: number;
  status?: string;
  account?: string;
  from?: Date;
  to?: Date;
}

/**
 * One page of money orders (recharge or withdrawal), newest first, each with its player's account,
 * and the total under the same filter: the player's record lists and the finance desk share it.
 */
export async function orderPage<T extends OrderTable>(
  tx: DbOrTx,
  table: T,
  statusColumn: AnyPgColumn,
  filter: OrderFilter,
  limit: number,
  offset: number,
): Promise<{ rows: { order: T['$inferSelect']; account: string }[]; total: number }> {
  // Both tables have the same key columns; drizzle's builder wants one concrete table type.
  const t = table as typeof rechargeOrders;
  const f = filter;
  const where = and(
    f.userId === undefined ? undefined : eq(t.userId, f.userId),
    f.status === undefined ? undefined : eq(statusColumn, f.status),
    f.account === undefined ? undefined : eq(users.account, f.account),
    f.from ? gte(t.createdAt, f.from) : undefined,
    f.to ? lt(t.createdAt, f.to) : undefined,
  );
  const rows = await tx
    .select({ order: t, account: users.account })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .where(where)
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx
    .select({ n: count() })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
