import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serverMessages } from '@fairdraw/contract';

import { makeAgent, openAccount } from '../../../test/agent-fixtures';
import { type TestApp, buildTestApp, randomIp, rowsOf } from '../../../test/helper';
import { fundPassword, moneyKit } from '../../../test/money-kit';

// docs/security.md findings 2, 4 and 7: every secret check reserves its attempt before verifying.
let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
beforeAll(async () => {
  // This suite measures the attempt guard itself: the request limiter in front of it (rate-limits.test.ts)
  // would otherwise answer 1006 first once one account's logins pass its per-minute limit.
  t = await buildTestApp({
    config: { rateLimits: { sensitivePerAccount: 10_000, sensitivePerAddress: 10_000 } },
  });
  kit = moneyKit(t);
}, 120_000);
afterAll(() => t.close());

const parallel = 50;
const codesOf = (results: Array<{ body: { code: number } }>) => {
  const counts = new Map<number, number>();
  for (const r of results) counts.set(r.body.code, (counts.get(r.body.code) ?? 0) + 1);
  return Object.fromEntries(counts);
};
async function failureRows(kind: string, subject: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await t.db.execute(
      sql`select count(*)::int as n from failed_attempts where kind = ${kind} and subject = ${subject}`,
    ),
  );
  return Number(row?.n);
}
const all = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

describe('50 parallel wrong secrets verify exactly the limit', () => {
  it('player login: 5 wrong answers (1001), 45 refused unverified (1006), 5 failures; the right password is refused after', async () => {
    const s = await t.register();
    const results = await all(parallel, () => t.login(s.account, 'wrong123'));
    expect(codesOf(results)).toEqual({ 1001: 5, 1006: 45 });
    expect(await failureRows('login', s.account.toLowerCase())).toBe(5);
    expect((await t.login(s.account, s.password)).body.code).toBe(1006);
  });

  it('operator login from one address: 5 verified (1000), 45 refused (1006), 5 failures of kind operator_login', async () => {
    const ip = randomIp();
    const results = await all(parallel, () =>
      t.post('/admin/login', { account: 'admin', password: 'nope' }, { ip }),
    );
    expect(codesOf(results)).toEqual({ 1000: 5, 1006: 45 });
    expect(await failureRows('operator_login', `admin@${ip}`)).toBe(5);
    const right = await t.post(
      '/admin/login',
      { account: 'admin', password: 'admin-password-1' },
      { ip, lang: 'en' },
    );
    expect(right.body.code).toBe(1006);
    expect(right.body.msg).toBe(serverMessages.en['auth.tooManyAttemptsLater']);
  });

  it('fund password across withdraw/create, bind card, delete address, updateTransPwd and agent transfer: one lock of 5 in 24 h', async () => {
    const agent = await makeAgent(t, 10, fundPassword);
    const member = await openAccount(t, agent.token, 'player', 0);
    const cardId = await kit.bindCard(agent);
    const wrong = '999999';
    const tron = 'T'.padEnd(34, 'x');
    const tries = [
      () => kit.withdraw(agent, 10_000, cardId, undefined, wrong),
      () =>
        t.post(
          '/user/bindDigitWall',
          { walletName: 'w', network: 'TRC20', address: tron, confirmAddress: tron, fundPassword: wrong },
          { token: agent.token },
        ),
      () =>
        t.post(
          '/user/deleteWithDrawAddr',
          { id: cardId, kind: 'bank', fundPassword: wrong },
          { token: agent.token },
        ),
      () =>
        t.post(
          '/user/updateTransPwd',
          { oldPassword: wrong, newPassword: '135790', confirmPassword: '135790' },
          { token: agent.token },
        ),
      () =>
        t.post(
          '/agent/transfer',
          { userId: member.userId, amount: 100, fundPassword: wrong, requestId: `t-${Math.random()}` },
          { token: agent.token },
        ),
    ];
    const results = await all(parallel, (i) => tries[i % tries.length]!());
    // 4 wrong answers before the lock; the fifth failure already answers 1006 (ADR 031).
    expect(codesOf(results)).toEqual({ 1000: 4, 1006: 46 });
    expect(await failureRows('fund_password', `withdraw:${agent.userId}`)).toBe(5);
    const right = await kit.withdraw(agent, 10_000, cardId);
    expect(right.body.code).toBe(1006);
    expect(right.body.msg).toBe(serverMessages.en['money.fundPasswordLocked']);
    t.clock.advance(24 * 3600 * 1000 + 1000);
  });

  it('a right fund password releases its reservation: nothing is left behind to count towards the lock', async () => {
    const s = await kit.player();
    const change = (old: string, next: string) =>
      t.post(
        '/user/updateTransPwd',
        { oldPassword: old, newPassword: next, confirmPassword: next },
        { token: s.token },
      );
    // Twenty parallel right tries that change nothing: each verifies the fund password, then its new
    // password, the same, is refused on `newPassword`. (Tries that changed it would race: each
    // verification reads the hash stored at that moment, so after one change the others' old password
    // is wrong: ADR 149.) Reservations in flight count until verified: tries beyond 5 in flight are refused.
    const results = await all(20, () => change(fundPassword, fundPassword));
    const samePassword = (r: (typeof results)[number]) =>
      r.body.code === 1000 &&
      Object.keys((r.body.data as { fields?: object } | null)?.fields ?? {}).join() === 'newPassword';
    const verified = results.filter(samePassword).length;
    expect(verified).toBeGreaterThanOrEqual(5);
    expect(codesOf(results)).toEqual({ 1000: verified, ...(verified < 20 ? { 1006: 20 - verified } : {}) });
    expect(await failureRows('fund_password', `withdraw:${s.userId}`)).toBe(0);
    // Released, so 4 wrong tries later the right one still passes.
    for (let i = 0; i < 4; i += 1) expect((await change('999999', '246802')).body.code).toBe(1000);
    expect((await change(fundPassword, '246802')).body.code).toBe(0);
  });
});

describe('/user/updatePwd old password (finding 4)', () => {
  it('counts as a failed login of the account: 50 parallel wrong → 4 × 1000, the rest 1006, 5 failures, the session ends', async () => {
    const s = await t.register();
    const results = await all(parallel, () =>
      t.post(
        '/user/updatePwd',
        { oldPassword: 'wrong999', newPassword: 'newpass99', confirmPassword: 'newpass99' },
        { token: s.token },
      ),
    );
    // Requests authenticated after the session ended answer 402 instead of 1006.
    const { 1000: wrong, 1006: refused = 0, 402: ended = 0, ...other } = codesOf(results);
    expect({ wrong, refusedOrEnded: refused + ended, other }).toEqual({
      wrong: 4,
      refusedOrEnded: 46,
      other: {},
    });
    expect(refused).toBeGreaterThan(0);
    expect(await failureRows('login', s.account.toLowerCase())).toBe(5);
    // The session that reached the limit is over, and the account's login is throttled too.
    expect((await t.post('/user/getUserInfo', {}, { token: s.token })).body.code).toBe(402);
    expect((await t.login(s.account, s.password)).body.code).toBe(1006);
  });

  it('a right old password after 4 wrong ones still changes it (the limit is 5)', async () => {
    const s = await t.register();
    const change = (old: string) =>
      t.post(
        '/user/updatePwd',
        { oldPassword: old, newPassword: 'newpass99', confirmPassword: 'newpass99' },
        { token: s.token },
      );
    for (let i = 0; i < 4; i += 1) expect((await change('wrong999')).body.code).toBe(1000);
    expect((await change(s.password)).body.code).toBe(0);
    expect(await failureRows('login', s.account.toLowerCase())).toBe(4);
  });
});

describe('operator lockouts (finding 7)', () => {
  it('wrong operator tries from address A block neither a player login from A nor the operator’s right login from B', async () => {
    const a = randomIp();
    const b = randomIp();
    for (let i = 0; i < 6; i += 1)
      await t.post('/admin/login', { account: 'admin', password: 'nope' }, { ip: a });
    expect(
      (await t.post('/admin/login', { account: 'admin', password: 'admin-password-1' }, { ip: a })).body.code,
    ).toBe(1006);
    const s = await t.register();
    expect((await t.login(s.account, s.password, { ip: a })).body.code).toBe(0);
    const fromB = await t.post('/admin/login', { account: 'admin', password: 'admin-password-1' }, { ip: b });
    expect(fromB.body.code, JSON.stringify(fromB.body)).toBe(0);
  });

  it('backs off: after 10 failures in an hour the pair waits out the hour, not just 15 minutes', async () => {
    const ip = randomIp();
    const wrong = () => t.post('/admin/login', { account: 'admin', password: 'nope' }, { ip });
    for (let i = 0; i < 5; i += 1) expect((await wrong()).body.code).toBe(1000);
    expect((await wrong()).body.code).toBe(1006);
    t.clock.advance(16 * 60 * 1000);
    for (let i = 0; i < 5; i += 1) expect((await wrong()).body.code).toBe(1000);
    t.clock.advance(16 * 60 * 1000);
    expect((await wrong()).body.code).toBe(1006);
    t.clock.advance(30 * 60 * 1000);
    expect(
      (await t.post('/admin/login', { account: 'admin', password: 'admin-password-1' }, { ip })).body.code,
    ).toBe(0);
  });
});
