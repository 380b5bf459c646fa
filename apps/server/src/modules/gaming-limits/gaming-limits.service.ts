import { ResponseCode, type TermsStatus, currentTermsVersion } from '@fairdraw/contract';

import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toZonedIso } from '../../lib/zoned-time';
import type { SessionUser } from '../account/account.service';
import {
  type GamingLimitsChange,
  type GamingLimitsView,
  type StoredGamingLimits,
  bettingLimitPassed,
  changeLimits,
  depositLimitPassed,
  hasBettingLimit,
  hasDepositLimit,
  limitsInForce,
  limitsView,
  playStop,
  raisesIn,
} from './gaming-limits';
import { createGamingLimitsRepo } from './gaming-limits.repo';

/** What a break or a self-exclusion does beyond the limits row (ADR 121), in the same transaction. */
export interface PlayStopEffects {
  /** Every live session of the player ends (`play_stopped`). */
  endSessions(userId: number, tx: DbOrTx): Promise<void>;
  /** Running chases stop; their unplayed issues are refunded through the wallet (keyed per bet). */
  stopChases(userId: number, tx: DbOrTx): Promise<void>;
}

/**
 * The player's responsible-play limits (/user/limits, ADR 098, 120, 121): set here, shown in
 * getUserInfo, and checked by makeOrder (break, exclusion, terms, session time, stake and loss per
 * period) and by recharge/create (break, exclusion, terms, deposits per period), each a localized 1007
 * (terms: 1001). Amount limits are exact under concurrency: a player who has one serializes their
 * orders (or recharges) on their user row; a player without costs no query.
 */
export function createGamingLimitsService(deps: {
  db: Db;
  clock: Clock;
  timeZone: string;
  effects?: PlayStopEffects;
}) {
  const repo = createGamingLimitsRepo();
  const iso = (d: Date) => toZonedIso(d, deps.timeZone);

  function refusePlayStop(limits: StoredGamingLimits, now: Date): void {
    const stop = playStop(limits, now);
    if (stop) {
      throw new AppError(stop.key, ResponseCode.limitReached, undefined, {
        until: iso(new Date(stop.until)),
      });
    }
  }

  function terms(user: Pick<SessionUser, 'termsVersion' | 'termsAcceptedAt' | 'type'>): TermsStatus {
    return {
      version: user.termsVersion,
      acceptedAt: user.termsAcceptedAt ? iso(user.termsAcceptedAt) : null,
      current: currentTermsVersion,
      // Trial accounts hold demo money only; they are asked when they register for real.
      mustAccept: user.type !== 'trial' && user.termsVersion !== currentTermsVersion,
    };
  }

  /**
   * Refuses money in play only after a NEW version: a player who accepted an older one. Accounts with
   * no recorded acceptance (opened by an agent, or from before terms were stored) are asked by the
   * app at login but not refused here, so the API's own flows (agent-opened account → login → bet)
   * keep working as the contract describes them (ADR 121).
   */
  function refuseTerms(user: SessionUser): void {
    if (user.termsVersion !== null && terms(user).mustAccept) {
      throw new AppError('terms.mustAccept', ResponseCode.notAllowed);
    }
  }

  // One waiting transaction per player and instance: a burst of one player's orders queues here, not
  // in the connection pool, where each would hold a connection while it waits for the row lock.
  const queues = new Map<number, Promise<unknown>>();
  function oneAtATime<T>(userId: number, run: () => Promise<T>): Promise<T> {
    const before = queues.get(userId) ?? Promise.resolve();
    const mine = before.then(run, run);
    const tail = mine.catch(() => undefined);
    queues.set(userId, tail);
    void tail.then(() => {
      if (queues.get(userId) === tail) queues.delete(userId);
    });
    return mine;
  }

  const limitError = (name: string) =>
    new AppError(`limits.${name}` as 'limits.dailyLoss', ResponseCode.limitReached, undefined, {
      limit: name,
    });

  return {
    terms,
    view(user: Pick<SessionUser, 'gamingLimits'>): GamingLimitsView {
      const now = deps.clock.now();
      return limitsView(limitsInForce(user.gamingLimits, now), now, iso);
    },

    /** A lowering applies now, a raise in 24 hours; `{}` changes nothing and answers the limits. */
    async change(user: SessionUser, change: GamingLimitsChange): Promise<GamingLimitsView> {
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const stored = await repo.lock(user.id, tx);
        const next = changeLimits(stored, change, now);
        if (Object.keys(change).length === 0) return limitsView(next, now, iso);
        await repo.save(user.id, next, tx);
        await repo.recordChange(user.id, change, raisesIn(stored, change, now).length, now, tx);
        const before = playStop(limitsInForce(stored, now), now);
        const after = playStop(next, now);
        if (after && after.until !== before?.until) {
          // A break or an exclusion began or grew: play stops everywhere at once (ADR 121).
          const until = new Date(
            Math.max(Date.parse(next.breakUntil ?? '0'), Date.parse(next.selfExcludedUntil ?? '0')),
          );
          await repo.excludeContactsOf(user.id, until, tx);
          await deps.effects?.stopChases(user.id, tx);
          await deps.effects?.endSessions(user.id, tx);
        }
        return limitsView(next, now, iso);
      });
    },

    /**
     * A break, self-exclusion, terms to accept and the session time refuse any order whatever its
     * amount: makeOrder asks first, so such a player hears 1007 (1001) rather than "insufficient
     * balance". No query.
     */
    refuseBetting(user: SessionUser, sessionStartedAt: Date | null): void {
      refuseTerms(user);
      if (!user.gamingLimits) return; // most players set none
      const now = deps.clock.now();
      const limits = limitsInForce(user.gamingLimits, now);
      refusePlayStop(limits, now);
      if (
        limits.sessionMinutes !== null &&
        sessionStartedAt &&
        now.getTime() - sessionStartedAt.getTime() > limits.sessionMinutes * 60_000
      ) {
        throw new AppError('limits.sessionTime', ResponseCode.limitReached);
      }
    },

    /**
     * Runs `insert` (the order's statement) so that the player's stake and loss limits hold exactly
     * (ADR 120): with none, at once on the shared path (`tx` null); with one, in a transaction that
     * locks the player's row, sums the day, week and month, refuses what does not fit, then inserts —
     * a second order of the player waits for the first to commit and counts it.
     */
    async holdBettingLimits<T>(
      user: SessionUser,
      amountFen: number,
      insert: (tx: DbOrTx | null) => Promise<T>,
    ): Promise<T> {
      if (!user.gamingLimits || !hasBettingLimit(limitsInForce(user.gamingLimits, deps.clock.now()))) {
        return insert(null);
      }
      return oneAtATime(user.id, () =>
        deps.db.transaction(async (tx) => {
          const now = deps.clock.now();
          const limits = limitsInForce(await repo.lock(user.id, tx), now);
          refusePlayStop(limits, now); // a break taken while this order waited
          const { stakes, losses } = await repo.bettingFigures(user.id, deps.timeZone, tx);
          const passed = bettingLimitPassed(limits, stakes, losses, amountFen);
          if (passed) throw limitError(passed);
          return insert(tx);
        }),
      );
    },

    /** recharge/create: the same for deposits; break, exclusion and terms refuse first. */
    async holdDeposit<T>(
      user: SessionUser,
      amountFen: number,
      insert: (tx: DbOrTx) => Promise<T>,
    ): Promise<T> {
      refuseTerms(user);
      const now = deps.clock.now();
      if (!user.gamingLimits) return insert(deps.db);
      refusePlayStop(limitsInForce(user.gamingLimits, now), now);
      if (!hasDepositLimit(limitsInForce(user.gamingLimits, now))) return insert(deps.db);
      return oneAtATime(user.id, () =>
        deps.db.transaction(async (tx) => {
          const limits = limitsInForce(await repo.lock(user.id, tx), now);
          refusePlayStop(limits, now);
          const deposits = await repo.depositFigures(user.id, now, deps.timeZone, tx);
          const passed = depositLimitPassed(limits, deposits, amountFen);
          if (passed) throw limitError(passed);
          return insert(tx);
        }),
      );
    },

    /** Binding `address` to `user`: refused while another player's break or exclusion holds it. */
    async guardContact(user: SessionUser, address: string, tx: DbOrTx): Promise<void> {
      const now = deps.clock.now();
      if (await repo.contactHeldByAnother(address, user.id, now, tx)) {
        throw new AppError('account.contactExcluded', ResponseCode.notAllowed);
      }
      // A player on a break who binds a new contact keeps it off other accounts too.
      const stop = playStop(limitsInForce(user.gamingLimits, now), now);
      if (stop) await repo.excludeContactsOf(user.id, new Date(stop.until), tx);
    },

    history: (userId: number, tx: DbOrTx = deps.db) => repo.history(userId, tx),
  };
}
export type GamingLimitsService = ReturnType<typeof createGamingLimitsService>;
