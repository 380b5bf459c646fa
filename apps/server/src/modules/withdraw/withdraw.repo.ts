import { and, count, desc, eq, gte, inArray, ne, sql, sum } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { orderPage } from '../../db/order-page';
import { withdrawOrders } from '../../db/schema';

export type WithdrawOrderRow = typeof withdrawOrders.$inferSelect;
export type WithdrawState = WithdrawOrderRow['state'];

export interface WithdrawFilter {
  userId?: number;
  state?: WithdrawState;
  account?: string;
  from?: Date;
  to?: Date;
}

export function createWithdrawRepo(db: DbOrTx) {
  return {
    async insert(row: typeof withdrawOrders.$inferInsert, tx: DbOrTx = db): Promise<WithdrawOrderRow | null> {
      const [inserted] = await tx
        .insert(withdrawOrders)
        .values(row)
        .onConflictDoNothing({ target: [withdrawOrders.userId, withdrawOrders.requestId] })
        .returning();
      return inserted ?? null;
    },
    async byRequest(
      userId: number,
      requestId: string,
      tx: DbOrTx = db,
    ): Promise<WithdrawOrderRow | undefined> {
      const [row] = await tx
        .select()
        .from(withdrawOrders)
        .where(and(eq(withdrawOrders.userId, userId), eq(withdrawOrders.requestId, requestId)))
        .limit(1);
      return row;
    },
    async lockByOrderNo(orderNo: string, tx: DbOrTx): Promise<WithdrawOrderRow | undefined> {
      const [row] = await tx
        .select()
        .from(withdrawOrders)
        .where(eq(withdrawOrders.orderNo, orderNo))
        .limit(1)
        .for('update');
      return row;
    },
    async review(
      id: number,
      values: { state: WithdrawState; remark: string | null; reviewedBy: number; reviewedAt: Date },
      tx: DbOrTx,
    ): Promise<WithdrawOrderRow> {
      const [row] = await tx.update(withdrawOrders).set(values).where(eq(withdrawOrders.id, id)).returning();
      if (!row) throw new Error('withdraw order vanished');
      return row;
    },
    /** Count and sum of the user's non-rejected withdrawals since `from`, other than `exceptId`. */
    async usedSince(userId: number, from: Date, exceptId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ n: count(), total: sum(withdrawOrders.amountFen) })
        .from(withdrawOrders)
        .where(
          and(
            eq(withdrawOrders.userId, userId),
            ne(withdrawOrders.state, 'Reject'),
            gte(withdrawOrders.createdAt, from),
            ne(withdrawOrders.id, exceptId),
          ),
        );
      return { count: row?.n ?? 0, amountFen: Number(row?.total ?? 0) };
    },
    /** When the user's latest Pending or Completed withdrawal (other than `exceptId`) was asked for. */
    async lastWithdrawalAt(userId: number, exceptId: number, tx: DbOrTx = db): Promise<Date | null> {
      const [row] = await tx
        .select({ at: withdrawOrders.createdAt })
        .from(withdrawOrders)
        .where(
          and(
            eq(withdrawOrders.userId, userId),
            inArray(withdrawOrders.state, ['Pending', 'Completed']),
            ne(withdrawOrders.id, exceptId),
          ),
        )
        .orderBy(desc(withdrawOrders.createdAt), desc(withdrawOrders.id))
        .limit(1);
      return row?.at ?? null;
    },
    async pendingSum(userId: number, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ total: sql<string | null>`sum(${withdrawOrders.amountFen})` })
        .from(withdrawOrders)
        .where(and(eq(withdrawOrders.userId, userId), eq(withdrawOrders.state, 'Pending')));
      return Number(row?.total ?? 0);
    },
    page(filter: WithdrawFilter, limit: number, offset: number, tx: DbOrTx = db) {
      return orderPage(
        tx,
        withdrawOrders,
        withdrawOrders.state,
        { ...filter, status: filter.state },
        limit,
        offset,
      );
    },
  };
}
export type WithdrawRepo = ReturnType<typeof createWithdrawRepo>;
