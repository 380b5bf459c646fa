import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fundedPlayer, openIssue, requestId } from '../../../test/betting-fixtures';
import { type TestApp, buildTestApp } from '../../../test/helper';
import { moneyKit } from '../../../test/money-kit';

type Row = { userId: number; account: string; markers: { kind: string; detail: string; at: string }[] };

describe('back office risk markers (ADR 122), each triggered by generated data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 300_000); // building and migrating the app is slow on a loaded machine
  afterAll(() => t.close());

  const bet = async (token: string, unitPrice = 100) => {
    const issue = await openIssue(t, 'k3', 5_000);
    const res = await t.post(
      '/user/makeOrder',
      {
        game: 'k3',
        issue,
        requestId: requestId(),
        bets: [{ play: 'HZ', selection: [['10']], unitPrice, multiple: 1 }],
      },
      { token },
    );
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    return Number(res.body.data.bets[0].id);
  };

  it('finds rapid deposits, chased losses, night play and raised limits; filters; exports CSV', async () => {
    const kit = moneyKit(t);
    const tz = 'Asia/Ho_Chi_Minh';
    const calm = await fundedPlayer(t, 10_000);
    await kit.createRecharge(calm, 1_000);

    const rapid = await fundedPlayer(t, 0);
    for (let i = 0; i < 3; i += 1) expect((await kit.createRecharge(rapid, 1_000)).body.code).toBe(0);
    // Spread over 20 minutes: still inside one 30-minute window.
    await t.db.execute(sql`
      update recharge_orders set created_at = created_at - (id % 3) * interval '10 minutes' where user_id = ${rapid.userId}`);

    const chaser = await fundedPlayer(t, 10_000);
    const lostBet = await bet(chaser.token);
    await t.db.execute(sql`
      update bets set status = 'lost', payout_fen = 0,
             settled_at = ${new Date(t.clock.now().getTime() - 5 * 60_000).toISOString()}::timestamptz
       where id = ${lostBet}`);
    await kit.createRecharge(chaser, 1_000);
    t.clock.advance(60_000);
    await kit.createRecharge(chaser, 1_000);

    const owl = await fundedPlayer(t, 10_000);
    const early = await bet(owl.token);
    const late = await bet(owl.token);
    // Last night, 01:00 and 03:30 local: two and a half hours of play.
    const night = (h: number) =>
      sql`(date_trunc('day', ${t.clock.now().toISOString()}::timestamptz at time zone ${tz}) - interval '1 day' + ${`${h} minutes`}::interval) at time zone ${tz}`;
    await t.db.execute(sql`update bets set created_at = ${night(60)} where id = ${early}`);
    await t.db.execute(sql`update bets set created_at = ${night(210)} where id = ${late}`);

    const raiser = await fundedPlayer(t, 0);
    await t.post('/user/limits', { dailyLoss: 100 }, { token: raiser.token });
    for (const v of [200, 300, 400]) await t.post('/user/limits', { dailyLoss: v }, { token: raiser.token });

    const all = await kit.admin('/admin/risk/players', { page: 1, pageSize: 100 });
    expect(all.body.code, JSON.stringify(all.body)).toBe(0);
    const byUser = new Map(
      (all.body.data.list as Row[]).map((r) => [r.userId, r.markers.map((m) => m.kind)]),
    );
    expect(byUser.get(rapid.userId)).toContain('rapidDeposits');
    expect(byUser.get(chaser.userId)).toContain('chasingLosses');
    expect(byUser.get(owl.userId)).toEqual(['nightSessions']);
    expect(byUser.get(raiser.userId)).toEqual(['limitsRaised']);
    expect(byUser.has(calm.userId)).toBe(false);
    const owlRow = (all.body.data.list as Row[]).find((r) => r.userId === owl.userId);
    expect(owlRow?.markers[0]?.detail).toMatch(
      /1 nights with play between 00:00 and 06:00, the longest 150 minutes/,
    );

    const onlyNight = await kit.admin('/admin/risk/players', {
      marker: 'nightSessions',
      page: 1,
      pageSize: 100,
    });
    expect((onlyNight.body.data.list as Row[]).map((r) => r.userId)).toEqual([owl.userId]);
    expect(onlyNight.body.data.total).toBe(1);

    const csv = await t.app.inject({
      method: 'POST',
      url: '/admin/risk/players.csv',
      headers: { token: await kit.adminToken(), 'content-type': 'application/json' },
      payload: JSON.stringify({ marker: 'limitsRaised' }),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('userId,account,marker,detail,at');
    expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual(['limitsRaised']);
  }, 120_000);
});
