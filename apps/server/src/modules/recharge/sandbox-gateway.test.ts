// docs/security.md finding 10: the sandbox gateway (free money) exists only when switched on, pays only the
// order owner's own order with their session, and production refuses to start with it on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type TestApp, buildTestApp } from '../../../test/helper';
import { listOf, moneyKit } from '../../../test/money-kit';
import { loadEnv } from '../../env';

describe('sandbox gateway switched on (SANDBOX_PAYMENTS=true)', () => {
  let t: TestApp;
  let kit: ReturnType<typeof moneyKit>;
  beforeAll(async () => {
    t = await buildTestApp({ config: { sandboxPayments: true } });
    kit = moneyKit(t);
  });
  afterAll(() => t.close());

  it('pays nothing without a login', async () => {
    const owner = await t.register();
    const orderNo = (await kit.createRecharge(owner, 12_300)).body.data.orderNo as string;
    const anonymous = await t.post(`/sandbox-pay/${orderNo}`, {});
    expect(anonymous.body.code).toBe(401);
    expect(await kit.balance(owner)).toBe(0);
  });

  it("refuses another player's session as if the order did not exist", async () => {
    const owner = await t.register();
    const stranger = await t.register();
    const orderNo = (await kit.createRecharge(owner, 12_300)).body.data.orderNo as string;
    const res = await t.post(`/sandbox-pay/${orderNo}`, {}, { token: stranger.token, lang: 'en' });
    expect(res.body.code).toBe(1002); // notFound, as an unknown order
    expect(await kit.balance(owner)).toBe(0);
    expect(await kit.balance(stranger)).toBe(0);
  });

  it("credits the owner once with the owner's session; the home data says sandbox", async () => {
    const owner = await t.register();
    const orderNo = (await kit.createRecharge(owner, 12_300)).body.data.orderNo as string;
    expect((await t.post(`/sandbox-pay/${orderNo}`, {}, { token: owner.token })).body.code).toBe(0);
    expect((await t.post(`/sandbox-pay/${orderNo}`, {}, { token: owner.token })).body.code).toBe(0);
    expect(await kit.balance(owner)).toBe(12_300);
    expect((await t.get('/index/index')).body.data.sandboxPayments).toBe(true);
    await t.assertLedgerInvariant();
  });
});

describe('sandbox gateway not switched on (the default)', () => {
  let t: TestApp;
  let kit: ReturnType<typeof moneyKit>;
  beforeAll(async () => {
    t = await buildTestApp({ config: { sandboxPayments: false } });
    kit = moneyKit(t);
  });
  afterAll(() => t.close());

  it('has no sandbox channel, no gateway page and no payment route', async () => {
    const owner = await t.register();
    const channels = await t.get('/recharge/channels', { token: owner.token });
    expect(listOf<{ code: string }>(channels).map((c) => c.code)).not.toContain('sandbox');
    expect((await kit.createRecharge(owner, 12_300, 'sandbox')).body.code).toBe(1000);
    // An order number of the right shape, paid by its "owner": nothing is there to pay it.
    const pay = await t.post('/sandbox-pay/R20261127000001', {}, { token: owner.token });
    expect(pay.status).toBe(404);
    const page = await t.app.inject({
      method: 'GET',
      url: '/sandbox-pay/R20261127000001',
      headers: { accept: 'application/json' },
    });
    expect(page.body).not.toContain('Sandbox payment gateway');
    expect(await kit.balance(owner)).toBe(0);
    expect((await t.get('/index/index')).body.data.sandboxPayments).toBe(false);
  });
});

describe('SANDBOX_PAYMENTS in the environment', () => {
  it('is off unless set, and production refuses to start with it on', () => {
    expect(loadEnv({}).SANDBOX_PAYMENTS).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test' }).SANDBOX_PAYMENTS).toBe(false);
    expect(loadEnv({ SANDBOX_PAYMENTS: 'true' }).SANDBOX_PAYMENTS).toBe(true);
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      FUND_PASSWORD_PEPPER: 'y'.repeat(16),
      DRAW_SEED_KEY: 'ab'.repeat(32),
      CARD_ENCRYPTION_KEY: 'cd'.repeat(32),
    };
    expect(loadEnv(production).SANDBOX_PAYMENTS).toBe(false);
    expect(() => loadEnv({ ...production, SANDBOX_PAYMENTS: 'true' })).toThrow(
      /SANDBOX_PAYMENTS must be off in production/,
    );
  });
});
