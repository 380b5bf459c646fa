import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { type DrawEventKind, liveEvents } from '../../db/schema/live';
import { rowsOf } from '../../lib/rows';

export interface StoredLiveEvent {
  id: number;
  kind: DrawEventKind;
  userId: number | null;
  payload: unknown;
}

/** The advisory lock key that orders live event ids by commit (an arbitrary constant, used nowhere else). */
const liveEventOrderLock = 7_310_455_019;

/** The columns of a stored event, as inserts return them and reads select them. */
const storedColumns = {
  id: liveEvents.id,
  kind: liveEvents.kind,
  userId: liveEvents.userId,
  payload: liveEvents.payload,
};

export function createLiveRepo(db: DbOrTx) {
  return {
    /**
     * In the caller's transaction, as its last statement. Ids are taken under a transaction-scoped lock,
     * so they follow commit order (ADR 137): once an event is visible, every smaller id is committed or
     * never will be, and a reader that resumes after an id misses nothing below it.
     */
    async insert(
      events: { kind: DrawEventKind; userId: number | null; payload: unknown }[],
      tx: DbOrTx,
    ): Promise<StoredLiveEvent[]> {
      if (!events.length) return [];
      await tx.execute(sql`select pg_advisory_xact_lock(${liveEventOrderLock})`);
      return tx.insert(liveEvents).values(events).returning(storedColumns);
    },

    /** What a reconnecting client missed: public events and its own, oldest first. */
    since(lastId: number, userId: number | null, limit: number, tx: DbOrTx = db): Promise<StoredLiveEvent[]> {
      const audience =
        userId === null
          ? isNull(liveEvents.userId)
          : or(isNull(liveEvents.userId), eq(liveEvents.userId, userId));
      return tx
        .select(storedColumns)
        .from(liveEvents)
        .where(and(gt(liveEvents.id, lastId), audience))
        .orderBy(asc(liveEvents.id))
        .limit(limit);
    },

    async lastId(tx: DbOrTx = db): Promise<number> {
      const [row] = rowsOf<{ id: string | number | null }>(
        await tx.execute(sql`select max(id) as id from live_events`),
      );
      return Number(row?.id ?? 0);
    },

    /** Every event after `afterId` and before `beforeId`, for every audience, oldest first (gap fill). */
    between(afterId: number, beforeId: number, tx: DbOrTx = db): Promise<StoredLiveEvent[]> {
      return tx
        .select(storedColumns)
        .from(liveEvents)
        .where(and(gt(liveEvents.id, afterId), lt(liveEvents.id, beforeId)))
        .orderBy(asc(liveEvents.id));
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
