import { describe, expect, it } from 'vitest';
import { fiveBallPlaysWithRtp } from './five-ball';
import { policyRate } from './five-ball-common';
import { allAppearCount } from './five-ball-not-positioned';
import {
  DIRECT2_SPAN_BETS,
  DIRECT2_SUM_BETS,
  DIRECT3_SPAN_BETS,
  DIRECT3_SUM_BETS,
  GROUP2_SUM_BETS,
  GROUP3_SUM_BETS,
  GROUP6_SUM_BETS,
} from './five-ball-sum-tables';
import { multisets, signature, tuples } from './five-ball.test-support';
import { playByCode as byCode } from './play.test-support';

const sum = (ds: number[]) => ds.reduce((s, x) => s + x, 0);
const span = (ds: number[]) => Math.max(...ds) - Math.min(...ds);
const distinct = (ds: number[]) => new Set(ds).size;

/** How many of `items` fall on each value 0..size-1 of `f`. */
function histogram(items: number[][], f: (ds: number[]) => number, size: number): number[] {
  const out = new Array<number>(size).fill(0);
  for (const ds of items) out[f(ds)]! += 1;
  return out;
}

describe('table A (docs/reference/play-types.md §1.2): bets per sum', () => {
  it('3-digit direct column equals enumeration of the 1000 numbers, peak 75', () => {
    expect(DIRECT3_SUM_BETS).toEqual(histogram(tuples(3), sum, 28));
    expect(sum([...DIRECT3_SUM_BETS])).toBe(1000);
    expect(Math.max(...DIRECT3_SUM_BETS)).toBe(75);
  });

  it('3-digit group column (group 3 + group 6, triples excluded) equals enumeration of the 220 sets', () => {
    const sets = multisets(3);
    expect(GROUP3_SUM_BETS).toEqual(
      histogram(
        sets.filter((m) => distinct(m) === 2),
        sum,
        28,
      ),
    );
    expect(GROUP6_SUM_BETS).toEqual(
      histogram(
        sets.filter((m) => distinct(m) === 3),
        sum,
        28,
      ),
    );
    const both = GROUP3_SUM_BETS.map((g3, s) => g3 + (GROUP6_SUM_BETS[s] ?? 0));
    // The peer data quoted by docs/reference/play-types.md for sums 1-26.
    expect(both.slice(1, 27)).toEqual([
      1, 2, 2, 4, 5, 6, 8, 10, 11, 13, 14, 14, 15, 15, 14, 14, 13, 11, 10, 8, 6, 5, 4, 2, 2, 1,
    ]);
    expect([both[0], both[27]]).toEqual([0, 0]);
    expect([sum([...GROUP3_SUM_BETS]), sum([...GROUP6_SUM_BETS])]).toEqual([90, 120]);
  });

  it('2-digit direct column rises 1..10 and falls back to 1; 2-digit group column totals 45', () => {
    expect(DIRECT2_SUM_BETS).toEqual(histogram(tuples(2), sum, 19));
    expect(DIRECT2_SUM_BETS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(GROUP2_SUM_BETS).toEqual(
      histogram(
        multisets(2).filter((m) => distinct(m) === 2),
        sum,
        19,
      ),
    );
    expect(sum([...GROUP2_SUM_BETS])).toBe(45);
  });
});

describe('table B (docs/reference/play-types.md §1.2): bets per span', () => {
  it('3-digit and 2-digit span columns equal enumeration', () => {
    expect(DIRECT3_SPAN_BETS).toEqual(histogram(tuples(3), span, 10));
    expect(DIRECT3_SPAN_BETS).toEqual([10, 54, 96, 126, 144, 150, 144, 126, 96, 54]);
    expect(DIRECT2_SPAN_BETS).toEqual(histogram(tuples(2), span, 10));
    expect(DIRECT2_SPAN_BETS).toEqual([10, 18, 16, 14, 12, 10, 8, 6, 4, 2]);
  });
});

describe('pattern counts (docs/reference/play-types.md §1.2) and the group rate specs built on them', () => {
  const counted = new Map<number, Record<string, number>>();
  const patternCounts = (k: number) => {
    const cached = counted.get(k);
    if (cached) return cached;
    const out: Record<string, number> = {};
    for (const t of tuples(k)) {
      const sig = signature(t).join('');
      out[sig] = (out[sig] ?? 0) + 1;
    }
    counted.set(k, out);
    return out;
  };

  it('5 digits: AAAAA 10, AAAAB 450, AAABB 900, AAABC 7,200, AABBC 10,800, AABCD 50,400, ABCDE 30,240', () => {
    expect(patternCounts(5)).toEqual({
      5: 10,
      41: 450,
      32: 900,
      311: 7200,
      221: 10800,
      2111: 50400,
      11111: 30240,
    });
  });

  it('4 digits: AAAA 10, AAAB 360, AABB 270, AABC 4,320, ABCD 5,040', () => {
    expect(patternCounts(4)).toEqual({ 4: 10, 31: 360, 22: 270, 211: 4320, 1111: 5040 });
  });

  it('each group combination wins with (draws of its pattern) / (combinations of its pattern)', () => {
    const cases: [string, string, number][] = [
      ['WXZU120', '11111', 5],
      ['WXZU60', '2111', 5],
      ['WXZU30', '221', 5],
      ['WXZU20', '311', 5],
      ['WXZU10', '32', 5],
      ['WXZU5', '41', 5],
      ['SXZU24', '1111', 4],
      ['SXZU12', '211', 4],
      ['SXZU6', '22', 4],
      ['SXZU4', '31', 4],
    ];
    for (const [code, sig, k] of cases) {
      const draws = patternCounts(k)[sig] ?? 0;
      const sets = multisets(k).filter((m) => signature(m).join('') === sig).length;
      const spec = byCode(fiveBallPlaysWithRtp, code).rateSpecs.group;
      expect([spec?.winNumerator, spec?.winDenominator], code).toEqual([draws / sets, 10 ** k]);
    }
  });
});

describe('not-positioned probabilities (docs/reference/play-types.md §1.1)', () => {
  it('match the spec and enumeration', () => {
    expect([allAppearCount(3, 1), allAppearCount(3, 2)]).toEqual([271, 54]);
    expect([allAppearCount(4, 1), allAppearCount(4, 2)]).toEqual([3439, 974]);
    expect([allAppearCount(5, 2), allAppearCount(5, 3)]).toEqual([14670, 4350]);
    const byEnumeration = (m: number, want: number[]) =>
      tuples(m).filter((t) => want.every((x) => t.includes(x))).length;
    expect(byEnumeration(5, [1, 2, 3])).toBe(4350);
    expect(byEnumeration(4, [0, 9])).toBe(974);
  });
});

describe('odds policy', () => {
  it('rounds floor(factor x fair x 100) exactly', () => {
    expect(policyRate('twoSidedEven', 1, 2)).toBe(195);
    expect(policyRate('twoSidedUneven', 45, 100)).toBe(216); // 2.1666… x 97.5
    expect(policyRate('singleNumber', 1, 10)).toBe(950);
    expect(policyRate('other', 271, 1000)).toBe(332);
    expect(policyRate('other', 3, 1000)).toBe(30000); // exact: no float drift below 300.00
    expect(policyRate('other', 1, 100000)).toBe(9000000);
    expect(() => policyRate('k3Spec', 1, 2)).toThrow(RangeError);
  });
});
