import { type SQL, and, count, desc, eq, gte, like, lt } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { adminAuditLog, operators } from '../../db/schema';

export interface AuditFilter {
  operatorId?: number | undefined;
  action?: string | undefined;
  target?: string | undefined;
  start?: Date | undefined;
  end?: Date | undefined;
}

/** `like` with the user's text taken literally and matched as a prefix. */
const prefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Appends one row to the audit log (append-only: a trigger refuses UPDATE and DELETE, ADR 034). */
export async function insertAuditRow(row: typeof adminAuditLog.$inferInsert, tx: DbOrTx): Promise<void> {
  await tx.insert(adminAuditLog).values(row);
}

export function createAuditRepo(db: DbOrTx) {
  return {
    async page(filter: AuditFilter, limit: number, offset: number) {
      const conditions: SQL[] = [];
      if (filter.operatorId !== undefined) conditions.push(eq(adminAuditLog.operatorId, filter.operatorId));
      if (filter.action) conditions.push(like(adminAuditLog.action, prefix(filter.action)));
      if (filter.target) conditions.push(like(adminAuditLog.target, prefix(filter.target)));
      if (filter.start) conditions.push(gte(adminAuditLog.createdAt, filter.start));
      if (filter.end) conditions.push(lt(adminAuditLog.createdAt, filter.end));
      const where = conditions.length ? and(...conditions) : undefined;
      const rows = await db
        .select({ log: adminAuditLog, operator: operators.account })
        .from(adminAuditLog)
        .innerJoin(operators, eq(operators.id, adminAuditLog.operatorId))
        .where(where)
        .orderBy(desc(adminAuditLog.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(adminAuditLog).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
