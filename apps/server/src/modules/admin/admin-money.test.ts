import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type TestApp, buildTestApp, rowsOf } from '../../../test/helper';
import { listOf, moneyKit } from '../../../test/money-kit';
import { operators } from '../../db/schema';
import { createPasswordHasher } from '../../lib/password';

const threshold = 50_000;
let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let checker: string;
beforeAll(async () => {
  t = await buildTestApp({ config: { adminCheckerAboveFen: threshold } });
  kit = moneyKit(t);
  const passwords = await createPasswordHasher('test-pepper-0123456789');
  await t.db.insert(operators).values({
    account: 'checker',
    passwordHash: await passwords.hashLogin('finance-pw-1'),
    role: 'finance',
  });
  checker = (await t.post('/admin/login', { account: 'checker', password: 'finance-pw-1' })).body.data.token;
});
afterAll(() => t.close());

const asChecker = (path: string, body: unknown) => t.post(path, body, { token: checker, lang: 'en' });

/** A player whose recharge was fully staked (turnover met) and won back, with a bound card. */
async function readyPlayer(rechargeFen: number) {
  const s = await kit.player();
  await kit.recharge(s, rechargeFen);
  await kit.stake(s.userId, rechargeFen);
  const cardId = await kit.bindCard(s);
  await kit.wallet.transfer({
    from: { system: 'house' },
    to: { userId: s.userId },
    amountFen: rechargeFen,
    type: 'payout',
    idempotencyKey: `test-payout:${s.userId}`,
  });
  return { s, cardId };
}

describe('maker–checker above ADMIN_CHECKER_ABOVE_FEN', () => {
  it('a withdrawal above the threshold waits for a second operator; the maker cannot approve it', async () => {
    const { s, cardId } = await readyPlayer(200_000);
    const orderNo = String((await kit.withdraw(s, threshold + 1, cardId)).body.data.orderNo);
    const made = await kit.admin('/admin/withdraw/complete', { orderNo });
    expect(made.body.data).toMatchObject({
      changed: false,
      order: { state: 'Pending' },
      approval: { kind: 'withdraw.complete', status: 'pending' },
    });
    const approvalId = Number(made.body.data.approval.id);
    // Clicking again is the same request, not a second one.
    expect((await kit.admin('/admin/withdraw/complete', { orderNo })).body.data.approval.id).toBe(approvalId);
    expect((await t.post('/withdraw/list', {}, { token: s.token })).body.data.list[0].state).toBe('Pending');

    const own = await kit.admin('/admin/approvals/approve', { id: approvalId });
    expect(own.body.code).toBe(1001);
    const pending = await asChecker('/admin/approvals/list', {});
    expect(listOf<{ id: number; maker: string }>(pending)).toContainEqual(
      expect.objectContaining({
        id: approvalId,
        maker: 'admin',
        target: `withdraw:${orderNo}`,
        amount: threshold + 1,
      }),
    );

    const approved = await asChecker('/admin/approvals/approve', { id: approvalId });
    expect(approved.body.data.approval).toMatchObject({
      status: 'approved',
      maker: 'admin',
      checker: 'checker',
    });
    expect(approved.body.data.result).toMatchObject({ state: 'Completed' });
    expect((await t.post('/withdraw/list', {}, { token: s.token })).body.data.list[0].state).toBe(
      'Completed',
    );
    expect((await asChecker('/admin/approvals/approve', { id: approvalId })).body.code).toBe(1003);
    const audit = await kit.admin('/admin/audit/list', { target: `approval:${approvalId}` });
    expect(listOf<{ action: string; operator: string }>(audit)).toEqual([
      expect.objectContaining({ action: 'approval.approve', operator: 'checker' }),
    ]);
    await t.assertLedgerInvariant();
  });

  it('at or below the threshold one operator completes at once', async () => {
    const { s, cardId } = await readyPlayer(100_000);
    const orderNo = String((await kit.withdraw(s, threshold, cardId)).body.data.orderNo);
    const done = await kit.admin('/admin/withdraw/complete', { orderNo });
    expect(done.body.data).toMatchObject({ changed: true, order: { state: 'Completed' }, approval: null });
  });

  it('an adjustment above the threshold moves no money until a second operator approves; rejects move none', async () => {
    const s = await kit.player();
    const made = await kit.admin('/admin/users/adjust', {
      userId: s.userId,
      amount: threshold * 2,
      reason: 'promotion prize',
      requestId: 'big-1',
    });
    expect(made.body.data).toMatchObject({ status: 'pending', changed: true, balance: 0 });
    const id = Number(made.body.data.approval.id);
    const repeat = await kit.admin('/admin/users/adjust', {
      userId: s.userId,
      amount: threshold * 2,
      reason: 'promotion prize',
      requestId: 'big-1',
    });
    expect(repeat.body.data).toMatchObject({ status: 'pending', changed: false, approval: { id } });
    expect(await kit.balance(s)).toBe(0);
    expect((await kit.admin('/admin/approvals/approve', { id })).body.code).toBe(1001);
    const approved = await asChecker('/admin/approvals/approve', { id });
    expect(approved.body.data.result).toEqual({ balance: threshold * 2, amount: threshold * 2 });
    expect(await kit.balance(s)).toBe(threshold * 2);
    // The maker's requestId once more: done, no second credit.
    const after = await kit.admin('/admin/users/adjust', {
      userId: s.userId,
      amount: threshold * 2,
      reason: 'promotion prize',
      requestId: 'big-1',
    });
    expect(after.body.data).toMatchObject({ status: 'done', changed: false, balance: threshold * 2 });

    const other = await kit.admin('/admin/users/adjust', {
      userId: s.userId,
      amount: -(threshold + 1),
      reason: 'mistake',
      requestId: 'big-2',
    });
    const rejected = await asChecker('/admin/approvals/reject', {
      id: other.body.data.approval.id,
      reason: 'not justified',
    });
    expect(rejected.body.data.approval).toMatchObject({
      status: 'rejected',
      reason: 'not justified',
      checker: 'checker',
    });
    expect(await kit.balance(s)).toBe(threshold * 2);
    await t.assertLedgerInvariant();
  });
});

describe('CSV exports', () => {
  it('recharge and withdrawal queues export with the list filters as text/csv, formulas neutralised', async () => {
    const s = await kit.player();
    await t.db.execute(sql`update users set account = ${'=cmd' + String(s.userId)} where id = ${s.userId}`);
    const orderNo = await kit.recharge(s, 7_700);
    const csv = await t.app.inject({
      method: 'POST',
      url: '/admin/recharge/export',
      headers: { token: await kit.adminToken() },
      payload: { status: 'passed' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('recharge.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('orderNo,userId,account,channel,amountFen,status,time,closedBy');
    const line = lines.find((l) => l.startsWith(orderNo));
    expect(line).toContain(`,'=cmd${s.userId},sandbox,7700,passed,`);
    const [passed] = rowsOf<{ n: unknown }>(
      await t.db.execute(sql`select count(*) as n from recharge_orders where status = 'passed'`),
    );
    expect(lines).toHaveLength(Number(passed?.n) + 1);

    const withdrawals = await t.app.inject({
      method: 'POST',
      url: '/admin/withdraw/export',
      headers: { token: await kit.adminToken() },
      payload: { state: 'Completed' },
    });
    const rows = withdrawals.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('orderNo,userId,account,amountFen,state,kind,address,time,remark');
    for (const r of rows.slice(1)) expect(r).toContain(',Completed,');
    const support = await t.app.inject({ method: 'POST', url: '/admin/withdraw/export', payload: {} });
    expect(support.json()).toMatchObject({ code: 401 });
  });
});
