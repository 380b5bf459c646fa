import { randomInt } from 'node:crypto';

import { zonedDay } from './date-range';

/** 'R' or 'W', the day in the operator's time zone, then 10 random digits: unique enough, not guessable. */
export function newOrderNo(prefix: 'R' | 'W', now: Date, timeZone: string): string {
  const day = zonedDay(now, timeZone).replaceAll('-', '');
  const random = String(randomInt(1e5)).padStart(5, '0') + String(randomInt(1e5)).padStart(5, '0');
  return `${prefix}${day}${random}`;
}
