import { and, asc, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { operatorSecurity, operators } from '../../db/schema';

export type OperatorSecurityRow = typeof operatorSecurity.$inferSelect;
type SecurityPatch = Partial<Omit<OperatorSecurityRow, 'operatorId' | 'updatedAt'>>;

/** Operators and their security row (status and TOTP); a missing row means all defaults. */
export function createOperatorsRepo(db: DbOrTx) {
  const withSecurity = (tx: DbOrTx) =>
    tx
      .select({ operator: operators, security: operatorSecurity })
      .from(operators)
      .leftJoin(operatorSecurity, eq(operatorSecurity.operatorId, operators.id));
  return {
    async byAccount(account: string, tx: DbOrTx = db) {
      const [row] = await withSecurity(tx)
        .where(sql`lower(${operators.account}) = lower(${account})`)
        .limit(1);
      return row;
    },
    async byId(id: number, tx: DbOrTx = db) {
      const [row] = await withSecurity(tx).where(eq(operators.id, id)).limit(1);
      return row;
    },
    async lockById(id: number, tx: DbOrTx) {
      const [row] = await tx.select().from(operators).where(eq(operators.id, id)).for('update').limit(1);
      return row;
    },
    async page(limit: number, offset: number, tx: DbOrTx = db) {
      const rows = await withSecurity(tx).orderBy(asc(operators.id)).limit(limit).offset(offset);
      const [total] = await tx.select({ n: count() }).from(operators);
      return { rows, total: total?.n ?? 0 };
    },
    async insert(row: typeof operators.$inferInsert, tx: DbOrTx = db) {
      const [inserted] = await tx
        .insert(operators)
        .values(row)
        .onConflictDoNothing({ target: operators.account })
        .returning();
      return inserted;
    },
    async accountTaken(account: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: operators.id })
        .from(operators)
        .where(sql`lower(${operators.account}) = lower(${account})`)
        .limit(1);
      return row !== undefined;
    },
    async updateOperator(
      id: number,
      patch: Partial<Pick<typeof operators.$inferInsert, 'role' | 'passwordHash'>>,
      tx: DbOrTx,
    ) {
      if (Object.keys(patch).length) await tx.update(operators).set(patch).where(eq(operators.id, id));
    },
    async patchSecurity(operatorId: number, patch: SecurityPatch, now: Date, tx: DbOrTx = db) {
      await tx
        .insert(operatorSecurity)
        .values({ operatorId, ...patch, updatedAt: now })
        .onConflictDoUpdate({ target: operatorSecurity.operatorId, set: { ...patch, updatedAt: now } });
    },
    /**
     * Records `step` as the last accepted TOTP step unless it or a later one was accepted already:
     * one conditional UPDATE, so of parallel requests with the same code exactly one gets true.
     */
    async claimTotpStep(operatorId: number, step: number, now: Date, tx: DbOrTx = db) {
      const rows = await tx
        .update(operatorSecurity)
        .set({ totpLastStep: step, updatedAt: now })
        .where(
          and(
            eq(operatorSecurity.operatorId, operatorId),
            sql`${operatorSecurity.totpSecretCipher} is not null`,
            or(isNull(operatorSecurity.totpLastStep), lt(operatorSecurity.totpLastStep, step)),
          ),
        )
        .returning({ id: operatorSecurity.operatorId });
      return rows.length > 0;
    },
    /** Confirms the pending secret with the step of its first code: true for exactly one caller. */
    async confirmPending(operatorId: number, pending: string, step: number, now: Date, tx: DbOrTx = db) {
      const rows = await tx
        .update(operatorSecurity)
        .set({ totpSecretCipher: pending, totpPendingCipher: null, totpLastStep: step, updatedAt: now })
        .where(
          and(
            eq(operatorSecurity.operatorId, operatorId),
            eq(operatorSecurity.totpPendingCipher, pending),
            isNull(operatorSecurity.totpSecretCipher),
            or(isNull(operatorSecurity.totpLastStep), lt(operatorSecurity.totpLastStep, step)),
          ),
        )
        .returning({ id: operatorSecurity.operatorId });
      return rows.length > 0;
    },
    /** Uses up an open, unexpired enrolment code of a not yet enrolled operator: true once. */
    async consumeEnrolCode(operatorId: number, codeHash: string, now: Date, tx: DbOrTx = db) {
      const rows = await tx
        .update(operatorSecurity)
        .set({ enrolCodeHash: null, enrolCodeExpiresAt: null, updatedAt: now })
        .where(
          and(
            eq(operatorSecurity.operatorId, operatorId),
            eq(operatorSecurity.enrolCodeHash, codeHash),
            gt(operatorSecurity.enrolCodeExpiresAt, now),
            isNull(operatorSecurity.totpSecretCipher),
          ),
        )
        .returning({ id: operatorSecurity.operatorId });
      return rows.length > 0;
    },
    async countActiveAdmins(tx: DbOrTx) {
      const [row] = await tx
        .select({ n: count() })
        .from(operators)
        .leftJoin(operatorSecurity, eq(operatorSecurity.operatorId, operators.id))
        .where(sql`${operators.role} = 'admin' and coalesce(${operatorSecurity.disabled}, false) = false`);
      return row?.n ?? 0;
    },
  };
}
export type OperatorsRepo = ReturnType<typeof createOperatorsRepo>;
