import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serverMessages } from '@fairdraw/contract';

import { type TestApp, buildTestApp } from '../../../test/helper';
import { listOf, moneyKit } from '../../../test/money-kit';
import { rechargeChannels, rechargeOrders } from '../../db/schema';

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
beforeAll(async () => {
  t = await buildTestApp();
  kit = moneyKit(t);
});
afterAll(() => t.close());

describe('recharge channels and orders', () => {
  it('lists the channels as data with kinds and limits', async () => {
    const s = await t.register();
    const res = await t.get('/recharge/channels', { token: s.token });
    expect(res.body.code).toBe(0);
    const codes = listOf<{ code: string }>(res).map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['bank', 'usdt_trc20', 'usdt_erc20', 'sandbox']));
    for (const c of listOf<{ min: number; max: number }>(res)) expect(c.min).toBeLessThanOrEqual(c.max);
  });

  it('bank and crypto orders answer with instructions; a repeated requestId returns the first order', async () => {
    const s = await t.register();
    const bank = await kit.createRecharge(s, 20_000, 'bank', 'req-bank-1');
    expect(bank.body.data).toMatchObject({
      status: 'reviewing',
      payUrl: null,
      instructions: { kind: 'bank' },
    });
    expect(bank.body.data.instructions.reference).toBe(bank.body.data.orderNo);
    const again = await kit.createRecharge(s, 20_000, 'bank', 'req-bank-1');
    expect(again.body.data.orderNo).toBe(bank.body.data.orderNo);
    const crypto = await kit.createRecharge(s, 12_345, 'usdt_trc20');
    expect(crypto.body.data.instructions).toMatchObject({
      kind: 'crypto',
      network: 'TRC20',
      amountToSend: '123.45',
    });
    const gateway = await kit.createRecharge(s, 5_000);
    expect(gateway.body.data.payUrl).toBe(`/sandbox-pay/${gateway.body.data.orderNo}`);
  });

  it('refuses amounts outside the channel limits, unknown channels and trial accounts', async () => {
    const s = await t.register();
    expect((await kit.createRecharge(s, 99, 'sandbox')).body.code).toBe(1000);
    expect((await kit.createRecharge(s, 9_999, 'bank')).body.code).toBe(1000);
    expect((await kit.createRecharge(s, 5_000_001, 'bank')).body.code).toBe(1000);
    expect((await kit.createRecharge(s, 10_000, 'nope')).body.code).toBe(1000);
    expect((await kit.createRecharge(s, 1.5, 'sandbox')).body.code).toBe(1000);
    const trial = await t.trial();
    const refused = await kit.createRecharge(trial, 10_000);
    expect(refused.body.code).toBe(1001);
  });
});

describe('POST /recharge/notify/:channel', () => {
  it('a notify storm (the same signed notify 20 times at once) credits exactly once', async () => {
    const s = await t.register();
    const created = await kit.createRecharge(s, 77_700);
    const orderNo = created.body.data.orderNo as string;
    const results = await Promise.all(Array.from({ length: 20 }, () => kit.notify(orderNo, 77_700)));
    expect(results.every((r) => r.code === 0 && r.data === 'success')).toBe(true);
    expect(await kit.balance(s)).toBe(77_700);
    const [order] = await t.db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, orderNo));
    expect(order?.status).toBe('passed');
    await t.assertLedgerInvariant();
  });

  it('refuses a forged signature (1001) and credits nothing', async () => {
    const s = await t.register();
    const orderNo = (await kit.createRecharge(s, 10_000)).body.data.orderNo as string;
    const forged = await kit.notify(orderNo, 10_000, 'not-the-channel-secret');
    expect(forged.code).toBe(1001);
    expect(forged.msg).toBe(serverMessages.en['recharge.badSignature']);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/recharge/notify/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ orderNo, amount: 10_000, status: 'paid' }),
    });
    expect(unsigned.json<{ code: number }>().code).toBe(1001);
    expect(await kit.balance(s)).toBe(0);
  });

  it('refuses an amount that differs from the order (1003) and credits nothing', async () => {
    const s = await t.register();
    const orderNo = (await kit.createRecharge(s, 10_000)).body.data.orderNo as string;
    const res = await kit.notify(orderNo, 1_000_000);
    expect(res.code).toBe(1003);
    expect(res.msg).toBe(serverMessages.en['recharge.amountMismatch']);
    expect(await kit.balance(s)).toBe(0);
  });

  it('refuses a correctly signed notification for a disabled channel (1002) and credits nothing', async () => {
    const s = await t.register();
    const orderNo = (await kit.createRecharge(s, 10_000)).body.data.orderNo as string;
    await t.db.update(rechargeChannels).set({ enabled: false }).where(eq(rechargeChannels.code, 'sandbox'));
    try {
      const res = await kit.notify(orderNo, 10_000);
      expect(res.code).toBe(1002);
      expect(res.msg).toBe(serverMessages.en['recharge.channelUnknown']);
      expect(await kit.balance(s)).toBe(0);
    } finally {
      await t.db.update(rechargeChannels).set({ enabled: true }).where(eq(rechargeChannels.code, 'sandbox'));
    }
  });

  it('refuses unknown orders and channels without a secret, and malformed bodies without a 500', async () => {
    expect((await kit.notify('R2026000000000000', 100)).code).toBe(1002);
    const bank = await t.app.inject({
      method: 'POST',
      url: '/recharge/notify/bank',
      headers: { 'content-type': 'application/json', 'x-signature': 'ab' },
      payload: '{}',
    });
    expect(bank.json<{ code: number }>().code).toBe(1002);
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/recharge/notify/sandbox',
      headers: { 'content-type': 'application/json', 'x-signature': 'zz' },
      payload: 'not json',
    });
    expect(garbage.statusCode).toBe(200);
    expect(garbage.json<{ code: number }>().code).toBe(1001);
  });
});

describe('the sandbox gateway page', () => {
  it('shows the order and "Pay" posts a signed notify that credits the user', async () => {
    const s = await t.register();
    const orderNo = (await kit.createRecharge(s, 12_300)).body.data.orderNo as string;
    const page = await t.app.inject({ method: 'GET', url: `/sandbox-pay/${orderNo}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(orderNo);
    expect(page.body).toContain('123.00');
    expect(page.body).toContain('>Pay</button>');
    const pay = await t.post(`/sandbox-pay/${orderNo}`, {}, { token: s.token });
    expect(pay.body.code, JSON.stringify(pay.body)).toBe(0);
    expect(pay.body.data.returnUrl).toBe(`/pages/recharge_record/recharge_record?paid=${orderNo}`);
    expect(await kit.balance(s)).toBe(12_300);
    const after = await t.app.inject({ method: 'GET', url: `/sandbox-pay/${orderNo}` });
    expect(after.body).not.toContain('>Pay</button>');
    await t.assertLedgerInvariant();
  });

  it('answers 404 for unknown orders', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/sandbox-pay/R20260101999' });
    expect(page.statusCode).toBe(404);
  });
});

describe('POST /recharge/list', () => {
  it('lists only the caller’s orders, newest first, filtered by range', async () => {
    const first = await t.register();
    const b = await t.register();
    await kit.createRecharge(first, 10_000);
    t.clock.advance(10 * 24 * 3600 * 1000);
    // Ten days later the access token has expired: log in again.
    const a = { ...first, token: (await t.login(first.account, first.password)).body.data.token };
    const paid = await kit.recharge(a, 20_000);
    await kit.createRecharge({ ...b, token: (await t.login(b.account, b.password)).body.data.token }, 30_000);
    const all = await t.post('/recharge/list', { range: 'all' }, { token: a.token });
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.list[0]).toMatchObject({ orderNo: paid, amount: 20_000, status: 'passed' });
    expect(all.body.data.list[0].time).toMatch(/\+07:00$/);
    const week = await t.post('/recharge/list', { range: '7d' }, { token: a.token });
    expect(listOf<{ orderNo: string }>(week).map((o) => o.orderNo)).toEqual([paid]);
    const today = await t.post(
      '/recharge/list',
      { range: 'today', page: 1, pageSize: 1 },
      { token: a.token },
    );
    expect(today.body.data).toMatchObject({ total: 1, page: 1, pageSize: 1 });
    expect((await t.post('/recharge/list', { range: 'yesterday' }, { token: a.token })).body.code).toBe(1000);
  });
});

describe('finance desk: recharge review', () => {
  it('pass credits once (idempotent), cancel closes, and the two exclude each other', async () => {
    const s = await t.register();
    const first = (await kit.createRecharge(s, 50_000, 'bank')).body.data.orderNo as string;
    const passes = await Promise.all([
      kit.admin('/admin/recharge/pass', { orderNo: first }),
      kit.admin('/admin/recharge/pass', { orderNo: first }),
    ]);
    expect(passes.map((p) => p.body.code)).toEqual([0, 0]);
    expect(passes.filter((p) => p.body.data.changed)).toHaveLength(1);
    expect(await kit.balance(s)).toBe(50_000);
    expect((await kit.admin('/admin/recharge/cancel', { orderNo: first })).body.code).toBe(1003);

    const second = (await kit.createRecharge(s, 60_000, 'bank')).body.data.orderNo as string;
    expect((await kit.admin('/admin/recharge/cancel', { orderNo: second })).body.data.changed).toBe(true);
    expect((await kit.admin('/admin/recharge/pass', { orderNo: second })).body.code).toBe(1003);
    expect((await kit.notify(second, 60_000)).code).toBe(1002); // bank orders are not the sandbox's
    expect(await kit.balance(s)).toBe(50_000);
    const listed = await kit.admin('/admin/recharge/list', { status: 'cancelled' });
    expect(listOf<{ orderNo: string }>(listed).map((o) => o.orderNo)).toContain(second);
    await t.assertLedgerInvariant();
  });
});
