import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { descendantsByParent, firstLogin, makeAgent, openAccount } from '../../../test/agent-fixtures';
import { requestId } from '../../../test/betting-fixtures';
import { type TestApp, buildTestApp, rowsOf, uniqueAccount } from '../../../test/helper';

type Agent = Awaited<ReturnType<typeof makeAgent>>;

const registerWith = (t: TestApp, inviteCode: string, account = uniqueAccount()) =>
  t.post('/user/register', {
    account,
    password: 'fair2draw58',
    confirmPassword: 'fair2draw58',
    inviteCode,
    agree: true,
    register_device: 3,
  });

const userIdOf = async (t: TestApp, token: string) =>
  Number((await t.post('/user/getUserInfo', {}, { token })).body.data.id);

/** Every /agent/* call with a valid body naming `userId` / `account` where the call takes one. */
const agentCalls = (userId: number, account: string) =>
  [
    ['GET', '/agent/promotion', undefined],
    ['POST', '/agent/links', {}],
    ['POST', '/agent/createLink', { rebate: 0, type: 'player' }],
    ['POST', '/agent/createAccount', { account: uniqueAccount('x'), rebate: 0, type: 'player' }],
    ['POST', '/agent/subordinates', {}],
    ['POST', '/agent/detail', { userId }],
    ['POST', '/agent/online', {}],
    ['POST', '/agent/balanceChanges', { account }],
    ['POST', '/agent/rechargeWithdraw', {}],
    ['POST', '/agent/gameStats', { range: '7d' }],
    ['POST', '/agent/overview', { range: 'today' }],
    ['POST', '/agent/report', { range: '7d' }],
    ['POST', '/agent/transfer', { userId, amount: 100, fundPassword: '654321', requestId: requestId() }],
  ] as const;

describe('agents: tree, invites, accounts, team queries', () => {
  let t: TestApp;
  let agent: Agent;
  let other: Agent;

  beforeAll(async () => {
    t = await buildTestApp({ drawScheduler: false });
    agent = await makeAgent(t, 15);
    other = await makeAgent(t, 15);
  }, 30_000);
  afterAll(() => t.close());

  it('keeps a closure row for every ancestor of every user (trigger on insert, backfilled by the migration)', async () => {
    const sub = await openAccount(t, agent.token, 'agent', 10);
    const member = await openAccount(t, (await firstLogin(t, sub)).token, 'player', 5);
    const rows = rowsOf<{ ancestor_id: number; depth: number }>(
      await t.db.execute(
        sql`select ancestor_id, depth from user_tree where descendant_id = ${member.userId} order by depth`,
      ),
    );
    const [house] = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id from users where invite_code = '8888'`),
    );
    expect(rows.map((r) => [Number(r.ancestor_id), Number(r.depth)])).toEqual([
      [member.userId, 0],
      [sub.userId, 1],
      [agent.userId, 2],
      [Number(house?.id), 3],
    ]);
    const moved = t.db.execute(sql`update users set parent_id = ${other.userId} where id = ${member.userId}`);
    await expect(moved).rejects.toThrow();
  });

  it('answers 1001 to every /agent/* call of a player', async () => {
    const player = await t.register();
    for (const [method, path, body] of agentCalls(agent.userId, agent.account)) {
      const res =
        method === 'GET'
          ? await t.get(path, { token: player.token })
          : await t.post(path, body, { token: player.token });
      expect(res.body.code, path).toBe(1001);
    }
  });

  it('promotion gives the agent its own code; registering with it opens a player at 0‰ under the agent', async () => {
    const res = await t.get('/agent/promotion', { token: agent.token });
    expect(res.body.data.inviteCode).toBe(agent.inviteCode);
    expect(res.body.data.link).toContain(`inviteCode=${agent.inviteCode}`);
    const reg = await registerWith(t, agent.inviteCode);
    expect(reg.body.code).toBe(0);
    const info = (await t.post('/user/getUserInfo', {}, { token: reg.body.data.token })).body.data;
    expect([info.type, info.rebate]).toEqual(['player', 0]);
    expect(await t.post('/agent/detail', { userId: info.id }, { token: agent.token })).toMatchObject({
      body: { code: 0, data: { type: 'player', level: 1 } },
    });
  });

  it('promotion links point at the configured PUBLIC_URL, whatever Host header the request sends', async () => {
    const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const promotion = await t.get('/agent/promotion', { token: agent.token, headers });
    expect(promotion.body.data.link).toBe(
      `https://play.fairdraw.example/pages/account_info/register?inviteCode=${agent.inviteCode}`,
    );
    const created = await t.post(
      '/agent/createLink',
      { rebate: 0, type: 'player' },
      { token: agent.token, headers },
    );
    expect(created.body.data.link).toMatch(
      /^https:\/\/play\.fairdraw\.example\/pages\/account_info\/register\?/,
    );
    const links = await t.post('/agent/links', {}, { token: agent.token, headers });
    expect(links.body.data.list.length).toBeGreaterThan(0);
    for (const l of links.body.data.list as { link: string }[])
      expect(l.link.startsWith('https://play.fairdraw.example/')).toBe(true);
  });

  it('extra links carry their own rebate (≤ the agent’s) and type, and count registrations', async () => {
    const tooHigh = await t.post('/agent/createLink', { rebate: 16, type: 'player' }, { token: agent.token });
    expect(tooHigh.body.code).toBe(1000);
    expect(tooHigh.body.data.fields).toHaveProperty('rebate');
    const created = await t.post('/agent/createLink', { rebate: 7, type: 'agent' }, { token: agent.token });
    expect(created.body.code).toBe(0);
    const code = String(created.body.data.code);
    const reg = await registerWith(t, code);
    expect(reg.body.code, JSON.stringify(reg.body)).toBe(0);
    const info = (await t.post('/user/getUserInfo', {}, { token: reg.body.data.token })).body.data;
    expect([info.type, info.rebate]).toEqual(['agent', 7]);
    expect(info.inviteCode).toMatch(/^\d{8}$/);
    const links = await t.post('/agent/links', {}, { token: agent.token });
    expect(links.body.data.list).toContainEqual(
      expect.objectContaining({ code, rebate: 7, type: 'agent', registrations: 1 }),
    );
    // Another agent's link list never shows it.
    const theirs = await t.post('/agent/links', {}, { token: other.token });
    expect(theirs.body.data.list.map((l: { code: string }) => l.code)).not.toContain(code);
    expect((await registerWith(t, '99999999x')).body.code).toBe(1000);
  });

  it('createAccount: rebate ≤ own, one-time password, both passwords set before anything else (1001)', async () => {
    const tooHigh = await t.post(
      '/agent/createAccount',
      { account: uniqueAccount(), rebate: 16, type: 'player' },
      { token: agent.token },
    );
    expect(tooHigh.body.code).toBe(1000);
    const taken = await t.post(
      '/agent/createAccount',
      { account: other.account, rebate: 1, type: 'player' },
      { token: agent.token },
    );
    expect(taken.body.code).toBe(1003);

    const { account, oneTimePassword } = await openAccount(t, agent.token, 'player', 3);
    const login = await t.login(account, oneTimePassword);
    expect(login.body.code).toBe(0);
    const token = login.body.data.token;
    const info = await t.post('/user/getUserInfo', {}, { token });
    expect(info.body.data.mustChangePassword).toBe(true);
    const blocked = await t.post('/bet/list', {}, { token, lang: 'en' });
    expect(blocked.body).toMatchObject({ code: 1001, msg: 'Please change your passwords first' });
    expect(
      (
        await t.post(
          '/user/updatePwd',
          { oldPassword: oneTimePassword, newPassword: 'new12345', confirmPassword: 'new12345' },
          { token },
        )
      ).body.code,
    ).toBe(0);
    // One of two changed: still refused.
    expect((await t.post('/bet/list', {}, { token })).body.code).toBe(1001);
    expect(
      (
        await t.post(
          '/user/updateTransPwd',
          { loginPassword: 'new12345', newPassword: '135790', confirmPassword: '135790' },
          { token },
        )
      ).body.code,
    ).toBe(0);
    expect((await t.post('/bet/list', {}, { token })).body.code).toBe(0);
    expect((await t.post('/user/getUserInfo', {}, { token })).body.data.mustChangePassword).toBe(false);
  });

  it('refuses (1001) every call naming someone outside the caller’s team, and lists never show them', async () => {
    const mine = await openAccount(t, agent.token, 'player', 1);
    const theirs = await openAccount(t, other.token, 'player', 1);
    for (const [, path, body] of agentCalls(theirs.userId, theirs.account)) {
      if (!('userId' in (body ?? {})) && !('account' in (body ?? {}))) continue;
      if (path === '/agent/createAccount') continue;
      const res = await t.post(path, body, { token: agent.token });
      expect(res.body.code, path).toBe(1001);
    }
    // The agent itself is not its own subordinate, and its parent is not either.
    expect((await t.post('/agent/detail', { userId: agent.userId }, { token: agent.token })).body.code).toBe(
      1001,
    );
    const ok = await t.post('/agent/detail', { userId: mine.userId }, { token: agent.token });
    expect(ok.body.code).toBe(0);

    const team = await descendantsByParent(t, agent.userId);
    const subs = await t.post('/agent/subordinates', { pageSize: 100 }, { token: agent.token });
    const listed = subs.body.data.list.map((s: { userId: number }) => s.userId);
    expect(new Set(listed)).toEqual(team);
    expect(subs.body.data.total).toBe(team.size);
    const search = await t.post('/agent/subordinates', { account: theirs.account }, { token: agent.token });
    expect(search.body.data.list).toEqual([]);
  });

  it('transfer: fund password, direct members only, idempotent on requestId, a `transfer` ledger pair', async () => {
    await t.app.fairdraw.wallet.transfer({
      from: { system: 'cash' },
      to: { userId: agent.userId },
      amountFen: 50_000,
      type: 'recharge',
      idempotencyKey: `test-fund-agent:${agent.userId}`,
    });
    const sub = await openAccount(t, agent.token, 'agent', 10);
    const subToken = (await firstLogin(t, sub)).token;
    const grandchild = await openAccount(t, subToken, 'player', 1);

    const body = {
      userId: sub.userId,
      amount: 12_345,
      fundPassword: agent.fundPassword,
      requestId: requestId(),
    };
    const wrong = await t.post(
      '/agent/transfer',
      { ...body, fundPassword: '000000' },
      { token: agent.token },
    );
    expect(wrong.body.code).toBe(1000);
    const deep = await t.post(
      '/agent/transfer',
      { ...body, userId: grandchild.userId },
      { token: agent.token },
    );
    expect(deep.body.code).toBe(1001);
    const first = await t.post('/agent/transfer', body, { token: agent.token });
    expect(first.body.code, JSON.stringify(first.body)).toBe(0);
    expect(first.body.data.balance).toBe(50_000 - 12_345);
    const again = await t.post('/agent/transfer', body, { token: agent.token });
    expect(again.body.data).toMatchObject({ balance: 50_000 - 12_345, transfer: { replayed: true } });
    const conflict = await t.post('/agent/transfer', { ...body, amount: 1 }, { token: agent.token });
    expect(conflict.body.code).toBe(1003);
    const poor = await t.post(
      '/agent/transfer',
      { ...body, amount: 10_000_000, requestId: requestId() },
      { token: agent.token },
    );
    expect(poor.body.code).toBe(1004);

    const detail = await t.post('/agent/detail', { userId: sub.userId }, { token: agent.token });
    expect(detail.body.data).toMatchObject({
      balance: 12_345,
      transferIn: 12_345,
      transferOut: 0,
      isDirect: true,
    });
    const changes = await t.post('/agent/balanceChanges', { type: 'transfer' }, { token: agent.token });
    expect(changes.body.data.list).toEqual([
      expect.objectContaining({ userId: sub.userId, amount: 12_345, type: 'transfer' }),
    ]);
    await t.assertLedgerInvariant();
  });

  it('online lists team members seen within 5 minutes only', async () => {
    const fresh = await openAccount(t, other.token, 'player', 0);
    await firstLogin(t, fresh);
    const now = await t.post('/agent/online', {}, { token: other.token });
    expect(now.body.data.list.map((m: { userId: number }) => m.userId)).toContain(fresh.userId);
    const mineOnly = await t.post('/agent/online', {}, { token: agent.token });
    expect(mineOnly.body.data.list.map((m: { userId: number }) => m.userId)).not.toContain(fresh.userId);
    t.clock.advance(6 * 60_000);
    const later = await t.post('/agent/online', {}, { token: other.token });
    expect(later.body.data.list.map((m: { userId: number }) => m.userId)).not.toContain(fresh.userId);
  });

  it('trial accounts never appear in a team', async () => {
    const trial = await t.trial();
    const trialId = await userIdOf(t, trial.token);
    const [house] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*) as n from user_tree where descendant_id = ${trialId}`),
    );
    expect(Number(house?.n)).toBe(2); // itself and the house: nobody who can log in
  });
});
