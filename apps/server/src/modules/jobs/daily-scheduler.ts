import type { FastifyBaseLogger } from 'fastify';

import type { Clock } from '../../lib/clock';
import { zonedDay, zonedHour } from '../../lib/date-range';

const checkEveryMs = 60_000;

/**
 * Runs `job(day)` once a day from `hour` o'clock in `timeZone`: every minute it asks whether today's
 * run is due; the job itself claims the day in the database, so restarts and second servers are safe.
 */
export function startDailyJob(opts: {
  hour: number;
  timeZone: string;
  clock: Clock;
  logger: FastifyBaseLogger;
  job: (day: string) => Promise<unknown>;
  checkEveryMs?: number;
}): () => void {
  let lastDay: string | null = null;
  let running = false;
  const tick = async () => {
    const now = opts.clock.now();
    const day = zonedDay(now, opts.timeZone);
    if (running || day === lastDay || zonedHour(now, opts.timeZone) < opts.hour) return;
    running = true;
    try {
      await opts.job(day);
      lastDay = day;
    } catch (error) {
      opts.logger.error({ err: error, day }, 'daily job failed; retrying next minute');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), opts.checkEveryMs ?? checkEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
