import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { findPlay } from '../games/registry';
import type { BetError, PlayDefinition, Selection } from '../games/types';
import { betCombinationsMax } from '../limits';
import { distinctPair, guarded, noOddPicks, pickTwo, positions, sixDigits } from './test-plays.test-support';
import { validateBet, validateSelection } from './validate';

const errorOf = (play: PlayDefinition, selection: Selection): BetError | undefined => {
  const v = validateSelection(play, selection);
  return v.ok ? undefined : v.error;
};

describe('validateSelection: each check', () => {
  it('accepts a valid selection and returns its count', () => {
    expect(validateSelection(pickTwo, [['1', '2', '3']])).toEqual({ ok: true, betCount: 3 });
    expect(validateSelection(positions, [['1'], ['2', '3']])).toEqual({ ok: true, betCount: 3 });
    expect(validateSelection(distinctPair, [['1', '2'], ['2']])).toEqual({ ok: true, betCount: 1 });
  });

  it('rowCount', () => {
    expect(errorOf(positions, [['1']])).toEqual({ code: 'rowCount', messageKey: 'bet.invalidSelection' });
    expect(errorOf(positions, [['1'], [], []])).toMatchObject({ code: 'rowCount' });
    expect(errorOf(positions, 'nope' as unknown as Selection)).toMatchObject({ code: 'rowCount' });
  });

  it('unknownItem names the row', () => {
    expect(errorOf(positions, [['1'], ['x']])).toEqual({
      code: 'unknownItem',
      row: 1,
      messageKey: 'bet.invalidSelection',
    });
  });

  it('duplicateItem names the row', () => {
    expect(errorOf(pickTwo, [['1', '2', '1']])).toEqual({
      code: 'duplicateItem',
      row: 0,
      messageKey: 'bet.invalidSelection',
    });
  });

  it('tooFewPicks per row, then minTotalPicks (default 1)', () => {
    expect(errorOf(pickTwo, [['1']])).toEqual({
      code: 'tooFewPicks',
      row: 0,
      messageKey: 'bet.pleaseSelect',
    });
    expect(errorOf(positions, [[], []])).toEqual({ code: 'tooFewPicks', messageKey: 'bet.pleaseSelect' });
    expect(errorOf({ ...positions, minTotalPicks: 3 }, [['1'], ['2']])).toEqual({
      code: 'tooFewPicks',
      messageKey: 'bet.pleaseSelect',
    });
  });

  it('tooManyPicks names the row', () => {
    expect(errorOf(distinctPair, [['1'], ['0', '2', '3', '4', '5', '6']])).toEqual({
      code: 'tooManyPicks',
      row: 1,
      messageKey: 'bet.tooManyPicks',
    });
  });

  it("the play's extraValidate", () => {
    expect(errorOf(guarded, [['big', '1']])).toEqual(noOddPicks);
    expect(validateSelection(guarded, [['big', '2']])).toEqual({ ok: true, betCount: 2 });
  });

  it('noCombination when the count is 0', () => {
    expect(errorOf(distinctPair, [['3'], ['3']])).toEqual({
      code: 'noCombination',
      messageKey: 'bet.noCombination',
    });
  });

  it('tooManyCombinations above limits.betCombinationsMax, and exactly the limit is allowed', () => {
    const tens = Array.from({ length: 10 }, (_, i) => String(i));
    expect(validateSelection(sixDigits, [tens, tens, tens, tens, tens, ['1']])).toEqual({
      ok: true,
      betCount: betCombinationsMax,
    });
    expect(errorOf(sixDigits, [tens, tens, tens, tens, tens, ['1', '2']])).toEqual({
      code: 'tooManyCombinations',
      messageKey: 'bet.tooManyCombinations',
    });
  });
});

describe('validateSelection: precedence (first failing check wins)', () => {
  const cases: [string, PlayDefinition, Selection, BetError['code'], number | undefined][] = [
    ['rowCount before unknownItem', positions, [['x', 'x']], 'rowCount', undefined],
    [
      'unknownItem (any row) before duplicateItem (earlier row)',
      positions,
      [['1', '1'], ['x']],
      'unknownItem',
      1,
    ],
    ['duplicateItem before tooFewPicks', distinctPair, [[], ['1', '1']], 'duplicateItem', 1],
    [
      'tooFewPicks (earlier row) before tooManyPicks',
      distinctPair,
      [['0', '1', '2', '3', '4', '5'], []],
      'tooFewPicks',
      1,
    ],
    ['first row that is too few wins', sixDigits, [['1'], [], ['2'], [], ['3'], ['4']], 'tooFewPicks', 1],
    [
      'minTotalPicks before tooManyPicks',
      { ...distinctPair, minTotalPicks: 20 },
      [['1'], ['0', '2', '3', '4', '5', '6']],
      'tooFewPicks',
      undefined,
    ],
    [
      'tooManyPicks before extraValidate',
      { ...guarded, rows: guarded.rows.map((r) => ({ ...r, maxPicks: 1 })) },
      [['1', '2']],
      'tooManyPicks',
      0,
    ],
  ];
  it.each(cases)('%s', (_, play, selection, code, row) => {
    const error = errorOf(play, selection);
    expect(error?.code).toBe(code);
    expect(error?.row).toBe(row);
  });

  it('extraValidate before noCombination', () => {
    const zeroCount = { ...guarded, countBets: () => 0 };
    expect(errorOf(zeroCount, [['1']])).toEqual(noOddPicks);
    expect(errorOf(zeroCount, [['2']])?.code).toBe('noCombination');
  });

  it('extraValidate and count never see a structurally invalid selection', () => {
    const calls: Selection[] = [];
    const spy: PlayDefinition = {
      ...positions,
      extraValidate: (s) => (calls.push(s), null),
      countBets: (s) => (calls.push(s), 1),
    };
    for (const s of [[['1']], [['1'], ['x']], [['1', '1'], []], [[], []]] as Selection[]) errorOf(spy, s);
    expect(calls).toEqual([]);
  });

  // An independent statement of the precedence, checked on random (mostly invalid) selections.
  const reference = (play: PlayDefinition, s: Selection): BetError['code'] | 'ok' => {
    if (s.length !== play.rows.length) return 'rowCount';
    const rows = play.rows;
    if (s.some((picks, i) => picks.some((c) => !rows[i]?.items.some((item) => item.code === c))))
      return 'unknownItem';
    if (s.some((picks) => new Set(picks).size !== picks.length)) return 'duplicateItem';
    if (s.some((picks, i) => picks.length < (rows[i]?.minPicks ?? 0))) return 'tooFewPicks';
    if (s.flat().length < (play.minTotalPicks ?? 1)) return 'tooFewPicks';
    if (s.some((picks, i) => picks.length > (rows[i]?.maxPicks ?? 0))) return 'tooManyPicks';
    if (play.extraValidate?.(s)) return 'noCombination';
    const n = play.combinations(s).length;
    if (n === 0) return 'noCombination';
    return n > betCombinationsMax ? 'tooManyCombinations' : 'ok';
  };
  const code = fc.constantFrom('0', '1', '2', '3', '5', '7', '9', 'big', 'x');
  const selection = fc.array(fc.array(code, { maxLength: 7 }), { minLength: 1, maxLength: 3 });

  it.each([pickTwo, positions, distinctPair, guarded])(
    'agrees with an independent reference: $code',
    (play) => {
      fc.assert(
        fc.property(selection, (s) => {
          const v = validateSelection(play, s);
          expect(v.ok ? 'ok' : v.error.code).toBe(reference(play, s));
          if (v.ok) expect(v.betCount).toBe(play.combinations(s).length);
        }),
        { numRuns: 400 },
      );
    },
  );
});

describe('validateBet', () => {
  it('unknownPlay for an unknown game or play code', () => {
    const unknown = { ok: false, error: { code: 'unknownPlay', messageKey: 'bet.unknownPlay' } };
    expect(validateBet('zz', 'HZ', [['10']])).toEqual(unknown);
    expect(validateBet('k3', 'NOPE', [['10']])).toEqual(unknown);
  });

  it('validates real plays through the registry', () => {
    const play = findPlay('k3', 'EBTH');
    expect(play).toBeDefined();
    expect(validateBet('k3', 'EBTH', [['1', '2', '3']])).toEqual({ ok: true, betCount: 3 });
    expect(validateBet('k3', 'EBTH', [['1']])).toMatchObject({ ok: false, error: { code: 'tooFewPicks' } });
  });
});
