import type { FastifyBaseLogger } from 'fastify';

import type { LiveEventName, LiveEventPayload } from '@fairdraw/contract';

import type { Db, DbOrTx } from '../../db/client';
import { createInOrderDelivery } from './in-order';
import type { LiveBus } from './live-bus';
import { type StoredLiveEvent, createLiveRepo } from './live.repo';

export interface NewLiveEvent<K extends LiveEventName = LiveEventName> {
  kind: K;
  /** Set for per-user events (settled); null for everyone's. */
  userId: number | null;
  payload: LiveEventPayload<K>;
}

/**
 * Live events are stored first (in the transaction that caused them, so an event exists exactly
 * when its cause committed, and `Last-Event-ID` can replay it), then broadcast after the commit.
 */
export function createLiveService(deps: { db: Db; bus: LiveBus; logger: FastifyBaseLogger }) {
  const repo = createLiveRepo(deps.db);
  return {
    record: (events: readonly NewLiveEvent[], tx: DbOrTx): Promise<StoredLiveEvent[]> =>
      repo.insert([...events], tx),

    /** After the commit. A failed broadcast loses nothing: clients resume from the stored rows. */
    async broadcast(events: readonly StoredLiveEvent[]): Promise<void> {
      try {
        await deps.bus.publish(events);
      } catch (err) {
        deps.logger.warn({ err }, 'live event broadcast failed');
      }
    },

    since: (lastId: number, userId: number | null, limit = 500) => repo.since(lastId, userId, limit),
    /** Every event published after the subscription, in id order, each once (in-order.ts, ADR 137). */
    subscribe(listener: (event: StoredLiveEvent) => void): () => void {
      const inOrder = createInOrderDelivery({
        lastStoredId: () => repo.lastId(),
        between: (afterId, beforeId) => repo.between(afterId, beforeId),
        deliver: listener,
        onGapFillError: (err) => deps.logger.warn({ err }, 'live events: gap fill failed'),
      });
      const stopResumeWatch = deps.bus.onResumed(() => inOrder.reset());
      const unsubscribe = deps.bus.subscribe((event) => inOrder.receive(event));
      return () => {
        unsubscribe();
        stopResumeWatch();
      };
    },
    onResumed: (listener: () => void) => deps.bus.onResumed(listener),
  };
}
export type LiveService = ReturnType<typeof createLiveService>;
