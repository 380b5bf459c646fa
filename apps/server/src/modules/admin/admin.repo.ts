import { and, count, desc, eq, gte, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { adminAuditLog, failedAttempts, operators, users } from '../../db/schema';

export type OperatorRow = typeof operators.$inferSelect;
export type AuditRow = typeof adminAuditLog.$inferSelect;

export function createAdminRepo(db: DbOrTx) {
  return {
    async operatorByAccount(account: string, tx: DbOrTx = db): Promise<OperatorRow | undefined> {
      const [row] = await tx
        .select()
        .from(operators)
        .where(sql`lower(${operators.account}) = lower(${account})`)
        .limit(1);
      return row;
    },
    async operatorById(id: number, tx: DbOrTx = db): Promise<OperatorRow | undefined> {
      const [row] = await tx.select().from(operators).where(eq(operators.id, id)).limit(1);
      return row;
    },
    async loginFailures(subject: string, since: Date, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(failedAttempts)
        .where(
          and(
            eq(failedAttempts.kind, 'login'),
            eq(failedAttempts.subject, subject),
            gte(failedAttempts.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },
    async recordLoginFailure(subject: string, ip: string, at: Date, tx: DbOrTx = db): Promise<void> {
      await tx.insert(failedAttempts).values({ kind: 'login', subject, ip, createdAt: at });
    },
    async userById(id: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: users.id, type: users.type, account: users.account })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },
    /** The only write to the audit log: inserts (a trigger refuses updates and deletes). */
    async audit(row: typeof adminAuditLog.$inferInsert, tx: DbOrTx = db): Promise<void> {
      await tx.insert(adminAuditLog).values(row);
    },
    async auditPage(limit: number, offset: number, tx: DbOrTx = db) {
      const rows = await tx
        .select({ log: adminAuditLog, operator: operators.account })
        .from(adminAuditLog)
        .innerJoin(operators, eq(operators.id, adminAuditLog.operatorId))
        .orderBy(desc(adminAuditLog.id))
        .limit(limit)
        .offset(offset);
      const [total] = await tx.select({ n: count() }).from(adminAuditLog);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type AdminRepo = ReturnType<typeof createAdminRepo>;
