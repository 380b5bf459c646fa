import { type SQL, count, desc, eq } from 'drizzle-orm';

import type { DbOrTx } from './client';
import { users } from './schema/account';
import type { rechargeOrders } from './schema/recharge';
import type { withdrawOrders } from './schema/withdraw';

type OrderTable = typeof rechargeOrders | typeof withdrawOrders;

/**
 * One page of money orders (recharge or withdrawal), newest first, each with its player's account,
 * and the total under the same filter: the player's record lists and the finance desk share it.
 */
export async function orderPage<T extends OrderTable>(
  tx: DbOrTx,
  table: T,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: { order: T['$inferSelect']; account: string }[]; total: number }> {
  // Both tables have the same key columns; drizzle's builder wants one concrete table type.
  const t = table as typeof rechargeOrders;
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
