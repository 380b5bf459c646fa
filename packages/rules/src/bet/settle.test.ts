import { describe, expect, it } from 'vitest';

import { deriveResult } from '../draws/fair-draw';
import { games } from '../games/games';
import { playsOf } from '../games/registry';
import type { Settlement } from '../games/types';
import { payoutFen } from '../money';
import { randomPick } from './random-pick';
import { betOutcome, settle, settleBet, settlePlay, settlementPayoutFen } from './settle';
import { distinctPair, guarded, pickTwo, positions, sixDigits } from './test-plays.test-support';

const settlement = (betCount: number, rates: number[], refundCount = 0): Settlement => ({
  betCount,
  wins: rates.map((rate, i) => ({ combination: [String(i)], rateKey: 'k', rate })),
  refundCount,
});

describe('settlePlay', () => {
  it("reports the play's winning combinations at the given rates", () => {
    const s = settlePlay(pickTwo, [['1', '2', '3']], { numbers: [1, 3, 5] }, { PICK2: 610 });
    expect(s).toEqual({
      betCount: 3,
      wins: [{ combination: ['1', '3'], rateKey: 'PICK2', rate: 610 }],
      refundCount: 0,
    });
  });

  it('falls back to default rates for keys the given table lacks', () => {
    const s = settlePlay(guarded, [['big', '2']], { numbers: [7] }, { small: 100 });
    expect(s.wins).toEqual([{ combination: ['big'], rateKey: 'big', rate: 195 }]);
    expect(settlePlay(guarded, [['big']], { numbers: [7] }).wins[0]?.rate).toBe(195);
  });

  it('counts refunds (ties)', () => {
    expect(settlePlay(guarded, [['big', 'small', '2']], { numbers: [5] })).toEqual({
      betCount: 3,
      wins: [],
      refundCount: 2,
    });
  });

  it('refuses an invalid selection but still settles one above a lowered combination limit', () => {
    expect(() => settlePlay(pickTwo, [['1']], { numbers: [1, 2, 3] })).toThrow(/tooFewPicks/);
    expect(() => settlePlay(guarded, [['1']], { numbers: [1] })).toThrow(/noCombination/);
    const tens = Array.from({ length: 10 }, (_, i) => String(i));
    const s = settlePlay(sixDigits, [tens, tens, tens, tens, tens, tens], { numbers: [1, 2, 3, 4, 5, 6] });
    expect(s.betCount).toBe(1_000_000);
    expect(s.wins).toHaveLength(1);
  });
});

describe('settlePlay on the test plays over every draw', () => {
  const draws = Array.from({ length: 100 }, (_, n) => [Math.floor(n / 10), n % 10]);

  it('positions: a digit wins when its ball shows it', () => {
    const [ball1, ball2] = [['1', '5'], ['5']];
    for (const numbers of draws) {
      const s = settlePlay(positions, [ball1, ball2], { numbers });
      const expected = [
        ...ball1.filter((c) => Number(c) === numbers[0]).map((c) => ['ball1', c]),
        ...ball2.filter((c) => Number(c) === numbers[1]).map((c) => ['ball2', c]),
      ];
      expect(s.wins.map((w) => w.combination)).toEqual(expected);
      expect(s.betCount).toBe(3);
    }
  });

  it('distinctPair: the ordered pair of the first two balls wins', () => {
    let wins = 0;
    for (const numbers of draws) {
      const s = settlePlay(
        distinctPair,
        [
          ['1', '2'],
          ['2', '3'],
        ],
        { numbers },
        { DPAIR: 8100 },
      );
      for (const w of s.wins)
        expect(w).toEqual({ combination: numbers.map(String), rateKey: 'DPAIR', rate: 8100 });
      wins += s.wins.length;
    }
    // (1,2), (1,3), (2,3): three winning draws of 100; (2,2) is not a combination.
    expect(wins).toBe(3);
  });

  it('sixDigits: only the exact six balls win', () => {
    const one = [['1'], ['2'], ['3'], ['4'], ['5'], ['6']];
    expect(settlePlay(sixDigits, one, { numbers: [1, 2, 3, 4, 5, 6] }).wins).toHaveLength(1);
    expect(settlePlay(sixDigits, one, { numbers: [1, 2, 3, 4, 5, 7] }).wins).toEqual([]);
  });
});

describe('settleBet', () => {
  it('refuses unknown plays', () => {
    expect(() => settleBet('k3', 'nope', [['1']], { numbers: [1, 2, 3] })).toThrow(/unknown play/);
    expect(() => settleBet('nope', 'HZ', [['1']], { numbers: [1, 2, 3] })).toThrow(/unknown play/);
  });

  it.each(games.map((g) => g.code))('%s: settles machine picks of every play against fair draws', (game) => {
    let seed = 99;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (const play of playsOf(game)) {
      for (let i = 0; i < 5; i++) {
        const selection = randomPick(play, random);
        const numbers = deriveResult(game, `2026112200${String(i).padStart(2, '0')}`, 'ab'.repeat(32));
        const s = settleBet(game, play.code, selection, { numbers, zodiacYear: 2026 }, play.defaultRates);
        expect(s.betCount).toBe(play.countBets(selection, { zodiacYear: 2026 }));
        expect(s.refundCount).toBeLessThanOrEqual(s.betCount);
        // A win pays its key's rate; Mark Six regular zodiac (ZX) pays it once per hit (ADR 040).
        for (const win of s.wins) {
          const rate = play.defaultRates[win.rateKey] ?? 0;
          expect(play.code === 'ZX' ? win.rate % rate : win.rate).toBe(play.code === 'ZX' ? 0 : rate);
          expect(win.rate).toBeGreaterThanOrEqual(rate);
        }
        const payout = settlementPayoutFen(s, 100);
        expect(Number.isSafeInteger(payout) && payout >= 0).toBe(true);
        expect(betOutcome(s)).toBe(
          s.wins.length > 0 ? 'won' : s.refundCount === s.betCount ? 'refunded' : 'lost',
        );
      }
    }
  });
});

describe('settlementPayoutFen', () => {
  it('is the sum of floor(stake x rate / 100) over wins plus the refunded stakes', () => {
    expect(settlementPayoutFen(settlement(3, [195, 787]), 333)).toBe(
      Math.floor((333 * 195) / 100) + Math.floor((333 * 787) / 100),
    );
    expect(settlementPayoutFen(settlement(3, [195, 787]), 333)).toBe(649 + 2620);
    expect(settlementPayoutFen(settlement(4, [195], 2), 101)).toBe(payoutFen(101, 195) + 2 * 101);
    expect(settlementPayoutFen(settlement(2, []), 500)).toBe(0);
  });

  it('rounds down per combination, not on the total', () => {
    // 1 fen at 1.95 pays 1 fen each: 3 wins pay 3, not floor(5.85) = 5.
    expect(settlementPayoutFen(settlement(3, [195, 195, 195]), 1)).toBe(3);
  });
});

describe('betOutcome', () => {
  it('won with any win, refunded when every combination was refunded, lost otherwise', () => {
    expect(betOutcome(settlement(3, [195], 2))).toBe('won');
    expect(betOutcome(settlement(2, [], 2))).toBe('refunded');
    expect(betOutcome(settlement(2, [], 1))).toBe('lost');
    expect(betOutcome(settlement(2, []))).toBe('lost');
    expect(betOutcome(settlement(0, []))).toBe('lost');
  });
});

describe('settle (the wire-shaped entry point)', () => {
  it('pays K3 sum 10 at 7.00 and counts the other picks as lost', () => {
    // Dice 3, 3, 4 sum to 10: the "10" pick wins at rate 700, "11" and "big" lose.
    const result = settle('k3', 'HZ', [['10', '11', 'big']], { numbers: [3, 3, 4] }, 200);
    expect(result.betCount).toBe(3);
    expect(result.wins).toEqual([{ combination: ['10'], rateKey: '10', rate: 700 }]);
    expect(result.lostCount).toBe(2);
    expect(result.refundCount).toBe(0);
    expect(result.outcome).toBe('won');
    expect(result.payoutFen).toBe(1400);
  });

  it('refunds a Mark Six special big bet when the special number is 49', () => {
    const draw = { numbers: [1, 2, 3, 4, 5, 6, 49], zodiacYear: 2026 };
    const result = settle('lhc', 'TMLM', [['big']], draw, 500);
    expect(result).toMatchObject({
      betCount: 1,
      refundCount: 1,
      lostCount: 0,
      outcome: 'refunded',
      payoutFen: 500,
    });
  });

  it('loses every combination of a K3 three-different bet on a triple', () => {
    const result = settle('k3', 'SBTH', [['1', '2', '3', '4']], { numbers: [5, 5, 5] }, 100);
    expect(result).toMatchObject({ betCount: 4, lostCount: 4, outcome: 'lost', payoutFen: 0 });
  });
});
