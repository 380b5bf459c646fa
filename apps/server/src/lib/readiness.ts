import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { Redis } from 'ioredis';

import type { Db } from '../db/client';
import { appliedMigrationCount, pingDatabase } from '../db/health';
import { migrationsFolder } from '../db/migrate';

/** What /readyz answers: every check by name, "ok" or why it failed. */
export interface ReadinessReport {
  ready: boolean;
  draining: boolean;
  checks: Record<string, string>;
}

/**
 * The readiness state of this process (GET /readyz). `beginDraining()` is for graceful shutdown:
 * from then on /readyz answers 503 "draining" so the proxy stops sending new requests while the
 * ones in flight finish.
 */
export interface Readiness {
  beginDraining(): void;
  readonly draining: boolean;
  /** The draw scheduler finished a pass (it is alive). */
  schedulerTick(): void;
  evaluate(): Promise<ReadinessReport>;
  close(): Promise<void>;
}

export interface ReadinessDeps {
  db: Db;
  redisUrl: string | null;
  /** False when this process runs no draw scheduler (tests, scripts): the check is skipped. */
  schedulerEnabled: boolean;
  /** The scheduler passes at least every second; this many ms without one is a stalled scheduler. */
  schedulerStaleMs?: number;
  /** Each check's own bound: a hung database must not hang the probe. */
  checkTimeoutMs?: number;
}

/** The number of migrations this build ships (drizzle's journal). */
export function expectedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

const withTimeout = <T>(work: Promise<T>, ms: number, what: string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

export function createReadiness(deps: ReadinessDeps): Readiness {
  const staleMs = deps.schedulerStaleMs ?? 10_000;
  const timeoutMs = deps.checkTimeoutMs ?? 2_000;
  const expected = expectedMigrationCount();
  const startedAt = Date.now();
  let lastTick: number | null = null;
  let draining = false;
  // Its own connection: a probe must not queue behind the live bus's publishes.
  const redis = deps.redisUrl
    ? new Redis(deps.redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 })
    : null;
  redis?.on('error', () => undefined); // reported by the check, not as an unhandled event

  async function migrations(): Promise<string> {
    const applied = await appliedMigrationCount(deps.db);
    // More is fine: a newer instance already ran its (expand-only) migrations.
    return applied >= expected ? 'ok' : `${applied} of ${expected} migrations applied`;
  }

  async function redisCheck(): Promise<string> {
    if (!redis) return 'ok';
    if (redis.status === 'wait' || redis.status === 'end') await redis.connect();
    return (await redis.ping()) === 'PONG' ? 'ok' : 'unexpected ping answer';
  }

  function scheduler(): string {
    if (!deps.schedulerEnabled) return 'ok';
    const since = Date.now() - (lastTick ?? startedAt);
    return since <= staleMs ? 'ok' : `no pass for ${since} ms`;
  }

  const run = async (name: string, check: () => Promise<string>): Promise<[string, string]> => {
    try {
      return [name, await withTimeout(check(), timeoutMs, name)];
    } catch (error) {
      return [name, error instanceof Error ? error.message : String(error)];
    }
  };

  return {
    beginDraining() {
      draining = true;
    },
    get draining() {
      return draining;
    },
    schedulerTick() {
      lastTick = Date.now();
    },
    async evaluate() {
      const checks = Object.fromEntries(
        await Promise.all([
          run('database', async () => {
            await pingDatabase(deps.db);
            return 'ok';
          }),
          run('migrations', migrations),
          run('redis', redisCheck),
          run('scheduler', () => Promise.resolve(scheduler())),
        ]),
      );
      if (draining) checks.draining = 'shutting down';
      return { ready: Object.values(checks).every((v) => v === 'ok'), draining, checks };
    },
    async close() {
      redis?.disconnect();
      return Promise.resolve();
    },
  };
}
