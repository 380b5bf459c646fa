import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { changeLimits, isSelfExcluded, limitsInForce, noGamingLimits, raiseDelayMs } from './gaming-limits';

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
});
