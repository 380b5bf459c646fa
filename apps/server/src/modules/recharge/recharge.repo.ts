import { and, asc, eq } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { orderPage } from '../../db/order-page';
import { rechargeChannels, rechargeOrders } from '../../db/schema';

export type RechargeChannelRow = typeof rechargeChannels.$inferSelect;
export type RechargeOrderRow = typeof rechargeOrders.$inferSelect;
export type RechargeStatus = RechargeOrderRow['status'];

export interface RechargeFilter {
  userId?: number;
  status?: RechargeStatus;
  account?: string;
  from?: Date;
  to?: Date;
}

export function createRechargeRepo(db: DbOrTx) {
  return {
    async enabledChannels(tx: DbOrTx = db): Promise<RechargeChannelRow[]> {
      return tx
        .select()
        .from(rechargeChannels)
        .where(eq(rechargeChannels.enabled, true))
        .orderBy(asc(rechargeChannels.sortOrder), asc(rechargeChannels.code));
    },
    async channel(code: string, tx: DbOrTx = db): Promise<RechargeChannelRow | undefined> {
      const [row] = await tx.select().from(rechargeChannels).where(eq(rechargeChannels.code, code)).limit(1);
      return row;
    },
    async insertChannelIfMissing(row: typeof rechargeChannels.$inferInsert, tx: DbOrTx = db): Promise<void> {
      await tx.insert(rechargeChannels).values(row).onConflictDoNothing({ target: rechargeChannels.code });
    },
    /** Null when the user already used this requestId (the caller then reads the first order). */
    async insertOrder(
      row: typeof rechargeOrders.$inferInsert,
      tx: DbOrTx = db,
    ): Promise<RechargeOrderRow | null> {
      const [inserted] = await tx
        .insert(rechargeOrders)
        .values(row)
        .onConflictDoNothing({ target: [rechargeOrders.userId, rechargeOrders.requestId] })
        .returning();
      return inserted ?? null;
    },
    async byRequest(
      userId: number,
      requestId: string,
      tx: DbOrTx = db,
    ): Promise<RechargeOrderRow | undefined> {
      const [row] = await tx
        .select()
        .from(rechargeOrders)
        .where(and(eq(rechargeOrders.userId, userId), eq(rechargeOrders.requestId, requestId)))
        .limit(1);
      return row;
    },
    async byOrderNo(orderNo: string, tx: DbOrTx = db): Promise<RechargeOrderRow | undefined> {
      const [row] = await tx
        .select()
        .from(rechargeOrders)
        .where(eq(rechargeOrders.orderNo, orderNo))
        .limit(1);
      return row;
    },
    /** Row lock: concurrent notifications and reviews of one order run one after the other. */
    async lockByOrderNo(orderNo: string, tx: DbOrTx): Promise<RechargeOrderRow | undefined> {
      const [row] = await tx
        .select()
        .from(rechargeOrders)
        .where(eq(rechargeOrders.orderNo, orderNo))
        .limit(1)
        .for('update');
      return row;
    },
    async close(
      id: number,
      values: { status: RechargeStatus; closedBy: string; closedAt: Date },
      tx: DbOrTx,
    ): Promise<RechargeOrderRow> {
      const [row] = await tx.update(rechargeOrders).set(values).where(eq(rechargeOrders.id, id)).returning();
      if (!row) throw new Error('recharge order vanished');
      return row;
    },
    page(filter: RechargeFilter, limit: number, offset: number, tx: DbOrTx = db) {
      return orderPage(tx, rechargeOrders, rechargeOrders.status, filter, limit, offset);
    },
  };
}
export type RechargeRepo = ReturnType<typeof createRechargeRepo>;
