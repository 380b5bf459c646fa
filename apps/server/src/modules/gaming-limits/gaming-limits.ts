/**
 * Responsible-gaming limits a player sets on themselves (/user/limits, ADR 098). Pure: the
 * service reads and writes them on the user row. A limit that protects more (lower, or newly set)
 * applies at once; one that protects less (higher, or removed) waits 24 hours. Self-exclusion can
 * only be lengthened.
 */

/** The limits that can be raised (after the delay) as well as lowered. */
export const raisableLimits = ['dailyDeposit', 'dailyLoss', 'sessionMinutes'] as const;
export type RaisableLimit = (typeof raisableLimits)[number];

/** How long a raise waits before it applies. */
export const raiseDelayMs = 24 * 60 * 60 * 1000;

/** As stored (jsonb on users): money in fen, times as ISO strings. */
export interface StoredGamingLimits {
  dailyDeposit: number | null;
  dailyLoss: number | null;
  sessionMinutes: number | null;
  selfExcludedUntil: string | null;
  /** Raises waiting for `pendingFrom` (a field present with null: the limit is being removed). */
  pending: Partial<Record<RaisableLimit, number | null>> | null;
  pendingFrom: string | null;
}

/** What the player asked for: any subset; null removes a limit (a raise). */
export type GamingLimitsChange = Partial<Record<RaisableLimit, number | null>> & { selfExcludeDays?: number };

export const noGamingLimits: StoredGamingLimits = {
  dailyDeposit: null,
  dailyLoss: null,
  sessionMinutes: null,
  selfExcludedUntil: null,
  pending: null,
  pendingFrom: null,
};

/** The limits in force at `now`: raises whose delay has passed are applied. */
export function limitsInForce(stored: StoredGamingLimits | null | undefined, now: Date): StoredGamingLimits {
  const limits = { ...noGamingLimits, ...(stored ?? {}) };
  if (!limits.pending || !limits.pendingFrom || Date.parse(limits.pendingFrom) > now.getTime()) return limits;
  const applied: StoredGamingLimits = { ...limits, pending: null, pendingFrom: null };
  for (const key of raisableLimits) {
    if (key in limits.pending) applied[key] = limits.pending[key] ?? null;
  }
  return applied;
}

/** Null (no limit) protects least: it is above every number. */
const protectsLess = (next: number | null, current: number | null) =>
  current !== null && (next === null || next > current);

/** The stored limits after a change the player asked for at `now`. */
export function changeLimits(
  stored: StoredGamingLimits | null | undefined,
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
    if (protectsLess(wanted, next[key])) {
      pending[key] = wanted;
      raised = true;
    } else {
      next[key] = wanted;
    }
  }
  if (change.selfExcludeDays !== undefined) {
    const until = now.getTime() + change.selfExcludeDays * 24 * 60 * 60 * 1000;
    const current = next.selfExcludedUntil ? Date.parse(next.selfExcludedUntil) : 0;
    next.selfExcludedUntil = new Date(Math.max(until, current)).toISOString();
  }
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

/** Self-exclusion still running at `now`. */
export const isSelfExcluded = (limits: StoredGamingLimits, now: Date) =>
  limits.selfExcludedUntil !== null && Date.parse(limits.selfExcludedUntil) > now.getTime();

/** The limits as the contract's `limits` shows them (getUserInfo and /user/limits). */
export function limitsView(limits: StoredGamingLimits, now: Date, iso: (d: Date) => string) {
  return {
    dailyDeposit: limits.dailyDeposit,
    dailyLoss: limits.dailyLoss,
    sessionMinutes: limits.sessionMinutes,
    selfExcludedUntil:
      limits.selfExcludedUntil && isSelfExcluded(limits, now)
        ? iso(new Date(limits.selfExcludedUntil))
        : null,
    pending:
      limits.pending && limits.pendingFrom
        ? { ...limits.pending, effectiveAt: iso(new Date(limits.pendingFrom)) }
        : null,
  };
}
export type GamingLimitsView = ReturnType<typeof limitsView>;
