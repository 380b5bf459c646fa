import { eq } from 'drizzle-orm';
import pino from 'pino';
import { expect } from 'vitest';

import { rechargeChannels } from '../src/db/schema';
import { newId } from '../src/lib/ids';
import { signNotification } from '../src/modules/recharge/recharge.service';
import { createWalletService } from '../src/modules/wallet/wallet.service';
import type { CallResult, Session, TestApp } from './helper';

export const fundPassword = '246810';
export const cardNumber = '6222021234567890123';

/** The `list` of a paged answer, typed for the assertions that read it. */
export const listOf = <T>(res: CallResult): T[] => (res.body.data as { list: T[] }).list;

/** Money-flow helpers shared by the recharge, withdraw, admin and property tests. */
export function moneyKit(t: TestApp) {
  const wallet = createWalletService({ db: t.db, logger: pino({ level: 'silent' }), clock: t.clock });
  let adminToken: string | null = null;

  const kit = {
    wallet,
    async player(): Promise<Session & { userId: number }> {
      const s = await t.register();
      const info = await t.post('/user/getUserInfo', {}, { token: s.token });
      const set = await t.post(
        '/user/updateTransPwd',
        { loginPassword: s.password, newPassword: fundPassword, confirmPassword: fundPassword },
        { token: s.token },
      );
      expect(set.body.code, JSON.stringify(set.body)).toBe(0);
      return { ...s, userId: (info.body.data as { id: number }).id };
    },
    async sandboxSecret(): Promise<string> {
      const [row] = await t.db.select().from(rechargeChannels).where(eq(rechargeChannels.code, 'sandbox'));
      if (!row?.notifySecret) throw new Error('the sandbox channel has no secret');
      return row.notifySecret;
    },
    async notify(orderNo: string, amount: number, secret?: string) {
      const raw = JSON.stringify({ orderNo, amount, status: 'paid' });
      const signature = signNotification(secret ?? (await kit.sandboxSecret()), raw);
      const response = await t.app.inject({
        method: 'POST',
        url: '/recharge/notify/sandbox',
        headers: { 'content-type': 'application/json', 'x-signature': signature, language: 'en' },
        payload: raw,
      });
      return response.json<{ code: number; msg: string; data: unknown }>();
    },
    async createRecharge(s: Session, amount: number, channel = 'sandbox', requestId = newId()) {
      return t.post('/recharge/create', { channel, amount, requestId }, { token: s.token, lang: 'en' });
    },
    /** A sandbox recharge paid through the signed callback. */
    async recharge(s: Session, amount: number): Promise<string> {
      const created = await kit.createRecharge(s, amount);
      expect(created.body.code, JSON.stringify(created.body)).toBe(0);
      const orderNo = (created.body.data as { orderNo: string }).orderNo;
      expect((await kit.notify(orderNo, amount)).code).toBe(0);
      return orderNo;
    },
    /** Stakes a bet the way the betting module will: a 'betting' debit to the house. */
    stake: (userId: number, amount: number) =>
      wallet.transfer({
        from: { userId },
        to: { system: 'house' },
        amountFen: amount,
        type: 'betting',
        idempotencyKey: `test-bet:${newId()}`,
      }),
    async bindCard(s: Session, number = cardNumber): Promise<number> {
      const res = await t.post(
        '/user/bindBankCard',
        {
          realName: 'Nguyen Van A',
          bankName: 'Vietcombank',
          cardNumber: number,
          confirmCardNumber: number,
          fundPassword,
        },
        { token: s.token, lang: 'en' },
      );
      expect(res.body.code, JSON.stringify(res.body)).toBe(0);
      return (res.body.data as { id: number }).id;
    },
    withdraw: (s: Session, amount: number, addressId: number, requestId = newId(), password = fundPassword) =>
      t.post(
        '/withdraw/create',
        { amount, addressId, kind: 'bank', fundPassword: password, confirmFundPassword: password, requestId },
        { token: s.token, lang: 'en' },
      ),
    async adminToken(): Promise<string> {
      if (adminToken) return adminToken;
      const res = await t.post('/admin/login', { account: 'admin', password: 'admin-password-1' });
      expect(res.body.code, JSON.stringify(res.body)).toBe(0);
      adminToken = (res.body.data as { token: string }).token;
      return adminToken;
    },
    async admin(path: string, body: unknown) {
      return t.post(path, body, { token: await kit.adminToken(), lang: 'en' });
    },
    balance: async (s: Session) =>
      ((await t.post('/user/getUserInfo', {}, { token: s.token })).body.data as { balance: number }).balance,
  };
  return kit;
}
