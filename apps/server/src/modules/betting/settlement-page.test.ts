import { describe, expect, it } from 'vitest';

import { BetColumns, pageMoney } from './settlement-page';
import type { BetOutcome, DrawnIssueContext, PendingBet, WrittenBets } from './settlement.repo';

const drawn: DrawnIssueContext = {
  gameCode: 'k3',
  issue: '20261126001',
  result: [2, 3, 5],
  zodiacYear: null,
};

const bet = (id: number, over: Partial<PendingBet> = {}): PendingBet => ({
  id,
  userId: 10,
  isTrial: false,
  playCode: 'HZ',
  selectionText: '[["10"]]',
  unitPriceFen: 333,
  multiple: 1,
  betCount: 1,
  ratesText: '{}',
  chaseNo: null,
  ...over,
});

const outcome = (o: Partial<BetOutcome> = {}): BetOutcome => ({
  status: 'lost',
  payoutFen: 0,
  winCount: 0,
  refundCount: 0,
  wins: [],
  ...o,
});

// User 10 (5‰) under agent 2 (20‰): the bettor gets 5‰, the agent the 15‰ between.
const chains = new Map([
  [
    10,
    [
      { userId: 10, rebate: 5 },
      { userId: 2, rebate: 20 },
    ],
  ],
  [
    11,
    [
      { userId: 11, rebate: 0 },
      { userId: 2, rebate: 20 },
    ],
  ],
]);

function money(bets: PendingBet[], outcomes: BetOutcome[], written: WrittenBets = 'all') {
  const page = new BetColumns();
  bets.forEach((b, i) => page.add(b, outcomes[i] ?? outcome()));
  return pageMoney({
    drawn,
    page,
    written,
    chainOf: (userId) => chains.get(userId) ?? [],
    potOf: (_userId, isTrial) => (isTrial ? 901 : 900),
  });
}

describe('the money of a settled page', () => {
  it('pays each winning bet by its own key and sums rebates per receiver, each share rounded down first', () => {
    const won = outcome({ status: 'won', payoutFen: 2997, winCount: 1 });
    const m = money([bet(1), bet(2), bet(3, { userId: 11 })], [won, outcome(), outcome()]);
    const payouts = m.transfers.filter((t) => t.type === 'payout');
    expect(payouts).toEqual([
      expect.objectContaining({
        idempotencyKey: 'settle:1',
        from: { accountId: 900 },
        to: { userId: 10 },
        amountFen: 2997,
      }),
    ]);
    const rebates = m.transfers.filter((t) => t.type === 'rebate');
    // 333 × 5‰ = 1.665 → 1 per bet of user 10 (two bets: 2, not floor(3.33) = 3); agent: 333 × 15‰ = 4.995 → 4
    // per bet of user 10 and 333 × 20‰ = 6.66 → 6 for user 11's: 4 + 4 + 6.
    expect(rebates).toEqual([
      expect.objectContaining({ idempotencyKey: 'rebate:1:10:900', to: { userId: 10 }, amountFen: 2 }),
      expect.objectContaining({ idempotencyKey: 'rebate:1:2:900', to: { userId: 2 }, amountFen: 14 }),
    ]);
    expect(m.figures).toEqual([
      expect.objectContaining({ userId: 10, playCode: 'HZ', bettingFen: 666, winningsFen: 2997, bets: 2 }),
      expect.objectContaining({ userId: 11, playCode: 'HZ', bettingFen: 333, winningsFen: 0, bets: 1 }),
    ]);
    expect(m.rebateShares).toEqual([
      expect.objectContaining({ userId: 10, playCode: 'HZ', amountFen: 2 }),
      expect.objectContaining({ userId: 2, playCode: 'HZ', amountFen: 14 }),
    ]);
    expect(m.perUser.get(10)).toEqual({ betIds: [1, 2], payout: 2997, game: 'k3', issue: '20261126001' });
  });

  it('gives no rebate on a tie refund nor on demo money, and leaves demo money out of the report', () => {
    const tie = outcome({ status: 'refunded', payoutFen: 333, refundCount: 1 });
    const m = money([bet(5), bet(6, { isTrial: true })], [tie, outcome()]);
    expect(m.transfers).toEqual([
      expect.objectContaining({
        idempotencyKey: 'settle:5',
        type: 'betting',
        amountFen: 333,
        from: { accountId: 900 },
      }),
    ]);
    expect(m.rebateShares).toEqual([]);
    // The refunded bet is counted (one bet, no net stake, no winnings); the trial bet is not.
    expect(m.figures).toEqual([
      expect.objectContaining({ userId: 10, bettingFen: 0, winningsFen: 0, bets: 1 }),
    ]);
    expect(m.perUser.get(10)?.betIds).toEqual([5, 6]);
  });

  it('leaves out the bets its UPDATE did not write (settled or cancelled meanwhile elsewhere)', () => {
    const won = outcome({ status: 'won', payoutFen: 2997, winCount: 1 });
    const m = money([bet(1), bet(2), bet(3, { userId: 11 })], [won, won, outcome()], new Set([2, 3]));
    expect(m.transfers.filter((t) => t.type === 'payout').map((t) => t.idempotencyKey)).toEqual(['settle:2']);
    expect(m.perUser.get(10)).toEqual({ betIds: [2], payout: 2997, game: 'k3', issue: '20261126001' });
    expect(m.figures).toEqual([
      expect.objectContaining({ userId: 10, bettingFen: 333, winningsFen: 2997, bets: 1 }),
      expect.objectContaining({ userId: 11, bettingFen: 333, winningsFen: 0, bets: 1 }),
    ]);
    // The rebate key names the first bet rebated in the page: bet 2, bet 1 was not written.
    expect(m.transfers.filter((t) => t.type === 'rebate').map((t) => t.idempotencyKey)).toEqual([
      'rebate:2:10:900',
      'rebate:2:2:900',
    ]);
  });
});
