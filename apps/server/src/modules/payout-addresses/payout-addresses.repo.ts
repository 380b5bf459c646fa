import { and, asc, count, eq, gt, isNull, not, or, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { payoutAddresses, withdrawOrders } from '../../db/schema';

export type PayoutAddressRow = typeof payoutAddresses.$inferSelect;
export type PayoutKind = PayoutAddressRow['kind'];

export function createPayoutAddressRepo(db: DbOrTx) {
  const live = (userId: number) => and(eq(payoutAddresses.userId, userId), isNull(payoutAddresses.deletedAt));
  return {
    async listLive(userId: number, tx: DbOrTx = db): Promise<PayoutAddressRow[]> {
      return tx.select().from(payoutAddresses).where(live(userId)).orderBy(asc(payoutAddresses.id));
    },
    async countLive(userId: number, kind: PayoutKind, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(payoutAddresses)
        .where(and(live(userId), eq(payoutAddresses.kind, kind)));
      return row?.n ?? 0;
    },
    async findById(id: number, tx: DbOrTx = db): Promise<PayoutAddressRow | undefined> {
      const [row] = await tx.select().from(payoutAddresses).where(eq(payoutAddresses.id, id)).limit(1);
      return row;
    },
    async insert(values: typeof payoutAddresses.$inferInsert, tx: DbOrTx = db): Promise<PayoutAddressRow> {
      const [row] = await tx.insert(payoutAddresses).values(values).returning();
      if (!row) throw new Error('insert returned no address');
      return row;
    },
    async softDelete(id: number, at: Date, tx: DbOrTx = db): Promise<void> {
      await tx.update(payoutAddresses).set({ deletedAt: at }).where(eq(payoutAddresses.id, id));
    },
    /** A Pending withdrawal still pays out to this address. */
    async hasPendingWithdrawal(id: number, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ n: count() })
        .from(withdrawOrders)
        .where(and(eq(withdrawOrders.addressId, id), eq(withdrawOrders.state, 'Pending')));
      return (row?.n ?? 0) > 0;
    },
    /** Rows not sealed with the current key (clear text from before encryption, or a previous key). */
    async notSealedWith(prefix: string, afterId: number, limit: number, tx: DbOrTx = db) {
      return tx
        .select({
          id: payoutAddresses.id,
          userId: payoutAddresses.userId,
          kind: payoutAddresses.kind,
          number: payoutAddresses.number,
        })
        .from(payoutAddresses)
        .where(
          and(
            gt(payoutAddresses.id, afterId),
            or(
              isNull(payoutAddresses.numberHash),
              not(sql`starts_with(${payoutAddresses.number}, ${prefix})`),
            ),
          ),
        )
        .orderBy(asc(payoutAddresses.id))
        .limit(limit);
    },
    async reseal(id: number, number: string, numberHash: string, tx: DbOrTx = db): Promise<void> {
      await tx.update(payoutAddresses).set({ number, numberHash }).where(eq(payoutAddresses.id, id));
    },
    async lock(id: number, tx: DbOrTx = db): Promise<void> {
      await tx.update(payoutAddresses).set({ locked: true }).where(eq(payoutAddresses.id, id));
    },
  };
}
