import { eq } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

/** The user lookups of the finance desk. */
export function createAdminRepo(db: DbOrTx) {
  return {
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
