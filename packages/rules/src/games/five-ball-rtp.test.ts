import { describe, expect, it } from 'vitest';
import { fiveBallPlays, fiveBallRtpRows } from './five-ball';
import { drawsOver } from './five-ball-rtp';
import type { OddsPolicy } from './types';

const factor: Record<OddsPolicy, [bigint, bigint] | null> = {
  k3Spec: null,
  twoSidedEven: null,
  twoSidedUneven: [975n, 1000n],
  singleNumber: [95n, 100n],
  other: [90n, 100n],
};

/** The README policy, in BigInt: floor(factor x (den / num) x 100); 50/50 markets 1.95. */
function expectedRate(policy: OddsPolicy, num: number, den: number): number {
  const f = factor[policy];
  if (!f) return 195;
  return Number((f[0] * BigInt(den) * 100n) / (f[1] * BigInt(num)));
}

describe('five-ball RTP rows', () => {
  const rows = fiveBallRtpRows();

  it('lists every rate key of every play once', () => {
    const expected = fiveBallPlays.flatMap((p) => Object.keys(p.rateSpecs).map((k) => `${p.code}/${k}`));
    expect(rows.map((r) => `${r.play}/${r.rateKey}`)).toEqual(expected);
    for (const p of fiveBallPlays)
      expect(Object.keys(p.defaultRates).sort()).toEqual(Object.keys(p.rateSpecs).sort());
  });

  it('default rates follow the policy and enumerated RTP equals the policy RTP within 0.01 pp', () => {
    for (const r of rows) {
      const [num = 0, den = 1] = r.winProbability.split('/').map(Number);
      expect(r.rate, `${r.play}/${r.rateKey}`).toBe(expectedRate(r.policy, num, den));
      expect(r.policyRtpPercent).toBeCloseTo((r.rate / 100) * (num / den) * 100, 9);
      expect(Math.abs(r.rtpPercent - r.policyRtpPercent), `${r.play}/${r.rateKey}`).toBeLessThanOrEqual(0.01);
      expect(r.family).toBe('fiveball');
      expect(r.method).toBe('enumeration');
      expect(r.refundProbability).toBe('0/1');
    }
  });

  it('uses the policies README names for each market', () => {
    const policyOf = (play: string, key: string) => rows.find((r) => r.play === play && r.rateKey === key);
    expect(policyOf('LM_B1', 'big')).toMatchObject({ policy: 'twoSidedEven', rate: 195, rtpPercent: 97.5 });
    expect(policyOf('LM_SUM', 'odd')).toMatchObject({
      policy: 'twoSidedEven',
      rate: 195,
      winProbability: '1/2',
    });
    expect(policyOf('LHH', 'dragon')).toMatchObject({
      policy: 'twoSidedUneven',
      rate: 216,
      winProbability: '45/100',
    });
    expect(policyOf('LHH', 'tie')).toMatchObject({ policy: 'other', rate: 900, winProbability: '10/100' });
    expect(policyOf('NUM_B4', 'number')).toMatchObject({ policy: 'singleNumber', rate: 950 });
    expect(policyOf('DWD', 'hit')).toMatchObject({ policy: 'singleNumber', rate: 950 });
    expect(policyOf('QZX3', 'direct')).toMatchObject({ policy: 'other', rate: 90000 });
    expect(policyOf('HZUHZ', 'group3')).toMatchObject({ rate: 30000, winProbability: '3/1000' });
    expect(policyOf('HZUHZ', 'group6')).toMatchObject({ rate: 15000, winProbability: '6/1000' });
    expect(policyOf('BDW53', 'hit')).toMatchObject({ rate: 2068, winProbability: '4350/100000' });
    expect(policyOf('WXZU5', 'group')).toMatchObject({ rate: 1800000, winProbability: '5/100000' });
  });

  it('enumerates every draw of the positions a play reads', () => {
    const draws = [...drawsOver([1, 3])];
    expect(draws).toHaveLength(100);
    expect(new Set(draws.map((d) => d.join(''))).size).toBe(100);
    expect(draws.every((d) => d[0] === 0 && d[2] === 0 && d[4] === 0)).toBe(true);
    expect([...drawsOver([0, 1, 2, 3, 4])]).toHaveLength(100000);
  });
});
