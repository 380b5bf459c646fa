import { ResponseCode } from '@fairdraw/contract';

import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { rangeBounds } from '../../lib/date-range';
import { toZonedIso } from '../../lib/zoned-time';
import type { UserRow } from '../account/account.service';
import {
  type GamingLimitsChange,
  type GamingLimitsView,
  changeLimits,
  isSelfExcluded,
  limitsInForce,
  limitsView,
} from './gaming-limits';
import { createGamingLimitsRepo } from './gaming-limits.repo';

/**
 * The player's responsible-gaming limits (/user/limits, ADR 098): set here, shown in
 * getUserInfo, and checked by makeOrder (self-exclusion, session time, daily loss) and by
 * recharge/create (self-exclusion, daily deposit), each refusal a localized 1007.
 */
export function createGamingLimitsService(deps: { db: Db; clock: Clock; timeZone: string }) {
  const repo = createGamingLimitsRepo();
  const iso = (d: Date) => toZonedIso(d, deps.timeZone);
  const dayStart = (now: Date) => rangeBounds('today', now, deps.timeZone).from ?? now;

  function refuseSelfExcluded(user: UserRow, now: Date) {
    const limits = limitsInForce(user.gamingLimits, now);
    if (isSelfExcluded(limits, now) && limits.selfExcludedUntil) {
      throw new AppError('limits.selfExcluded', ResponseCode.limitReached, undefined, {
        until: iso(new Date(limits.selfExcludedUntil)),
      });
    }
    return limits;
  }

  return {
    view(user: UserRow): GamingLimitsView {
      const now = deps.clock.now();
      return limitsView(limitsInForce(user.gamingLimits, now), now, iso);
    },

    /** A lowering applies now, a raise in 24 hours; `{}` changes nothing and answers the limits. */
    async change(user: UserRow, change: GamingLimitsChange): Promise<GamingLimitsView> {
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const stored = await repo.lock(user.id, tx);
        const next = changeLimits(stored, change, now);
        await repo.save(user.id, next, tx);
        return limitsView(next, now, iso);
      });
    },

    /**
     * Self-exclusion and the session time, which refuse any order whatever its amount: makeOrder asks
     * first, so such a player hears 1007 rather than, say, "insufficient balance". No query.
     */
    refuseBetting(user: UserRow, sessionStartedAt: Date | null): void {
      if (!user.gamingLimits) return; // most players set none
      const now = deps.clock.now();
      const limits = refuseSelfExcluded(user, now);
      if (
        limits.sessionMinutes !== null &&
        sessionStartedAt &&
        now.getTime() - sessionStartedAt.getTime() > limits.sessionMinutes * 60_000
      ) {
        throw new AppError('limits.sessionTime', ResponseCode.limitReached);
      }
    },

    /**
     * Once the order's amount (a chase: all its issues) is known, after refuseBetting. Checked against
     * what was read, not under a lock: two orders sent at the same instant may both pass a daily loss
     * limit that only one fits (the operator's limits are exact; ADR 096, 098).
     */
    async checkDailyLoss(user: UserRow, amountFen: number): Promise<void> {
      if (!user.gamingLimits) return; // most players set none: no query
      const limits = limitsInForce(user.gamingLimits, deps.clock.now());
      if (limits.dailyLoss !== null) {
        const loss = await repo.lossToday(user.id, deps.timeZone, deps.db);
        if (Math.max(0, loss) + amountFen > limits.dailyLoss) {
          throw new AppError('limits.dailyLoss', ResponseCode.limitReached);
        }
      }
    },

    /** Before a recharge order of `amountFen` is created. */
    async checkDeposit(user: UserRow, amountFen: number): Promise<void> {
      if (!user.gamingLimits) return;
      const now = deps.clock.now();
      const limits = refuseSelfExcluded(user, now);
      if (limits.dailyDeposit !== null) {
        const deposited = await repo.depositsSince(user.id, dayStart(now), deps.db);
        if (deposited + amountFen > limits.dailyDeposit) {
          throw new AppError('limits.dailyDeposit', ResponseCode.limitReached);
        }
      }
    },
  };
}
export type GamingLimitsService = ReturnType<typeof createGamingLimitsService>;
