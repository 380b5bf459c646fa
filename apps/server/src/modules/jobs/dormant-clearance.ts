import type { FastifyBaseLogger } from 'fastify';

import { formatFen, limits } from '@fairdraw/rules';

import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { SystemNewsletters } from '../messages/messages.service';
import type { WalletService } from '../wallet/wallet.service';
import { createDormantClearanceRepo } from './dormant-clearance.repo';

const dayMs = 24 * 60 * 60 * 1000;
export const dormantClearanceJob = 'dormant-clearance';

/**
 * README: accounts without a recharge for 30 days, or without a login for 60, whose balance is under
 * 10.00 are cleared daily by a 'backstage' transfer to the house, with a newsletter to the user.
 * An account younger than the window counts from its creation (ADR 033). Trial accounts and the
 * house are left alone. Every transfer is keyed by day and user, so a rerun moves nothing twice.
 */
export function createDormantClearance(deps: {
  db: Db;
  clock: Clock;
  wallet: Pick<WalletService, 'transfer'>;
  newsletters: SystemNewsletters;
  logger: FastifyBaseLogger;
}) {
  const repo = createDormantClearanceRepo(deps.db);
  function candidates(now: Date) {
    const noRechargeSince = new Date(now.getTime() - limits.inactiveNoRechargeDays * dayMs);
    const noLoginSince = new Date(now.getTime() - limits.inactiveNoLoginDays * dayMs);
    return repo.candidates(noRechargeSince, noLoginSince);
  }

  /** Clears the day's dormant balances; returns how many accounts were cleared this time. */
  async function clear(day: string): Promise<number> {
    let cleared = 0;
    for (const c of await candidates(deps.clock.now())) {
      await deps.db.transaction(async (tx) => {
        const transfer = await deps.wallet.transfer(
          {
            from: { userId: c.userId },
            to: { system: 'house' },
            amountFen: c.balanceFen,
            type: 'backstage',
            idempotencyKey: `dormant:${day}:${c.userId}`,
            remark: 'dormant account clearance',
          },
          tx,
        );
        if (transfer.replayed) return;
        cleared += 1;
        // Keys and params: the message centre renders it in the reader's language (ADR 074).
        await deps.newsletters.sendSystem(
          c.userId,
          'dormantCleared',
          {
            amount: formatFen(c.balanceFen),
            threshold: formatFen(limits.inactiveClearBalanceFen),
            noRechargeDays: limits.inactiveNoRechargeDays,
            noLoginDays: limits.inactiveNoLoginDays,
          },
          `dormant:${day}:${c.userId}`,
          tx,
        );
      });
    }
    return cleared;
  }

  return {
    clear,
    /**
     * Claims the day with a conditional INSERT … ON CONFLICT DO UPDATE … WHERE (one row per job and day): of two server processes,
     * only the one whose insert lands runs the job. Null when another process had the day.
     */
    async runOnce(day: string): Promise<number | null> {
      const now = deps.clock.now();
      const staleBefore = new Date(now.getTime() - 60 * 60 * 1000);
      // A claim whose process died an hour ago without finishing may be taken over.
      if (!(await repo.claimDay(dormantClearanceJob, day, now, staleBefore))) return null;
      const count = await clear(day);
      await repo.finishDay(dormantClearanceJob, day, deps.clock.now(), { cleared: count });
      deps.logger.info({ day, cleared: count }, 'dormant accounts cleared');
      return count;
    },
  };
}
export type DormantClearance = ReturnType<typeof createDormantClearance>;
