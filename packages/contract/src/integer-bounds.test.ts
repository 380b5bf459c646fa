import { describe, expect, it } from 'vitest';

import { limits } from '@fairdraw/rules';

import { endpoints } from './endpoints';
import { numberFields } from './schema-numbers';

/**
 * Request numbers that end in a bigint column (fen amounts, bigserial ids) or are recomputed by the
 * server; every other number ends in an int4 column (serial ids, counts, pages).
 */
const bigintBacked: Record<string, readonly string[]> = {
  makeOrder: ['bets[].betCount', 'bets[].amount'],
  betDetail: ['id'],
  betCancel: ['id'],
  rechargeCreate: ['amount'],
  withdrawCreate: ['amount'],
  agentTransfer: ['amount'],
  adminUsersAdjust: ['amount'],
  adminUserAdjust: ['amount'],
  adminGameSetLimits: ['minStakeFen', 'maxStakeFen', 'maxIssueStakeFen', 'maxPayoutFen'],
  gamingLimits: ['dailyDeposit', 'dailyLoss'],
  serviceMessages: ['since'],
};

const rows = Object.entries(endpoints).flatMap(([key, endpoint]) =>
  endpoint.body ? numberFields(endpoint.body).map((field) => ({ key, path: endpoint.path, field })) : [],
);

describe('every integer a request carries is bounded by its column (issue 22, finding 13a)', () => {
  it('finds the request numbers to check', () => {
    expect(rows.length).toBeGreaterThan(50);
  });

  it.each(rows.map((r) => [`${r.key} ${r.field.path}`, r] as const))('%s', (_name, { key, field }) => {
    expect(field.isInt).toBe(true);
    const big = bigintBacked[key]?.includes(field.path) ?? false;
    const max = big ? Number.MAX_SAFE_INTEGER : limits.int4Max;
    expect(field.max).toBeLessThanOrEqual(max);
    expect(field.min).toBeGreaterThanOrEqual(-max);
  });
});
