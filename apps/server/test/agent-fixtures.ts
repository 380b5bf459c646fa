import { randomInt } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { expect } from 'vitest';

import { currentTermsVersion } from '@fairdraw/contract';

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

/** A member an agent opened: its one-time password is the one the open-account answer showed. */
export interface OpenedAccount {
  account: string;
  userId: number;
  oneTimePassword: string;
}

/** `/agent/createAccount` by `token`; returns the new member's id, account and one-time password. */
export async function openAccount(
  t: TestApp,
  token: string,
  type: 'player' | 'agent',
  rebate: number,
): Promise<OpenedAccount> {
  const account = uniqueAccount(type === 'agent' ? 'sub' : 'mem');
  const res = await t.post('/agent/createAccount', { account, rebate, type }, { token });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  const user = res.body.data.user;
  return { account, userId: Number(user.userId), oneTimePassword: String(user.password) };
}

/**
 * Logs in with the one-time password, replaces it and sets the first fund password (there is none
 * before); returns a usable token.
 */
export async function firstLogin(t: TestApp, opened: OpenedAccount, password = 'xyz98765') {
  const login = await t.login(opened.account, opened.oneTimePassword);
  expect(login.body.code, JSON.stringify(login.body)).toBe(0);
  const token = login.body.data.token;
  const pwd = await t.post(
    '/user/updatePwd',
    { oldPassword: opened.oneTimePassword, newPassword: password, confirmPassword: password },
    { token },
  );
  expect(pwd.body.code, JSON.stringify(pwd.body)).toBe(0);
  const fund = await t.post(
    '/user/updateTransPwd',
    { loginPassword: password, newPassword: '246810', confirmPassword: '246810' },
    { token },
  );
  expect(fund.body.code, JSON.stringify(fund.body)).toBe(0);
  // The player confirms 18+ and the terms at the first login (an agent cannot do it for them, ADR 121).
  const terms = await t.post('/user/acceptTerms', { version: currentTermsVersion }, { token });
  expect(terms.body.code, JSON.stringify(terms.body)).toBe(0);
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
