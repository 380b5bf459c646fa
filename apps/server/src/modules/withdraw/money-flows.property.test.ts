import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type TestApp, buildTestApp } from '../../../test/helper';
import { moneyKit } from '../../../test/money-kit';
import { ledgerAccounts } from '../../db/schema';
import { AppError } from '../../lib/app-error';

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
beforeAll(async () => {
  t = await buildTestApp({
    config: { money: { dailyWithdrawCountMax: 10_000, dailyWithdrawAmountMaxFen: Number.MAX_SAFE_INTEGER } },
  });
  kit = moneyKit(t);
});
afterAll(() => t.close());

const amount = fc.integer({ min: 100, max: 60_000 });
const who = fc.integer({ min: 0, max: 1 });
const command = fc.oneof(
  fc.record({ op: fc.constant('recharge' as const), who, amount, storm: fc.integer({ min: 1, max: 3 }) }),
  fc.record({
    op: fc.constant('bankRecharge' as const),
    who,
    amount: fc.integer({ min: 10_000, max: 60_000 }),
    cancel: fc.boolean(),
  }),
  fc.record({ op: fc.constant('stake' as const), who, amount }),
  fc.record({ op: fc.constant('withdraw' as const), who, amount: fc.integer({ min: 10_000, max: 60_000 }) }),
  fc.record({
    op: fc.constant('review' as const),
    pick: fc.nat(),
    complete: fc.boolean(),
    twice: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('adjust' as const),
    who,
    amount: fc.integer({ min: -30_000, max: 30_000 }).filter((v) => v !== 0),
  }),
);

const pendingAccountBalance = async () => {
  const [row] = await t.db
    .select({ balanceFen: ledgerAccounts.balanceFen })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, 'system:withdrawals_pending'));
  return row?.balanceFen ?? 0;
};

describe('property: random money flows keep the ledger exact', () => {
  it('recharge, notify storms, bets, withdrawals, reviews and adjustments: balances match a model, Σ = 0', async () => {
    let requestSeq = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 12 }), async (commands) => {
        const players = [await kit.player(), await kit.player()];
        const cards = [await kit.bindCard(players[0]!), await kit.bindCard(players[1]!)];
        const model = [0, 0];
        const pending: Array<{ orderNo: string; who: number; amount: number }> = [];
        const pendingAtStart = await pendingAccountBalance();

        for (const c of commands) {
          if (c.op === 'recharge') {
            const created = await kit.createRecharge(players[c.who]!, c.amount);
            const orderNo = created.body.data.orderNo as string;
            const results = await Promise.all(
              Array.from({ length: c.storm }, () => kit.notify(orderNo, c.amount)),
            );
            expect(results.every((r) => r.code === 0)).toBe(true);
            model[c.who]! += c.amount;
          } else if (c.op === 'bankRecharge') {
            const orderNo = (await kit.createRecharge(players[c.who]!, c.amount, 'bank')).body.data
              .orderNo as string;
            const path = c.cancel ? '/admin/recharge/cancel' : '/admin/recharge/pass';
            await Promise.all([kit.admin(path, { orderNo }), kit.admin(path, { orderNo })]);
            if (!c.cancel) model[c.who]! += c.amount;
          } else if (c.op === 'stake') {
            const staked = await kit.stake(players[c.who]!.userId, c.amount).then(
              () => true,
              (error: unknown) => {
                expect(error).toBeInstanceOf(AppError);
                return false;
              },
            );
            expect(staked).toBe(model[c.who]! >= c.amount);
            if (staked) model[c.who]! -= c.amount;
          } else if (c.op === 'withdraw') {
            const res = await kit.withdraw(
              players[c.who]!,
              c.amount,
              cards[c.who]!,
              `prop-${(requestSeq += 1)}`,
            );
            if (model[c.who]! < c.amount) expect([1004, 1007]).toContain(res.body.code);
            if (res.body.code === 0) {
              model[c.who]! -= c.amount;
              pending.push({ orderNo: res.body.data.orderNo as string, who: c.who, amount: c.amount });
            } else {
              expect([1004, 1007]).toContain(res.body.code);
            }
          } else if (c.op === 'review') {
            if (pending.length === 0) continue;
            const [order] = pending.splice(c.pick % pending.length, 1);
            const path = c.complete ? '/admin/withdraw/complete' : '/admin/withdraw/reject';
            const body = { orderNo: order!.orderNo, reason: 'property test' };
            const results = await Promise.all(
              c.twice ? [kit.admin(path, body), kit.admin(path, body)] : [kit.admin(path, body)],
            );
            expect(results.filter((r) => r.body.data?.changed === true)).toHaveLength(1);
            if (!c.complete) model[order!.who]! += order!.amount;
          } else {
            const res = await kit.admin('/admin/user/adjust', {
              userId: players[c.who]!.userId,
              amount: c.amount,
              reason: 'property test',
              requestId: `prop-adjust-${(requestSeq += 1)}`,
            });
            const allowed = model[c.who]! + c.amount >= 0;
            expect(res.body.code).toBe(allowed ? 0 : 1004);
            if (allowed) model[c.who]! += c.amount;
          }
        }

        for (const i of [0, 1]) expect(await kit.wallet.balanceOf(players[i]!.userId)).toBe(model[i]);
        const held = pending.reduce((sum, p) => sum + p.amount, 0);
        expect((await pendingAccountBalance()) - pendingAtStart).toBe(held);
        await t.assertLedgerInvariant();
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
