import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { games } from '../games/games';
import { findPlay, playsOf } from '../games/registry';
import type { PlayDefinition, PlayRow } from '../games/types';
import { betMultipleMax, unitPriceFenMax } from '../limits';
import {
  applyQuickPick,
  clearSelection,
  largestSelection,
  previewBet,
  quickPick,
  toggleItem,
} from './selection';
import { randomPick } from './random-pick';
import { distinctPair, guarded, pickTwo, positions, sixDigits } from './test-plays.test-support';
import { validateSelection } from './validate';

/** Deterministic PRNG (mulberry32) standing in for the caller's random source. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const codesOf = (play: PlayDefinition, row = 0) => play.rows[row]?.items.map((i) => i.code) ?? [];
const allPlays = games.flatMap((g) => playsOf(g.code).map((play) => ({ game: g.code, play })));

describe('clearSelection', () => {
  it('one empty row per row of the play', () => {
    expect(clearSelection(positions)).toEqual([[], []]);
    expect(clearSelection(sixDigits)).toHaveLength(6);
  });
});

describe('toggleItem', () => {
  it('selects, then deselects, keeping the row in item order', () => {
    let s = toggleItem(clearSelection(guarded), 0, '2', guarded);
    s = toggleItem(s, 0, 'big', guarded);
    expect(s).toEqual([['big', '2']]);
    expect(toggleItem(s, 0, 'big', guarded)).toEqual([['2']]);
  });

  it('never mutates its input and adds missing rows', () => {
    const input = [['1']] as const;
    expect(toggleItem(input, 2, '5')).toEqual([['1'], [], ['5']]);
    expect(input).toEqual([['1']]);
  });

  it("ignores a pick beyond the row's maxPicks", () => {
    const full = [['0', '1', '2', '3', '4'], []];
    expect(toggleItem(full, 0, '9', distinctPair)).toEqual(full);
    expect(toggleItem(full, 0, '4', distinctPair)).toEqual([['0', '1', '2', '3'], []]);
  });

  it('without a play, orders numbers numerically, then other codes by text', () => {
    let s: string[][] = [[]];
    for (const code of ['10', 'odd', '2', 'big', '07']) s = toggleItem(s, 0, code);
    expect(s).toEqual([['2', '07', '10', 'big', 'odd']]);
  });

  it('toggling the same item twice is the identity (property)', () => {
    const play = positions;
    const move = fc.record({ row: fc.integer({ min: 0, max: 1 }), code: fc.constantFrom(...codesOf(play)) });
    fc.assert(
      fc.property(fc.array(move, { maxLength: 25 }), move, fc.boolean(), (moves, extra, withPlay) => {
        const p = withPlay ? play : undefined;
        const s = moves.reduce<string[][]>(
          (acc, m) => toggleItem(acc, m.row, m.code, p),
          clearSelection(play),
        );
        expect(toggleItem(toggleItem(s, extra.row, extra.code, p), extra.row, extra.code, p)).toEqual(s);
      }),
    );
  });

  it('toggling twice is the identity on real plays too (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...allPlays), fc.nat(), fc.nat(), ({ play }, seed, pick) => {
        const s = randomPick(play, mulberry32(seed));
        const row = pick % play.rows.length;
        const codes = codesOf(play, row);
        const code = codes[pick % codes.length] as string;
        expect(toggleItem(toggleItem(s, row, code, play), row, code, play)).toEqual(s);
      }),
      { numRuns: 300 },
    );
  });
});

describe('quickPick (spec section 4)', () => {
  it('on K3 sum picks among the numbers 3-18 only: big is 11-18, small 3-10', () => {
    const hz = findPlay('k3', 'HZ') as PlayDefinition;
    const sums = (from: number, to: number, step = 1) =>
      Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => String(from + i * step));
    expect(quickPick(hz, 0, 'big')).toEqual(sums(11, 18));
    expect(quickPick(hz, 0, 'small')).toEqual(sums(3, 10));
    expect(quickPick(hz, 0, 'odd')).toEqual(sums(3, 17, 2));
    expect(quickPick(hz, 0, 'even')).toEqual(sums(4, 18, 2));
    expect(quickPick(hz, 0, 'all')).toEqual(sums(3, 18));
  });

  it('on a row of named options only (K3 triple any), all picks the options', () => {
    const triple = findPlay('k3', 'STHTX') as PlayDefinition;
    expect(quickPick(triple, 0, 'all')).toEqual(triple.rows[0]?.items.map((i) => i.code));
  });

  const digitsRow: PlayRow = {
    code: 'd',
    nameKey: 'row.d',
    minPicks: 0,
    maxPicks: 10,
    items: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].map((code) => ({
      code,
      nameKey: code,
      rateKey: 'd',
    })),
  };
  const tenDigits: PlayDefinition = { ...positions, rows: [digitsRow, digitsRow] };

  it('on a ten-item row: all, big (index > 4), small (index <= 4), odd, even, clear', () => {
    expect(quickPick(tenDigits, 0, 'all')).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(quickPick(tenDigits, 0, 'big')).toEqual(['5', '6', '7', '8', '9']);
    expect(quickPick(tenDigits, 0, 'small')).toEqual(['0', '1', '2', '3', '4']);
    expect(quickPick(tenDigits, 0, 'odd')).toEqual(['1', '3', '5', '7', '9']);
    expect(quickPick(tenDigits, 0, 'even')).toEqual(['0', '2', '4', '6', '8']);
    expect(quickPick(tenDigits, 0, 'clear')).toEqual([]);
  });

  it('odd/even follow the numeric code, not the index, when codes are numbers', () => {
    const racingLike: PlayDefinition = {
      ...positions,
      rows: [
        { ...digitsRow, items: digitsRow.items.map((i) => ({ ...i, code: String(Number(i.code) + 1) })) },
      ],
    };
    expect(quickPick(racingLike, 0, 'odd')).toEqual(['1', '3', '5', '7', '9']);
    expect(quickPick(racingLike, 0, 'big')).toEqual(['6', '7', '8', '9', '10']);
  });

  it('on a row mixing numbers and named options, picks among the numbers only', () => {
    expect(codesOf(guarded)).toEqual(['big', 'small', '1', '2']);
    expect(quickPick(guarded, 0, 'odd')).toEqual(['1']);
    expect(quickPick(guarded, 0, 'even')).toEqual(['2']);
    expect(quickPick(guarded, 0, 'all')).toEqual(['1', '2']);
  });

  it('odd/even follow the index when no code is a number', () => {
    const named: PlayDefinition = {
      ...guarded,
      rows: [
        {
          ...(guarded.rows[0] as PlayRow),
          items: ['a', 'b', 'c', 'd'].map((code) => ({ code, nameKey: code, rateKey: code })),
        },
      ],
    };
    // a (index 0, even), b (index 1, odd), c (2, even), d (3, odd)
    expect(quickPick(named, 0, 'odd')).toEqual(['b', 'd']);
    expect(quickPick(named, 0, 'even')).toEqual(['a', 'c']);
    expect(quickPick(named, 0, 'big')).toEqual(['c', 'd']);
  });

  it("splits other row sizes at floor(n / 2) and respects the row's maxPicks", () => {
    expect(quickPick(pickTwo, 0, 'big')).toEqual(['4', '5', '6']);
    expect(quickPick(pickTwo, 0, 'small')).toEqual(['1', '2', '3']);
    expect(quickPick(distinctPair, 0, 'all')).toEqual(['0', '1', '2', '3', '4']);
    expect(quickPick(distinctPair, 0, 'even')).toEqual(['0', '2', '4', '6', '8']);
    const tm = findPlay('lhc', 'TM');
    if (tm) expect(quickPick(tm, 0, 'big')[0]).toBe(codesOf(tm)[24]);
  });

  it('applyQuickPick replaces one row and keeps the others', () => {
    expect(applyQuickPick([['1'], ['2']], tenDigits, 1, 'odd')).toEqual([['1'], ['1', '3', '5', '7', '9']]);
    expect(applyQuickPick([], tenDigits, 0, 'clear')).toEqual([[], []]);
  });

  it('refuses a row the play does not have', () => {
    expect(() => quickPick(tenDigits, 2, 'all')).toThrow(RangeError);
  });
});

describe('largestSelection', () => {
  it('fills every row up to its maxPicks', () => {
    expect(largestSelection(distinctPair)).toEqual([
      ['0', '1', '2', '3', '4'],
      ['0', '1', '2', '3', '4'],
    ]);
    expect(largestSelection(pickTwo)).toEqual([codesOf(pickTwo)]);
  });
});

describe('randomPick', () => {
  it('is deterministic for a given random source and uses it', () => {
    expect(randomPick(positions, mulberry32(1))).toEqual(randomPick(positions, mulberry32(1)));
    const picks = new Set(
      Array.from({ length: 30 }, (_, seed) => JSON.stringify(randomPick(positions, mulberry32(seed)))),
    );
    expect(picks.size).toBeGreaterThan(5);
  });

  it("picks each row's minimum on the test plays, always a valid bet", () => {
    for (const play of [pickTwo, positions, distinctPair, guarded, sixDigits]) {
      const minimum = Math.max(
        play.rows.reduce((sum, row) => sum + row.minPicks, 0),
        play.minTotalPicks ?? 1,
      );
      for (let seed = 0; seed < 50; seed++) {
        const selection = randomPick(play, mulberry32(seed));
        expect(validateSelection(play, selection).ok).toBe(true);
        expect(selection.flat()).toHaveLength(minimum);
      }
    }
  });

  it('adds picks when the fewest allowed picks are never valid', () => {
    const needsTwo: PlayDefinition = {
      ...positions,
      extraValidate: (s) =>
        s.flat().length < 2 ? { code: 'tooFewPicks', messageKey: 'bet.pleaseSelect' } : null,
    };
    for (let seed = 0; seed < 20; seed++) {
      expect(randomPick(needsTwo, mulberry32(seed)).flat()).toHaveLength(2);
    }
  });

  it('refuses a play that has no valid selection', () => {
    const impossible: PlayDefinition = {
      ...guarded,
      extraValidate: () => ({ code: 'noCombination', messageKey: 'x' }),
    };
    expect(() => randomPick(impossible, mulberry32(1))).toThrow(/no valid selection/);
  });

  it('tolerates a random source that returns 1', () => {
    expect(
      validateSelection(
        pickTwo,
        randomPick(pickTwo, () => 1),
      ).ok,
    ).toBe(true);
  });

  it.each(allPlays.map(({ game, play }) => [`${game} ${play.code}`, play] as const))(
    '%s: always a valid bet with the fewest allowed picks',
    (_, play) => {
      const minimum = Math.max(
        play.rows.reduce((sum, row) => sum + row.minPicks, 0),
        play.minTotalPicks ?? 1,
      );
      for (let seed = 0; seed < 40; seed++) {
        const selection = randomPick(play, mulberry32(seed));
        const v = validateSelection(play, selection, { zodiacYear: 2026 });
        expect(v.ok && v.betCount >= 1).toBe(true);
        expect(selection.flat()).toHaveLength(minimum);
        for (const [r, picks] of selection.entries()) {
          expect(picks.length).toBeGreaterThanOrEqual(play.rows[r]?.minPicks ?? 0);
        }
      }
    },
  );

  it('spreads picks over the whole board, not only the cheapest items (five-ball sum, K3 sum)', () => {
    for (const [game, code] of [
      ['ffc', 'QZXHZ'],
      ['k3', 'HZ'],
    ] as const) {
      const play = allPlays.find((p) => p.game === game && p.play.code === code)?.play;
      expect(play).toBeDefined();
      const seen = new Set(
        Array.from(
          { length: 200 },
          (_, seed) => randomPick(play as PlayDefinition, mulberry32(seed))[0]?.[0],
        ),
      );
      expect(seen.size).toBeGreaterThan(15);
    }
  });
});

describe('previewBet', () => {
  it('shows the count and amount of a valid bet', () => {
    expect(previewBet('k3', 'EBTH', [['1', '2', '3']], 200, 2)).toEqual({
      betCount: 3,
      amountFen: 1200,
      error: null,
    });
    expect(previewBet('test', pickTwo, [['1', '2']], 100, 1)).toEqual({
      betCount: 1,
      amountFen: 100,
      error: null,
    });
  });

  it("asks for numbers first ('Please select number'), then for the amount", () => {
    expect(previewBet('k3', 'EBTH', [['1']], null, 1)).toEqual({
      betCount: 0,
      amountFen: 0,
      error: { code: 'tooFewPicks', row: 0, messageKey: 'bet.pleaseSelect' },
    });
    expect(previewBet('k3', 'EBTH', [['1', '2']], null, 1)).toEqual({
      betCount: 1,
      amountFen: 0,
      error: { code: 'amount', messageKey: 'bet.pleaseEnterAmount' },
    });
    for (const [price, multiple] of [
      [0, 1],
      [1.5, 1],
      [unitPriceFenMax + 1, 1],
      [100, 0],
      [100, betMultipleMax + 1],
      [100, 1.5],
    ]) {
      expect(
        previewBet('k3', 'EBTH', [['1', '2']], price as number, multiple as number).error?.messageKey,
      ).toBe('bet.pleaseEnterAmount');
    }
  });

  it('reports unknown plays and amounts beyond the safe range', () => {
    expect(previewBet('k3', 'NOPE', [['1']], 100, 1).error?.code).toBe('unknownPlay');
    const tens = Array.from({ length: 10 }, (_, i) => String(i));
    expect(
      previewBet('test', sixDigits, [tens, tens, tens, tens, tens, ['1']], unitPriceFenMax, betMultipleMax),
    ).toEqual({
      betCount: 100_000,
      amountFen: 0,
      error: { code: 'amount', messageKey: 'bet.amountTooLarge' },
    });
  });
});
