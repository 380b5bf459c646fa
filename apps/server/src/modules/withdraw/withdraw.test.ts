import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serverMessages } from '@fairdraw/contract';

import { type TestApp, buildTestApp, rowsOf } from '../../../test/helper';
import { fundPassword, listOf, moneyKit } from '../../../test/money-kit';

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
beforeAll(async () => {
  t = await buildTestApp();
  kit = moneyKit(t);
});
afterAll(() => t.close());

/** A player with 1,000.00 recharged, bet through, and a bound card. */
async function readyPlayer(rechargeFen = 100_000) {
  const s = await kit.player();
  await kit.recharge(s, rechargeFen);
  await kit.stake(s.userId, rechargeFen / 2);
  await kit.stake(s.userId, rechargeFen / 2);
  const cardId = await kit.bindCard(s);
  // Give the stakes back as winnings so the balance stays: a 'payout' does not count as turnover.
  await kit.wallet.transfer({
    from: { system: 'house' },
    to: { userId: s.userId },
    amountFen: rechargeFen,
    type: 'payout',
    idempotencyKey: `test-payout:${s.userId}`,
  });
  return { s, cardId };
}

describe('POST /withdraw/create', () => {
  it('moves the amount at once to withdrawals_pending: balance falls, frozen shows it; a repeated requestId moves nothing', async () => {
    const { s, cardId } = await readyPlayer();
    const res = await kit.withdraw(s, 30_000, cardId, 'w-1');
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expect(res.body.data).toMatchObject({ status: 'Pending', amount: 30_000, balance: 70_000 });
    const again = await kit.withdraw(s, 30_000, cardId, 'w-1');
    expect(again.body.data.orderNo).toBe(res.body.data.orderNo);
    const info = await t.post('/user/getUserInfo', {}, { token: s.token });
    expect(info.body.data).toMatchObject({ balance: 70_000, frozen: 30_000 });
    await t.assertLedgerInvariant();
  });

  it('needs a bound address (1001), refuses someone else’s (1001) and trial accounts (1001)', async () => {
    const s = await kit.player();
    await kit.recharge(s, 20_000);
    const none = await kit.withdraw(s, 10_000, 1);
    expect(none.body.code).toBe(1001);
    expect(none.body.msg).toBe(serverMessages.en['money.noAddress']);
    const other = await readyPlayer();
    await kit.bindCard(s, '6222000011112222');
    const foreign = await kit.withdraw(s, 10_000, other.cardId);
    expect(foreign.body.code).toBe(1001);
    const trial = await t.trial();
    expect((await kit.withdraw(trial, 10_000, other.cardId)).body.code).toBe(1001);
  });

  it('checks the amount against the limits and the balance (1000, 1004)', async () => {
    const { s, cardId } = await readyPlayer();
    expect((await kit.withdraw(s, 9_999, cardId)).body.code).toBe(1000);
    expect((await kit.withdraw(s, 5_000_001, cardId)).body.code).toBe(1000);
    expect((await kit.withdraw(s, 100_001, cardId)).body.code).toBe(1004);
    expect(await kit.balance(s)).toBe(100_000);
  });

  it('the turnover rule: bets since the last withdrawal must reach the recharges since then (1007 says what remains)', async () => {
    const s = await kit.player();
    const cardId = await kit.bindCard(s);
    await kit.recharge(s, 100_000);
    await kit.stake(s.userId, 30_000);
    // A refunded stake (a 'betting' credit) does not count.
    await kit.stake(s.userId, 10_000);
    await kit.wallet.transfer({
      from: { system: 'house' },
      to: { userId: s.userId },
      amountFen: 10_000,
      type: 'betting',
      idempotencyKey: `test-refund:${s.userId}`,
    });
    const refused = await kit.withdraw(s, 10_000, cardId);
    expect(refused.body.code).toBe(1007);
    expect(refused.body.data).toMatchObject({ remaining: '700.00', remainingFen: 70_000 });
    expect(refused.body.msg).toContain('700.00');
    expect((await t.post('/withdraw/info', {}, { token: s.token })).body.data.remainingTurnover).toBe(70_000);
    expect(await kit.balance(s)).toBe(70_000);
    await kit.stake(s.userId, 70_000 - 10_000);
    await kit.wallet.transfer({
      from: { system: 'house' },
      to: { userId: s.userId },
      amountFen: 10_000,
      type: 'payout',
      idempotencyKey: `test-win:${s.userId}`,
    });
    expect((await kit.withdraw(s, 10_000, cardId)).body.code).toBe(1007);
    await kit.stake(s.userId, 10_000);
    const okay = await kit.withdraw(s, 10_000, cardId);
    expect(okay.body.code, JSON.stringify(okay.body)).toBe(0);
    // After that withdrawal the count starts again: a new recharge needs new bets.
    t.clock.advance(1000);
    await kit.recharge(s, 20_000);
    const next = await kit.withdraw(s, 10_000, cardId);
    expect(next.body.data).toMatchObject({ remainingFen: 20_000 });
    await t.assertLedgerInvariant();
  });

  it('five wrong fund passwords lock withdrawals for 24 hours, even with the right one', async () => {
    const { s, cardId } = await readyPlayer();
    for (let i = 0; i < 4; i += 1) {
      const wrong = await kit.withdraw(s, 10_000, cardId, undefined, '999999');
      expect(wrong.body.code).toBe(1000);
    }
    const fifth = await kit.withdraw(s, 10_000, cardId, undefined, '999999');
    expect(fifth.body.code).toBe(1006);
    expect(fifth.body.msg).toBe(serverMessages.en['money.fundPasswordLocked']);
    expect((await kit.withdraw(s, 10_000, cardId)).body.code).toBe(1006);
    t.clock.advance(24 * 3600 * 1000 + 1000);
    const fresh = { ...s, token: (await t.login(s.account, s.password)).body.data.token };
    expect((await kit.withdraw(fresh, 10_000, cardId)).body.code).toBe(0);
  });

  it('daily count and amount limits (1007)', async () => {
    const { s, cardId } = await readyPlayer(2_000_000);
    for (let i = 0; i < 5; i += 1) expect((await kit.withdraw(s, 10_000, cardId)).body.code).toBe(0);
    const sixth = await kit.withdraw(s, 10_000, cardId);
    expect(sixth.body.code).toBe(1007);
    expect(sixth.body.msg).toBe(serverMessages.en['withdraw.dailyCountReached']);
    await t.assertLedgerInvariant();
  });

  it('concurrent requests of one user cannot overdraw the balance', async () => {
    const { s, cardId } = await readyPlayer();
    const results = await Promise.all(Array.from({ length: 4 }, () => kit.withdraw(s, 40_000, cardId)));
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(2);
    expect(results.filter((r) => r.body.code === 1004)).toHaveLength(2);
    expect(await kit.balance(s)).toBe(20_000);
    await t.assertLedgerInvariant();
  });
});

describe('finance desk: withdrawal review', () => {
  it('two operators completing the same withdrawal at once → one completion; the card locks', async () => {
    const { s, cardId } = await readyPlayer();
    const orderNo = (await kit.withdraw(s, 25_000, cardId)).body.data.orderNo as string;
    const results = await Promise.all([
      kit.admin('/admin/withdraw/complete', { orderNo }),
      kit.admin('/admin/withdraw/complete', { orderNo }),
    ]);
    expect(results.map((r) => r.body.code)).toEqual([0, 0]);
    expect(results.filter((r) => r.body.data.changed)).toHaveLength(1);
    const completions = await t.db.execute(
      sql`select count(*)::int as n from ledger_transfers where idempotency_key = ${`withdraw-complete:${orderNo}`}`,
    );
    expect(rowsOf<{ n: number }>(completions)[0]?.n).toBe(1);
    const list = await t.post('/withdraw/list', { range: 'all' }, { token: s.token });
    expect(list.body.data.list[0]).toMatchObject({ orderNo, state: 'Completed', amount: 25_000 });
    const addresses = await t.get('/user/getWithDrawAddrList', { token: s.token });
    expect(addresses.body.data.bankCards[0].locked).toBe(true);
    const del = await t.post(
      '/user/deleteWithDrawAddr',
      { id: cardId, kind: 'bank', fundPassword },
      { token: s.token, lang: 'en' },
    );
    expect(del.body.code).toBe(1001);
    expect(del.body.msg).toBe(serverMessages.en['money.addressLocked']);
    expect((await kit.admin('/admin/withdraw/reject', { orderNo, reason: 'late' })).body.code).toBe(1003);
    const audit = await kit.admin('/admin/audit/list', {});
    const entries = listOf<{ target: string }>(audit).filter((e) => e.target === `withdraw:${orderNo}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      operator: 'admin',
      action: 'withdraw.complete',
      before: { state: 'Pending' },
      after: { state: 'Completed' },
    });
    await t.assertLedgerInvariant();
  });

  it('reject with a reason refunds the amount; the record shows Reject and the reason', async () => {
    const { s, cardId } = await readyPlayer();
    const orderNo = (await kit.withdraw(s, 25_000, cardId)).body.data.orderNo as string;
    expect(await kit.balance(s)).toBe(75_000);
    // While the withdrawal is Pending its card cannot be removed.
    const early = await t.post(
      '/user/deleteWithDrawAddr',
      { id: cardId, kind: 'bank', fundPassword },
      { token: s.token },
    );
    expect(early.body.code).toBe(1003);
    const rejected = await kit.admin('/admin/withdraw/reject', { orderNo, reason: 'Name does not match' });
    expect(rejected.body.data.changed).toBe(true);
    expect((await kit.admin('/admin/withdraw/reject', { orderNo, reason: 'again' })).body.data.changed).toBe(
      false,
    );
    expect(await kit.balance(s)).toBe(100_000);
    const list = await t.post('/withdraw/list', { range: 'today' }, { token: s.token });
    expect(list.body.data.list[0]).toMatchObject({ state: 'Reject', remark: 'Name does not match' });
    expect((await t.post('/user/getUserInfo', {}, { token: s.token })).body.data.frozen).toBe(0);
    expect((await kit.admin('/admin/withdraw/complete', { orderNo })).body.code).toBe(1003);
    // Rejected, not paid: the card is still unlocked and can now be removed.
    const removed = await t.post(
      '/user/deleteWithDrawAddr',
      { id: cardId, kind: 'bank', fundPassword },
      { token: s.token },
    );
    expect(removed.body.code).toBe(0);
    const listed = await kit.admin('/admin/withdraw/list', { state: 'Reject', account: s.account });
    expect(listOf<{ orderNo: string }>(listed).map((o) => o.orderNo)).toEqual([orderNo]);
    await t.assertLedgerInvariant();
  });

  it('a player sees only their own withdrawals', async () => {
    const { s, cardId } = await readyPlayer();
    await kit.withdraw(s, 10_000, cardId);
    const other = await kit.player();
    expect((await t.post('/withdraw/list', {}, { token: other.token })).body.data.total).toBe(0);
  });
});

describe('daily amount limit (config)', () => {
  it('refuses a withdrawal that would pass the day’s amount; what fits still goes', async () => {
    const small = await buildTestApp({ config: { money: { dailyWithdrawAmountMaxFen: 50_000 } } });
    try {
      const k = moneyKit(small);
      const s = await k.player();
      await k.recharge(s, 100_000);
      await k.stake(s.userId, 100_000);
      await k.wallet.transfer({
        from: { system: 'house' },
        to: { userId: s.userId },
        amountFen: 100_000,
        type: 'payout',
        idempotencyKey: `test-win:${s.userId}`,
      });
      const cardId = await k.bindCard(s);
      expect((await k.withdraw(s, 30_000, cardId)).body.code).toBe(0);
      const over = await k.withdraw(s, 20_001, cardId);
      expect(over.body.code).toBe(1007);
      expect(over.body.msg).toBe(serverMessages.en['withdraw.dailyAmountReached']);
      expect((await k.withdraw(s, 20_000, cardId)).body.code).toBe(0);
      await small.assertLedgerInvariant();
    } finally {
      await small.close();
    }
  });
});
