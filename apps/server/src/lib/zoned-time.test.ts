import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { toZonedIso, toZonedIsoByIntl, zonedDate, zonedDayStartOf } from './zoned-time';

// toZonedIso keeps each zone's offset per quarter hour instead of asking Intl for every instant
// (docs/performance.md); what it answers must be exactly what Intl's own parts give.
const zones = [
  'Asia/Shanghai',
  'Asia/Ho_Chi_Minh',
  'Asia/Yangon', // +06:30
  'Asia/Kathmandu', // +05:45
  'America/St_Johns', // −03:30 with DST
  'Australia/Lord_Howe', // a DST step of 30 minutes
  'Pacific/Chatham', // +12:45 / +13:45
  'Europe/London',
  'America/New_York',
  'UTC',
];

describe('toZonedIso', () => {
  it('answers as Intl does for any instant from 1900 to 2100 in zones with odd offsets and DST', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          const date = new Date(ms);
          expect(toZonedIso(date, zone)).toBe(toZonedIsoByIntl(date, zone));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('answers as Intl does on both sides of DST transitions, millisecond by millisecond at the edges', () => {
    // 2026-03-08 07:00Z (New York springs forward), 2026-10-25 01:00Z (London falls back),
    // 2026-04-04 15:00Z (Lord Howe falls back by 30 minutes).
    const edges: [number, string][] = [
      [Date.UTC(2026, 2, 8, 7), 'America/New_York'],
      [Date.UTC(2026, 9, 25, 1), 'Europe/London'],
      [Date.UTC(2026, 3, 4, 15), 'Australia/Lord_Howe'],
    ];
    for (const [edge, zone] of edges) {
      for (const delta of [-60_000, -1, 0, 1, 60_000, 14 * 60_000]) {
        const date = new Date(edge + delta);
        expect(toZonedIso(date, zone), `${zone} ${date.toISOString()}`).toBe(toZonedIsoByIntl(date, zone));
      }
    }
  });

  it('keeps the format: milliseconds and the offset', () => {
    expect(toZonedIso(new Date('2026-11-28T04:05:06.007Z'), 'Asia/Shanghai')).toBe(
      '2026-11-28T12:05:06.007+08:00',
    );
    expect(toZonedIso(new Date('2026-11-28T04:05:06.007Z'), 'America/St_Johns')).toBe(
      '2026-11-28T00:35:06.007-03:30',
    );
  });
});

describe('zonedDayStartOf', () => {
  // Zones whose clocks change at local midnight, forward (the day starts at 01:00) or back.
  const midnightChanges = ['America/Santiago', 'America/Asuncion', 'America/Havana', 'Asia/Beirut'];

  it('is the first instant of the day: on the day, and the millisecond before is not, every day 2024–2027', () => {
    for (const zone of [...zones, ...midnightChanges]) {
      for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000) {
        const day = new Date(t).toISOString().slice(0, 10);
        const start = zonedDayStartOf(day, zone);
        expect([zone, zonedDate(start, zone)]).toEqual([zone, day]);
        expect([zone, day, zonedDate(new Date(start.getTime() - 1), zone) < day]).toEqual([zone, day, true]);
      }
    }
  });

  it('starts a day whose midnight the clocks skip at the change (Santiago, 2026-09-06, 01:00 local)', () => {
    expect(toZonedIso(zonedDayStartOf('2026-09-06', 'America/Santiago'), 'America/Santiago')).toBe(
      '2026-09-06T01:00:00.000-03:00',
    );
  });
});
