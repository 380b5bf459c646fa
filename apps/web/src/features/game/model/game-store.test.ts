import type { GameCode } from '@fairdraw/rules';
import { countBets, findPlay, playsOf, previewBet } from '@fairdraw/rules';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';

import { defaultUnitPriceFen, resetGameStore, slipTotals, useGameStore } from './game-store';

const oneGamePerFamily: GameCode[] = ['k3', 'ffc', 'pk10', 'lhc'];
const store = () => useGameStore.getState();

/** A random walk of clicks on a random play: (play index, [row, item index] toggles). */
const clicks = (game: GameCode) => {
  // Typed-entry plays have no items to click (their board is the typed entry of ADR 040).
  const plays = playsOf(game).filter((p) => p.rows.every((r) => r.items.length > 0));
  return fc.integer({ min: 0, max: plays.length - 1 }).chain((playIndex) => {
    const play = plays[playIndex]!;
    const toggle = fc
      .integer({ min: 0, max: play.rows.length - 1 })
      .chain((row) =>
        fc.tuple(fc.constant(row), fc.integer({ min: 0, max: play.rows[row]!.items.length - 1 })),
      );
    return fc.tuple(
      fc.constant(play.code),
      fc.array(toggle, { maxLength: 25 }),
      fc.integer({ min: 1, max: 50 }),
      fc.constantFrom(100, 200, 1_000),
    );
  });
};

describe('game store', () => {
  beforeEach(resetGameStore);

  it.each(oneGamePerFamily)(
    '%s: after any clicks the count and amount equal the rules package (property)',
    (game) => {
      fc.assert(
        fc.property(clicks(game), ([playCode, toggles, multiple, unitPrice]) => {
          store().setGame(game, playCode);
          const play = findPlay(game, playCode)!;
          store().setUnitPrice(unitPrice);
          store().setMultiple(multiple);
          for (const [row, item] of toggles) store().toggle(row, play.rows[row]!.items[item]!.code);
          const { gameItems, betNumber, amount, topLevel, gameType } = store();
          const preview = previewBet(game, playCode, gameItems, unitPrice, multiple);
          expect(topLevel).toBe(play.family);
          expect(gameType).toBe(playCode);
          expect(betNumber).toBe(countBets(game, playCode, gameItems));
          expect(amount).toBe(preview.amountFen);
          expect(amount).toBe(betNumber * unitPrice * multiple);
        }),
        { numRuns: 150 },
      );
    },
  );

  it('toggling a box twice gives back the empty selection and a count of 0', () => {
    store().setGame('k3', 'HZ');
    store().toggle(0, '10');
    expect(store().gameItems).toEqual([['10']]);
    expect(store().betNumber).toBe(1);
    expect(store().amount).toBe(defaultUnitPriceFen);
    store().toggle(0, '10');
    expect(store().gameItems).toEqual([[]]);
    expect(store().betNumber).toBe(0);
  });

  it('clear-all empties every group, resets the price to empty and the count to 0 (spec section 4)', () => {
    store().setGame('ffc', 'QZX2');
    store().quickPick(0, 'odd');
    store().toggle(1, '3');
    expect(store().betNumber).toBe(5);
    store().clearAll();
    expect(store()).toMatchObject({ gameItems: [[], []], unitPrice: null, betNumber: 0, amount: 0 });
    store().toggle(0, '1');
    store().toggle(1, '2');
    // A selection without a price counts its bets but asks for the amount.
    expect(store().betNumber).toBe(1);
    expect(store().error?.messageKey).toBe('bet.pleaseEnterAmount');
    expect(store().addToSlip()).toBe('bet.pleaseEnterAmount');
  });

  it('adds plays to the slip, edits one back onto the board and removes another', () => {
    store().setGame('pk10', 'PKQZX1');
    expect(store().addToSlip()).toBe('bet.pleaseSelect');
    store().toggle(0, '1');
    store().toggle(0, '2');
    store().setMultiple(3);
    expect(store().addToSlip()).toBeNull();
    expect(store().gameItems).toEqual([[]]);
    store().setPlay('PKGYH');
    store().toggle(0, '11');
    expect(store().addToSlip()).toBeNull();
    const [first, second] = store().slip;
    expect(first).toMatchObject({
      play: 'PKQZX1',
      selection: [['1', '2']],
      betCount: 2,
      multiple: 3,
      amount: 1200,
    });
    expect(second).toMatchObject({ play: 'PKGYH', selection: [['11']], betCount: 1, amount: 600 });
    expect(slipTotals(store().slip)).toEqual({ betCount: 3, amount: 1800 });

    store().editLine(first!.id);
    expect(store()).toMatchObject({ gameType: 'PKQZX1', gameItems: [['1', '2']], multiple: 3, betNumber: 2 });
    expect(store().slip).toHaveLength(1);
    store().removeLine(second!.id);
    expect(store().slip).toEqual([]);
  });

  it('machine picks add valid bets of the current play (1 random, 5 random)', () => {
    store().setGame('lhc', 'SQZ');
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    expect(store().addRandom(1, random)).toBeNull();
    expect(store().addRandom(5, random)).toBeNull();
    expect(store().slip).toHaveLength(6);
    for (const line of store().slip) {
      expect(line.play).toBe('SQZ');
      expect(line.betCount).toBe(countBets('lhc', 'SQZ', line.selection));
      expect(line.betCount).toBeGreaterThan(0);
    }
  });

  it('switching to another game empties the slip; reopening the same game keeps it', () => {
    store().setGame('ffc', 'NUM_B1');
    store().toggle(0, '5');
    store().addToSlip();
    store().setGame('ffc');
    expect(store().slip).toHaveLength(1);
    store().setGame('sfc');
    expect(store().slip).toEqual([]);
    expect(store().game).toBe('sfc');
  });
});
