import { type SQL, and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { DbOrTx } from '../../db/client';
import { adminApprovals, operators, withdrawOrders } from '../../db/schema';

export type ApprovalRow = typeof adminApprovals.$inferSelect;
export type ApprovalKind = ApprovalRow['kind'];

const checker = alias(operators, 'checker');

/** Maker–checker requests (ADR 082). */
export function createApprovalsRepo(db: DbOrTx) {
  return {
    /** Inserts a pending request, or answers the pending one with the same key (a repeated click). */
    async open(
      row: typeof adminApprovals.$inferInsert,
      tx: DbOrTx,
    ): Promise<{ row: ApprovalRow; created: boolean }> {
      const [inserted] = await tx.insert(adminApprovals).values(row).onConflictDoNothing().returning();
      if (inserted) return { row: inserted, created: true };
      const [existing] = await tx
        .select()
        .from(adminApprovals)
        .where(and(eq(adminApprovals.requestKey, row.requestKey), eq(adminApprovals.status, 'pending')))
        .limit(1);
      if (!existing) throw new Error(`approval ${row.requestKey} vanished`);
      return { row: existing, created: false };
    },
    async latestByKey(requestKey: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(adminApprovals)
        .where(eq(adminApprovals.requestKey, requestKey))
        .orderBy(desc(adminApprovals.id))
        .limit(1);
      return row;
    },
    async lock(id: number, tx: DbOrTx) {
      const [row] = await tx
        .select()
        .from(adminApprovals)
        .where(eq(adminApprovals.id, id))
        .for('update')
        .limit(1);
      return row;
    },
    async decide(
      id: number,
      patch: {
        status: 'approved' | 'rejected';
        checkerId: number;
        reason?: string | null;
        result?: unknown;
        decidedAt: Date;
      },
      tx: DbOrTx,
    ) {
      const [row] = await tx.update(adminApprovals).set(patch).where(eq(adminApprovals.id, id)).returning();
      return row;
    },
    async page(
      filter: { status?: ApprovalRow['status']; kind?: ApprovalKind },
      limit: number,
      offset: number,
    ) {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(adminApprovals.status, filter.status));
      if (filter.kind) conditions.push(eq(adminApprovals.kind, filter.kind));
      const where = conditions.length ? and(...conditions) : undefined;
      const rows = await db
        .select({ approval: adminApprovals, maker: operators.account, checker: checker.account })
        .from(adminApprovals)
        .innerJoin(operators, eq(operators.id, adminApprovals.makerId))
        .leftJoin(checker, eq(checker.id, adminApprovals.checkerId))
        .where(where)
        .orderBy(desc(adminApprovals.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(adminApprovals).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    async joinedById(id: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ approval: adminApprovals, maker: operators.account, checker: checker.account })
        .from(adminApprovals)
        .innerJoin(operators, eq(operators.id, adminApprovals.makerId))
        .leftJoin(checker, eq(checker.id, adminApprovals.checkerId))
        .where(eq(adminApprovals.id, id))
        .limit(1);
      return row;
    },
    async pendingCount(tx: DbOrTx = db) {
      const [row] = await tx
        .select({ n: count() })
        .from(adminApprovals)
        .where(eq(adminApprovals.status, 'pending'));
      return row?.n ?? 0;
    },
    /** The withdrawal's amount and state, read before deciding whether it needs a checker. */
    async withdrawal(orderNo: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ amountFen: withdrawOrders.amountFen, state: withdrawOrders.state })
        .from(withdrawOrders)
        .where(eq(withdrawOrders.orderNo, orderNo))
        .limit(1);
      return row;
    },
  };
}
export type ApprovalsRepo = ReturnType<typeof createApprovalsRepo>;
