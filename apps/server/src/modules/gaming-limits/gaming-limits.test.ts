import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  addMonths,
  bettingLimitPassed,
  changeLimits,
  depositLimitPassed,
  isOnBreak,
  isSelfExcluded,
  limitsInForce,
  noGamingLimits,
  playStop,
  raiseDelayMs,
  raisableLimits,
  raisesIn,
  realityCheckDue,
} from './gaming-limits';

const at = (iso: string) => new Date(iso);
const day = 24 * 60 * 60 * 1000;

describe('responsible-gaming limits (pure)', () => {
  it('a new or lower limit applies at once; a higher one or a removal waits 24 hours', () => {
    const now = at('2026-11-26T10:00:00Z');
    const set = changeLimits(null, { dailyLoss: 1_000, sessionMinutes: 60 }, now);
    expect(set).toMatchObject({ dailyLoss: 1_000, sessionMinutes: 60, pending: null, pendingFrom: null });

    const raised = changeLimits(set, { dailyLoss: 5_000, sessionMinutes: null }, now);
    expect(raised).toMatchObject({ dailyLoss: 1_000, sessionMinutes: 60 });
    expect(raised.pending).toEqual({ dailyLoss: 5_000, sessionMinutes: null });
    expect(raised.pendingFrom).toBe(new Date(now.getTime() + raiseDelayMs).toISOString());

    const justBefore = new Date(now.getTime() + raiseDelayMs - 1);
    expect(limitsInForce(raised, justBefore)).toMatchObject({ dailyLoss: 1_000, sessionMinutes: 60 });
    expect(limitsInForce(raised, new Date(now.getTime() + raiseDelayMs))).toMatchObject({
      dailyLoss: 5_000,
      sessionMinutes: null,
      pending: null,
    });

    // Lowering while a raise waits: the lowering applies, that limit's raise is dropped.
    const lowered = changeLimits(raised, { dailyLoss: 500 }, now);
    expect(lowered).toMatchObject({ dailyLoss: 500, pending: { sessionMinutes: null } });
    expect(lowered.pending).not.toHaveProperty('dailyLoss');
  });

  it('self-exclusion only lengthens; it ends by itself', () => {
    const now = at('2026-11-26T10:00:00Z');
    const week = changeLimits(null, { selfExcludeDays: 7 }, now);
    expect(week.selfExcludedUntil).toBe(new Date(now.getTime() + 7 * day).toISOString());
    expect(changeLimits(week, { selfExcludeDays: 1 }, now).selfExcludedUntil).toBe(week.selfExcludedUntil);
    expect(isSelfExcluded(week, new Date(now.getTime() + 7 * day - 1))).toBe(true);
    expect(isSelfExcluded(week, new Date(now.getTime() + 7 * day))).toBe(false);
  });

  it('property: whatever is asked, the limit in force never rises before 24 hours have passed', () => {
    const limit = fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null });
    fc.assert(
      fc.property(
        fc.array(fc.record({ dailyLoss: limit, afterMs: fc.integer({ min: 0, max: 2 * day }) }), {
          minLength: 1,
          maxLength: 12,
        }),
        (steps) => {
          let stored = noGamingLimits;
          let now = at('2026-11-26T00:00:00Z').getTime();
          // The lowest the limit has been in the last 24 hours bounds it (null: no limit).
          const history: { at: number; value: number | null }[] = [{ at: now, value: null }];
          for (const step of steps) {
            now += step.afterMs;
            stored = changeLimits(stored, { dailyLoss: step.dailyLoss }, new Date(now));
            const inForce = limitsInForce(stored, new Date(now)).dailyLoss;
            history.push({ at: now, value: inForce });
            const recent = history.filter((h) => h.at > now - raiseDelayMs).map((h) => h.value);
            const strictest = recent.reduce<number | null>(
              (min, v) => (v === null ? min : min === null ? v : Math.min(min, v)),
              null,
            );
            if (strictest !== null && (inForce === null || inForce > strictest)) {
              // Raised within 24 h of a stricter limit: only allowed if that raise was asked ≥ 24 h ago.
              return false;
            }
          }
          return true;
        },
      ),
    );
  });

  it('property: for every limit, the one in force never protects less within 24 h of a stricter one', () => {
    const strictness = (key: string, v: number | null) =>
      key === 'realityCheckMinutes' ? (v ?? 60) : (v ?? Number.POSITIVE_INFINITY);
    fc.assert(
      fc.property(
        fc.constantFrom(...raisableLimits),
        fc.array(
          fc.record({
            value: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
            reality: fc.constantFrom(15, 30, 60),
            afterMs: fc.integer({ min: 0, max: 2 * day }),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        (key, steps) => {
          let stored = noGamingLimits;
          let now = at('2026-11-26T00:00:00Z').getTime();
          const history: { at: number; s: number }[] = [{ at: now, s: strictness(key, null) }];
          for (const step of steps) {
            now += step.afterMs;
            const value = key === 'realityCheckMinutes' ? step.reality : step.value;
            stored = changeLimits(stored, { [key]: value }, new Date(now));
            const s = strictness(key, limitsInForce(stored, new Date(now))[key]);
            history.push({ at: now, s });
            const strictest = Math.min(...history.filter((h) => h.at > now - raiseDelayMs).map((h) => h.s));
            if (s > strictest) return false;
          }
          return true;
        },
      ),
    );
  });

  it('breaks and exclusions: fixed lengths, only ever lengthened, the longer one named', () => {
    const now = at('2026-08-31T10:00:00Z');
    const onBreak = changeLimits(null, { takeBreak: '7d' }, now);
    expect(onBreak.breakUntil).toBe(new Date(now.getTime() + 7 * day).toISOString());
    expect(changeLimits(onBreak, { takeBreak: '24h' }, now).breakUntil).toBe(onBreak.breakUntil);
    expect(isOnBreak(onBreak, new Date(now.getTime() + 7 * day - 1))).toBe(true);
    expect(playStop(onBreak, now)?.key).toBe('limits.onBreak');
    const excluded = changeLimits(onBreak, { selfExclude: '6m' }, now);
    expect(excluded.selfExcludedUntil).toBe('2027-03-03T10:00:00.000Z'); // 31 Aug + 6 months never ends early
    expect(playStop(excluded, now)?.key).toBe('limits.selfExcluded');
    expect(changeLimits(excluded, { selfExclude: '6m', selfExcludeDays: 1 }, now).selfExcludedUntil).toBe(
      excluded.selfExcludedUntil,
    );
    expect(changeLimits(null, { selfExclude: '5y' }, now).selfExcludedUntil).toBe(
      addMonths(now, 60).toISOString(),
    );
    expect(playStop(excluded, at('2027-03-03T10:00:00Z'))).toBeNull();
  });

  it('amounts per period: stakes, losses (never below 0) and deposits; the first limit passed is named', () => {
    const limits = { ...noGamingLimits, dailyStake: 1_000, weeklyLoss: 500, monthlyDeposit: 2_000 };
    const zero = { daily: 0, weekly: 0, monthly: 0 };
    expect(bettingLimitPassed(limits, zero, zero, 500)).toBeNull();
    expect(bettingLimitPassed(limits, zero, zero, 501)).toBe('weeklyLoss');
    expect(bettingLimitPassed(limits, { ...zero, daily: 600 }, zero, 401)).toBe('dailyStake');
    // Winnings do not buy room beyond the limit itself.
    expect(bettingLimitPassed(limits, zero, { ...zero, weekly: -10_000 }, 501)).toBe('weeklyLoss');
    expect(depositLimitPassed(limits, { daily: 0, weekly: 0, monthly: 1_500 }, 500)).toBeNull();
    expect(depositLimitPassed(limits, { daily: 0, weekly: 0, monthly: 1_500 }, 501)).toBe('monthlyDeposit');
    expect(
      raisesIn(
        limits,
        { dailyStake: 2_000, weeklyLoss: 100, monthlyDeposit: null },
        at('2026-11-26T00:00:00Z'),
      ),
    ).toEqual(
      ['monthlyDeposit', 'dailyStake'].sort(
        (a, b) => raisableLimits.indexOf(a as never) - raisableLimits.indexOf(b as never),
      ),
    );
  });

  it('reality check: due an interval after the session start or the last "continue"', () => {
    const start = at('2026-11-26T10:00:00Z');
    expect(realityCheckDue(start, null, 15, at('2026-11-26T10:14:59Z')).due).toBe(false);
    expect(realityCheckDue(start, null, 15, at('2026-11-26T10:15:00Z')).due).toBe(true);
    const ack = at('2026-11-26T10:20:00Z');
    expect(realityCheckDue(start, ack, 15, at('2026-11-26T10:30:00Z'))).toEqual({
      dueAt: at('2026-11-26T10:35:00Z'),
      due: false,
    });
  });
});
