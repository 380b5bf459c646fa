import { describe, expect, it } from 'vitest';

import { settle } from '@fairdraw/rules';

import { createOutcomes } from './settlement-outcomes';
import type { DrawnIssueContext, PendingBet } from './settlement.repo';

const drawn: DrawnIssueContext = {
  gameCode: 'k3',
  issue: '20261126001',
  result: [2, 3, 5],
  zodiacYear: null,
};
const rates = { '10': 900, '11': 800 };

const bet = (id: number, over: Partial<PendingBet> = {}): PendingBet => ({
  id,
  userId: 1,
  isTrial: false,
  playCode: 'HZ',
  selectionText: '[["10"]]',
  unitPriceFen: 200,
  multiple: 1,
  betCount: 1,
  ratesText: JSON.stringify(rates),
  chaseNo: null,
  ...over,
});

describe('settlement outcomes of one issue', () => {
  it('answers what rules.settle answers, one answer for bets alike', () => {
    const outcomeOf = createOutcomes(drawn);
    const expected = settle('k3', 'HZ', [['10']], { numbers: [2, 3, 5] }, 200, rates);
    const answers = [7, 8].map((id) => outcomeOf(bet(id)));
    for (const o of answers) {
      expect(o.status).toBe(expected.outcome);
      expect(o.payoutFen).toBe(expected.payoutFen);
      expect(o.winCount).toBe(expected.wins.length);
    }
    // Bets alike share one answer object (a page keeps a reference per bet, not a copy).
    expect(answers[0]).toBe(answers[1]);
    expect(expected.payoutFen).toBe(1800);
  });

  it('keeps stake, selection and odds snapshot apart: each changes the answer', () => {
    const outcomeOf = createOutcomes(drawn);
    expect(outcomeOf(bet(1)).payoutFen).toBe(1800);
    expect(outcomeOf(bet(2, { multiple: 3 })).payoutFen).toBe(5400);
    expect(outcomeOf(bet(3, { unitPriceFen: 600 })).payoutFen).toBe(5400);
    expect(outcomeOf(bet(4, { selectionText: '[["11"]]' })).status).toBe('lost');
    expect(outcomeOf(bet(5, { ratesText: JSON.stringify({ '10': 950, '11': 800 }) })).payoutFen).toBe(1900);
    expect(outcomeOf(bet(6)).payoutFen).toBe(1800);
  });

  it('settles a repeated bet once (the rules are not asked again)', () => {
    const outcomeOf = createOutcomes(drawn);
    let parsed = 0;
    const counting = (id: number) => {
      const b = bet(id);
      return {
        ...b,
        get selectionText() {
          parsed += 1;
          return b.selectionText;
        },
      };
    };
    outcomeOf(counting(1));
    const first = parsed;
    outcomeOf(counting(2));
    // The key reads the selection once per bet; only the first bet also parses it for the rules.
    expect(parsed - first).toBe(1);
    expect(first).toBe(2);
  });
});
