import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { type DrawEventKind, liveEvents } from '../../db/schema/live';

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
  };
}
export type LiveRepo = ReturnType<typeof createLiveRepo>;
