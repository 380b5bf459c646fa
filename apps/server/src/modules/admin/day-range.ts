import { ResponseCode } from '@fairdraw/contract';

import { AppError } from '../../lib/app-error';
import { nextDay, zonedDate, zonedDayStartOf } from '../../lib/zoned-time';

/** A back-office day range: both ends inclusive days in TZ, as instants [start, end). */
export interface DayRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
  days: string[];
}

/** A year and a day: enough for a year-on-year view, and a cap on the per-day series. */
export const dayRangeMax = 366;

/** `to` defaults to `from`, both to today; `from` after `to` or a span over 366 days answers 1000. */
export function resolveDayRange(
  q: { from?: string | undefined; to?: string | undefined },
  now: Date,
  timeZone: string,
): DayRange {
  const today = zonedDate(now, timeZone);
  const from = q.from ?? q.to ?? today;
  const to = q.to ?? (q.from ? today : from);
  const days: string[] = [];
  for (let day = from; day <= to; day = nextDay(day)) {
    days.push(day);
    if (days.length > dayRangeMax) break;
  }
  if (from > to || days.length > dayRangeMax) {
    throw new AppError('common.validationFailed', ResponseCode.validationFailed, {
      to: 'validation.general',
    });
  }
  return {
    from,
    to,
    start: zonedDayStartOf(from, timeZone),
    end: zonedDayStartOf(nextDay(to), timeZone),
    days,
  };
}
