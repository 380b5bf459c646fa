import { describe, expect, it } from 'vitest';

import { findPlay } from '../games/registry';
import { betMultipleMax, unitPriceFenMax, unitPriceFenMin } from '../limits';
import { betAmountFen, betSchema, betSchemaFor, selectionSchema } from './schema';
import { distinctPair, guarded, pickTwo, positions, sixDigits } from './test-plays.test-support';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('selectionSchema', () => {
  it('accepts valid selections', () => {
    expect(selectionSchema(pickTwo).parse([['1', '2']])).toEqual([['1', '2']]);
    expect(selectionSchema(positions).safeParse([['1'], []]).success).toBe(true);
  });

  it('refuses a wrong row count', () => {
    expect(messages(selectionSchema(positions).safeParse([['1']]))).toContain('bet.invalidSelection');
    expect(messages(selectionSchema(positions).safeParse([['1'], [], []]))).toContain('bet.invalidSelection');
    expect(messages(selectionSchema(positions).safeParse('x'))).toEqual(['bet.invalidSelection']);
  });

  it('refuses unknown items and duplicates', () => {
    expect(messages(selectionSchema(positions).safeParse([['x'], []]))).toEqual(['bet.invalidSelection']);
    expect(messages(selectionSchema(pickTwo).safeParse([['1', '1']]))).toEqual(['bet.invalidSelection']);
    expect(messages(selectionSchema(pickTwo).safeParse(['1']))[0]).toBe('bet.invalidSelection');
  });

  it('refuses too few and too many picks per row and too few in total', () => {
    expect(messages(selectionSchema(pickTwo).safeParse([['1']]))).toEqual(['bet.pleaseSelect']);
    expect(
      messages(selectionSchema(distinctPair).safeParse([['1'], ['0', '2', '3', '4', '5', '6']])),
    ).toEqual(['bet.tooManyPicks']);
    expect(messages(selectionSchema(positions).safeParse([[], []]))).toEqual(['bet.pleaseSelect']);
  });

  it("then applies the play's own checks and the combination limits, once", () => {
    expect(messages(selectionSchema(guarded).safeParse([['1']]))).toEqual(['bet.test.oddRefused']);
    expect(messages(selectionSchema(distinctPair).safeParse([['3'], ['3']]))).toEqual(['bet.noCombination']);
    const tens = Array.from({ length: 10 }, (_, i) => String(i));
    expect(messages(selectionSchema(sixDigits).safeParse([tens, tens, tens, tens, tens, tens]))).toEqual([
      'bet.tooManyCombinations',
    ]);
  });

  it('handles a play without rows', () => {
    const empty = { ...positions, rows: [], minTotalPicks: 0 };
    expect(selectionSchema(empty).safeParse([]).success).toBe(false);
  });

  it('agrees with a real play', () => {
    const play = findPlay('k3', 'EBTH');
    if (!play) throw new Error('EBTH missing');
    expect(selectionSchema(play).safeParse([['1', '2']]).success).toBe(true);
    expect(selectionSchema(play).safeParse([['1']]).success).toBe(false);
  });
});

describe('betSchema', () => {
  const bet = { play: 'EBTH', selection: [['1', '2']], unitPrice: 200, multiple: 1 };

  it('accepts a bet with or without the client preview', () => {
    expect(betSchema.parse(bet)).toEqual(bet);
    expect(betSchema.safeParse({ ...bet, betCount: 1, amount: 200 }).success).toBe(true);
  });

  it('unitPrice is an integer number of fen within the limits', () => {
    for (const unitPrice of [unitPriceFenMin, unitPriceFenMax])
      expect(betSchema.safeParse({ ...bet, unitPrice }).success).toBe(true);
    for (const unitPrice of [unitPriceFenMin - 1, unitPriceFenMax + 1, 1.5, '200', null]) {
      expect(messages(betSchema.safeParse({ ...bet, unitPrice }))).toEqual(['bet.pleaseEnterAmount']);
    }
  });

  it('multiple is an integer from 1 to limits.betMultipleMax', () => {
    for (const multiple of [1, betMultipleMax])
      expect(betSchema.safeParse({ ...bet, multiple }).success).toBe(true);
    for (const multiple of [0, betMultipleMax + 1, 2.5]) {
      expect(messages(betSchema.safeParse({ ...bet, multiple }))).toEqual(['bet.pleaseEnterAmount']);
    }
  });

  it('bounds the play code and the selection', () => {
    expect(messages(betSchema.safeParse({ ...bet, play: '' }))).toEqual(['bet.unknownPlay']);
    expect(messages(betSchema.safeParse({ ...bet, selection: 'x' }))).toEqual(['bet.pleaseSelect']);
    expect(messages(betSchema.safeParse({ ...bet, selection: [[1]] }))).toEqual(['bet.invalidSelection']);
    expect(messages(betSchema.safeParse({ ...bet, selection: [['x'.repeat(17)]] }))).toEqual([
      'bet.invalidSelection',
    ]);
    expect(
      messages(betSchema.safeParse({ ...bet, selection: Array.from({ length: 21 }, () => []) })),
    ).toEqual(['bet.invalidSelection']);
    expect(
      messages(
        // Typed-entry rows hold up to limits.typedEntriesMax (1,000) numbers.
        betSchema.safeParse({ ...bet, selection: [Array.from({ length: 1001 }, (_, i) => String(i))] }),
      ),
    ).toEqual(['bet.tooManyPicks']);
  });
});

describe('betAmountFen', () => {
  it('is betCount x unitPrice x multiple', () => {
    expect(betAmountFen(3, 200, 5)).toBe(3000);
    expect(betAmountFen(0, 200, 5)).toBe(0);
  });
  it('refuses amounts beyond the safe integer range', () => {
    expect(() => betAmountFen(100_000, unitPriceFenMax, betMultipleMax)).toThrow(RangeError);
  });
});

describe('betSchemaFor(game)', () => {
  const schema = betSchemaFor('k3');
  const bet = { play: 'EBTH', selection: [['1', '2', '3']], unitPrice: 200, multiple: 2 };

  it('accepts a valid bet and a matching preview', () => {
    expect(schema.safeParse(bet).success).toBe(true);
    expect(schema.safeParse({ ...bet, betCount: 3, amount: 1200 }).success).toBe(true);
  });

  it('refuses an unknown play or an invalid selection, on the right field', () => {
    const unknown = schema.safeParse({ ...bet, play: 'NOPE' });
    expect(unknown.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['play', 'bet.unknownPlay'],
    ]);
    const invalid = schema.safeParse({ ...bet, selection: [['1']] });
    expect(invalid.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['selection', 'bet.pleaseSelect'],
    ]);
  });

  it('refuses a preview that differs from the recomputation', () => {
    const wrong = schema.safeParse({ ...bet, betCount: 2, amount: 1201 });
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['betCount', 'bet.previewMismatch'],
      ['amount', 'bet.previewMismatch'],
    ]);
  });

  it('refuses an amount beyond the safe integer range', () => {
    const withSix = betSchemaFor('test', (_, code) => (code === 'SIX' ? sixDigits : undefined));
    const tens = Array.from({ length: 10 }, (_, i) => String(i));
    const huge = {
      play: 'SIX',
      selection: [tens, tens, tens, tens, tens, ['1']],
      unitPrice: unitPriceFenMax,
      multiple: betMultipleMax,
    };
    const result = withSix.safeParse(huge);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['amount', 'bet.amountTooLarge'],
    ]);
    expect(
      withSix.safeParse({ ...huge, multiple: 1, betCount: 100_000, amount: 100_000 * unitPriceFenMax })
        .success,
    ).toBe(true);
  });
});
