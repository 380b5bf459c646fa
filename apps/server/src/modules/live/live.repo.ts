import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { type DrawEventKind, liveEvents } from '../../db/schema/live';
import { rowsOf } from '../../lib/rows';

export interface StoredLiveEvent {
  id: number;
  kind: DrawEventKind;
  userId: number | null;
  payload: unknown;
}

export function createLiveRepo(db: DbOrTx) {
  return {
    async insert(
      events: { kind: DrawEventKind; userId: number | null; payload: unknown }[],
      tx: DbOrTx = db,
    ): Promise<StoredLiveEvent[]> {
      if (!events.length) return [];
      return tx.insert(liveEvents).values(events).returning({
        id: liveEvents.id,
        kind: liveEvents.kind,
        userId: liveEvents.userId,
        payload: liveEvents.payload,
      });
    },

    /** What a reconnecting client missed: public events and its own, oldest first. */
    since(lastId: number, userId: number | null, limit: number, tx: DbOrTx = db): Promise<StoredLiveEvent[]> {
      const audience =
        userId === null
          ? isNull(liveEvents.userId)
          : or(isNull(liveEvents.userId), eq(liveEvents.userId, userId));
      return tx
        .select({
          id: liveEvents.id,
          kind: liveEvents.kind,
          userId: liveEvents.userId,
          payload: liveEvents.payload,
        })
        .from(liveEvents)
        .where(and(gt(liveEvents.id, lastId), audience))
        .orderBy(asc(liveEvents.id))
        .limit(limit);
    },

    /**
     * Deletes at most `batchSize` events older than `retainSeconds` (by the database's clock), oldest
     * first, in one statement; returns how many went.
     */
    async deleteExpired(retainSeconds: number, batchSize: number, tx: DbOrTx = db): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await tx.execute(sql`
          with expired as (
            select id from live_events
             where created_at < now() - make_interval(secs => ${retainSeconds})
             order by created_at
             limit ${batchSize}
          ), deleted as (
            delete from live_events e using expired where e.id = expired.id returning 1
          )
          select count(*)::int as n from deleted`),
      );
      return Number(row?.n ?? 0);
    },
  };
}
export type LiveRepo = ReturnType<typeof createLiveRepo>;
