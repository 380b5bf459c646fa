// docs/security.md finding 1: an operator's password reset never hands the secret to the operator.
import { randomInt } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bindContact } from '../../../test/bind-contact';
import { type AnyData, type TestApp, buildTestApp } from '../../../test/helper';
import { cardNumber, fundPassword, listOf, moneyKit } from '../../../test/money-kit';
import { operators, users } from '../../db/schema';
import { createPasswordHasher } from '../../lib/password';

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
/** Fresh operator tokens: some tests move the clock past a token's life. */
const tokenOf = async (account: 'support' | 'finance' | 'admin2'): Promise<string> =>
  (await t.post('/admin/login', { account: `op${account}`, password: 'operator-pw-1' })).body.data.token;
const adminToken = async () =>
  (await t.post('/admin/login', { account: 'admin', password: 'admin-password-1' })).body.data
    .token as string;
const hourMs = 60 * 60 * 1000;

beforeAll(async () => {
  t = await buildTestApp();
  kit = moneyKit(t);
  const passwords = await createPasswordHasher('test-pepper-0123456789');
  for (const [account, role] of [
    ['support', 'support'],
    ['finance', 'finance'],
    ['admin2', 'admin'],
  ] as const) {
    await t.db.insert(operators).values({
      account: `op${account}`,
      passwordHash: await passwords.hashLogin('operator-pw-1'),
      role,
    });
  }
});
afterAll(() => t.close());

const randomPhone = () => `09${String(randomInt(100_000_000)).padStart(8, '0')}`;

async function playerWithPhone() {
  const s = await kit.player();
  const phone = randomPhone();
  expect((await bindContact(t, s.token, 'phone', phone)).body.code).toBe(0);
  return { ...s, phone };
}

const reset = (userId: number, kind: 'login' | 'fund', token: string) =>
  t.post('/admin/users/resetPassword', { userId, kind }, { token, lang: 'en' });

/** The newest code the development sender left for this address (the player's phone). */
async function codeSentTo(address: string): Promise<string> {
  const res = await t.get(`/dev/outbox?address=${encodeURIComponent(address)}`);
  expect(res.body.code).toBe(0);
  const text = String((res.body.data as { text: string }[])[0]?.text ?? '');
  const code = /\b(\d{8})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the outbox of ${address}: ${text}`);
  return code;
}

const redeem = (account: string, kind: 'login' | 'fund', code: string, newPassword: string) =>
  t.post(
    '/user/redeemResetCode',
    { account, kind, code, newPassword, confirmPassword: newPassword },
    { lang: 'en' },
  );

describe('POST /admin/users/resetPassword (ADR 104)', () => {
  it("the operator's answer holds no secret; the code goes to the player's phone, who sets the new password with it", async () => {
    const p = await playerWithPhone();
    const res = await reset(p.userId, 'login', await tokenOf('support'));
    expect(res.body).toMatchObject({
      code: 0,
      data: { status: 'sent', channels: ['phone'], approval: null },
    });
    const code = await codeSentTo(p.phone);
    const answer = JSON.stringify(res.body);
    expect(answer).not.toContain(code);
    expect(answer).not.toMatch(/password"\s*:/i);
    const audit = await t.post(
      '/admin/audit/list',
      { target: `user:${p.userId}` },
      { token: await adminToken() },
    );
    expect(JSON.stringify(audit.body.data)).not.toContain(code);

    // The reset ended the sessions and the old password; nothing the operator holds logs in.
    expect((await t.post('/user/getUserInfo', {}, { token: p.token })).body.code).toBe(402);
    expect((await t.login(p.account, p.password)).body.code).not.toBe(0);

    const wrong = code === '00000000' ? '00000001' : '00000000';
    const bad = await redeem(p.account, 'login', wrong, 'fresh12345');
    expect(bad.body).toMatchObject({ code: 1000, data: { fields: { code: expect.any(String) } } });
    expect((await redeem(p.account, 'login', code, 'fresh12345')).body.code).toBe(0);
    expect((await redeem(p.account, 'login', code, 'other12345')).body.code).toBe(1000); // spent
    const login = await t.login(p.account, 'fresh12345');
    expect(login.body.code).toBe(0);
    const info = await t.post('/user/getUserInfo', {}, { token: login.body.data.token });
    expect(info.body.data.mustChangePassword).toBe(false);
  });

  it('a code survives five wrong tries, also sent in parallel', async () => {
    const p = await playerWithPhone();
    await reset(p.userId, 'login', await tokenOf('support'));
    const code = await codeSentTo(p.phone);
    const wrong = Array.from({ length: 12 }, (_, i) => String((Number(code) + i + 1) % 1e8).padStart(8, '0'));
    const answers = await Promise.all(wrong.map((w) => redeem(p.account, 'login', w, 'fresh12345')));
    expect(answers.every((a) => a.body.code === 1000)).toBe(true);
    const [row] = await t.db
      .execute(
        sql`select attempts from password_reset_codes where user_id = ${p.userId} order by id desc limit 1`,
      )
      .then((r) => (r as { rows: { attempts: number }[] }).rows);
    expect(Number(row?.attempts)).toBe(5);
    // The right code no longer works after the fifth wrong try.
    expect((await redeem(p.account, 'login', code, 'fresh12345')).body.code).toBe(1000);
  });

  it('is refused when the player has no bound phone or e-mail (nobody could receive the code)', async () => {
    const p = await kit.player();
    const res = await reset(p.userId, 'login', await tokenOf('support'));
    expect(res.body).toMatchObject({
      code: 1001,
      msg: 'The player has no bound phone or e-mail to receive a reset code',
    });
    expect((await t.post('/user/getUserInfo', {}, { token: p.token })).body.code).toBe(0);
  });

  it('support cannot reset a fund password; an admin reset waits for a second admin', async () => {
    const p = await playerWithPhone();
    const hashBefore = async () =>
      (await t.db.select({ h: users.fundPasswordHash }).from(users).where(eq(users.id, p.userId)))[0]?.h;
    const before = await hashBefore();

    const bySupport = await reset(p.userId, 'fund', await tokenOf('support'));
    expect(bySupport.body).toMatchObject({ code: 1001, msg: 'Only an admin may reset a fund password' });

    const byAdmin = await reset(p.userId, 'fund', await adminToken());
    expect(byAdmin.body).toMatchObject({
      code: 0,
      data: { status: 'pending', channels: [], approval: { kind: 'user.resetFund', status: 'pending' } },
    });
    expect(await hashBefore()).toBe(before);
    // Only the binding code of ADR 119 reached the phone: no reset code before the second admin.
    const outbox = await t.get(`/dev/outbox?address=${p.phone}`);
    expect((outbox.body.data as { text: string }[]).map((m) => m.text)).toEqual([
      expect.stringMatching(/code to bind this phone/),
    ]);

    const id = byAdmin.body.data.approval.id as number;
    const self = await t.post('/admin/approvals/approve', { id }, { token: await adminToken() });
    expect(self.body.code).toBe(1001);
    const byFinance = await t.post(
      '/admin/approvals/approve',
      { id },
      { token: await tokenOf('finance'), lang: 'en' },
    );
    expect(byFinance.body).toMatchObject({ code: 1001, msg: 'Only an admin may reset a fund password' });
    const approved = await t.post('/admin/approvals/approve', { id }, { token: await tokenOf('admin2') });
    expect(approved.body).toMatchObject({ code: 0, data: { approval: { status: 'approved' } } });
    expect(JSON.stringify(approved.body)).not.toMatch(/"\d{6,8}"/);
    expect(await hashBefore()).not.toBe(before);

    const code = await codeSentTo(p.phone);
    expect((await redeem(p.account, 'fund', code, '135790')).body.code).toBe(0);
    const info = await t.post('/user/getUserInfo', {}, { token: p.token });
    expect(info.body.data.mustChangePassword).toBe(false);
  });

  it('the player is told in the message centre of every reset', async () => {
    const p = await playerWithPhone();
    await reset(p.userId, 'login', await tokenOf('support'));
    expect((await redeem(p.account, 'login', await codeSentTo(p.phone), 'fresh12345')).body.code).toBe(0);
    const byAdmin = await reset(p.userId, 'fund', await adminToken());
    await t.post(
      '/admin/approvals/approve',
      { id: byAdmin.body.data.approval.id },
      { token: await tokenOf('admin2') },
    );
    expect((await redeem(p.account, 'fund', await codeSentTo(p.phone), '135790')).body.code).toBe(0);
    const login = await t.login(p.account, 'fresh12345');
    expect(login.body.code, JSON.stringify(login.body)).toBe(0);
    const mail = await t.post(
      '/user/userMail',
      { tab: 'newsletter', page: 1, pageSize: 20 },
      { token: login.body.data.token, lang: 'en' },
    );
    expect(mail.body.code, JSON.stringify(mail.body)).toBe(0);
    const titles = listOf<AnyData>(mail).map((m) => String(m.title));
    expect(titles).toEqual(['Fund password reset', 'Login password reset']);
    // Instants read as a date and time (en: "27 Nov 2026, 14:00"), not as ISO text.
    const body = String(listOf<AnyData>(mail)[1].body);
    expect(body).toMatch(/password at \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d\./);
    expect(body).toMatch(
      /New payout addresses and withdrawals wait until \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d\./,
    );
    expect(body).not.toMatch(/\d{4}-\d\d-\d\dT/);
  });
});

describe('the payout hold after a password reset or change (ADR 104)', () => {
  /** A player with a bound card, 500.00 recharged and bet, and 1,000.00 won (no turnover owed). */
  async function readyToWithdraw() {
    const p = await playerWithPhone();
    const addressId = await kit.bindCard(p);
    await kit.recharge(p, 50_000);
    await kit.stake(p.userId, 50_000);
    await kit.wallet.transfer({
      from: { system: 'house' },
      to: { userId: p.userId },
      amountFen: 100_000,
      type: 'payout',
      idempotencyKey: `test-win:${p.userId}`,
    });
    return { ...p, addressId };
  }
  /** Access tokens expire while the clock jumps: a fresh login. */
  const relogin = async (account: string, password: string) => {
    const login = await t.login(account, password);
    expect(login.body.code, JSON.stringify(login.body)).toBe(0);
    return login.body.data.token;
  };
  const bindSecondCard = (token: string) =>
    t.post(
      '/user/bindBankCard',
      {
        realName: 'Nguyen Van A',
        bankName: 'Vietcombank',
        cardNumber: cardNumber.replace(/3$/, '9'),
        confirmCardNumber: cardNumber.replace(/3$/, '9'),
        fundPassword,
      },
      { token, lang: 'en' },
    );

  it("after the player's own login-password change, binding and withdrawing are refused until the hold ends", async () => {
    const p = await readyToWithdraw();
    const changedAt = t.clock.now();
    const changed = await t.post(
      '/user/updatePwd',
      { oldPassword: p.password, newPassword: 'fresh12345', confirmPassword: 'fresh12345' },
      { token: p.token },
    );
    expect(changed.body.code).toBe(0);
    const bind = await bindSecondCard(p.token);
    expect(bind.body).toMatchObject({ code: 1001, data: { until: expect.any(String) } });
    const until = new Date(String(bind.body.data.until));
    expect(until.getTime()).toBe(changedAt.getTime() + 48 * hourMs);
    // data.until is ISO in the operator's zone (the test app's Asia/Ho_Chi_Minh); msg reads it in English.
    const [, y, mo, d, h, mi] =
      /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)/.exec(String(bind.body.data.until)) ?? [];
    const month = new Date(Date.UTC(2026, Number(mo) - 1, 1)).toLocaleString('en-GB', { month: 'short' });
    expect(bind.body.msg).toBe(
      `For your safety, new payout addresses and withdrawals are on hold after a password change until ${Number(d)} ${month} ${y}, ${h}:${mi}`,
    );
    const withdraw = await kit.withdraw(p, 20_000, p.addressId);
    expect(withdraw.body).toMatchObject({ code: 1001, data: { until: bind.body.data.until } });

    t.clock.advance(48 * hourMs - 60_000);
    const later = { ...p, token: await relogin(p.account, 'fresh12345') };
    expect((await bindSecondCard(later.token)).body.code).toBe(1001);
    t.clock.advance(61_000);
    expect((await bindSecondCard(later.token)).body.code).toBe(0);
    expect((await kit.withdraw(later, 20_000, p.addressId)).body.code).toBe(0);
  });

  it('a fund-password change and a redeemed reset code start the hold too', async () => {
    const p = await readyToWithdraw();
    const change = await t.post(
      '/user/updateTransPwd',
      { oldPassword: fundPassword, newPassword: '135790', confirmPassword: '135790' },
      { token: p.token },
    );
    expect(change.body.code).toBe(0);
    expect((await kit.withdraw(p, 20_000, p.addressId, undefined, '135790')).body.code).toBe(1001);
    t.clock.advance(49 * hourMs);
    const later = { ...p, token: await relogin(p.account, p.password) };
    expect((await kit.withdraw(later, 20_000, p.addressId, undefined, '135790')).body.code).toBe(0);

    await reset(p.userId, 'login', await tokenOf('support'));
    const code = await codeSentTo(p.phone);
    t.clock.advance(23 * hourMs); // codes live 24 h
    expect((await redeem(p.account, 'login', code, 'fresh12345')).body.code).toBe(0);
    t.clock.advance(26 * hourMs); // the reset's own hold has passed, the redemption's has not
    const held = { ...p, token: await relogin(p.account, 'fresh12345') };
    expect((await kit.withdraw(held, 20_000, p.addressId, undefined, '135790')).body.code).toBe(1001);
    t.clock.advance(23 * hourMs);
    const free = { ...p, token: await relogin(p.account, 'fresh12345') };
    expect((await kit.withdraw(free, 20_000, p.addressId, undefined, '135790')).body.code).toBe(0);
  });
});
