import { and, count, eq, gte } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { failedAttempts, users } from '../../db/schema';

/** Operator login throttling and the user lookups of the finance desk. */
export function createAdminRepo(db: DbOrTx) {
  return {
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
  };
}
export type AdminRepo = ReturnType<typeof createAdminRepo>;
