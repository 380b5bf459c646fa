import type { FastifyBaseLogger } from 'fastify';

import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { seed } from '../db/seed';
import type { Services } from './services';

/**
 * Idempotent start-up data, safe on every start and on every instance at once: the house agent,
 * system accounts and first operator, the games, a day of issues ahead, the recharge channels, the
 * dashboard's money totals and the bets per day in the server's time zone, and payout numbers re-sealed with the current
 * key before the first request.
 */
export async function prepareData(
  s: Services,
  deps: { db: Db; config: AppConfig; logger: FastifyBaseLogger },
): Promise<void> {
  await seed({
    db: deps.db,
    wallet: s.wallet,
    passwords: s.passwords,
    config: deps.config,
    logger: deps.logger,
  });
  await s.games.seed();
  await s.draws.ensureAhead();
  await s.recharge.ensureDefaultChannels();
  // The dashboard's money totals count days in TZ (ADR 135 addendum): recounted once when TZ changed.
  if (await s.adminDashboard.alignMoneyZone())
    deps.logger.info({ timeZone: deps.config.timeZone }, 'daily money totals recounted in the time zone');
  // So do the bets per player and day behind /bet/list's total (ADR 148).
  if (await s.records.alignBetCountZone())
    deps.logger.info({ timeZone: deps.config.timeZone }, 'bets per day recounted in the time zone');
  // Rows from before encryption, or of a previous key (rotation), are sealed before the first request.
  const resealed = await s.addresses.sealAtRest();
  if (resealed) deps.logger.info({ resealed }, 'payout numbers sealed with the current key');
}
