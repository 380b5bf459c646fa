/**
 * Responsible-play limits a player sets on themselves (api.md /user/limits, ADR 098, ADR 120/121).
 * Pure: the service reads and writes them on the user row. A limit that protects more (lower, or
 * newly set) applies at once; one that protects less (higher, or removed) waits 24 hours. Breaks and
 * self-exclusion can only be lengthened, by anyone.
 */
import {
  type BreakDuration,
  type MoneyLimitName,
  type SelfExcludeDuration,
  type UserLimits,
  defaultRealityCheckMinutes,
  moneyLimitNames,
} from '@fairdraw/contract';

/** The limits that can be raised (after the delay) as well as lowered. */
export const raisableLimits = [...moneyLimitNames, 'sessionMinutes', 'realityCheckMinutes'] as const;
export type RaisableLimit = (typeof raisableLimits)[number];

/** How long a raise waits before it applies. */
export const raiseDelayMs = 24 * 60 * 60 * 1000;

/** As stored (jsonb on users): money in fen, times as ISO strings. Rows from before ADR 120 lack fields. */
export type StoredGamingLimits = Record<RaisableLimit, number | null> & {
  breakUntil: string | null;
  selfExcludedUntil: string | null;
  /** Raises waiting for `pendingFrom` (a field present with null: the limit is being removed). */
  pending: Partial<Record<RaisableLimit, number | null>> | null;
  pendingFrom: string | null;
};

/** What the player asked for: any subset; null removes a limit (a raise). */
export type GamingLimitsChange = Partial<Record<RaisableLimit, number | null>> & {
  selfExcludeDays?: number;
  takeBreak?: BreakDuration;
  selfExclude?: SelfExcludeDuration;
};

export const noGamingLimits: StoredGamingLimits = {
  dailyDeposit: null,
  weeklyDeposit: null,
  monthlyDeposit: null,
  dailyLoss: null,
  weeklyLoss: null,
  monthlyLoss: null,
  dailyStake: null,
  weeklyStake: null,
  monthlyStake: null,
  sessionMinutes: null,
  realityCheckMinutes: null,
  breakUntil: null,
  selfExcludedUntil: null,
  pending: null,
  pendingFrom: null,
};

/** The limits in force at `now`: raises whose delay has passed are applied. */
export function limitsInForce(
  stored: Partial<StoredGamingLimits> | null | undefined,
  now: Date,
): StoredGamingLimits {
  const limits: StoredGamingLimits = { ...noGamingLimits, ...(stored ?? {}) };
  if (!limits.pending || !limits.pendingFrom || Date.parse(limits.pendingFrom) > now.getTime()) return limits;
  const applied: StoredGamingLimits = { ...limits, pending: null, pendingFrom: null };
  for (const key of raisableLimits) {
    if (key in limits.pending) applied[key] = limits.pending[key] ?? null;
  }
  return applied;
}

/** The value a limit compares by: no limit is above every number; no reality check interval is 60. */
const strictness = (key: RaisableLimit, value: number | null) =>
  key === 'realityCheckMinutes' ? (value ?? defaultRealityCheckMinutes) : (value ?? Infinity);

/** A change to `next` protects less than `current` (a raise, or a removal). */
export const protectsLess = (key: RaisableLimit, next: number | null, current: number | null) =>
  strictness(key, next) > strictness(key, current);

const hour = 60 * 60 * 1000;
const breakMs: Record<BreakDuration, number> = {
  '24h': 24 * hour,
  '7d': 7 * 24 * hour,
  '30d': 30 * 24 * hour,
};
const excludeMonths: Record<SelfExcludeDuration, number> = { '6m': 6, '1y': 12, '5y': 60 };

/** `now` plus whole calendar months (UTC; 31 Aug + 6 months = 3 Mar: it never ends early). */
export function addMonths(now: Date, months: number): Date {
  const d = new Date(now.getTime());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

export const breakEnd = (now: Date, duration: BreakDuration) => new Date(now.getTime() + breakMs[duration]);
export const selfExclusionEnd = (now: Date, duration: SelfExcludeDuration) =>
  addMonths(now, excludeMonths[duration]);

/** The later of an end already running and a new one: nothing the player sends shortens it. */
const later = (current: string | null, next: Date) =>
  new Date(Math.max(next.getTime(), current ? Date.parse(current) : 0)).toISOString();

/** The keys whose change at `now` is a raise (waits 24 hours). */
export function raisesIn(
  stored: Partial<StoredGamingLimits> | null | undefined,
  change: GamingLimitsChange,
  now: Date,
) {
  const current = limitsInForce(stored, now);
  return raisableLimits.filter(
    (key) => key in change && protectsLess(key, change[key] ?? null, current[key]),
  );
}

/** The stored limits after a change the player asked for at `now`. */
export function changeLimits(
  stored: Partial<StoredGamingLimits> | null | undefined,
  change: GamingLimitsChange,
  now: Date,
): StoredGamingLimits {
  const next = limitsInForce(stored, now);
  const pending: Partial<Record<RaisableLimit, number | null>> = { ...(next.pending ?? {}) };
  let raised = false;
  for (const key of raisableLimits) {
    if (!(key in change)) continue;
    const wanted = change[key] ?? null;
    delete pending[key]; // a new request for this limit replaces a raise still waiting
    if (protectsLess(key, wanted, next[key])) {
      pending[key] = wanted;
      raised = true;
    } else {
      next[key] = wanted;
    }
  }
  if (change.selfExcludeDays !== undefined) {
    next.selfExcludedUntil = later(
      next.selfExcludedUntil,
      new Date(now.getTime() + change.selfExcludeDays * 24 * hour),
    );
  }
  if (change.selfExclude)
    next.selfExcludedUntil = later(next.selfExcludedUntil, selfExclusionEnd(now, change.selfExclude));
  if (change.takeBreak) next.breakUntil = later(next.breakUntil, breakEnd(now, change.takeBreak));
  const waiting = Object.keys(pending).length > 0;
  return {
    ...next,
    pending: waiting ? pending : null,
    // One clock for the raises waiting: a new raise starts 24 hours again for all of them (the
    // cautious reading; a lowering never waits).
    pendingFrom: !waiting
      ? null
      : raised
        ? new Date(now.getTime() + raiseDelayMs).toISOString()
        : next.pendingFrom,
  };
}

const running = (until: string | null, now: Date) => until !== null && Date.parse(until) > now.getTime();

/** Self-exclusion still running at `now`. */
export const isSelfExcluded = (limits: StoredGamingLimits, now: Date) =>
  running(limits.selfExcludedUntil, now);
export const isOnBreak = (limits: StoredGamingLimits, now: Date) => running(limits.breakUntil, now);

/**
 * What stops play at `now`, the longer first (a break inside an exclusion says "excluded"):
 * bets, recharges and chases stop; withdrawals and records stay open.
 */
export function playStop(limits: StoredGamingLimits, now: Date) {
  if (isSelfExcluded(limits, now) && limits.selfExcludedUntil)
    return { key: 'limits.selfExcluded' as const, until: limits.selfExcludedUntil };
  if (isOnBreak(limits, now) && limits.breakUntil)
    return { key: 'limits.onBreak' as const, until: limits.breakUntil };
  return null;
}

/** The limits as api.md's `limits` shows them (getUserInfo and /user/limits). */
export function limitsView(limits: StoredGamingLimits, now: Date, iso: (d: Date) => string): UserLimits {
  const money = Object.fromEntries(moneyLimitNames.map((k) => [k, limits[k]])) as Record<
    MoneyLimitName,
    number | null
  >;
  return {
    ...money,
    sessionMinutes: limits.sessionMinutes,
    realityCheckMinutes: limits.realityCheckMinutes ?? defaultRealityCheckMinutes,
    breakUntil: limits.breakUntil && isOnBreak(limits, now) ? iso(new Date(limits.breakUntil)) : null,
    selfExcludedUntil:
      limits.selfExcludedUntil && isSelfExcluded(limits, now)
        ? iso(new Date(limits.selfExcludedUntil))
        : null,
    pending:
      limits.pending && limits.pendingFrom
        ? { ...limits.pending, effectiveAt: iso(new Date(limits.pendingFrom)) }
        : null,
  } as UserLimits;
}
export type GamingLimitsView = UserLimits;

// ---------------------------------------------------------------------------------------------
// Amounts per period (ADR 120): what an order or a recharge is checked against.
// ---------------------------------------------------------------------------------------------
export const periods = ['daily', 'weekly', 'monthly'] as const;
export type Period = (typeof periods)[number];

/** The player's figures in the current day, ISO week and calendar month (operator's zone), fen. */
export type PeriodFigures = Record<Period, number>;

const stakeLimits = ['dailyStake', 'weeklyStake', 'monthlyStake'] as const;
const lossLimits = ['dailyLoss', 'weeklyLoss', 'monthlyLoss'] as const;
const depositLimits = ['dailyDeposit', 'weeklyDeposit', 'monthlyDeposit'] as const;
/** Each period with its three limits, day first: the first limit passed is the one named. */
const byPeriod = periods.map((period, i) => ({
  period,
  stake: stakeLimits[i] ?? 'dailyStake',
  loss: lossLimits[i] ?? 'dailyLoss',
  deposit: depositLimits[i] ?? 'dailyDeposit',
}));

export const hasBettingLimit = (limits: StoredGamingLimits) =>
  [...stakeLimits, ...lossLimits].some((k) => limits[k] !== null);
export const hasDepositLimit = (limits: StoredGamingLimits) => depositLimits.some((k) => limits[k] !== null);

/**
 * The first stake or loss limit an order of `amount` fen would pass, or null. Stakes: the bets not
 * cancelled in the period plus the order. Loss: their stakes less what they paid back (never below
 * 0: winnings do not buy room beyond the limit itself) plus the whole order (it may all be lost).
 */
export function bettingLimitPassed(
  limits: StoredGamingLimits,
  stakes: PeriodFigures,
  losses: PeriodFigures,
  amount: number,
): MoneyLimitName | null {
  for (const p of byPeriod) {
    const stake = limits[p.stake];
    if (stake !== null && stakes[p.period] + amount > stake) return p.stake;
    const loss = limits[p.loss];
    if (loss !== null && Math.max(0, losses[p.period]) + amount > loss) return p.loss;
  }
  return null;
}

/** The first deposit limit a recharge of `amount` fen would pass, or null. */
export function depositLimitPassed(
  limits: StoredGamingLimits,
  deposits: PeriodFigures,
  amount: number,
): MoneyLimitName | null {
  for (const p of byPeriod) {
    const limit = limits[p.deposit];
    if (limit !== null && deposits[p.period] + amount > limit) return p.deposit;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Reality check (ADR 121): due an interval after the session started or after the last "continue".
// ---------------------------------------------------------------------------------------------
export function realityCheckDue(
  sessionStartedAt: Date,
  lastAckAt: Date | null,
  intervalMinutes: number,
  now: Date,
): { dueAt: Date; due: boolean } {
  const from = lastAckAt && lastAckAt > sessionStartedAt ? lastAckAt : sessionStartedAt;
  const dueAt = new Date(from.getTime() + intervalMinutes * 60_000);
  return { dueAt, due: now.getTime() >= dueAt.getTime() };
}
