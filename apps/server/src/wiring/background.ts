import type { FastifyBaseLogger } from 'fastify';

import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { startDrawScheduler } from '../modules/draws/draws.scheduler';
import { startDailyJob } from '../modules/jobs/daily-scheduler';
import { startLivePruner } from '../modules/live/live-pruner';
import type { Services } from './services';

const defaultLiveEventsRetainMs = 60 * 60_000;

export interface BackgroundDeps {
  config: AppConfig;
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** Draws, the settlement sweep and the live-event pruner (tests may drive draws themselves). */
  drawScheduler: boolean;
}

/**
 * Work no request starts: the draw scheduler, the settlement sweep, pruning of live events and the
 * daily jobs. Returns a stop that ends all of it (awaiting what is in hand) before the services close.
 */
export function startBackground(s: Services, deps: BackgroundDeps): () => Promise<void> {
  const { config, logger } = deps;
  const stops: (() => Promise<void> | void)[] = [];

  if (deps.drawScheduler) {
    const scheduler = startDrawScheduler(s.draws, logger, () => s.readiness.schedulerTick());
    // Settles what a crash or another process left pending; new draws arrive through onDrawn.
    const sweep = () =>
      void s.settlement.sweep().catch((err: unknown) => logger.error({ err }, 'settlement sweep failed'));
    const sweepTimer = setInterval(sweep, s.settlementTuning.sweepMs);
    sweep();
    const stopPruner = startLivePruner(
      { db: deps.db, retainMs: config.liveEventsRetainMs ?? defaultLiveEventsRetainMs },
      logger,
    );
    stops.push(
      () => clearInterval(sweepTimer),
      stopPruner,
      () => scheduler.stop(),
    );
  }
  if (config.runDailyJobs) {
    stops.push(
      startDailyJob({
        hour: 4,
        timeZone: config.timeZone,
        clock: deps.clock,
        logger,
        job: (day) => s.dormant.runOnce(day),
      }),
    );
  }
  return async () => {
    for (const stop of stops) await stop();
    await s.settlement.stop();
  };
}
