import { randomInt } from 'node:crypto';

/**
 * `B` + UTC time to the millisecond + 12 random digits: unique without a sequence, sortable by time.
 * Orders come in bursts (a batch of contexts answers dozens in one millisecond, ADR 095): with 6
 * random digits two of them met about once per 15,000 orders under load.
 */
export function newOrderNo(now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 17);
  return `B${stamp}${String(randomInt(1e12)).padStart(12, '0')}`;
}
