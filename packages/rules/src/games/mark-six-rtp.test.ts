import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choose } from '../combinatorics';
import { markSixPlayModels, markSixRtpRows } from './mark-six';
import { markSixKeyCounts, drawClassesForTest } from './mark-six-rtp';
import { policyRate } from './mark-six-odds';
import type { MarkSixPlay } from './mark-six-kit';

const draws = choose(49, 6) * 43; // 601,304,088 (regular set, special) pairs
const model = (code: string) => markSixPlayModels.find((p) => p.definition.code === code) as MarkSixPlay;

describe('Mark Six RTP rows', () => {
  // The regular parlay pays a product of leg odds; its rows are checked in mark-six-parlay.test.ts.
  const rows = markSixRtpRows().filter((r) => r.play !== 'ZMGG');

  it('have one row per play and rate key', () => {
    const keys = markSixPlayModels.flatMap((p) =>
      Object.keys(p.definition.rateSpecs).map((k) => `${p.definition.code}/${k}`),
    );
    expect(rows.map((r) => `${r.play}/${r.rateKey}`)).toEqual(keys);
    expect(rows.every((r) => r.family === 'marksix' && r.method === 'combinatorics')).toBe(true);
  });

  it('return what the rounded policy rate implies (within 0.01 points), at the policy default rate', () => {
    for (const r of rows) {
      const spec = model(r.play).definition.rateSpecs[r.rateKey];
      expect(spec, `${r.play} ${r.rateKey}`).toBeDefined();
      if (!spec) continue;
      expect(r.rate).toBe(policyRate(spec));
      expect(Math.abs(r.rtpPercent - r.policyRtpPercent), `${r.play} ${r.rateKey}`).toBeLessThan(0.01);
      expect(r.winProbability).toBe(`${spec.winNumerator}/${spec.winDenominator}`);
    }
  });

  it('keep every play near its policy: 95 % single numbers, ~97.5 % two-sided, 90 % the rest (tiers summed)', () => {
    const tiers = new Map<string, number>();
    for (const r of rows) {
      const spec = model(r.play).definition.rateSpecs[r.rateKey];
      if (spec?.returnSharePercent !== undefined) tiers.set(r.play, (tiers.get(r.play) ?? 0) + r.rtpPercent);
      else if (r.policy === 'other') expect(r.rtpPercent, `${r.play} ${r.rateKey}`).toBeGreaterThan(89.5);
      if (r.policy === 'singleNumber') expect(r.rtpPercent).toBeGreaterThan(94.5);
      if (r.policy.startsWith('twoSided')) expect(r.rtpPercent).toBeGreaterThan(96.9);
      // A refunded stake returns 100 %, so ties lift the bound: factor × (1 − p(tie)) + p(tie).
      const tie = (spec?.refundNumerator ?? 0) / (spec?.winDenominator ?? 1);
      expect(r.rtpPercent).toBeLessThan((r.policy === 'other' ? 90 : 97.5) * (1 - tie) + 100 * tie + 0.0001);
    }
    // The banker + dragger entries of 3-of-2 and special-second (ADR 040) keep their tiers.
    expect([...tiers.keys()]).toEqual(['SZE', 'EZT', 'SZE_DT', 'EZT_DT', 'EZT_WSDP', 'EZT_SXDP', 'EZT_XCWS']);
    for (const sum of tiers.values()) expect(sum > 89.9 && sum <= 90).toBe(true);
  });

  it('find through settle exactly the closed-form win and refund probabilities', () => {
    for (const play of markSixPlayModels) {
      for (const [key, spec] of Object.entries(play.definition.rateSpecs)) {
        const counts = markSixKeyCounts(play, key);
        const label = `${play.definition.code} ${key}`;
        expect(BigInt(counts.win) * BigInt(spec.winDenominator), label).toBe(
          BigInt(spec.winNumerator) * BigInt(counts.total),
        );
        expect(BigInt(counts.refund) * BigInt(spec.winDenominator), label).toBe(
          BigInt(spec.refundNumerator ?? 0) * BigInt(counts.total),
        );
      }
    }
    expect(() => markSixKeyCounts(model('TM'), 'nope')).toThrow(RangeError);
  });
});

describe('Mark Six exact outcome classes', () => {
  const { specialClasses, numberClasses, groupClasses, sumClasses } = drawClassesForTest;
  const total = (classes: { weight: number }[]) => classes.reduce((a, c) => a + c.weight, 0);
  const valid = (numbers: readonly number[]) =>
    numbers.length === 7 && new Set(numbers).size === 7 && numbers.every((n) => n >= 1 && n <= 49);

  it('each cover all 601,304,088 draws with valid representatives', () => {
    const all = [
      specialClasses(),
      numberClasses([3, 17, 49]),
      groupClasses([
        [1, 13, 25, 37, 49],
        [2, 14, 26, 38],
      ]),
      sumClasses(),
    ];
    for (const classes of all) {
      expect(total(classes)).toBe(draws);
      expect(classes.every((c) => valid(c.numbers) && c.weight > 0)).toBe(true);
    }
  });

  it('number classes give each pick the chance 6/49 to be regular and 1/49 to be special', () => {
    for (const picks of [[5], [1, 2], [7, 8, 9], [10, 11, 12, 13, 14, 15, 16, 17, 18, 19]]) {
      const classes = numberClasses(picks);
      const regular = classes.reduce(
        (a, c) => a + c.weight * c.numbers.slice(0, 6).filter((n) => picks.includes(n)).length,
        0,
      );
      const special = classes.reduce(
        (a, c) => a + (picks.includes(c.numbers[6] as number) ? c.weight : 0),
        0,
      );
      expect(regular * 49).toBe(draws * 6 * picks.length);
      expect(special * 49).toBe(draws * picks.length);
    }
  });

  it('group classes meet exactly their groups and give each group its one-group chance', () => {
    const groups = [
      [10, 20, 30, 40],
      [1, 11, 21, 31, 41],
      [5, 15, 25, 35, 45],
    ];
    const classes = groupClasses(groups);
    expect(classes).toHaveLength(8);
    groups.forEach((g) => {
      const met = classes.reduce((a, c) => a + (c.numbers.some((n) => g.includes(n)) ? c.weight : 0), 0);
      expect(met).toBe((choose(49, 7) - choose(49 - g.length, 7)) * 7);
    });
  });

  it('special plays give the same counts whatever the regular numbers are', () => {
    const others = fc.sample(
      fc.shuffledSubarray(
        Array.from({ length: 49 }, (_, i) => i + 1),
        { minLength: 7, maxLength: 7 },
      ),
      {
        seed: 3,
        numRuns: 49,
      },
    );
    for (const play of markSixPlayModels.filter((p) => p.model === 'special')) {
      for (const [key, probe] of Object.entries(play.probes)) {
        let win = 0;
        let refund = 0;
        for (let special = 1; special <= 49; special++) {
          const regular = (others[special - 1] ?? []).filter((n) => n !== special).slice(0, 6);
          const result = play.definition.settle(
            probe,
            { numbers: [...regular, special], zodiacYear: 2026 },
            play.definition.defaultRates,
          );
          win += result.wins.filter((w) => w.rateKey === key).length;
          refund += result.refundCount;
        }
        const counts = markSixKeyCounts(play, key);
        expect(win * choose(48, 6), `${play.definition.code} ${key}`).toBe(counts.win);
        expect(refund * choose(48, 6)).toBe(counts.refund);
      }
    }
  });
});
