import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serverMessages } from '@fairdraw/contract';

import { firstLogin, makeAgent, openAccount } from '../../../test/agent-fixtures';
import { type TestApp, buildTestApp, rowsOf } from '../../../test/helper';

type Agent = Awaited<ReturnType<typeof makeAgent>>;

const day = 86_400_000;
/** The defaults every agent-opened account had before ADR 118. */
const formerDefaults = { login: 'abc123456', fund: '123456' };

/** docs/security.md finding 13d: agent-opened accounts start with a one-time password, not a known default. */
describe('agents: accounts opened with a one-time password (ADR 118)', () => {
  let t: TestApp;
  let agent: Agent;

  beforeAll(async () => {
    t = await buildTestApp({ drawScheduler: false });
    agent = await makeAgent(t, 15);
  }, 30_000);
  afterAll(() => t.close());

  it('answers a random 10-character password, different per account and never the former default', async () => {
    const a = await openAccount(t, agent.token, 'player', 0);
    const b = await openAccount(t, agent.token, 'agent', 5);
    for (const opened of [a, b]) {
      expect(opened.oneTimePassword).toMatch(/^[a-z0-9]{10}$/);
      expect(opened.oneTimePassword).toMatch(/[a-z]/);
      expect(opened.oneTimePassword).toMatch(/\d/);
      expect(opened.oneTimePassword).not.toBe(formerDefaults.login);
    }
    expect(a.oneTimePassword).not.toBe(b.oneTimePassword);
  });

  it('stores the one-time password nowhere in clear, and no fund password at all', async () => {
    const opened = await openAccount(t, agent.token, 'player', 0);
    const tables = rowsOf<{ table_name: string }>(
      await t.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      ),
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const { table_name } of tables) {
      const hits = rowsOf<{ n: number }>(
        await t.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table_name)} r where r::text like ${`%${opened.oneTimePassword}%`}`,
        ),
      );
      expect(Number(hits[0]?.n), table_name).toBe(0);
    }
    const [user] = rowsOf<{ fund_password_hash: string | null; claim_expires_at: unknown }>(
      await t.db.execute(
        sql`select fund_password_hash, claim_expires_at from users where id = ${opened.userId}`,
      ),
    );
    expect(user?.fund_password_hash).toBeNull();
    expect(user?.claim_expires_at).not.toBeNull();
  });

  it('refuses the former default password (1001)', async () => {
    const opened = await openAccount(t, agent.token, 'player', 0);
    const login = await t.login(opened.account, formerDefaults.login, { lang: 'en' });
    expect(login.body).toMatchObject({ code: 1001, msg: serverMessages.en['auth.wrongCredentials'] });
  });

  it('logs in with the one-time password and forces a new login and a first fund password', async () => {
    const opened = await openAccount(t, agent.token, 'player', 0);
    const login = await t.login(opened.account, opened.oneTimePassword);
    expect(login.body.code, JSON.stringify(login.body)).toBe(0);
    const token = login.body.data.token;
    const info = await t.post('/user/getUserInfo', {}, { token });
    expect(info.body.data).toMatchObject({ mustChangePassword: true, hasFundPassword: false });
    expect((await t.post('/bet/list', {}, { token })).body.code).toBe(1001);
    // There is no fund password to guess: the former default proves nothing.
    const byDefault = await t.post(
      '/user/updateTransPwd',
      { oldPassword: formerDefaults.fund, newPassword: '135790', confirmPassword: '135790' },
      { token },
    );
    expect(byDefault.body.code).toBe(1000);
    const pwd = await t.post(
      '/user/updatePwd',
      { oldPassword: opened.oneTimePassword, newPassword: 'mine2024x', confirmPassword: 'mine2024x' },
      { token },
    );
    expect(pwd.body.code, JSON.stringify(pwd.body)).toBe(0);
    const fund = await t.post(
      '/user/updateTransPwd',
      { loginPassword: 'mine2024x', newPassword: '135790', confirmPassword: '135790' },
      { token },
    );
    expect(fund.body.code, JSON.stringify(fund.body)).toBe(0);
    expect((await t.post('/bet/list', {}, { token })).body.code).toBe(0);
    // Spent: the one-time password no longer logs in.
    expect((await t.login(opened.account, opened.oneTimePassword)).body.code).toBe(1001);
  });

  it('stops the one-time password after the claim window with a localized answer; claimed accounts stay', async () => {
    const unclaimed = await openAccount(t, agent.token, 'player', 0);
    const late = await openAccount(t, agent.token, 'player', 0);
    const claimed = await openAccount(t, agent.token, 'player', 0);
    await firstLogin(t, claimed, 'claimed2024');

    t.clock.advance(7 * day - 60_000);
    expect((await t.login(late.account, late.oneTimePassword)).body.code).toBe(0);

    t.clock.advance(60_000);
    for (const lang of ['en', 'vi', 'tw', 'my', 'zh'] as const) {
      const login = await t.login(unclaimed.account, unclaimed.oneTimePassword, { lang });
      expect(login.body, lang).toMatchObject({ code: 1001, msg: serverMessages[lang]['auth.claimExpired'] });
    }
    expect((await t.login(late.account, late.oneTimePassword)).body.code).toBe(1001);
    expect((await t.login(claimed.account, 'claimed2024')).body.code).toBe(0);
  });
});
