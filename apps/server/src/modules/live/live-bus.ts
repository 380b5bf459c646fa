import { EventEmitter } from 'node:events';

import { Redis } from 'ioredis';

import type { StoredLiveEvent } from './live.repo';

/**
 * Fan-out of stored live events to every server process. In-process by default; with REDIS_URL,
 * Redis pub/sub, so a client connected to any instance receives what any instance published.
 */
export interface LiveBus {
  publish(events: readonly StoredLiveEvent[]): Promise<void>;
  subscribe(listener: (event: StoredLiveEvent) => void): () => void;
  /**
   * Called when the fan-out is back after an outage, during which other instances' events did not
   * arrive: open streams should make their clients resume from the stored rows (Last-Event-ID).
   */
  onResumed(listener: () => void): () => void;
  close(): Promise<void>;
}

export function createLocalBus(): LiveBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (events) => {
      for (const e of events) emitter.emit('event', e);
      return Promise.resolve();
    },
    subscribe: (listener) => {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    onResumed: () => () => undefined,
    close: () => {
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}

/**
 * `channel` names the database (instances of one deployment share it; test databases on one Redis
 * never hear each other). A publisher hears its own messages back, like every other instance.
 * While Redis is unreachable (ADR 136) nothing is fanned out, not even to the publisher's own clients,
 * so every client's Last-Event-ID stays below the gap; when the subscriber is connected again the
 * bus reports it (`onResumed`) and clients fetch the gap from the stored rows.
 */
export async function createRedisBus(
  url: string,
  channel: string,
  onError: (error: Error) => void,
): Promise<LiveBus> {
  // No queue while disconnected: a publish fails at once (the events are stored; clients resume them).
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3, enableOfflineQueue: false });
  const subscriber = new Redis(url, { lazyConnect: true });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const local = createLocalBus();
  const resumed = new EventEmitter();
  let subscriberLost = false;
  subscriber.on('close', () => {
    subscriberLost = true;
  });
  // ioredis subscribes again by itself on reconnection, before 'ready'.
  subscriber.on('ready', () => {
    if (!subscriberLost) return;
    subscriberLost = false;
    resumed.emit('resumed');
  });
  subscriber.on('message', (_channel: string, message: string) => {
    void local.publish(JSON.parse(message) as StoredLiveEvent[]);
  });
  await subscriber.subscribe(channel);
  return {
    publish: async (events) => {
      if (events.length) await publisher.publish(channel, JSON.stringify(events));
    },
    subscribe: (listener) => local.subscribe(listener),
    onResumed: (listener) => {
      resumed.on('resumed', listener);
      return () => resumed.off('resumed', listener);
    },
    close: async () => {
      resumed.removeAllListeners();
      await local.close();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
