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

    since: (lastId: number, userId: number | null, limit: number) => repo.since(lastId, userId, limit),
    /**
     * Every event published after the subscription, in id order, each once (in-order.ts, ADR 137).
     * `onLost`: the fan-out broke (Redis came back after an outage, or a gap could not be read), so
     * events may have passed this process by: open streams must end and resume from the stored rows.
     */
    subscribe(listener: (event: StoredLiveEvent) => void, onLost: () => void): LiveSubscription {
      const inOrder = createInOrderDelivery({
        lastStoredId: async () => {
          const asked = Date.now();
          const id = await repo.lastId();
          deps.logger.debug({ startId: id, ms: Date.now() - asked }, 'live delivery starts after this id');
          return id;
        },
        between: (afterId, beforeId) => repo.between(afterId, beforeId),
        deliver: listener,
        onLost: (err) => {
          deps.logger.warn({ err }, 'live events could not be read: streams resume from the stored rows');
          onLost();
        },
      });
      const stopResumeWatch = deps.bus.onResumed(() => {
        inOrder.reset();
        onLost();
      });
      const unsubscribe = deps.bus.subscribe((event) => inOrder.receive(event));
      return {
        started: () => inOrder.started(),
        position: () => inOrder.position(),
        stop() {
          unsubscribe();
          stopResumeWatch();
        },
      };
    },
  };
}

export interface LiveSubscription {
  /** Resolves with delivery's starting point: a stream replays the stored rows only after it. */
  started(): Promise<number>;
  /** The highest id handed on (null before the start): every later event is still to come. */
  position(): number | null;
  stop(): void;
}
export type LiveService = ReturnType<typeof createLiveService>;
