import { describe, expect, it } from 'vitest';
import { k3Plays, k3RtpRows } from './k3';

// The spec's K3 multipliers (section 9 and table D) in hundredths, and big/small/odd/even at 1.95.
const specRate: Record<string, Record<string, number>> = {
  HZ: {
    '3': 18900,
    '4': 6300,
    '5': 3150,
    '6': 1890,
    '7': 1260,
    '8': 900,
    '9': 756,
    '10': 700,
    '11': 700,
    '12': 756,
    '13': 900,
    '14': 1260,
    '15': 1890,
    '16': 3150,
    '17': 6300,
    '18': 18900,
    big: 195,
    small: 195,
    odd: 195,
    even: 195,
  },
  STHTX: { STHTX: 3150 },
  STHDX: { STHDX: 18900 },
  SBTH: { SBTH: 3150 },
  SLHTX: { SLHTX: 787 },
  ETHFX: { ETHFX: 1250 },
  ETHDX: { ETHDX: 6300 },
  EBTH: { EBTH: 630 },
  // Guess a die is not a spec play: 0.90 x fair split 75/23/2 between its tiers (ADR 008, k3.ts).
  CBC: { hit1: 194, hit2: 298, hit3: 388 },
};

describe('K3 RTP rows', () => {
  const rows = k3RtpRows();

  it('has one row per rate key of every play', () => {
    const expected = Object.entries(specRate).flatMap(([play, keys]) =>
      Object.keys(keys).map((k) => `${play}:${k}`),
    );
    expect(rows.map((r) => `${r.play}:${r.rateKey}`).sort()).toEqual(expected.sort());
    for (const p of k3Plays)
      for (const key of Object.keys(p.rateSpecs)) expect(specRate[p.code]?.[key]).toBeDefined();
  });

  it('default rates are the spec multipliers exactly', () => {
    for (const r of rows) expect(r.rate).toBe(specRate[r.play]?.[r.rateKey]);
  });

  it('the enumerated RTP equals the rate times p(win) within 0.01 points', () => {
    for (const r of rows) {
      const [n, d] = r.winProbability.split('/').map(Number);
      expect(r.method).toBe('enumeration');
      expect(r.refundProbability).toBe('0/216');
      expect(Math.abs(r.rtpPercent - (r.rate * n!) / d!)).toBeLessThan(0.01);
      expect(Math.abs(r.rtpPercent - r.policyRtpPercent)).toBeLessThan(0.01);
    }
  });

  it('documents the real return of each market', () => {
    const rtp = (play: string, key: string) =>
      rows.find((r) => r.play === play && r.rateKey === key)?.rtpPercent;
    for (let s = 3; s <= 18; s++) expect(rtp('HZ', String(s))).toBeCloseTo(87.5, 6);
    expect(rtp('HZ', 'big')).toBeCloseTo((195 * 105) / 216, 3); // 94.79: triples lose
    expect(rtp('SLHTX', 'SLHTX')).toBeCloseTo((787 * 24) / 216, 3); // 87.44: 7.87 < 7.875
    expect(rtp('ETHFX', 'ETHFX')).toBeCloseTo((1250 * 15) / 216, 3); // 86.81: 12.5 < 12.6
    for (const code of ['STHTX', 'STHDX', 'SBTH', 'ETHDX', 'EBTH'])
      expect(rtp(code, code)).toBeCloseTo(87.5, 6);
    // Guess a die: the tiers add up to the 0.90 policy, less the rounding down of each tier.
    const guess = (rtp('CBC', 'hit1') ?? 0) + (rtp('CBC', 'hit2') ?? 0) + (rtp('CBC', 'hit3') ?? 0);
    expect(guess).toBeCloseTo((194 * 75 + 298 * 15 + 388) / 216, 3);
    expect(guess).toBeGreaterThan(89.8);
    expect(guess).toBeLessThanOrEqual(90);
  });
});
