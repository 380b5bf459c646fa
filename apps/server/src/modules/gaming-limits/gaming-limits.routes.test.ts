import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { balanceOf, fundedPlayer, openIssue, requestId } from '../../../test/betting-fixtures';
import { type TestApp, buildTestApp } from '../../../test/helper';
import { moneyKit } from '../../../test/money-kit';

const hour = 60 * 60 * 1000;

describe('POST /user/limits (responsible gaming, ADR 098)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 300_000); // building and migrating the app is slow on a loaded machine
  afterAll(async () => {
    await t.assertLedgerInvariant();
    await t.close();
  });

  // The access token lives 15 minutes of the test's clock: after a jump the refresh token (rotated
  // on every use) renews it.
  const renew = async (session: { token: string; jwt: string }) => {
    const res = await t.post('/user/refreshToken', { token_jwt: session.jwt });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    session.token = String(res.body.data.token);
    session.jwt = String(res.body.data.jwt);
    return session.token;
  };
  const limits = (token: string, body: Record<string, unknown>, lang = 'en') =>
    t.post('/user/limits', body, { token, lang });
  const order = (token: string, issue: string, unitPrice: number) =>
    t.post(
      '/user/makeOrder',
      {
        game: 'k3',
        issue,
        requestId: requestId(),
        bets: [{ play: 'HZ', selection: [['10']], unitPrice, multiple: 1 }],
      },
      { token, lang: 'en' },
    );

  it('reads and sets: lower at once, raise after 24 h; getUserInfo shows the same', async () => {
    const p = await fundedPlayer(t, 0);
    const none = await limits(p.token, {});
    expect(none.body).toMatchObject({
      code: 0,
      data: {
        dailyDeposit: null,
        dailyLoss: null,
        sessionMinutes: null,
        selfExcludedUntil: null,
        pending: null,
      },
    });
    const set = await limits(p.token, { dailyLoss: 1_000, dailyDeposit: 50_000 });
    expect(set.body.data).toMatchObject({ dailyLoss: 1_000, dailyDeposit: 50_000, pending: null });

    const raised = await limits(p.token, { dailyLoss: 5_000, dailyDeposit: null });
    expect(raised.body.data).toMatchObject({ dailyLoss: 1_000, dailyDeposit: 50_000 });
    expect(raised.body.data.pending).toMatchObject({ dailyLoss: 5_000, dailyDeposit: null });
    const delay = Date.parse(raised.body.data.pending.effectiveAt) - t.clock.now().getTime();
    expect(Math.abs(delay - 24 * hour)).toBeLessThan(1_000); // shown to the second
    const info = await t.post('/user/getUserInfo', {}, { token: p.token });
    expect(info.body.data.limits).toEqual(raised.body.data);

    t.clock.advance(23 * hour);
    expect((await limits(await renew(p), {})).body.data.dailyLoss).toBe(1_000);
    t.clock.advance(hour);
    const applied = await limits(await renew(p), {});
    expect(applied.body.data).toMatchObject({ dailyLoss: 5_000, dailyDeposit: null, pending: null });
  });

  it('bad values → 1000 with fields, localized; nothing changes', async () => {
    const p = await fundedPlayer(t, 0);
    for (const body of [
      { dailyLoss: -1 },
      { dailyLoss: 1.5 },
      { dailyDeposit: 'lots' },
      { sessionMinutes: 0 },
      { sessionMinutes: 1441 },
      { selfExcludeDays: 0 },
      { selfExcludeDays: null },
    ]) {
      const res = await limits(p.token, body, 'vi');
      expect(res.body.code, JSON.stringify(body)).toBe(1000);
      const [field] = Object.keys(body);
      expect(res.body.data.fields[field ?? ''], JSON.stringify(res.body)).toMatch(/\S/);
    }
    expect((await limits(p.token, {})).body.data.dailyLoss).toBeNull();
    expect((await t.post('/user/limits', {})).body.code).toBe(401);
  });

  it('daily loss: an order that could pass it → 1007, the balance untouched', async () => {
    const p = await fundedPlayer(t, 10_000);
    const issue = await openIssue(t, 'k3', 5_000);
    await limits(p.token, { dailyLoss: 500 });
    expect((await order(p.token, issue, 400)).body.code).toBe(0);
    const refused = await order(p.token, issue, 200);
    expect(refused.body.code).toBe(1007);
    expect(refused.body.msg).toMatch(/daily loss/i);
    expect(await balanceOf(t, p.token)).toBe(9_600);
    expect((await order(p.token, issue, 100)).body.code).toBe(0); // exactly up to the limit
  });

  it('self-exclusion refuses bets and recharges until it ends; the session limit refuses bets', async () => {
    const kit = moneyKit(t);
    const p = await fundedPlayer(t, 10_000);
    const issue = await openIssue(t, 'k3', 5_000);
    const excluded = await limits(p.token, { selfExcludeDays: 2 });
    expect(excluded.body.data.selfExcludedUntil).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Excluding ends every session (ADR 121): the player logs in again, as to withdraw.
    expect((await t.post('/user/getUserInfo', {}, { token: p.token })).body.code).toBe(402);
    const again = await t.login(p.account, p.password);
    p.token = String(again.body.data.token);
    p.jwt = String(again.body.data.jwt);
    const bet = await order(p.token, issue, 100);
    expect(bet.body.code).toBe(1007);
    expect((await order(p.token, issue, 20_000)).body.code).toBe(1007); // not 1004: excluded first
    expect(bet.body.data.until).toBe(excluded.body.data.selfExcludedUntil);
    expect((await kit.createRecharge(p, 5_000)).body.code).toBe(1007);
    expect(await balanceOf(t, p.token)).toBe(10_000);
    t.clock.advance(48 * hour);
    expect((await limits(await renew(p), {})).body.data.selfExcludedUntil).toBeNull();

    const q = await fundedPlayer(t, 10_000);
    await limits(q.token, { sessionMinutes: 30 });
    await t.db
      .execute(sql`update sessions set created_at = ${new Date(t.clock.now().getTime() - 29 * 60_000).toISOString()}::timestamptz
                           where user_id = ${q.userId}`);
    const issueNow = await openIssue(t, 'k3', 5_000);
    expect((await order(q.token, issueNow, 100)).body.code).toBe(0);
    t.clock.advance(2 * 60_000);
    const late = await order(q.token, issueNow, 100);
    expect(late.body.code).toBe(1007);
    expect(late.body.msg).toMatch(/session/i);
  });

  it('daily deposit: a recharge that would pass it → 1007', async () => {
    const kit = moneyKit(t);
    const p = await fundedPlayer(t, 0);
    await limits(p.token, { dailyDeposit: 10_000 });
    expect((await kit.createRecharge(p, 8_000)).body.code).toBe(0);
    const refused = await kit.createRecharge(p, 3_000);
    expect(refused.body.code).toBe(1007);
    expect(refused.body.msg).toMatch(/deposit/i);
    expect((await kit.createRecharge(p, 2_000)).body.code).toBe(0);
  });
});
