import { describe, expect, it } from 'vitest';

import { issuesAheadFor, sequenceDigits, slotAt, slotsFrom } from './schedule';

const tz = 'Asia/Ho_Chi_Minh';
const k3 = { intervalSec: 60, closeSec: 5 };

describe('schedule', () => {
  it('numbers issues by the draw date in TZ and a 4-digit daily sequence', () => {
    // 00:00:30 local (UTC+7) on 2026-11-22 is in the first minute: issue 0001.
    const slot = slotAt(new Date('2026-11-21T17:00:30Z'), k3, tz, 1);
    expect(slot.issue).toBe('202611220001');
    expect(slot.startAt.toISOString()).toBe('2026-11-21T17:00:00.000Z');
    expect(slot.drawAt.toISOString()).toBe('2026-11-21T17:01:00.000Z');
    expect(slot.closeAt.toISOString()).toBe('2026-11-21T17:00:55.000Z');
    const last = slotAt(new Date('2026-11-22T16:59:59Z'), k3, tz, 1);
    expect(last.issue).toBe('202611221440');
    expect(slotAt(last.drawAt, k3, tz, 1).issue).toBe('202611230001');
  });

  it('runs consecutive slots without gaps across midnight', () => {
    const slots = slotsFrom(new Date('2026-11-22T16:57:10Z'), 5, k3, tz, 1);
    expect(slots.map((s) => s.issue)).toEqual([
      '202611221438',
      '202611221439',
      '202611221440',
      '202611230001',
      '202611230002',
    ]);
    for (let i = 1; i < slots.length; i += 1) expect(slots[i]?.startAt).toEqual(slots[i - 1]?.drawAt);
  });

  it('widens the sequence under a time scale whose day holds more than 9,999 issues (ADR 010)', () => {
    expect(sequenceDigits(60_000)).toBe(4);
    const fast = slotAt(new Date('2026-11-21T17:00:00.500Z'), k3, tz, 60); // 1 s issues
    expect(fast.issue).toBe('2026112200001'); // 90,000 a day: 5 digits
    expect(fast.drawAt.getTime() - fast.startAt.getTime()).toBe(1000);
    expect(fast.drawAt.getTime() - fast.closeAt.getTime()).toBe(83);
  });

  it('keeps the day grid in zones with daylight saving time', () => {
    const ny = 'America/New_York';
    // 2026-03-08 has 23 hours in New York: 1,380 one-minute issues.
    const last = slotAt(new Date('2026-03-09T03:59:30Z'), k3, ny, 1);
    expect(last.issue).toBe('202603081380');
    expect(slotAt(last.drawAt, k3, ny, 1).issue).toBe('202603090001');
  });

  it('keeps 24 hours of issues ahead, never fewer than 120', () => {
    expect(issuesAheadFor(k3, 0)).toBe(1440);
    expect(issuesAheadFor({ intervalSec: 3600, closeSec: 60 }, 0)).toBe(120);
    expect(issuesAheadFor(k3, 130)).toBe(130);
  });
});
