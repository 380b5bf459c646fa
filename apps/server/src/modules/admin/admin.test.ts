import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type TestApp, buildTestApp } from '../../../test/helper';
import { listOf, moneyKit } from '../../../test/money-kit';
import { operators } from '../../db/schema';
import { createPasswordHasher } from '../../lib/password';

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
beforeAll(async () => {
  t = await buildTestApp();
  kit = moneyKit(t);
});
afterAll(() => t.close());

describe('operator login and tokens', () => {
  it('logs the seeded operator in; a wrong password answers 1000 and is throttled after 5 from that address', async () => {
    const res = await t.post('/admin/login', { account: 'admin', password: 'admin-password-1' });
    expect(res.body.data).toMatchObject({ role: 'admin', account: 'admin', token: expect.any(String) });
    const ip = '10.9.9.9';
    for (let i = 0; i < 5; i += 1) {
      expect((await t.post('/admin/login', { account: 'ADMIN', password: 'nope' }, { ip })).body.code).toBe(
        1000,
      );
    }
    expect(
      (await t.post('/admin/login', { account: 'admin', password: 'admin-password-1' }, { ip })).body.code,
    ).toBe(1006);
    // Account + address (docs/security.md finding 7): the same operator elsewhere is not locked out.
    expect((await t.post('/admin/login', { account: 'admin', password: 'admin-password-1' })).body.code).toBe(
      0,
    );
    t.clock.advance(16 * 60 * 1000);
  });

  it('a player token never opens /admin/*, nor an operator token /user/* (separate keys)', async () => {
    const s = await t.register();
    expect((await t.post('/admin/withdraw/list', {}, { token: s.token })).body.code).toBe(401);
    expect((await t.post('/admin/withdraw/list', {})).body.code).toBe(401);
    const op = await kit.adminToken();
    expect((await t.post('/user/getUserInfo', {}, { token: op })).body.code).toBe(401);
  });

  it('a support operator may not review money (1001)', async () => {
    const passwords = await createPasswordHasher('test-pepper-0123456789');
    await t.db.insert(operators).values({
      account: 'helpdesk',
      passwordHash: await passwords.hashLogin('support-pw-1'),
      role: 'support',
    });
    const login = await t.post('/admin/login', { account: 'helpdesk', password: 'support-pw-1' });
    const res = await t.post('/admin/withdraw/list', {}, { token: login.body.data.token });
    expect(res.body.code).toBe(1001);
  });

  it('a finance operator reviews money but may not read the audit log (admin only)', async () => {
    const passwords = await createPasswordHasher('test-pepper-0123456789');
    await t.db.insert(operators).values({
      account: 'cashier',
      passwordHash: await passwords.hashLogin('finance-pw-1'),
      role: 'finance',
    });
    const login = await t.post('/admin/login', { account: 'cashier', password: 'finance-pw-1' });
    expect(login.body.data.role).toBe('finance');
    const token = login.body.data.token as string;
    expect((await t.post('/admin/withdraw/list', {}, { token })).body.code).toBe(0);
    expect((await t.post('/admin/recharge/list', {}, { token })).body.code).toBe(0);
    expect((await t.post('/admin/audit/list', {}, { token })).body.code).toBe(1001);
  });
});

describe('POST /admin/user/adjust', () => {
  it('credits and debits as backstage transfers with a reason, once per requestId, audited', async () => {
    const s = await kit.player();
    const plus = await kit.admin('/admin/user/adjust', {
      userId: s.userId,
      amount: 5_000,
      reason: 'goodwill',
      requestId: 'a1',
    });
    expect(plus.body.data).toMatchObject({ status: 'done', changed: true, balance: 5_000 });
    const replay = await kit.admin('/admin/user/adjust', {
      userId: s.userId,
      amount: 5_000,
      reason: 'goodwill',
      requestId: 'a1',
    });
    expect(replay.body.data).toMatchObject({ status: 'done', changed: false, balance: 5_000 });
    const minus = await kit.admin('/admin/user/adjust', {
      userId: s.userId,
      amount: -2_000,
      reason: 'correction',
      requestId: 'a2',
    });
    expect(minus.body.data.balance).toBe(3_000);
    const over = await kit.admin('/admin/user/adjust', {
      userId: s.userId,
      amount: -3_001,
      reason: 'too much',
      requestId: 'a3',
    });
    expect(over.body.code).toBe(1004);
    expect(
      (await kit.admin('/admin/user/adjust', { userId: 999_999, amount: 1, reason: 'x', requestId: 'a4' }))
        .body.code,
    ).toBe(1002);
    expect(
      (await kit.admin('/admin/user/adjust', { userId: s.userId, amount: 0, reason: 'x', requestId: 'a5' }))
        .body.code,
    ).toBe(1000);
    expect(
      (await kit.admin('/admin/user/adjust', { userId: s.userId, amount: 1, reason: ' ', requestId: 'a6' }))
        .body.code,
    ).toBe(1000);

    const records = await t.post('/transaction/list', { type: 'backstage' }, { token: s.token });
    expect(listOf<{ amount: number; remark: string }>(records).map((r) => [r.amount, r.remark])).toEqual([
      [-2_000, 'correction'],
      [5_000, 'goodwill'],
    ]);
    const audit = await kit.admin('/admin/audit/list', { pageSize: 100 });
    const adjusts = listOf<{ target: string; ip: string }>(audit).filter(
      (e) => e.target === `user:${s.userId}`,
    );
    expect(adjusts).toHaveLength(2);
    expect(adjusts[1]).toMatchObject({
      action: 'user.adjust',
      before: { balance: 0 },
      after: { balance: 5_000, reason: 'goodwill' },
    });
    expect(adjusts[1]?.ip).toMatch(/^10\./);
    await t.assertLedgerInvariant();
  });

  it('the audit log is append-only: the database refuses updates and deletes', async () => {
    await expect(t.db.execute(sql`update admin_audit_log set action = 'forged'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from admin_audit_log`)).rejects.toThrow();
  });
});

describe('POST /transaction/list', () => {
  it('shows the caller’s entries with the 7 type filters and signed amounts', async () => {
    const s = await kit.player();
    await kit.recharge(s, 10_000);
    await kit.stake(s.userId, 4_000);
    const all = await t.post('/transaction/list', { range: 'today' }, { token: s.token });
    expect(
      listOf<{ type: string; amount: number; balanceAfter: number }>(all).map((r) => [
        r.type,
        r.amount,
        r.balanceAfter,
      ]),
    ).toEqual([
      ['betting', -4_000, 6_000],
      ['recharge', 10_000, 10_000],
    ]);
    for (const type of ['recharge', 'withdraw', 'payout', 'betting', 'rebate', 'bonus', 'backstage']) {
      const res = await t.post('/transaction/list', { type }, { token: s.token });
      expect(res.body.code).toBe(0);
      for (const r of res.body.data.list) expect(r.type).toBe(type);
    }
    expect((await t.post('/transaction/list', { type: 'trial' }, { token: s.token })).body.code).toBe(1000);
    const other = await t.register();
    expect((await t.post('/transaction/list', {}, { token: other.token })).body.data.total).toBe(0);
  });
});
