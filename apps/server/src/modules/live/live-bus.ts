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
    close: () => {
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}

/**
 * `channel` names the database (instances of one deployment share it; test databases on one Redis
 * never hear each other). A publisher hears its own messages back, like every other instance.
 */
export async function createRedisBus(
  url: string,
  channel: string,
  onError: (error: Error) => void,
): Promise<LiveBus> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const local = createLocalBus();
  subscriber.on('message', (_channel: string, message: string) => {
    void local.publish(JSON.parse(message) as StoredLiveEvent[]);
  });
  await subscriber.subscribe(channel);
  return {
    publish: async (events) => {
      if (events.length) await publisher.publish(channel, JSON.stringify(events));
    },
    subscribe: (listener) => local.subscribe(listener),
    close: async () => {
      await local.close();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
