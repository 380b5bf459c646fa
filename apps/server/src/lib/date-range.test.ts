import { describe, expect, it } from 'vitest';

import { AppError } from './app-error';
import { addDays, rangeBounds, rangeToDays, rangeToInstants, zonedDay, zonedHour } from './date-range';

const vn = 'Asia/Ho_Chi_Minh';
// 01:30 on 24 November in Ho Chi Minh City (UTC+7), still the 23rd in UTC.
const now = new Date('2026-11-23T18:30:00Z');
const iso = (r: { from: Date | null; to: Date | null }) => [r.from?.toISOString(), r.to?.toISOString()];

describe('rangeToInstants', () => {
  it('all is unbounded', () => {
    expect(rangeToInstants('all', vn, now)).toEqual({ from: null, to: null });
    expect(rangeBounds('all', now, vn)).toEqual({});
  });

  it('today, 3d and 7d end at the next local midnight and start 0, 2 and 6 local days back', () => {
    expect(iso(rangeToInstants('today', vn, now))).toEqual([
      '2026-11-23T17:00:00.000Z',
      '2026-11-24T17:00:00.000Z',
    ]);
    expect(iso(rangeToInstants('3d', vn, now))).toEqual([
      '2026-11-21T17:00:00.000Z',
      '2026-11-24T17:00:00.000Z',
    ]);
    expect(iso(rangeToInstants('7d', vn, now))).toEqual([
      '2026-11-17T17:00:00.000Z',
      '2026-11-24T17:00:00.000Z',
    ]);
  });

  it('{ start, end } covers both days whole, in the operator time zone', () => {
    expect(iso(rangeToInstants({ start: '2026-12-31', end: '2027-01-01' }, vn, now))).toEqual([
      '2026-12-30T17:00:00.000Z',
      '2027-01-01T17:00:00.000Z',
    ]);
    expect(rangeBounds({ start: '2026-11-01', end: '2026-11-01' }, now, 'UTC')).toEqual({
      from: new Date('2026-11-01T00:00:00Z'),
      to: new Date('2026-11-02T00:00:00Z'),
    });
  });

  it('a day across a DST change is 23 hours long', () => {
    const r = rangeToInstants({ start: '2026-03-08', end: '2026-03-08' }, 'America/New_York', now);
    expect(iso(r)).toEqual(['2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z']);
  });

  it('days that do not exist and reversed ranges are 1000 on `range`', () => {
    for (const range of [
      { start: '2026-02-29', end: '2026-03-01' },
      { start: '2026-03-01', end: '2026-13-01' },
      { start: '2026-03-02', end: '2026-03-01' },
    ]) {
      let error: unknown;
      try {
        rangeToInstants(range, vn, now);
      } catch (e) {
        error = e;
      }
      expect(error, JSON.stringify(range)).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe(1000);
      expect((error as AppError).fields).toEqual({ range: 'records.rangeInvalid' });
    }
  });
});

describe('zoned day helpers', () => {
  it('zonedDay, zonedHour and addDays', () => {
    expect(zonedDay(now, vn)).toBe('2026-11-24');
    expect(zonedDay(now, 'UTC')).toBe('2026-11-23');
    expect(zonedHour(now, vn)).toBe(1);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});

describe('rangeToDays (the days per-day totals are summed over, ADR 148)', () => {
  const days = (r: { fromDay: string | null; toDay: string | null }) => [r.fromDay, r.toDay];

  it('gives every range its local days, the end exclusive, beside its instants', () => {
    expect(days(rangeToDays('all', vn, now))).toEqual([null, null]);
    expect(days(rangeToDays('today', vn, now))).toEqual(['2026-11-24', '2026-11-25']);
    expect(days(rangeToDays('7d', vn, now))).toEqual(['2026-11-18', '2026-11-25']);
    const custom = rangeToDays({ start: '2026-11-01', end: '2026-11-03' }, vn, now);
    expect(days(custom)).toEqual(['2026-11-01', '2026-11-04']);
    expect(iso(custom)).toEqual(iso(rangeToInstants({ start: '2026-11-01', end: '2026-11-03' }, vn, now)));
    expect(custom.timeZone).toBe(vn);
  });

  it('keeps the days of a zone whose day starts after a skipped midnight (DST at 00:00)', () => {
    // Santiago moved 00:00 → 01:00 on 2026-09-06: that day starts at 01:00 local, still 2026-09-06.
    const range = rangeToDays({ start: '2026-09-06', end: '2026-09-06' }, 'America/Santiago', now);
    expect(days(range)).toEqual(['2026-09-06', '2026-09-07']);
  });
});
