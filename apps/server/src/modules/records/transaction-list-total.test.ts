import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fundedPlayer, openIssue, requestId } from '../../../test/betting-fixtures';
import { type TestApp, buildTestApp } from '../../../test/helper';

describe("/transaction/list: the whole history's total from the per-type entry counts (ADR 135)", () => {
  let t: TestApp;
  let player: Awaited<ReturnType<typeof fundedPlayer>>;

  const total = async (body: Record<string, unknown>) => {
    const r = await t.post(
      '/transaction/list',
      { range: 'all', type: 'all', page: 1, pageSize: 5, ...body },
      { token: player.token },
    );
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    return Number(r.body.data.total);
  };

  /** Moves the player's kept count of betting entries away from the entries themselves (and back). */
  const shiftKeptBettingCount = (by: number) =>
    t.db.execute(sql`
      update ledger_type_totals set entry_count = entry_count + ${by}
       where type = 'betting' and account_id = (select id from ledger_accounts where user_id = ${player.userId})`);

  beforeAll(async () => {
    t = await buildTestApp({ drawScheduler: false });
    player = await fundedPlayer(t, 100_000);
    const k3 = await openIssue(t, 'k3');
    for (const sum of ['10', '11']) {
      const order = await t.post(
        '/user/makeOrder',
        {
          game: 'k3',
          issue: k3,
          requestId: requestId(),
          bets: [{ play: 'HZ', selection: [[sum]], unitPrice: 100, multiple: 1 }],
        },
        { token: player.token },
      );
      expect(order.body.code, JSON.stringify(order.body)).toBe(0);
    }
  });
  afterAll(() => t.close());

  it('answers the entries counted, by type, for every range', async () => {
    expect(await total({})).toBe(3);
    expect(await total({ type: 'betting' })).toBe(2);
    expect(await total({ type: 'recharge' })).toBe(1);
    expect(await total({ type: 'payout' })).toBe(0);
    expect(await total({ range: 'today' })).toBe(3);
  });

  it('reads `all` from ledger_type_totals, any other range from the entries', async () => {
    // A wrong kept count shows where each total comes from (the ledger check reports such a drift).
    await shiftKeptBettingCount(100);
    try {
      expect(await total({})).toBe(103);
      expect(await total({ type: 'betting' })).toBe(102);
      expect(await total({ type: 'recharge' })).toBe(1);
      expect(await total({ range: 'today' })).toBe(3);
      expect(await total({ range: '7d', type: 'betting' })).toBe(2);
    } finally {
      await shiftKeptBettingCount(-100);
    }
  });
});
