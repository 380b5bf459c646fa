import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serverMessages, userInfo } from '@fairdraw/contract';

import { type Session, type TestApp, buildTestApp, testConfig } from '../../../test/helper';
import { bindContact, contactCodeSentTo } from '../../../test/bind-contact';
import { contactCodes, sessions, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { createTokenService } from '../../lib/tokens';
import { contactCodeFailuresMax } from '../attempts/attempt-policies';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const info = async (s: Session) => (await t.post('/user/getUserInfo', {}, { token: s.token })).body;

describe('POST /user/getUserInfo', () => {
  it('answers every field of the contract schema', async () => {
    const s = await t.register();
    const body = await info(s);
    expect(body.code).toBe(0);
    expect(userInfo.strict().parse(body.data)).toEqual(body.data);
    expect(body.data).toMatchObject({
      account: s.account,
      type: 'player',
      balance: 0,
      frozen: 0,
      rebate: 0,
      phone: null,
      email: null,
      icon: null,
      bankInfo: [],
      securityLevel: 'low',
      hasFundPassword: false,
      inviteCode: null,
      mustChangePassword: false,
      trialExpiresAt: null,
    });
    await t.assertLedgerInvariant();
  });

  it('shows the previous login (time and address), not the current one', async () => {
    const s = await t.register(undefined, undefined, { ip: '10.1.1.1' });
    expect((await info(s)).data).toMatchObject({ lastLoginAt: null, lastLoginIp: null });
    const second = await t.login(s.account, s.password, { ip: '10.2.2.2' });
    const body = (await t.post('/user/getUserInfo', {}, { token: second.body.data.token })).body;
    expect(body.data.lastLoginIp).toBe('10.1.1.1');
    expect(body.data.lastLoginAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+07:00$/);
  });

  it('security level: low → medium with a fund password → high with phone and e-mail too', async () => {
    const s = await t.register();
    expect((await info(s)).data.securityLevel).toBe('low');
    const fund = { loginPassword: s.password, newPassword: '246810', confirmPassword: '246810' };
    expect((await t.post('/user/updateTransPwd', fund, { token: s.token })).body.code).toBe(0);
    expect((await info(s)).data).toMatchObject({ securityLevel: 'medium', hasFundPassword: true });
    const phone = `+8490${Date.now() % 10_000_000}`;
    expect((await bindContact(t, s.token, 'phone', phone)).body.code).toBe(0);
    expect((await info(s)).data.securityLevel).toBe('medium');
    // A requested but unconfirmed e-mail is not bound and does not count (ADR 119).
    await t.post('/user/bindEmail', { email: `${s.account}@example.com` }, { token: s.token });
    expect((await info(s)).data).toMatchObject({ email: null, securityLevel: 'medium' });
    expect((await bindContact(t, s.token, 'email', `${s.account}@example.com`)).body.code).toBe(0);
    expect((await info(s)).data).toMatchObject({ email: `${s.account}@example.com`, securityLevel: 'high' });
  });

  it('agents see their invite code; agent-opened accounts must change passwords', async () => {
    const s = await t.register();
    await t.db
      .update(users)
      .set({ type: 'agent', inviteCode: `A${Date.now() % 1_000_000}`, mustChangePassword: true })
      .where(eq(users.account, s.account));
    const body = await info(s);
    expect(body.data.inviteCode).toMatch(/^A\d+$/);
    expect(body.data.mustChangePassword).toBe(true);
  });
});

describe('POST /user/updatePwd', () => {
  it('wrong old password → 1000 on oldPassword; same password → 1000 on newPassword', async () => {
    const s = await t.register();
    const wrong = await t.post(
      '/user/updatePwd',
      { oldPassword: 'nope12345', newPassword: 'new12345', confirmPassword: 'new12345' },
      { token: s.token, lang: 'en' },
    );
    expect(wrong.body).toEqual({
      code: 1000,
      msg: 'The original password is wrong',
      data: { fields: { oldPassword: 'The original password is wrong' } },
    });
    const same = await t.post(
      '/user/updatePwd',
      { oldPassword: s.password, newPassword: s.password, confirmPassword: s.password },
      { token: s.token, lang: 'vi' },
    );
    expect(same.body.data.fields).toEqual({ newPassword: serverMessages.vi['validation.samePassword'] });
  });

  it('validates the new password and its confirmation', async () => {
    const s = await t.register();
    const weak = await t.post(
      '/user/updatePwd',
      { oldPassword: s.password, newPassword: 'onlyletters', confirmPassword: 'onlyletters' },
      { token: s.token, lang: 'en' },
    );
    expect(weak.body.data.fields).toEqual({ newPassword: serverMessages.en['validation.passwordWeak'] });
    const mismatch = await t.post(
      '/user/updatePwd',
      { oldPassword: s.password, newPassword: 'new12345', confirmPassword: 'new12346' },
      { token: s.token, lang: 'tw' },
    );
    expect(mismatch.body.data.fields).toEqual({
      confirmPassword: serverMessages.tw['validation.passwordMismatch'],
    });
  });

  it('success keeps the current session and ends every other one (402 there)', async () => {
    const s = await t.register();
    const [user] = await t.db.select().from(users).where(eq(users.account, s.account));
    // Logins replace each other, so a parallel live session (another device that kept a copy)
    // is made directly.
    const tokens = createTokenService(testConfig().jwtSecret, t.clock);
    const otherId = newId();
    const other = await tokens.signRefresh({ userId: user!.id, sessionId: otherId });
    await t.db.insert(sessions).values({ id: otherId, userId: user!.id, refreshJti: other.jti });
    const otherToken = await tokens.signAccess({ userId: user!.id, sessionId: otherId });
    expect((await t.post('/user/getUserInfo', {}, { token: otherToken })).body.code).toBe(0);

    const res = await t.post(
      '/user/updatePwd',
      { oldPassword: s.password, newPassword: 'new12345', confirmPassword: 'new12345' },
      { token: s.token },
    );
    expect(res.body.code).toBe(0);
    expect((await info(s)).code).toBe(0);
    const ended = await t.post('/user/getUserInfo', {}, { token: otherToken, lang: 'en' });
    expect(ended.body).toEqual({ code: 402, msg: 'login is invalid', data: null });
    expect((await t.post('/user/refreshToken', { token_jwt: other.jwt })).body.code).toBe(402);
    expect((await t.login(s.account, s.password)).body.code).toBe(1001);
    expect((await t.login(s.account, 'new12345')).body.code).toBe(0);
  });
});

describe('POST /user/updateTransPwd', () => {
  it('first time needs the login password; later the old fund password', async () => {
    const s = await t.register();
    const missing = await t.post(
      '/user/updateTransPwd',
      { newPassword: '135790', confirmPassword: '135790' },
      { token: s.token, lang: 'en' },
    );
    expect(missing.body.data.fields).toEqual({ loginPassword: serverMessages.en['validation.required'] });
    const wrongLogin = await t.post(
      '/user/updateTransPwd',
      { loginPassword: 'nope1234', newPassword: '135790', confirmPassword: '135790' },
      { token: s.token, lang: 'en' },
    );
    expect(wrongLogin.body.data.fields).toEqual({ loginPassword: 'The login password is wrong' });
    const first = await t.post(
      '/user/updateTransPwd',
      { loginPassword: s.password, newPassword: '135790', confirmPassword: '135790' },
      { token: s.token },
    );
    expect(first.body.code).toBe(0);

    const [row] = await t.db.select().from(users).where(eq(users.account, s.account));
    expect(row?.fundPasswordHash).toMatch(/^\$argon2id\$/);

    const withLogin = await t.post(
      '/user/updateTransPwd',
      { loginPassword: s.password, newPassword: '246802', confirmPassword: '246802' },
      { token: s.token, lang: 'en' },
    );
    expect(withLogin.body.data.fields).toEqual({ oldPassword: serverMessages.en['validation.required'] });
    const wrongOld = await t.post(
      '/user/updateTransPwd',
      { oldPassword: '000000', newPassword: '246802', confirmPassword: '246802' },
      { token: s.token, lang: 'en' },
    );
    expect(wrongOld.body.data.fields).toEqual({ oldPassword: 'The fund password is wrong' });
    const later = await t.post(
      '/user/updateTransPwd',
      { oldPassword: '135790', newPassword: '246802', confirmPassword: '246802' },
      { token: s.token },
    );
    expect(later.body.code).toBe(0);
  });

  it('the fund password is exactly 6 digits and must be confirmed', async () => {
    const s = await t.register();
    for (const [newPassword, lang] of [
      ['12345', 'en'],
      ['1234567', 'vi'],
      ['12345a', 'my'],
    ] as const) {
      const res = await t.post(
        '/user/updateTransPwd',
        { loginPassword: s.password, newPassword, confirmPassword: newPassword },
        { token: s.token, lang },
      );
      expect(res.body.data.fields).toEqual({
        newPassword: serverMessages[lang]['validation.fundPasswordFormat'],
      });
    }
    const mismatch = await t.post(
      '/user/updateTransPwd',
      { loginPassword: s.password, newPassword: '123456', confirmPassword: '123457' },
      { token: s.token, lang: 'en' },
    );
    expect(mismatch.body.data.fields).toEqual({
      confirmPassword: serverMessages.en['validation.passwordMismatch'],
    });
  });

  it('5 wrong fund passwords → 1006 (the one 24-hour fund-password lock, ADR 031)', async () => {
    const s = await t.register();
    await t.post(
      '/user/updateTransPwd',
      { loginPassword: s.password, newPassword: '135790', confirmPassword: '135790' },
      { token: s.token },
    );
    const attempt = (old: string) =>
      t.post(
        '/user/updateTransPwd',
        { oldPassword: old, newPassword: '246802', confirmPassword: '246802' },
        { token: s.token },
      );
    for (let i = 0; i < 4; i += 1) expect((await attempt('000000')).body.code).toBe(1000);
    expect((await attempt('000000')).body.code).toBe(1006);
    expect((await attempt('135790')).body.code).toBe(1006);
  });
});

describe('POST /user/bindEmail and /user/bindPhone (two steps, ADR 119)', () => {
  const sentAnswer = (lang: 'en' | 'vi') => ({
    code: 0,
    msg: serverMessages[lang]['account.contactCodeSent'],
    data: null,
  });

  it('without a code binds nothing, sends a 6-digit code to the address and answers generically', async () => {
    const s = await t.register();
    const email = `first.${s.account}@example.com`;
    const res = await t.post('/user/bindEmail', { email }, { token: s.token, lang: 'en' });
    expect(res.body).toEqual(sentAnswer('en'));
    expect((await info(s)).data.email).toBeNull();
    expect(await contactCodeSentTo(t, email)).toMatch(/^\d{6}$/);
    const [stored] = await t.db.select().from(contactCodes).where(eq(contactCodes.address, email));
    expect(stored?.codeHash).not.toContain(await contactCodeSentTo(t, email)); // kept hashed
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(10 * 60_000);
  });

  it('answers the same for a taken and a free address; the taken one gets no code', async () => {
    const owner = await t.register();
    const other = await t.register();
    const takenEmail = `owner.${owner.account}@example.com`;
    expect((await bindContact(t, owner.token, 'email', takenEmail)).body.code).toBe(0);
    const freeEmail = `free.${other.account}@example.com`;
    const taken = await t.post(
      '/user/bindEmail',
      { email: takenEmail.toUpperCase() },
      { token: other.token, lang: 'en' },
    );
    const free = await t.post('/user/bindEmail', { email: freeEmail }, { token: other.token, lang: 'en' });
    expect(taken.body).toEqual(sentAnswer('en'));
    expect(free.body).toEqual(taken.body);
    // The owner's mailbox gets a notice, never a code the other account could use.
    expect(await contactCodeSentTo(t, takenEmail)).toBeUndefined();
    expect((await info(owner)).data.email).toBe(takenEmail);

    const phone = `+6012${Date.now() % 10_000_000}`;
    expect((await bindContact(t, owner.token, 'phone', phone)).body.code).toBe(0);
    const phoneTaken = await t.post('/user/bindPhone', { phone }, { token: other.token, lang: 'vi' });
    expect(phoneTaken.body).toEqual(sentAnswer('vi'));
    expect((await info(other)).data.phone).toBeNull();
  });

  it('binds with the right code, lower-cases e-mail, and a code is spent once', async () => {
    const s = await t.register();
    const email = `Mixed.${s.account}@Example.com`;
    await t.post('/user/bindEmail', { email }, { token: s.token });
    const code = await contactCodeSentTo(t, email.toLowerCase());
    expect((await t.post('/user/bindEmail', { email, code }, { token: s.token })).body.code).toBe(0);
    expect((await info(s)).data.email).toBe(email.toLowerCase());
    const again = await t.post('/user/bindEmail', { email, code }, { token: s.token, lang: 'en' });
    expect(again.body.data.fields).toEqual({ code: serverMessages.en['account.contactCodeInvalid'] });
  });

  it('refuses a wrong code and a code sent for another address', async () => {
    const s = await t.register();
    const phone = `+8491${Date.now() % 10_000_000}`;
    await t.post('/user/bindPhone', { phone }, { token: s.token });
    const code = (await contactCodeSentTo(t, phone))!;
    const wrong = code === '000000' ? '000001' : '000000';
    const res = await t.post('/user/bindPhone', { phone, code: wrong }, { token: s.token, lang: 'en' });
    expect(res.body).toMatchObject({ code: 1000 });
    expect(res.body.data.fields).toEqual({ code: serverMessages.en['account.contactCodeInvalid'] });
    const otherPhone = `+8492${Date.now() % 10_000_000}`;
    expect((await t.post('/user/bindPhone', { phone: otherPhone, code }, { token: s.token })).body.code).toBe(
      1000,
    );
    expect((await info(s)).data.phone).toBeNull();
  });

  it('50 parallel wrong codes: exactly the limit is verified, then even the right code is refused', async () => {
    const s = await t.register();
    const email = `guess.${s.account}@example.com`;
    await t.post('/user/bindEmail', { email }, { token: s.token });
    const code = (await contactCodeSentTo(t, email))!;
    const wrong = code === '999999' ? '999998' : '999999';
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.post('/user/bindEmail', { email, code: wrong }, { token: s.token })),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 1000)).toHaveLength(contactCodeFailuresMax);
    expect(codes.filter((c) => c === 1006)).toHaveLength(50 - contactCodeFailuresMax);
    expect((await t.post('/user/bindEmail', { email, code }, { token: s.token })).body.code).toBe(1006);
    expect((await info(s)).data.email).toBeNull();
  });

  it("validates e-mail and phone (required, format) in the caller's language", async () => {
    const s = await t.register();
    const cases = [
      ['/user/bindEmail', { email: '' }, 'email', 'validation.emailRequired'],
      ['/user/bindEmail', { email: 'not-an-email' }, 'email', 'validation.emailFormat'],
      ['/user/bindPhone', { phone: '' }, 'phone', 'validation.phoneRequired'],
      ['/user/bindPhone', { phone: '12ab' }, 'phone', 'validation.phoneFormat'],
    ] as const;
    for (const [path, body, field, key] of cases) {
      for (const lang of ['en', 'tw'] as const) {
        const res = await t.post(path, body, { token: s.token, lang });
        expect(res.body.code).toBe(1000);
        expect(res.body.data.fields).toEqual({ [field]: serverMessages[lang][key] });
      }
    }
    expect((await t.post('/user/bindEmail', { email: 'x' }, { token: s.token, lang: 'en' })).body.msg).toBe(
      'E-mail format error',
    );
  });

  it('refuses trial accounts with 1001', async () => {
    const s = await t.trial();
    const email = await t.post(
      '/user/bindEmail',
      { email: 'trial@example.com' },
      { token: s.token, lang: 'en' },
    );
    expect(email.body).toEqual({ code: 1001, msg: 'Trial accounts cannot do this', data: null });
    expect((await t.post('/user/bindPhone', { phone: '0901234567' }, { token: s.token })).body.code).toBe(
      1001,
    );
  });
});

describe('POST /user/updateAvatar', () => {
  it('accepts a built-in avatar key and refuses anything else', async () => {
    const s = await t.register();
    expect((await t.post('/user/updateAvatar', { icon: 'avatar3' }, { token: s.token })).body.code).toBe(0);
    expect((await info(s)).data.icon).toBe('avatar3');
    const bad = await t.post(
      '/user/updateAvatar',
      { icon: 'http://evil/x.png' },
      { token: s.token, lang: 'en' },
    );
    expect(bad.body).toEqual({
      code: 1000,
      msg: 'Unknown avatar',
      data: { fields: { icon: 'Unknown avatar' } },
    });
  });
});
