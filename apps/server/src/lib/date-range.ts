import { ResponseCode, type RangeInput } from '@fairdraw/contract';

import { AppError } from './app-error';
import { nextDay, toZonedIso, zonedDate, zonedDayStartOf } from './zoned-time';

/** A half-open interval of instants [from, to); null ends are unbounded (`all`). */
export interface InstantRange {
  from: Date | null;
  to: Date | null;
}

/** `all`: a range (of instants or days) open at both ends, which the per-user totals answer (ADR 135). */
export const isWholeHistory = (range: { from: unknown; to: unknown }): boolean =>
  range.from === null && range.to === null;

/** The calendar day (YYYY-MM-DD) of `date` in `timeZone`. */
export const zonedDay = (date: Date, timeZone: string): string => zonedDate(date, timeZone);

/** The hour (0-23) of `date` in `timeZone`. */
export const zonedHour = (date: Date, timeZone: string): number =>
  Number(toZonedIso(date, timeZone).slice(11, 13));

/** The instant a calendar day starts in `timeZone` (DST-safe). */
export const startOfZonedDay = (day: string, timeZone: string): Date => zonedDayStartOf(day, timeZone);

/** `day` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function isCalendarDay(day: string): boolean {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

const daysBack = { today: 0, '3d': 2, '7d': 6 } as const;

/**
 * `range` (docs/api-conventions.md): `all|today|3d|7d` or `{ start, end }` (inclusive calendar days) in the
 * operator's time zone, as [from, to). `3d` and `7d` are the last 3 and 7 days including today (ADR 060). A
 * day that does not exist or an end before the start is a validation error on `range` (1000).
 */
export function rangeToInstants(range: RangeInput, timeZone: string, now: Date): InstantRange {
  if (range === 'all') return { from: null, to: null };
  if (typeof range === 'string') {
    const today = zonedDate(now, timeZone);
    return {
      from: zonedDayStartOf(addDays(today, -daysBack[range]), timeZone),
      to: zonedDayStartOf(nextDay(today), timeZone),
    };
  }
  const { start, end } = range;
  if (!isCalendarDay(start) || !isCalendarDay(end) || end < start) {
    throw new AppError('common.validationFailed', ResponseCode.validationFailed, {
      range: 'records.rangeInvalid',
    });
  }
  return { from: zonedDayStartOf(start, timeZone), to: zonedDayStartOf(nextDay(end), timeZone) };
}

/**
 * A range of whole days in `timeZone`: its instants and its days, `toDay` exclusive (null ends are
 * unbounded). Every `range` of the contract is one, so totals kept per day answer it (ADR 148).
 */
export interface DayRange extends InstantRange {
  fromDay: string | null;
  toDay: string | null;
  timeZone: string;
}

export function rangeToDays(range: RangeInput, timeZone: string, now: Date): DayRange {
  const { from, to } = rangeToInstants(range, timeZone, now);
  return {
    from,
    to,
    fromDay: from ? zonedDate(from, timeZone) : null,
    toDay: to ? zonedDate(to, timeZone) : null,
    timeZone,
  };
}

/** The same interval with absent (rather than null) open ends. */
export function rangeBounds(range: RangeInput, now: Date, timeZone: string): { from?: Date; to?: Date } {
  const { from, to } = rangeToInstants(range, timeZone, now);
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
