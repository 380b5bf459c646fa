import { describe, expect, it } from 'vitest';
import { racingPlays, racingRtpRows } from './racing';
import { policyRate } from './racing-data';

// README factors as decimal strings, applied with BigInt: floor(factor x fair x 100).
const factor: Record<string, [bigint, bigint]> = {
  singleNumber: [95n, 100n],
  twoSidedUneven: [975n, 1000n],
  other: [90n, 100n],
};

function expectedRate(policy: string, win: number, outcomes: number): number {
  if (policy === 'twoSidedEven') return 195;
  const [n, d] = factor[policy]!;
  return Number((n * BigInt(outcomes) * 100n) / (d * BigInt(win)));
}

// Win probabilities of docs/reference/play-types.md section 3, per play and rate key.
const expectedP: Record<string, string> = {
  'PKQZX1/PKQZX1': '1/10',
  'PKQZX2/PKQZX2': '1/90',
  'PKQZX3/PKQZX3': '1/720',
  'PKQZX4/PKQZX4': '1/5040',
  'PKQZX5/PKQZX5': '1/30240',
  'PKDWD/PKDWD': '1/10',
  'PKLH/dragon': '45/90',
  'PKLH/tiger': '45/90',
  'PKGYHDXDS/big': '40/90',
  'PKGYHDXDS/small': '50/90',
  'PKGYHDXDS/odd': '50/90',
  'PKGYHDXDS/even': '40/90',
  ...Object.fromEntries(['big', 'small', 'odd', 'even'].map((s) => [`PKDXDS/${s}`, '5/10'])),
  ...Object.fromEntries(
    [2, 2, 4, 4, 6, 6, 8, 8, 10, 8, 8, 6, 6, 4, 4, 2, 2].map((ways, i) => [`PKGYH/${i + 3}`, `${ways}/90`]),
  ),
};

describe('racing RTP rows', () => {
  const rows = racingRtpRows();

  it('has one row per rate key of every play, with the probabilities of docs/reference/play-types.md', () => {
    expect(rows.map((r) => `${r.play}/${r.rateKey}`).sort()).toEqual(Object.keys(expectedP).sort());
    for (const r of rows) {
      expect(r.family).toBe('racing');
      expect(r.method).toBe('enumeration');
      expect(r.winProbability).toBe(expectedP[`${r.play}/${r.rateKey}`]);
      expect(r.refundProbability.startsWith('0/')).toBe(true);
    }
  });

  it('default rates are floor(policy factor x fair x 100)', () => {
    for (const r of rows) {
      const [win, outcomes] = r.winProbability.split('/').map(Number);
      expect(r.rate).toBe(expectedRate(r.policy, win!, outcomes!));
      const p = racingPlays.find((x) => x.code === r.play)!;
      expect(p.defaultRates[r.rateKey]).toBe(r.rate);
    }
  });

  it('the enumerated RTP equals rate x p(win) within 0.01 points', () => {
    for (const r of rows) {
      const [win, outcomes] = r.winProbability.split('/').map(Number);
      expect(Math.abs(r.rtpPercent - (r.rate * win!) / outcomes!)).toBeLessThan(0.01);
      expect(Math.abs(r.rtpPercent - r.policyRtpPercent)).toBeLessThan(0.01);
    }
  });

  it('returns what each policy promises, less the rounding down', () => {
    const bounds: Record<string, [number, number]> = {
      singleNumber: [94.9, 95],
      other: [89.99, 90],
      twoSidedEven: [97.5, 97.5],
      twoSidedUneven: [97.2, 97.5],
    };
    for (const r of rows) {
      const [lo, hi] = bounds[r.policy]!;
      expect(r.rtpPercent).toBeGreaterThanOrEqual(lo);
      expect(r.rtpPercent).toBeLessThanOrEqual(hi);
    }
  });

  it('refuses the K3 policy, which racing never uses', () => {
    expect(() => policyRate({ policy: 'k3Spec', winNumerator: 1, winDenominator: 10 })).toThrow();
  });
});
