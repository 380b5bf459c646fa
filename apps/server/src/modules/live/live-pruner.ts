import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client';
import { createLiveRepo } from './live.repo';

export interface LivePrunerOptions {
  db: Db;
  /** Events older than this (by the database's clock) can no longer be resumed. */
  retainMs: number;
  /** Rows per DELETE: each statement holds its locks and WAL briefly. */
  batchSize?: number;
  /** Statements per run at most, so one run is bounded even after a long stop. */
  maxBatches?: number;
}

const defaultBatchSize = 5_000;
const defaultMaxBatches = 20;

/**
 * live_events exists for Last-Event-ID resumes (ADR 011); past the resume window a row is dead
 * weight. Every instance may run this: concurrent runs delete disjoint or already-gone rows.
 */
export function createLivePruner(opts: LivePrunerOptions) {
  const batchSize = opts.batchSize ?? defaultBatchSize;
  const maxBatches = opts.maxBatches ?? defaultMaxBatches;
  const retainSeconds = opts.retainMs / 1000;
  const repo = createLiveRepo(opts.db);
  const deleteBatch = () => repo.deleteExpired(retainSeconds, batchSize);
  return {
    /** Deletes expired events, `batchSize` per statement, at most `maxBatches` statements. */
    async runOnce(): Promise<number> {
      let total = 0;
      for (let i = 0; i < maxBatches; i += 1) {
        const n = await deleteBatch();
        total += n;
        if (n < batchSize) break;
      }
      return total;
    },
  };
}

const pruneEveryMs = 60_000;

/** Runs the pruner every minute in the background; returns its stop function. */
export function startLivePruner(opts: LivePrunerOptions, logger: FastifyBaseLogger): () => Promise<void> {
  const pruner = createLivePruner(opts);
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = pruner
      .runOnce()
      .then((n) => (n ? logger.debug({ deleted: n }, 'live events pruned') : undefined))
      .catch((err: unknown) => logger.warn({ err }, 'live event pruning failed'));
  }, pruneEveryMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
