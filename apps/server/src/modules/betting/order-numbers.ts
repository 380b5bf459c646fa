import { randomInt } from 'node:crypto';

/** `B` + UTC time to the millisecond + 6 random digits: unique without a sequence, sortable by time. */
export function newOrderNo(now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 17);
  return `B${stamp}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}
