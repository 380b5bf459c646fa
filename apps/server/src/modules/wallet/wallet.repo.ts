import { and, asc, eq, gt, inArray, sql, sum } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { type LedgerEntryType, ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

export const userAccountCode = (userId: number) => `user:${userId}`;
export const systemAccountCode = (name: string) => `system:${name}`;

export function createWalletRepo(db: DbOrTx) {
  return {
    async findByCode(code: string, tx: DbOrTx = db): Promise<LedgerAccountRow | undefined> {
      const [row] = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, code)).limit(1);
      return row;
    },

    /** Ids of the accounts with these codes (those that exist), by code. */
    async idsByCodes(codes: readonly string[], tx: DbOrTx = db): Promise<Map<string, number>> {
      const rows = await tx
        .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.code, [...codes]));
      return new Map(rows.map((r) => [r.code, r.id]));
    },

    async createUserAccount(userId: number, tx: DbOrTx = db): Promise<LedgerAccountRow> {
      const [row] = await tx
        .insert(ledgerAccounts)
        .values({ userId, kind: 'user', code: userAccountCode(userId) })
        .returning();
      if (!row) throw new Error('insert returned no ledger account');
      return row;
    },

    async ensureSystemAccount(name: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .insert(ledgerAccounts)
        .values({ kind: 'system', code: systemAccountCode(name) })
        .onConflictDoNothing({ target: ledgerAccounts.code });
    },

    /** Row locks in id order, so two transfers between the same accounts never deadlock. */
    async lockAccounts(ids: number[], tx: DbOrTx): Promise<LedgerAccountRow[]> {
      return tx
        .select()
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.id, ids))
        .orderBy(asc(ledgerAccounts.id))
        .for('update');
    },

    async findTransferByKey(key: string, tx: DbOrTx = db): Promise<LedgerTransferRow | undefined> {
      const [row] = await tx
        .select()
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.idempotencyKey, key))
        .limit(1);
      return row;
    },

    async entriesOfTransfer(transferId: string, tx: DbOrTx = db): Promise<LedgerEntryRow[]> {
      return tx
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.transferId, transferId))
        .orderBy(asc(ledgerEntries.id));
    },

    async insertTransfer(row: typeof ledgerTransfers.$inferInsert, tx: DbOrTx): Promise<LedgerTransferRow> {
      const [inserted] = await tx.insert(ledgerTransfers).values(row).returning();
      if (!inserted) throw new Error('insert returned no transfer');
      return inserted;
    },

    /** Moves `deltaFen` and writes the entry with the resulting balance. */
    async post(
      accountId: number,
      transferId: string,
      type: LedgerEntryType,
      deltaFen: number,
      at: Date,
      tx: DbOrTx,
    ): Promise<LedgerEntryRow> {
      const [account] = await tx
        .update(ledgerAccounts)
        .set({ balanceFen: sql`${ledgerAccounts.balanceFen} + ${deltaFen}` })
        .where(eq(ledgerAccounts.id, accountId))
        .returning({ balanceFen: ledgerAccounts.balanceFen });
      if (!account) throw new Error(`ledger account ${accountId} vanished`);
      const [entry] = await tx
        .insert(ledgerEntries)
        .values({
          transferId,
          accountId,
          type,
          amountFen: deltaFen,
          balanceAfterFen: account.balanceFen,
          createdAt: at,
        })
        .returning();
      if (!entry) throw new Error('insert returned no ledger entry');
      return entry;
    },

    async balancesOfUsers(userIds: readonly number[], tx: DbOrTx = db): Promise<Map<number, number>> {
      if (!userIds.length) return new Map();
      const rows = await tx
        .select({ userId: ledgerAccounts.userId, balanceFen: ledgerAccounts.balanceFen })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.userId, [...userIds]));
      return new Map(rows.map((r) => [r.userId ?? 0, r.balanceFen]));
    },

    async balanceOfUser(userId: number, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ balanceFen: ledgerAccounts.balanceFen })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.userId, userId))
        .limit(1);
      return row?.balanceFen ?? 0;
    },

    /** The user's balance with its ledger account row locked (0 without one) until `tx` ends. */
    async lockedBalanceOfUser(userId: number, tx: DbOrTx): Promise<number> {
      const [row] = await tx
        .select({ balanceFen: ledgerAccounts.balanceFen })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.userId, userId))
        .for('update');
      return row?.balanceFen ?? 0;
    },

    async transferExists(idempotencyKey: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: ledgerTransfers.id })
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.idempotencyKey, idempotencyKey))
        .limit(1);
      return row !== undefined;
    },

    /** Σ of a user's entries of these types after `since` (signed), or of its credits only. */
    async entrySum(userId: number, q: EntrySumQuery, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ total: sum(ledgerEntries.amountFen) })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(
          and(
            eq(ledgerAccounts.userId, userId),
            inArray(ledgerEntries.type, [...q.types]),
            q.creditsOnly ? gt(ledgerEntries.amountFen, 0) : undefined,
            q.since ? gt(ledgerEntries.createdAt, q.since) : undefined,
          ),
        );
      return Number(row?.total ?? 0);
    },
  };
}

/** Which of a user's ledger entries to add up (wallet read API: other modules never query the ledger). */
export interface EntrySumQuery {
  types: readonly LedgerEntryType[];
  /** Only entries after this instant; null: all of them. */
  since: Date | null;
  /** Only credits (positive entries). */
  creditsOnly?: boolean;
}
export type WalletRepo = ReturnType<typeof createWalletRepo>;
