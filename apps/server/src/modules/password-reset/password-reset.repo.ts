import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';

import type { Db, DbOrTx } from '../../db/client';
import { type ResetKind, passwordResetCodes, users } from '../../db/schema';

export type ResetCodeRow = typeof passwordResetCodes.$inferSelect;

/** Wrong tries a code survives; the next reserved try is refused without verifying. */
export const resetCodeAttemptsMax = 5;

export function createPasswordResetRepo(db: Db) {
  return {
    /** A new reset supersedes any open code of the same kind. */
    async closeOpen(userId: number, kind: ResetKind, now: Date, tx: DbOrTx) {
      await tx
        .update(passwordResetCodes)
        .set({ closedAt: now })
        .where(
          and(
            eq(passwordResetCodes.userId, userId),
            eq(passwordResetCodes.kind, kind),
            isNull(passwordResetCodes.closedAt),
          ),
        );
    },
    async insert(row: typeof passwordResetCodes.$inferInsert, tx: DbOrTx) {
      const [inserted] = await tx.insert(passwordResetCodes).values(row).returning();
      if (!inserted) throw new Error('reset code not inserted');
      return inserted;
    },
    /**
     * Reserves one try on the user's open code before it is verified: a conditional update, so
     * parallel tries never verify more than `resetCodeAttemptsMax` times.
     */
    async reserveAttempt(userId: number, kind: ResetKind, now: Date): Promise<ResetCodeRow | undefined> {
      const open = db
        .select({ id: passwordResetCodes.id })
        .from(passwordResetCodes)
        .where(
          and(
            eq(passwordResetCodes.userId, userId),
            eq(passwordResetCodes.kind, kind),
            isNull(passwordResetCodes.closedAt),
            gt(passwordResetCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(passwordResetCodes.id))
        .limit(1);
      const [row] = await db
        .update(passwordResetCodes)
        .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
        .where(
          and(
            eq(passwordResetCodes.id, sql`(${open})`),
            lt(passwordResetCodes.attempts, resetCodeAttemptsMax),
            isNull(passwordResetCodes.closedAt),
          ),
        )
        .returning();
      return row;
    },
    /** Closes the code if still open; false when another request redeemed it first. */
    async redeem(id: number, now: Date, tx: DbOrTx): Promise<boolean> {
      const rows = await tx
        .update(passwordResetCodes)
        .set({ closedAt: now })
        .where(and(eq(passwordResetCodes.id, id), isNull(passwordResetCodes.closedAt)))
        .returning({ id: passwordResetCodes.id });
      return rows.length === 1;
    },
    async userByAccount(account: string) {
      const [row] = await db
        .select({ id: users.id, type: users.type })
        .from(users)
        .where(sql`lower(${users.account}) = lower(${account})`)
        .limit(1);
      return row;
    },
    async setSecret(
      userId: number,
      kind: ResetKind,
      hash: string,
      mustChange: boolean,
      now: Date,
      tx: DbOrTx,
    ) {
      await tx
        .update(users)
        .set(
          kind === 'login'
            ? // A reset through the player's own channel claims an agent-opened account (ADR 118).
              {
                passwordHash: hash,
                mustChangePassword: mustChange,
                secretsChangedAt: now,
                claimExpiresAt: null,
              }
            : { fundPasswordHash: hash, mustChangeFundPassword: mustChange, secretsChangedAt: now },
        )
        .where(eq(users.id, userId));
    },
  };
}
