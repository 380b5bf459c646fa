import { and, eq, gt, isNull, lte, ne } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { type OperatorSessionEndReason, operatorSessions } from '../../db/schema';

export type OperatorSessionScope = (typeof operatorSessions.$inferSelect)['scope'];

/** Server-side operator sessions (ADR 102). Each check is one conditional statement, so it holds across processes. */
export function createOperatorSessionsRepo(db: DbOrTx) {
  return {
    async insert(
      row: { id: string; operatorId: number; scope: OperatorSessionScope; ip: string; now: Date },
      tx: DbOrTx = db,
    ) {
      await tx.insert(operatorSessions).values({
        id: row.id,
        operatorId: row.operatorId,
        scope: row.scope,
        ip: row.ip,
        createdAt: row.now,
        lastSeenAt: row.now,
      });
    },
    /** Marks the session seen now if it is live and was seen after `idleSince`; its scope, or undefined. */
    async touch(id: string, operatorId: number, now: Date, idleSince: Date, tx: DbOrTx = db) {
      const [row] = await tx
        .update(operatorSessions)
        .set({ lastSeenAt: now })
        .where(
          and(
            eq(operatorSessions.id, id),
            eq(operatorSessions.operatorId, operatorId),
            isNull(operatorSessions.endedAt),
            gt(operatorSessions.lastSeenAt, idleSince),
          ),
        )
        .returning({ scope: operatorSessions.scope });
      return row?.scope;
    },
    /** Ends a live session left idle since `idleSince` (recorded as such; the check above already refused it). */
    async endIdle(id: string, now: Date, idleSince: Date, tx: DbOrTx = db) {
      await tx
        .update(operatorSessions)
        .set({ endedAt: now, endReason: 'idle' })
        .where(
          and(
            eq(operatorSessions.id, id),
            isNull(operatorSessions.endedAt),
            lte(operatorSessions.lastSeenAt, idleSince),
          ),
        );
    },
    async end(id: string, reason: OperatorSessionEndReason, now: Date, tx: DbOrTx = db) {
      const rows = await tx
        .update(operatorSessions)
        .set({ endedAt: now, endReason: reason })
        .where(and(eq(operatorSessions.id, id), isNull(operatorSessions.endedAt)))
        .returning({ id: operatorSessions.id });
      return rows.length > 0;
    },
    /** Ends every live session of the operator but `keepId` (the caller's own, when it changes itself). */
    async endAllOf(
      operatorId: number,
      reason: OperatorSessionEndReason,
      now: Date,
      keepId: string | null,
      tx: DbOrTx = db,
    ) {
      const rows = await tx
        .update(operatorSessions)
        .set({ endedAt: now, endReason: reason })
        .where(
          and(
            eq(operatorSessions.operatorId, operatorId),
            isNull(operatorSessions.endedAt),
            ...(keepId === null ? [] : [ne(operatorSessions.id, keepId)]),
          ),
        )
        .returning({ id: operatorSessions.id });
      return rows.length;
    },
    /** An enrolment session becomes a full one once its operator has confirmed a TOTP factor in it. */
    async widen(id: string, tx: DbOrTx = db) {
      await tx
        .update(operatorSessions)
        .set({ scope: 'full' })
        .where(and(eq(operatorSessions.id, id), isNull(operatorSessions.endedAt)));
    },
  };
}
export type OperatorSessionsRepo = ReturnType<typeof createOperatorSessionsRepo>;
