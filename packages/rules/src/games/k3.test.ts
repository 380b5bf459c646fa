import { describe, expect, it } from 'vitest';
import { k3Plays } from './k3';
import { diceOutcomes, playByCode } from './play.test-support';
import type { PlayDefinition } from './types';

const play = (code: string): PlayDefinition => playByCode(k3Plays, code);

const outcomes = diceOutcomes;

// Table D of docs/reference/play-types.md, as printed: sum, ways /216, p (4 dp), fair (2 dp), 0.875 x fair.
const tableD: [number, number, string, string, string][] = [
  [3, 1, '0.0046', '216.00', '189.00'],
  [4, 3, '0.0139', '72.00', '63.00'],
  [5, 6, '0.0278', '36.00', '31.50'],
  [6, 10, '0.0463', '21.60', '18.90'],
  [7, 15, '0.0694', '14.40', '12.60'],
  [8, 21, '0.0972', '10.29', '9.00'],
  [9, 25, '0.1157', '8.64', '7.56'],
  [10, 27, '0.1250', '8.00', '7.00'],
  [11, 27, '0.1250', '8.00', '7.00'],
  [12, 25, '0.1157', '8.64', '7.56'],
  [13, 21, '0.0972', '10.29', '9.00'],
  [14, 15, '0.0694', '14.40', '12.60'],
  [15, 10, '0.0463', '21.60', '18.90'],
  [16, 6, '0.0278', '36.00', '31.50'],
  [17, 3, '0.0139', '72.00', '63.00'],
  [18, 1, '0.0046', '216.00', '189.00'],
];

describe('K3 catalogue', () => {
  it('has exactly the spec play codes with their keys', () => {
    expect(k3Plays.map((p) => p.code)).toEqual([
      'HZ',
      'STHTX',
      'STHDX',
      'SBTH',
      'SLHTX',
      'ETHFX',
      'ETHDX',
      'EBTH',
      'CBC',
    ]);
    for (const p of k3Plays) {
      expect(p.family).toBe('k3');
      expect(p.nameKey).toBe(`play.k3.${p.code}`);
      expect(p.ruleKey).toBe(`rule.k3.${p.code}`);
      expect(p.rows.length).toBe(p.direct ? 1 : 2);
      if (p.direct) expect(p.rows[0]?.code).toBe(p.code);
      for (const r of p.rows) {
        expect(new Set(r.items.map((i) => i.code)).size).toBe(r.items.length);
        for (const i of r.items) {
          expect(i.nameKey).toBe(`item.k3.${i.code}`);
          expect(p.defaultRates[i.rateKey]).toBeGreaterThan(0);
          expect(p.rateSpecs[i.rateKey]).toBeDefined();
        }
      }
      expect(Object.keys(p.rateSpecs).sort()).toEqual(Object.keys(p.defaultRates).sort());
    }
  });

  it('offers the items and pick limits of the spec', () => {
    const items = (code: string, row = 0) => play(code).rows[row]?.items.map((i) => i.code);
    const limits = (code: string, row = 0) => [
      play(code).rows[row]?.minPicks,
      play(code).rows[row]?.maxPicks,
    ];
    expect(items('HZ')).toEqual([...tableD.map(([s]) => String(s)), 'big', 'small', 'odd', 'even']);
    expect(items('STHTX')).toEqual(['triple']);
    expect(items('STHDX')).toEqual(['111', '222', '333', '444', '555', '666']);
    expect(items('SBTH')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(items('SLHTX')).toEqual(['straight']);
    expect(items('ETHFX')).toEqual(['11', '22', '33', '44', '55', '66']);
    expect(items('ETHDX', 0)).toEqual(['11', '22', '33', '44', '55', '66']);
    expect(items('ETHDX', 1)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(play('ETHDX').rows.map((r) => r.code)).toEqual(['pairs', 'singles']);
    expect(items('EBTH')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(limits('SBTH')).toEqual([3, 6]);
    expect(limits('EBTH')).toEqual([2, 6]);
    expect(limits('STHTX')).toEqual([1, 1]);
    expect(limits('ETHDX', 1)).toEqual([1, 6]);
  });

  it('counts the api.md wire examples and the spec formulas', () => {
    expect(play('HZ').countBets([['10']])).toBe(1);
    expect(play('SBTH').countBets([['1', '2', '3', '4']])).toBe(4); // C(4,3)
    expect(play('EBTH').countBets([['1', '2', '3', '4', '5']])).toBe(10); // C(5,2)
    // |D|*|S| - |D∩S|: pairs 11, 22 with singles 1, 2, 3 -> 6 - 2.
    expect(
      play('ETHDX').countBets([
        ['11', '22'],
        ['1', '2', '3'],
      ]),
    ).toBe(4);
    expect(
      play('ETHDX').combinations([
        ['22', '11'],
        ['3', '1'],
      ]),
    ).toEqual([
      ['11', '3'],
      ['22', '1'],
      ['22', '3'],
    ]);
  });

  it('refuses an ETHDX selection that pairs a double only with its own number', () => {
    const ethdx = play('ETHDX');
    expect(ethdx.countBets([['11'], ['1']])).toBe(0);
    expect(ethdx.extraValidate?.([['11'], ['1']])).toEqual({
      code: 'noCombination',
      messageKey: 'bet.noCombination',
    });
    expect(ethdx.extraValidate?.([['11'], ['2']])).toBeNull();
  });
});

describe('K3 table D and the spec multipliers', () => {
  it('matches table D: ways, probability, fair odds and 0.875 x fair, by enumeration', () => {
    const hz = play('HZ');
    for (const [sum, ways, p, fair, spec] of tableD) {
      expect(outcomes.filter((d) => d[0]! + d[1]! + d[2]! === sum).length).toBe(ways);
      expect((ways / 216).toFixed(4)).toBe(p);
      expect((216 / ways).toFixed(2)).toBe(fair);
      // 0.875 x fair in hundredths, exactly: 875 * 216 * 100 / (1000 * ways).
      expect(Math.floor((875 * 216 * 100) / (1000 * ways))).toBe(Math.round(Number(spec) * 100));
      expect(hz.defaultRates[String(sum)]).toBe(Math.round(Number(spec) * 100));
      expect(hz.rateSpecs[String(sum)]).toEqual({
        policy: 'k3Spec',
        winNumerator: ways,
        winDenominator: 216,
        refundNumerator: 0,
      });
    }
  });

  it('uses the spec section 9 multipliers exactly and 1.95 for big/small/odd/even', () => {
    const spec: Record<string, number> = {
      STHTX: 31.5,
      STHDX: 189,
      SBTH: 31.5,
      SLHTX: 7.87,
      ETHFX: 12.5,
      ETHDX: 63,
      EBTH: 6.3,
    };
    for (const [code, odds] of Object.entries(spec)) {
      expect(play(code).defaultRates).toEqual({ [code]: Math.round(odds * 100) });
      expect(play(code).rateSpecs[code]?.policy).toBe('k3Spec');
    }
    for (const side of ['big', 'small', 'odd', 'even']) {
      expect(play('HZ').defaultRates[side]).toBe(195);
      expect(play('HZ').rateSpecs[side]).toMatchObject({
        policy: 'twoSidedEven',
        winNumerator: 105,
        winDenominator: 216,
      });
    }
  });

  it('decides the README ambiguities', () => {
    const hz = play('HZ');
    // 444 sums to 12 (big, even) but big/small/odd/even lose on a triple; the sum itself wins.
    expect(
      hz.settle([['big', 'even', '12']], { numbers: [4, 4, 4] }, hz.defaultRates).wins.map((w) => w.rateKey),
    ).toEqual(['12']);
    expect(hz.settle([['small', '10']], { numbers: [3, 3, 4] }, hz.defaultRates).wins.length).toBe(2);
    const ethfx = play('ETHFX');
    expect(ethfx.settle([['11']], { numbers: [1, 1, 1] }, ethfx.defaultRates).wins).toEqual([]);
    expect(ethfx.settle([['11']], { numbers: [1, 5, 1] }, ethfx.defaultRates).wins.length).toBe(1);
  });
});

describe('K3 settle guards', () => {
  it('rejects a draw that is not three dice 1-6', () => {
    const hz = play('HZ');
    for (const numbers of [
      [1, 2],
      [1, 2, 7],
      [0, 2, 3],
      [1, 2, 3, 4],
      [1.5, 2, 3],
    ]) {
      expect(() => hz.settle([['10']], { numbers }, hz.defaultRates)).toThrow(RangeError);
    }
  });

  it('fails loudly when a winning rate key has no rate', () => {
    const sbth = play('SBTH');
    expect(() => sbth.settle([['1', '2', '3']], { numbers: [3, 1, 2] }, {})).toThrow('no rate for key SBTH');
  });
});
