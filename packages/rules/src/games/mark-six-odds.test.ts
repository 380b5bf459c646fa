import { describe, expect, it } from 'vitest';
import { choose } from '../combinatorics';
import { markSixPlays } from './mark-six';
import { setsMeetingAll, setsMissingAll } from './mark-six-linked-groups';
import { policyRate, rateSpec, returnPercent, twoSidedSpec } from './mark-six-odds';
import { sevenSetSumCounts, sevenSetWithSum, sumMax, sumMin } from './mark-six-sum';
import type { RateSpec } from './types';

const sevenSets = 85_900_584;
const p4 = (spec: RateSpec | undefined) =>
  ((spec?.winNumerator ?? NaN) / (spec?.winDenominator ?? NaN)).toFixed(4);
const play = (code: string) => markSixPlays.find((p) => p.code === code);
const specOf = (code: string, key: string) => play(code)?.rateSpecs[key];

describe('Mark Six odds helpers', () => {
  it('C(49, 7) is 85,900,584', () => {
    expect(choose(49, 7)).toBe(sevenSets);
  });

  it('round the policy rate down with exact integer arithmetic', () => {
    expect(policyRate(rateSpec('singleNumber', 1, 49))).toBe(4655); // 0.95 × 49 = 46.55 exactly
    expect(policyRate(rateSpec('other', 20, 18424))).toBe(82908); // 0.9 × 921.2 = 829.08 exactly
    expect(policyRate(rateSpec('twoSidedUneven', 12, 49, 1))).toBe(390); // 0.975 × 48/12
    expect(policyRate(rateSpec('other', 645, 18424, 0, 80))).toBe(2056);
    expect(policyRate(twoSidedSpec(24, 49, 1))).toBe(195);
    expect(() => policyRate(rateSpec('k3Spec', 1, 6))).toThrow(RangeError);
  });

  it('classify two-sided markets as even only when exactly 50/50 without ties', () => {
    expect(twoSidedSpec(24, 49, 1).policy).toBe('twoSidedEven');
    expect(twoSidedSpec(12, 49, 1).policy).toBe('twoSidedUneven');
    expect(twoSidedSpec(21220, 42441).policy).toBe('twoSidedUneven');
  });

  it('reduce fractions and keep the refund over the same denominator', () => {
    expect(rateSpec('other', 24, 98, 2)).toEqual({
      policy: 'other',
      winNumerator: 12,
      winDenominator: 49,
      refundNumerator: 1,
    });
    expect(returnPercent(195, twoSidedSpec(24, 49, 1))).toBeCloseTo((1.95 * 24 + 1) / 0.49, 10);
  });
});

describe('Mark Six probabilities (docs/reference/play-types.md §4.2)', () => {
  it('single-attribute markets', () => {
    expect(specOf('TM', 'number')).toMatchObject({ winNumerator: 1, winDenominator: 49 });
    expect(specOf('ZM', 'number')).toMatchObject({ winNumerator: 6, winDenominator: 49 });
    expect(specOf('TMSB', 'red')).toMatchObject({ winNumerator: 17, winDenominator: 49 });
    expect(specOf('TMSB', 'blue')).toMatchObject({ winNumerator: 16, winDenominator: 49 });
    expect(specOf('TMTS', 'head0')).toMatchObject({ winNumerator: 9, winDenominator: 49 });
    expect(specOf('TMTS', 'head3')).toMatchObject({ winNumerator: 10, winDenominator: 49 });
    expect(specOf('TMWS', 'tail0')).toMatchObject({ winNumerator: 4, winDenominator: 49 });
    expect(specOf('TMWS', 'tail9')).toMatchObject({ winNumerator: 5, winDenominator: 49 });
    expect(specOf('TX', 'zodiac')).toMatchObject({ winNumerator: 4, winDenominator: 49 });
    expect(specOf('TX', 'zodiacYear')).toMatchObject({ winNumerator: 5, winDenominator: 49 });
    expect(specOf('TMLM', 'big')).toMatchObject({ winNumerator: 24, winDenominator: 49, refundNumerator: 1 });
    expect(specOf('BB', 'redBig')).toMatchObject({ winNumerator: 7, winDenominator: 49, refundNumerator: 1 });
    expect(specOf('BB', 'greenBig')).toMatchObject({
      winNumerator: 8,
      winDenominator: 49,
      refundNumerator: 1,
    });
  });

  it('linked numbers', () => {
    const frac = (s: RateSpec | undefined) => (s ? s.winNumerator / s.winDenominator : NaN);
    expect(frac(specOf('SQZ', 'hit3'))).toBe(20 / 18424);
    expect(frac(specOf('SZE', 'hit2'))).toBe(645 / 18424);
    expect(frac(specOf('SZE', 'hit3'))).toBe(20 / 18424);
    expect(frac(specOf('EQZ', 'hit2'))).toBe(15 / 1176);
    expect(frac(specOf('EZT', 'hit2'))).toBe(15 / 1176);
    expect(frac(specOf('EZT', 'hitSpecial'))).toBe(6 / 1176);
    expect(frac(specOf('TC', 'hitSpecial'))).toBe(6 / 1176);
  });

  it('one zodiac: 0.4717 for a 4-number animal, 0.5539 for the year animal', () => {
    expect(p4(specOf('YX', 'zodiac'))).toBe('0.4717');
    expect(p4(specOf('YX', 'zodiacYear'))).toBe('0.5539');
  });

  it('total sum: big 0.5056; odd and even as counted by parity of the odd numbers drawn', () => {
    expect(p4(specOf('ZHLM', 'big'))).toBe('0.5056');
    let odd = 0;
    for (let j = 1; j <= 7; j += 2) odd += choose(25, j) * choose(24, 7 - j);
    const spec = specOf('ZHLM', 'odd');
    expect((spec?.winNumerator ?? 0) * sevenSets).toBe(odd * (spec?.winDenominator ?? 0));
    expect(p4(spec)).toBe('0.5000');
  });

  it('sum distribution: symmetric about 175, totals C(49,7), representatives hit every sum', () => {
    const counts = sevenSetSumCounts();
    expect(counts.reduce((a, b) => a + b, 0)).toBe(sevenSets);
    for (let s = sumMin; s <= sumMax; s++) {
      expect(counts[s]).toBe(counts[350 - s]);
      const set = sevenSetWithSum(s);
      expect(new Set(set).size).toBe(7);
      expect(set.every((n) => n >= 1 && n <= 49)).toBe(true);
      expect(set.reduce((a, b) => a + b, 0)).toBe(s);
    }
    expect(() => sevenSetWithSum(27)).toThrow(RangeError);
  });
});

describe('table F (linked zodiacs and tails) and table G (not-win N)', () => {
  const tableF: [string, string, string][] = [
    ['LX2', 'zodiac', '0.2052'],
    ['LX2', 'zodiacYear', '0.2427'],
    ['LXBZ2', 'zodiac', '0.2617'],
    ['LXBZ2', 'zodiacYear', '0.2170'],
    ['LX3', 'zodiac', '0.0805'],
    ['LX3', 'zodiacYear', '0.0959'],
    ['LXBZ3', 'zodiac', '0.1199'],
    ['LXBZ3', 'zodiacYear', '0.0972'],
    ['LX4', 'zodiac', '0.0275'],
    ['LX4', 'zodiacYear', '0.0331'],
    ['LXBZ4', 'zodiac', '0.0497'],
    ['LXBZ4', 'zodiacYear', '0.0392'],
    ['LW2', 'tail', '0.2868'],
    ['LW2', 'tail0', '0.2427'],
    ['LWBZ2', 'tail', '0.1791'],
    ['LWBZ2', 'tail0', '0.2170'],
    ['LW3', 'tail', '0.1362'],
    ['LW3', 'tail0', '0.1144'],
    ['LWBZ3', 'tail', '0.0626'],
    ['LWBZ3', 'tail0', '0.0783'],
    ['LW4', 'tail', '0.0576'],
    ['LW4', 'tail0', '0.0479'],
    ['LWBZ4', 'tail', '0.0182'],
    ['LWBZ4', 'tail0', '0.0237'],
  ];
  it.each(tableF)('%s %s: p = %s', (code, key, p) => {
    expect(p4(specOf(code, key))).toBe(p);
  });

  it('five-zodiac win (not offered) matches the table too', () => {
    expect((setsMeetingAll([4, 4, 4, 4, 4]) / sevenSets).toFixed(4)).toBe('0.0078');
    expect((setsMeetingAll([4, 4, 4, 4, 5]) / sevenSets).toFixed(4)).toBe('0.0094');
  });

  const tableG: [number, string][] = [
    [5, '0.4461'],
    [6, '0.3751'],
    [7, '0.3141'],
    [8, '0.2617'],
    [9, '0.2170'],
    [10, '0.1791'],
    [11, '0.1469'],
    [12, '0.1199'],
  ];
  it.each(tableG)('%i not-win: p = %s', (n, p) => {
    expect((choose(49 - n, 7) / sevenSets).toFixed(4)).toBe(p);
    if (n <= 10) expect(p4(specOf(`BZ${n}`, 'miss'))).toBe(p);
  });

  it('inclusion–exclusion agrees with direct counting on tiny cases', () => {
    expect(setsMissingAll([])).toBe(sevenSets);
    expect(setsMeetingAll([])).toBe(sevenSets);
    expect(setsMeetingAll([4])).toBe(sevenSets - choose(45, 7));
  });
});

describe('Mark Six default rates', () => {
  it('equal the policy rate of every key; tier shares add up to 100', () => {
    for (const p of markSixPlays) {
      let shares = 0;
      for (const [key, spec] of Object.entries(p.rateSpecs)) {
        expect(p.defaultRates[key], `${p.code} ${key}`).toBe(policyRate(spec));
        shares += spec.returnSharePercent ?? 0;
      }
      expect([0, 100]).toContain(shares);
    }
  });

  it('uses the expected policies', () => {
    expect(play('TM')?.defaultRates).toEqual({ number: 4655 });
    expect(play('ZM')?.defaultRates).toEqual({ number: 775 });
    expect(play('TMLM')?.defaultRates.big).toBe(195);
    expect(play('TMLM')?.defaultRates.bigOdd).toBe(390);
    expect(play('SZE')?.defaultRates).toEqual({ hit2: 2056, hit3: 16581 });
    expect(play('EZT')?.defaultRates).toEqual({ hit2: 5644, hitSpecial: 3528 });
    expect(play('TC')?.defaultRates).toEqual({ hitSpecial: 17640 });
  });
});
