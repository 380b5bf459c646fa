import { createRequire } from 'node:module';

import type { Redis } from 'ioredis';

/** The library's store contract (@fastify/rate-limit calls `incr`, `read` and `child`). */
type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface RateLimitStore {
  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  read?(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): RateLimitStore;
}
// What the plugin passes a store's constructor (its settings; both flags may be absent).
type StoreParams = { continueExceeding?: boolean; exponentialBackoff?: boolean };

// The library's own two stores (plain CommonJS without types: loaded by path, typed above).
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  nameSpace: string,
) => RateLimitStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => RateLimitStore;

/**
 * Counters in Redis, shared by every instance — and in this process while Redis is unreachable
 * (ADR 136): a Redis outage then loosens the limits to one instance's share instead of failing every
 * write with a 500. Secret checks do not rely on these counters (their attempts are reserved in the
 * database), so the looser window costs no brute-force protection. A command is sent only while the
 * client is connected: queued commands would hold each request until reconnection.
 */
export function redisWithLocalFallback(redis: Redis, nameSpace: string, onFallback: () => void) {
  return class RedisWithLocalFallback implements RateLimitStore {
    private readonly shared: RateLimitStore;
    private readonly local: RateLimitStore;

    constructor(params: StoreParams) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      this.shared = new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace);
      this.local = new LocalStore(continueExceeding, exponentialBackoff);
    }

    incr(key: string, callback: StoreCallback, timeWindow: number, max: number) {
      this.either('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: StoreCallback, timeWindow: number, max: number) {
      this.either('read', key, callback, timeWindow, max);
    }

    child(): RateLimitStore {
      return this;
    }

    private either(
      method: 'incr' | 'read',
      key: string,
      callback: StoreCallback,
      timeWindow: number,
      max: number,
    ) {
      const local = () => {
        onFallback();
        this.local[method]?.(key, callback, timeWindow, max);
      };
      if (redis.status !== 'ready') return local();
      this.shared[method]?.(
        key,
        (error, result) => (error ? local() : callback(null, result)),
        timeWindow,
        max,
      );
    }
  };
}
