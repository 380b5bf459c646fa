import { describe, expect, it } from 'vitest';

import { clockOffsetMs, formatCountdown, issueTiming } from './server-clock';

const at = (s: number) => new Date(Date.UTC(2026, 10, 23, 3, 0, s)).toISOString();
const issue = { status: 'open' as const, openAt: at(0), closeAt: at(55), drawAt: at(60) };
const server = (s: number) => Date.parse(at(s));

describe('server clock', () => {
  it('measures the offset between the server clock and the phone', () => {
    expect(clockOffsetMs(at(10), server(10) - 3_600_000)).toBe(3_600_000);
    expect(clockOffsetMs('not a time', 123)).toBe(0);
  });

  it('walks an issue through upcoming, open, closed and drawing by server time', () => {
    expect(issueTiming({ ...issue, status: 'upcoming' }, server(-5))).toMatchObject({
      phase: 'upcoming',
      openInMs: 5_000,
    });
    expect(issueTiming(issue, server(15))).toMatchObject({
      phase: 'open',
      closeInMs: 40_000,
      drawInMs: 45_000,
    });
    expect(issueTiming(issue, server(57))).toMatchObject({ phase: 'closed', closeInMs: 0, drawInMs: 3_000 });
    expect(issueTiming(issue, server(61)).phase).toBe('drawing');
    // A closing event wins over the clock: closed even if the countdown had time left.
    expect(issueTiming({ ...issue, status: 'closed' }, server(15)).phase).toBe('closed');
  });

  it('formats countdowns rounded up', () => {
    expect(formatCountdown(40_000)).toBe('00:40');
    expect(formatCountdown(39_001)).toBe('00:40');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(3_600_000)).toBe('1:00:00');
  });
});
