import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { settle } from '@fairdraw/rules';

import { openIssue, requestId } from '../../../test/betting-fixtures';
import { type TestApp, buildTestApp, rowsOf } from '../../../test/helper';
import { moneyKit } from '../../../test/money-kit';
import { bySize } from '../../../test/test-size';
import { ledgerAccounts } from '../../db/schema';

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
beforeAll(async () => {
  t = await buildTestApp({
    // Real bets settle within the property: K3 issues every 3 s.
    config: {
      timeScale: 20,
      money: { dailyWithdrawCountMax: 10_000, dailyWithdrawAmountMaxFen: Number.MAX_SAFE_INTEGER },
    },
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
  fc.record({
    op: fc.constant('bet' as const),
    who,
    amount,
    sum: fc.integer({ min: 3, max: 18 }),
    cancel: fc.boolean(),
  }),
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

/** One K3 sum bet through the real makeOrder: `amount` fen on one sum, on the open issue. */
async function placeBet(player: { token: string }, amount: number, sum: number) {
  for (;;) {
    const issue = await openIssue(t, 'k3', 500);
    const res = await t.post(
      '/user/makeOrder',
      {
        game: 'k3',
        issue,
        requestId: requestId(),
        bets: [{ play: 'HZ', selection: [[String(sum)]], unitPrice: amount, multiple: 1 }],
      },
      { token: player.token, lang: 'en' },
    );
    if (res.body.code === 1005) continue; // closed between the two calls: take the next issue
    return { code: res.body.code, msg: res.body.msg, betId: Number(res.body.data?.bets?.[0]?.id) };
  }
}

/** Waits for the draw and settlement, checks the payout with rules.settle and returns what the bet
 * credited the player: payout or refund, plus the player's own rebate on it. */
async function settledCredit(betId: number, userId: number): Promise<number> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const [bet] = rowsOf<Record<string, unknown>>(
      await t.db.execute(sql`
        select b.status, b.payout_fen, b.rates, b.selection, b.unit_price_fen, b.multiple, b.bet_count,
               b.refund_count, d.result, u.rebate_per_mille
          from bets b join draw_issues d on d.id = b.issue_id join users u on u.id = b.user_id
         where b.id = ${betId}`),
    );
    if (bet && bet.status !== 'pending') {
      const parse = <T>(v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
      const stake = Number(bet.unit_price_fen) * Number(bet.multiple);
      const expected = settle(
        'k3',
        'HZ',
        parse<string[][]>(bet.selection),
        { numbers: parse<number[]>(bet.result) },
        stake,
        parse<Record<string, number>>(bet.rates),
      );
      expect([bet.status, Number(bet.payout_fen)]).toEqual([expected.outcome, expected.payoutFen]);
      const rebated = stake * (Number(bet.bet_count) - expected.refundCount);
      const ownRebate = Math.floor((rebated * Number(bet.rebate_per_mille)) / 1000);
      const [credited] = rowsOf<{ total: string | number | null }>(
        await t.db.execute(sql`
          select sum(e.amount_fen) as total from ledger_entries e
            join ledger_transfers tr on tr.id = e.transfer_id
            join ledger_accounts a on a.id = e.account_id
           where a.user_id = ${userId} and e.type = 'rebate' and tr.idempotency_key like ${`rebate:${betId}:%`}`),
      );
      expect(Number(credited?.total ?? 0)).toBe(ownRebate);
      return expected.payoutFen + ownRebate;
    }
    if (Date.now() > deadline) throw new Error(`bet ${betId} was not settled in 30 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('property: random money flows keep the ledger exact', () => {
  it('recharge, notify storms, real bets (settled or cancelled), withdrawals, reviews and adjustments: balances match a model, Σ = 0', async () => {
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
          } else if (c.op === 'bet') {
            const placed = await placeBet(players[c.who]!, c.amount, c.sum);
            if (model[c.who]! < c.amount) {
              expect(placed.code).toBe(1004);
              continue;
            }
            expect(placed.code, placed.msg).toBe(0);
            model[c.who]! -= c.amount;
            if (c.cancel) {
              const cancelled = await t.post(
                '/bet/cancel',
                { id: placed.betId },
                { token: players[c.who]!.token },
              );
              // The issue may have closed meanwhile on a loaded machine: then the bet settles instead.
              if (cancelled.body.code === 0) {
                model[c.who]! += c.amount;
                continue;
              }
              expect(cancelled.body.code).toBe(1003);
            }
            model[c.who]! += await settledCredit(placed.betId, players[c.who]!.userId);
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
      // Each run registers two players and settles its bets on real K3 issues: 12 nightly, 4 in CI.
      { numRuns: bySize({ ci: 4, nightly: 12 }) },
    );
  }, 240_000);
});
