import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serverMessages } from '@fairdraw/contract';

import { type TestApp, buildTestApp, randomIp, rowsOf, uniqueAccount } from '../../../test/helper';
import { ledgerAccounts, ledgerEntries, sessions, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  // At the cost every server uses (testConfig lowers it): the stored hash shows OWASP's parameters.
  t = await buildTestApp({ config: { passwordHashCost: undefined } });
});
afterAll(() => t.close());

const register = (body: Record<string, unknown>, lang = 'en') =>
  t.post(
    '/user/register',
    {
      password: 'fair2draw58',
      confirmPassword: 'fair2draw58',
      inviteCode: '8888',
      agree: true,
      register_device: 1,
      ...body,
    },
    { lang },
  );

describe('POST /user/register', () => {
  it('creates a player under the inviting agent and returns a token pair', async () => {
    const account = uniqueAccount();
    const res = await register({ account });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.msg).toBe('success');
    expect(res.body.data.token).toMatch(/^ey/);
    expect(res.body.data.jwt).toMatch(/^ey/);
    const [user] = await t.db.select().from(users).where(eq(users.account, account));
    const [house] = await t.db.select().from(users).where(eq(users.inviteCode, '8888'));
    expect(user).toMatchObject({ type: 'player', parentId: house?.id, rebatePerMille: 0, registerDevice: 1 });
    expect(house).toMatchObject({ type: 'agent', rebatePerMille: 20, passwordHash: null });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  // The account rules of ADR 109 and packages/rules/src/account.ts, each rule with its localized message in English and one other language.
  const cases: Array<[string, Record<string, unknown>, string, keyof (typeof serverMessages)['en']]> = [
    ['account too short', { account: 'abc12' }, 'account', 'validation.accountLength'],
    ['account too long', { account: 'a'.repeat(21) }, 'account', 'validation.accountLength'],
    ['account with symbols', { account: 'abc_123' }, 'account', 'validation.accountChars'],
    ['account missing', { account: undefined }, 'account', 'validation.required'],
    [
      'password too short',
      { password: 'ab1', confirmPassword: 'ab1' },
      'password',
      'validation.passwordLength',
    ],
    [
      'password too long',
      { password: 'a1'.repeat(9), confirmPassword: 'a1'.repeat(9) },
      'password',
      'validation.passwordLength',
    ],
    [
      'password letters only',
      { password: 'abcdefgh', confirmPassword: 'abcdefgh' },
      'password',
      'validation.passwordWeak',
    ],
    [
      'password digits only',
      { password: '12345678', confirmPassword: '12345678' },
      'password',
      'validation.passwordWeak',
    ],
    [
      'confirmation differs',
      { confirmPassword: 'abc12346' },
      'confirmPassword',
      'validation.passwordMismatch',
    ],
    ['terms not agreed', { agree: false }, 'agree', 'validation.agreeTerms'],
    ['invite code missing', { inviteCode: '' }, 'inviteCode', 'validation.inviteRequired'],
    ['invite code unknown', { inviteCode: '12345' }, 'inviteCode', 'auth.inviteNotFound'],
  ];
  for (const [name, body, field, key] of cases) {
    for (const lang of ['en', 'vi'] as const) {
      it(`refuses ${name} with code 1000 and ${key} in ${lang}`, async () => {
        const res = await register({ account: uniqueAccount(), ...body }, lang);
        expect(res.status).toBe(200);
        expect(res.body.code).toBe(1000);
        expect(res.body.data.fields[field]).toBe(serverMessages[lang][key]);
        expect(res.body.msg).toBe(Object.values(res.body.data.fields as Record<string, string>)[0]);
      });
    }
  }

  it('names the field in plain English text (not a key)', async () => {
    const res = await register({ account: 'abc' });
    expect(res.body.msg).toBe('Account must be 6 to 20 characters');
  });

  it('an invite code must belong to an agent, not a player', async () => {
    const player = await t.register();
    const [row] = await t.db.select().from(users).where(eq(users.account, player.account));
    await t.db.update(users).set({ inviteCode: 'PLAYER1' }).where(eq(users.id, row!.id));
    const res = await register({ account: uniqueAccount(), inviteCode: 'PLAYER1' });
    expect(res.body.data.fields.inviteCode).toBe(serverMessages.en['auth.inviteNotFound']);
  });

  it('refuses a duplicate account name, whatever its case, with 1003', async () => {
    const account = uniqueAccount('dup');
    await t.register(account);
    const res = await register({ account: account.toUpperCase() }, 'tw');
    expect(res.body).toEqual({ code: 1003, msg: serverMessages.tw['auth.accountExists'], data: null });
  });
});

describe('POST /user/login', () => {
  it('answers a token pair for the right password', async () => {
    const s = await t.register();
    const res = await t.login(s.account, s.password);
    expect(res.body.code).toBe(0);
    expect(res.body.data.token).toBeTruthy();
    expect(res.body.data.jwt).toBeTruthy();
  });

  it('answers 1001 with the same message for a wrong password and an unknown account', async () => {
    const s = await t.register();
    const wrong = await t.login(s.account, 'wrong123', { lang: 'en' });
    const unknown = await t.login(uniqueAccount('nobody'), 'wrong123', { lang: 'en' });
    expect(wrong.body).toEqual({ code: 1001, msg: 'Wrong account or password', data: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('throttles an account after 5 failures in 15 minutes (1006), from any address, until the window passes', async () => {
    const s = await t.register();
    for (let i = 0; i < 5; i += 1) expect((await t.login(s.account, 'wrong123')).body.code).toBe(1001);
    const blocked = await t.login(s.account, s.password, { lang: 'en' });
    expect(blocked.body.code).toBe(1006);
    expect(blocked.body.msg).toBe(serverMessages.en['auth.tooManyAttempts']);
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await t.login(s.account, s.password)).body.code).toBe(0);
  });

  it('throttles an address after 5 failures across different accounts (1006)', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await t.login(uniqueAccount('spray'), 'wrong123', { ip })).body.code).toBe(1001);
    }
    const s = await t.register();
    expect((await t.login(s.account, s.password, { ip })).body.code).toBe(1006);
    expect((await t.login(s.account, s.password)).body.code).toBe(0);
  });

  it('refuses a frozen account', async () => {
    const s = await t.register();
    await t.db.update(users).set({ isFrozen: true }).where(eq(users.account, s.account));
    expect((await t.login(s.account, s.password)).body.code).toBe(1001);
    // Its existing session is refused too: login invalid.
    const info = await t.post('/user/getUserInfo', {}, { token: s.token, lang: 'en' });
    expect(info.body).toEqual({ code: 402, msg: serverMessages.en['auth.accountFrozen'], data: null });
  });
});

describe('TOKEN and sessions', () => {
  it('401 when the token is missing, garbage or expired', async () => {
    const s = await t.register();
    expect((await t.post('/user/getUserInfo', {})).body.code).toBe(401);
    expect((await t.post('/user/getUserInfo', {}, { token: 'garbage' })).body.code).toBe(401);
    expect((await t.post('/user/getUserInfo', {}, { token: s.jwt })).body.code).toBe(401);
    t.clock.advance(15 * 60 * 1000 + 1000);
    const expired = await t.post('/user/getUserInfo', {}, { token: s.token, lang: 'en' });
    expect(expired.status).toBe(200);
    expect(expired.body).toEqual({ code: 401, msg: serverMessages.en['auth.tokenInvalid'], data: null });
  });

  it('401 comes before validation: a protected call with a bad body and no token', async () => {
    expect((await t.post('/user/bindEmail', { email: 'nope' })).body.code).toBe(401);
  });

  it('403 for the older session once the same account logs in again', async () => {
    const s = await t.register();
    const second = await t.login(s.account, s.password);
    const old = await t.post('/user/getUserInfo', {}, { token: s.token, lang: 'en' });
    expect(old.body).toEqual({ code: 403, msg: 'login in other places', data: null });
    expect((await t.post('/user/refreshToken', { token_jwt: s.jwt })).body.code).toBe(403);
    expect((await t.post('/user/getUserInfo', {}, { token: second.body.data.token })).body.code).toBe(0);
  });

  it('refreshToken rotates the pair; the new token works', async () => {
    const s = await t.register();
    const first = await t.post('/user/refreshToken', { token_jwt: s.jwt });
    expect(first.body.code).toBe(0);
    expect(first.body.data.jwt).not.toBe(s.jwt);
    const second = await t.post('/user/refreshToken', { token_jwt: first.body.data.jwt });
    expect(second.body.code).toBe(0);
    expect((await t.post('/user/getUserInfo', {}, { token: second.body.data.token })).body.code).toBe(0);
  });

  it('a refresh keeps working after the access token expired', async () => {
    const s = await t.register();
    t.clock.advance(20 * 60 * 1000);
    const res = await t.post('/user/refreshToken', { token_jwt: s.jwt });
    expect(res.body.code).toBe(0);
    expect((await t.post('/user/getUserInfo', {}, { token: res.body.data.token })).body.code).toBe(0);
  });

  it('402 and a revoked session when a rotated refresh token is used again', async () => {
    const s = await t.register();
    const rotated = await t.post('/user/refreshToken', { token_jwt: s.jwt });
    const reuse = await t.post('/user/refreshToken', { token_jwt: s.jwt }, { lang: 'en' });
    expect(reuse.body).toEqual({ code: 402, msg: 'login is invalid', data: null });
    // The whole session is gone: the legitimate holder's newer tokens stop working too.
    expect((await t.post('/user/refreshToken', { token_jwt: rotated.body.data.jwt })).body.code).toBe(402);
    expect((await t.post('/user/getUserInfo', {}, { token: rotated.body.data.token })).body.code).toBe(402);
    const [user] = await t.db.select().from(users).where(eq(users.account, s.account));
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(rows.map((r) => r.endReason)).toEqual(['reuse_detected']);
  });

  it('402 for an expired or forged refresh token', async () => {
    const s = await t.register();
    expect((await t.post('/user/refreshToken', { token_jwt: 'x.y.z' })).body.code).toBe(402);
    expect((await t.post('/user/refreshToken', { token_jwt: s.token })).body.code).toBe(402);
    t.clock.advance(31 * 24 * 3600 * 1000);
    expect((await t.post('/user/refreshToken', { token_jwt: s.jwt })).body.code).toBe(402);
  });

  it('logout ends the session: its token answers 401 and its jwt 402', async () => {
    const s = await t.register();
    const res = await t.post('/user/logout', { token_jwt: s.jwt });
    expect(res.body).toMatchObject({ code: 0, data: null });
    expect((await t.post('/user/getUserInfo', {}, { token: s.token })).body.code).toBe(401);
    expect((await t.post('/user/refreshToken', { token_jwt: s.jwt })).body.code).toBe(402);
    // Logging out twice, or with garbage, is harmless.
    expect((await t.post('/user/logout', { token_jwt: s.jwt })).body.code).toBe(0);
    expect((await t.post('/user/logout', { token_jwt: 'garbage' })).body.code).toBe(0);
    expect((await t.post('/user/logout', {}, { lang: 'en' })).body.code).toBe(1000);
  });
});

describe('POST /user/trial', () => {
  it('opens a trial account with 2,000.00 of demo money moved by one ledger transfer', async () => {
    const s = await t.trial();
    const info = await t.post('/user/getUserInfo', {}, { token: s.token });
    expect(info.body.data).toMatchObject({ type: 'trial', balance: 200_000, rebate: 0 });
    expect(info.body.data.account).toMatch(/^guest[a-z0-9]{10}$/);
    expect(info.body.data.trialExpiresAt).toMatch(/\+07:00$/);

    const [account] = await t.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, Number(info.body.data.id)));
    const [entry] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, account!.id));
    expect(entry).toMatchObject({ type: 'trial', amountFen: 200_000, balanceAfterFen: 200_000 });
    const pair = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transferId, entry!.transferId));
    expect(pair.map((e) => e.amountFen).sort((a, b) => a - b)).toEqual([-200_000, 200_000]);
    const [demo] = await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, 'system:demo'));
    expect(pair.find((e) => e.amountFen < 0)?.accountId).toBe(demo!.id);
    await t.assertLedgerInvariant();
  });

  it('answers 402 auth.trialExpired once 24 hours have passed, and refresh cannot revive it', async () => {
    const s = await t.trial();
    t.clock.advance(24 * 3600 * 1000 - 60_000);
    const refreshed = await t.post('/user/refreshToken', { token_jwt: s.jwt });
    expect(refreshed.body.code).toBe(0);
    t.clock.advance(2 * 60_000);
    const res = await t.post('/user/getUserInfo', {}, { token: refreshed.body.data.token, lang: 'en' });
    expect(res.body).toEqual({ code: 402, msg: 'The trial account has expired', data: null });
    expect((await t.post('/user/refreshToken', { token_jwt: refreshed.body.data.jwt })).body.code).toBe(402);
  });

  it('limits trial accounts per address', async () => {
    const ip = randomIp();
    for (let i = 0; i < 20; i += 1) expect((await t.post('/user/trial', {}, { ip })).body.code).toBe(0);
    expect((await t.post('/user/trial', {}, { ip })).body.code).toBe(1006);
    await t.assertLedgerInvariant();
    const trials = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from users where register_ip = ${ip}`),
    );
    expect(trials[0]?.n).toBe(20);
  });
});
