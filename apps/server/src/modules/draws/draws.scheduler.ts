import type { FastifyBaseLogger } from 'fastify';

import type { DrawsService } from './draws.service';

export interface DrawScheduler {
  /** Runs one pass now (tests, start-up). */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

const maxSleepMs = 1_000;
const ensureEveryMs = 2_000;

/**
 * Every process runs this loop; the database decides who does what (SKIP LOCKED claims and
 * conditional updates), so several processes behave as one. It sleeps until the next moment due
 * by the database's clock (at most a second), so a draw happens within milliseconds of its time.
 */
export function startDrawScheduler(
  draws: DrawsService,
  logger: FastifyBaseLogger,
  /** Told after each pass that succeeded (readiness: the scheduler is alive). */
  onPass: () => void = () => {},
): DrawScheduler {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let lastEnsure = 0;

  async function pass(): Promise<void> {
    await draws.drawDue();
    await draws.announce();
    if (Date.now() - lastEnsure >= ensureEveryMs) {
      lastEnsure = Date.now();
      await draws.ensureAhead();
    }
  }

  async function loop(): Promise<void> {
    if (stopped) return;
    let sleep = maxSleepMs;
    try {
      await pass();
      onPass();
      const next = await draws.msUntilNextMoment();
      if (next !== null) sleep = Math.min(maxSleepMs, Math.max(0, Math.ceil(next)));
    } catch (err) {
      if (!stopped) logger.error({ err }, 'draw scheduler pass failed');
    }
    if (!stopped) {
      timer = setTimeout(() => {
        running = loop();
      }, sleep);
    }
  }

  running = loop();
  return {
    runOnce: () => pass(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
}
