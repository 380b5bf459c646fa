import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choose } from '../combinatorics';
import { coreFiveBallPlays, fiveBallPlays, fiveBallPlaysWithRtp } from './five-ball';
import { acceptable, oracleFor, selectionArb } from './five-ball.test-support';
import { playByCode as byCode, comboKey as key } from './play.test-support';
import type { PlayDefinition, Selection } from './types';

const play = (code: string) => byCode(fiveBallPlaysWithRtp, code);
const digits = (s: string): string[] => s.split('');
const perf = (globalThis as unknown as { performance: { now(): number } }).performance;

describe('five-ball countBets against brute force', () => {
  it('offers the plays of issue 3 with unique codes', () => {
    const codes = fiveBallPlays.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBe(61 + 58);
    expect(coreFiveBallPlays.length).toBe(61);
    for (const p of fiveBallPlays) expect(p.family).toBe('fiveball');
  });

  for (const p of coreFiveBallPlays) {
    it(`${p.code}: countBets == combinations().length == independent enumeration`, () => {
      const oracle = oracleFor(p.code);
      fc.assert(
        fc.property(selectionArb(p), (sel) => {
          const combos = p.combinations(sel).map(key).sort();
          const brute = oracle.enumerate(sel).map(key).sort();
          expect(p.countBets(sel)).toBe(brute.length);
          expect(combos).toEqual(brute);
        }),
        { numRuns: 40, seed: 20261122 },
      );
    });
  }
});

/** The largest selection the rows allow: every item in every row. */
const fullSelection = (p: PlayDefinition): Selection =>
  p.rows.map((r) => r.items.slice(0, r.maxPicks).map((i) => i.code));

describe('five-ball count formulas (docs/reference/play-types.md §1.1)', () => {
  it('group 3 is 2·C(n,2) and group 6 is C(n,3) for every allowed n', () => {
    for (let n = 2; n <= 10; n++) {
      const sel = [digits('0123456789').slice(0, n)];
      expect(play('QZU3').countBets(sel)).toBe(n * (n - 1));
      expect(play('HZU3').countBets(sel)).toBe(2 * choose(n, 2));
      if (n >= 3) expect(play('ZZU6').countBets(sel)).toBe(choose(n, 3));
      expect(play('QZU2').countBets(sel)).toBe(choose(n, 2));
    }
  });

  it('direct combos multiply the rows; sums and spans add tables A and B', () => {
    expect(play('QZX3').countBets([['1', '2'], ['5'], ['0', '9']])).toBe(4);
    expect(
      play('HZX2').countBets([
        ['1', '2', '3'],
        ['4', '5'],
      ]),
    ).toBe(6);
    expect(play('QZXHZ').countBets([['0', '13', '27']])).toBe(1 + 75 + 1);
    expect(play('ZZXKD').countBets([['0', '5']])).toBe(10 + 150);
    expect(play('QZX2HZ').countBets([['9', '10']])).toBe(10 + 9);
    expect(play('HZX2KD').countBets([['1']])).toBe(18);
    expect(play('HZUHZ').countBets([['1', '14', '26']])).toBe(1 + 15 + 1);
    expect(play('QZU2HZ').countBets([['9', '17']])).toBe(5 + 1);
  });

  it('position pick and single picks count each pick; not-positioned count n, C(n,2), C(n,3)', () => {
    expect(play('DWD').countBets([['1'], [], ['2', '3'], [], digits('0123456789')])).toBe(13);
    expect(play('LM_B3').countBets([['big', 'odd']])).toBe(2);
    expect(play('LHH').countBets([['dragon', 'tiger', 'tie']])).toBe(3);
    expect(play('NUM_B2').countBets([digits('0123')])).toBe(4);
    expect(play('QBDW31').countBets([digits('01234')])).toBe(5);
    expect(play('BDW42').countBets([digits('01234')])).toBe(10);
    expect(play('BDW53').countBets([digits('01234')])).toBe(10);
  });

  it('4- and 5-star two-row formulas match worked examples', () => {
    // a = multiple row, b = single row, c = overlap.
    const cases: [string, Selection, number][] = [
      ['WXZU120', [digits('0123456')], choose(7, 5)],
      ['WXZU60', [digits('12'), digits('1234')], 2 * choose(4, 3) - 2 * choose(3, 2)],
      ['WXZU30', [digits('123'), digits('34')], choose(3, 2) * 2 - 1 * 2],
      ['WXZU20', [digits('12'), digits('234')], 2 * choose(3, 2) - 1 * 2],
      ['WXZU10', [digits('123'), digits('34')], 3 * 2 - 1],
      ['WXZU5', [digits('1234'), digits('45')], 4 * 2 - 1],
      ['SXZU24', [digits('012345')], choose(6, 4)],
      ['SXZU12', [digits('12'), digits('234')], 2 * choose(3, 2) - 1 * 2],
      ['SXZU6', [digits('0123')], choose(4, 2)],
      ['SXZU4', [digits('12'), digits('123')], 2 * 3 - 2],
      ['RZX2', [['1', '2'], ['3'], [], ['4', '5', '6'], []], 2 * 1 + 2 * 3 + 1 * 3],
      [
        'RZX3',
        [['1', '2'], ['3'], [], ['4', '5', '6'], ['7']],
        2 * 1 * 3 + 2 * 1 * 1 + 2 * 3 * 1 + 1 * 3 * 1,
      ],
    ];
    for (const [code, sel, expected] of cases) expect(play(code).countBets(sel), code).toBe(expected);
  });

  it('counts the largest allowed selection of every play in well under 1 ms', () => {
    for (const p of coreFiveBallPlays) {
      const sel = fullSelection(p);
      const runs = 200;
      const start = perf.now();
      let n = 0;
      for (let i = 0; i < runs; i++) n += p.countBets(sel);
      const perCall = (perf.now() - start) / runs;
      expect(n).toBeGreaterThan(0);
      expect(perCall, p.code).toBeLessThan(1);
    }
    expect(play('RZX3').countBets(fullSelection(play('RZX3')))).toBe(10 * 1000);
    expect(play('WXZU60').countBets(fullSelection(play('WXZU60')))).toBe(
      10 * choose(10, 3) - 10 * choose(9, 2),
    );
  });
});

describe('five-ball selection limits and extraValidate', () => {
  it('encodes the spec ranges in rows', () => {
    const limits = (code: string) => play(code).rows.map((r) => [r.code, r.minPicks, r.maxPicks]);
    expect(limits('QZU3')).toEqual([['QZU3', 2, 10]]);
    expect(limits('HZU6')).toEqual([['HZU6', 3, 10]]);
    expect(limits('QBDW31')).toEqual([['QBDW31', 1, 10]]);
    expect(limits('BDW53')).toEqual([['BDW53', 3, 10]]);
    expect(limits('WXZU60')).toEqual([
      ['pair', 1, 10],
      ['single', 3, 10],
    ]);
    expect(limits('DWD').map((l) => l[1])).toEqual([0, 0, 0, 0, 0]);
    expect(play('DWD').minTotalPicks).toBe(1);
    expect(play('RZX3').minTotalPicks).toBe(3);
    expect(play('QZX3').direct).toBe(false);
    expect(play('QZU3').direct).toBe(true);
  });

  it('rejects selections that pass the rows but buy nothing', () => {
    const empty = { code: 'noCombination', messageKey: 'bet.noCombination' };
    expect(play('WXZU60').extraValidate?.([['1'], digits('123')])).toEqual(empty);
    expect(play('WXZU5').extraValidate?.([['1'], ['1']])).toEqual(empty);
    expect(play('SXZU4').extraValidate?.([['3'], ['3']])).toEqual(empty);
    expect(play('RZX2').extraValidate?.([digits('123'), [], [], [], []])).toEqual(empty);
    expect(play('RZX3').extraValidate?.([['1'], ['2'], [], [], []])).toEqual(empty);
    expect(play('WXZU60').extraValidate?.([['1'], digits('1234')])).toBeNull();
    expect(play('RZX2').extraValidate?.([['1'], [], [], [], ['2']])).toBeNull();
    expect(play('QZU3').extraValidate).toBeUndefined();
  });

  it('every accepted random selection buys at least one combination', () => {
    for (const p of coreFiveBallPlays) {
      fc.assert(
        fc.property(selectionArb(p), (sel) => acceptable(p, sel) && p.countBets(sel) >= 1),
        { numRuns: 10, seed: 7 },
      );
    }
  });
});
