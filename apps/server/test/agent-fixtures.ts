import { randomInt } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { expect } from 'vitest';

import { type TestApp, rowsOf, uniqueAccount } from './helper';

/** A registered user made an agent by SQL (only the house or a parent agent opens agents otherwise). */
export async function makeAgent(t: TestApp, rebatePerMille: number, fundPassword = '654321') {
  const session = await t.register(uniqueAccount('agent'));
  const info = await t.post('/user/getUserInfo', {}, { token: session.token });
  const userId = Number(info.body.data.id);
  const inviteCode = String(randomInt(10_000_000, 100_000_000));
  await t.db.execute(
    sql`update users set type = 'agent', rebate_per_mille = ${rebatePerMille}, invite_code = ${inviteCode} where id = ${userId}`,
  );
  const set = await t.post(
    '/user/updateTransPwd',
    { loginPassword: session.password, newPassword: fundPassword, confirmPassword: fundPassword },
    { token: session.token },
  );
  expect(set.body.code, JSON.stringify(set.body)).toBe(0);
  return { ...session, userId, inviteCode, fundPassword };
}

/** `/agent/createAccount` by `token`; returns the new member's id and account. */
export async function openAccount(t: TestApp, token: string, type: 'player' | 'agent', rebate: number) {
  const account = uniqueAccount(type === 'agent' ? 'sub' : 'mem');
  const res = await t.post('/agent/createAccount', { account, rebate, type }, { token });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return { account, userId: Number(res.body.data.user.userId) };
}

/** Logs in with the default passwords (test config) and replaces both; returns a usable token. */
export async function firstLogin(t: TestApp, account: string, password = 'xyz98765') {
  const login = await t.login(account, 'abc123456');
  expect(login.body.code, JSON.stringify(login.body)).toBe(0);
  const token = login.body.data.token;
  const pwd = await t.post(
    '/user/updatePwd',
    { oldPassword: 'abc123456', newPassword: password, confirmPassword: password },
    { token },
  );
  expect(pwd.body.code, JSON.stringify(pwd.body)).toBe(0);
  const fund = await t.post(
    '/user/updateTransPwd',
    { oldPassword: '123456', newPassword: '246810', confirmPassword: '246810' },
    { token },
  );
  expect(fund.body.code, JSON.stringify(fund.body)).toBe(0);
  return { token, password, fundPassword: '246810' };
}

/** The ids of `ancestorId`'s subtree below it, straight from users.parent_id (the tree's truth). */
export async function descendantsByParent(t: TestApp, ancestorId: number): Promise<Set<number>> {
  const rows = rowsOf<{ id: number }>(
    await t.db.execute(sql`
      with recursive d as (select id from users where parent_id = ${ancestorId}
        union all select u.id from users u join d on u.parent_id = d.id)
      select id from d`),
  );
  return new Set(rows.map((r) => Number(r.id)));
}
