import { and, eq, isNull, ne, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { type SessionEndReason, sessions, users } from '../../db/schema';
import { sessionUserColumns } from '../../db/session-user-columns';

export type SessionRow = typeof sessions.$inferSelect;

export function createAuthRepo(db: DbOrTx) {
  // Every authenticated request runs this: prepared once (named on PostgreSQL, so not re-parsed),
  // sessions and their users in one round trip for the requests of one batch. The ids go as an array
  // compared with `= any`: its generic plan probes the primary key. As `in (select
  // jsonb_array_elements_text(…))` it guessed 100 ids and, below ≈ 15,000 sessions, hashed a scan of
  // the sessions and the users tables on every batch (0.8 ms at 2,000; docs/performance.md).
  // Only what the check reads: the refresh jti, addresses and reality-check times stay in the table.
  const sessionsWithUsers = db
    .select({
      session: {
        id: sessions.id,
        userId: sessions.userId,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        endedAt: sessions.endedAt,
        endReason: sessions.endReason,
      },
      user: sessionUserColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(sql`${sessions.id} = any(${sql.placeholder('ids')}::text[])`)
    .prepare('auth_sessions_with_users');

  return {
    /** The sessions with these ids and their users (the authentication of every request). */
    async findSessionsWithUsers(ids: readonly string[]) {
      return sessionsWithUsers.execute({ ids: [...ids] });
    },

    async insertSession(values: typeof sessions.$inferInsert, tx: DbOrTx = db): Promise<void> {
      await tx.insert(sessions).values(values);
    },

    async findSession(id: string, tx: DbOrTx = db): Promise<SessionRow | undefined> {
      const [row] = await tx.select().from(sessions).where(eq(sessions.id, id)).limit(1);
      return row;
    },

    async endSession(id: string, reason: SessionEndReason, at: Date, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(sessions)
        .set({ endedAt: at, endReason: reason })
        .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
    },

    /** Ends every live session of the user except `keepId` (null: all of them). */
    async endSessionsOf(
      userId: number,
      keepId: string | null,
      reason: SessionEndReason,
      at: Date,
      tx: DbOrTx = db,
    ): Promise<void> {
      const live = and(eq(sessions.userId, userId), isNull(sessions.endedAt));
      await tx
        .update(sessions)
        .set({ endedAt: at, endReason: reason })
        .where(keepId ? and(live, ne(sessions.id, keepId)) : live);
    },

    /** Compare-and-swap on the refresh jti: false when another refresh won or the session ended. */
    async rotateJti(id: string, oldJti: string, newJti: string, at: Date, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(sessions)
        .set({ refreshJti: newJti, lastSeenAt: at })
        .where(and(eq(sessions.id, id), eq(sessions.refreshJti, oldJti), isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
      return rows.length === 1;
    },

    async touch(id: string, at: Date, tx: DbOrTx = db): Promise<void> {
      await tx.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
    },
  };
}
export type AuthRepo = ReturnType<typeof createAuthRepo>;
