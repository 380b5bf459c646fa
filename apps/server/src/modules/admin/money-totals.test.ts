import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type TestApp, buildTestApp, rowsOf } from '../../../test/helper';
import { moneyKit } from '../../../test/money-kit';
import { createAdminDashboardService } from './admin-dashboard.service';

const timeZone = 'Asia/Ho_Chi_Minh';

/** `day|kind → count/amount` of the totals (rows netted to zero count as absent). */
async function totals(t: TestApp): Promise<Map<string, string>> {
  const rows = rowsOf<{ k: string; v: string }>(
    await t.db.execute(sql`
      select day::text || '|' || kind as k, order_count::bigint || '/' || amount_fen::bigint as v
        from operator_money_daily where order_count <> 0 or amount_fen <> 0`),
  );
  return new Map(rows.map((r) => [r.k, r.v]));
}

/** The same from the orders themselves, each day in `zone`. */
async function fromOrders(t: TestApp, zone: string): Promise<Map<string, string>> {
  const rows = rowsOf<{ k: string; v: string }>(
    await t.db.execute(sql`
      select (closed_at at time zone ${zone})::date::text || '|recharge' as k, count(*) || '/' || sum(amount_fen) as v
        from recharge_orders where status = 'passed' group by 1
      union all
      select (reviewed_at at time zone ${zone})::date::text || '|withdraw', count(*) || '/' || sum(amount_fen)
        from withdraw_orders where state = 'Completed' group by 1`),
  );
  return new Map(rows.map((r) => [r.k, r.v]));
}

describe('operator money per day (ADR 135 addendum): kept equal to the orders by triggers, read by the dashboard', () => {
  let t: TestApp;
  let kit: ReturnType<typeof moneyKit>;
  const today = () => new Date().toLocaleDateString('en-CA', { timeZone });

  /** A player with `rechargeFen` recharged through the sandbox, bet through, and a bound card. */
  async function readyPlayer(rechargeFen: number) {
    const s = await kit.player();
    await kit.recharge(s, rechargeFen);
    await kit.stake(s.userId, rechargeFen);
    const cardId = await kit.bindCard(s);
    await kit.wallet.transfer({
      from: { system: 'house' },
      to: { userId: s.userId },
      amountFen: rechargeFen,
      type: 'payout',
      idempotencyKey: `money-totals-payout:${s.userId}`,
    });
    return { s, cardId };
  }

  beforeAll(async () => {
    t = await buildTestApp();
    kit = moneyKit(t);
    const a = await readyPlayer(100_000);
    const b = await readyPlayer(80_000);
    // Withdrawals (before more recharges: the turnover rule): two completed, one rejected, one pending.
    const orderOf = async (s: typeof a.s, amount: number, cardId: number) => {
      const res = await kit.withdraw(s, amount, cardId);
      expect(res.body.code, JSON.stringify(res.body)).toBe(0);
      return res.body.data.orderNo as string;
    };
    for (const orderNo of [await orderOf(a.s, 25_000, a.cardId), await orderOf(b.s, 12_300, b.cardId)])
      expect((await kit.admin('/admin/withdraw/complete', { orderNo })).body.data.changed).toBe(true);
    const rejected = await orderOf(a.s, 11_000, a.cardId);
    const reject = await kit.admin('/admin/withdraw/reject', { orderNo: rejected, reason: 'no' });
    expect(reject.body.data.changed).toBe(true);
    await orderOf(b.s, 10_000, b.cardId);
    // Recharges: two paid through the gateway (readyPlayer), one passed by an operator, one
    // cancelled, one left in review.
    const passed = (await kit.createRecharge(a.s, 50_000, 'bank')).body.data.orderNo as string;
    expect((await kit.admin('/admin/recharge/pass', { orderNo: passed })).body.data.changed).toBe(true);
    const cancelled = (await kit.createRecharge(a.s, 60_000, 'bank')).body.data.orderNo as string;
    expect((await kit.admin('/admin/recharge/cancel', { orderNo: cancelled })).body.data.changed).toBe(true);
    expect((await kit.createRecharge(b.s, 70_000, 'bank')).body.code).toBe(0);
  }, 120_000);
  afterAll(() => t.close());

  it('after recharges passed, cancelled and in review and withdrawals completed, rejected and pending, the totals equal the orders', async () => {
    const expected = await fromOrders(t, timeZone);
    expect(expected).toEqual(
      new Map([
        [`${today()}|recharge`, `3/230000`],
        [`${today()}|withdraw`, `2/37300`],
      ]),
    );
    expect(await totals(t)).toEqual(expected);
  });

  it('the dashboard reads them: counts, sums and the per-day series as the orders give them', async () => {
    const dashboard = createAdminDashboardService({ db: t.db, clock: { now: () => new Date() }, timeZone });
    const board = await dashboard.dashboard({ from: today(), to: today() });
    expect(board.recharge).toEqual({ count: 3, amount: 230_000 });
    expect(board.withdraw).toEqual({ count: 2, amount: 37_300 });
    expect(board.series).toEqual([
      expect.objectContaining({ day: today(), recharge: 230_000, withdraw: 37_300 }),
    ]);
  });

  it('writes by hand are counted too: an amount, a closing time across midnight, a status, a delete, an insert', async () => {
    // Moved to the last second and the last microsecond of yesterday in the zone.
    const todayStart = sql`(${today()}::date::timestamp at time zone ${timeZone})`;
    await t.db.execute(sql`update recharge_orders set amount_fen = amount_fen + 7
                            where id = (select min(id) from recharge_orders where status = 'passed')`);
    await t.db.execute(sql`update recharge_orders set closed_at = ${todayStart} - interval '1 second'
                            where id = (select max(id) from recharge_orders where status = 'passed')`);
    await t.db.execute(sql`update withdraw_orders set reviewed_at = ${todayStart} - interval '1 microsecond'
                            where id = (select min(id) from withdraw_orders where state = 'Completed')`);
    await t.db
      .execute(sql`update recharge_orders set status = 'passed', closed_by = 'repair', closed_at = now()
                            where status = 'reviewing'`);
    await t.db.execute(sql`delete from withdraw_orders where state = 'Reject'`);
    await t.db.execute(sql`
      insert into withdraw_orders (order_no, user_id, address_id, amount_fen, state, request_id, reviewed_at)
      select 'W-by-hand', user_id, address_id, 4321, 'Completed', 'by-hand', ${todayStart} - interval '2 days'
        from withdraw_orders limit 1`);
    const expected = await fromOrders(t, timeZone);
    expect(expected.size).toBe(5);
    expect(await totals(t)).toEqual(expected);

    const dashboard = createAdminDashboardService({ db: t.db, clock: { now: () => new Date() }, timeZone });
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toLocaleDateString('en-CA', { timeZone });
    const board = await dashboard.dashboard({ from: twoDaysAgo, to: today() });
    const sum = (kind: string) =>
      [...expected].filter(([k]) => k.endsWith(kind)).reduce((n, [, v]) => n + Number(v.split('/')[1]), 0);
    expect(board.recharge.amount).toBe(sum('|recharge'));
    expect(board.withdraw.amount).toBe(sum('|withdraw'));
    expect(board.series.map((d) => [d.day, d.recharge, d.withdraw])).toEqual(
      board.series.map((d) => [
        d.day,
        Number(expected.get(`${d.day}|recharge`)?.split('/')[1] ?? 0),
        Number(expected.get(`${d.day}|withdraw`)?.split('/')[1] ?? 0),
      ]),
    );
  });

  it('another time zone: start-up recounts the days in it; a dashboard in a zone the totals are not in reads the orders', async () => {
    const before = await createAdminDashboardService({ db: t.db, clock: t.clock, timeZone }).dashboard({
      from: today(),
      to: today(),
    });
    const utc = createAdminDashboardService({ db: t.db, clock: t.clock, timeZone: 'America/New_York' });
    expect(await utc.alignMoneyZone()).toBe(true);
    expect(await utc.alignMoneyZone()).toBe(false);
    expect(await totals(t)).toEqual(await fromOrders(t, 'America/New_York'));
    // The triggers now count in the new zone.
    await t.db.execute(sql`update recharge_orders set amount_fen = amount_fen + 1 where status = 'passed'`);
    expect(await totals(t)).toEqual(await fromOrders(t, 'America/New_York'));
    // A server still in the old zone answers from the orders, as it did before the totals.
    await t.db.execute(sql`update recharge_orders set amount_fen = amount_fen - 1 where status = 'passed'`);
    const after = await createAdminDashboardService({ db: t.db, clock: t.clock, timeZone }).dashboard({
      from: today(),
      to: today(),
    });
    expect(after.recharge).toEqual(before.recharge);
    expect(after.withdraw).toEqual(before.withdraw);
    expect(await createAdminDashboardService({ db: t.db, clock: t.clock, timeZone }).alignMoneyZone()).toBe(
      true,
    );
    expect(await totals(t)).toEqual(await fromOrders(t, timeZone));
  });

  it('start-up aligns the totals with the server’s TZ', async () => {
    const other = await buildTestApp({ config: { timeZone: 'UTC' } });
    try {
      const [row] = rowsOf<{ time_zone: string }>(
        await other.db.execute(sql`select time_zone from operator_money_zone`),
      );
      expect(row?.time_zone).toBe('UTC');
    } finally {
      await other.close();
    }
  });
});
