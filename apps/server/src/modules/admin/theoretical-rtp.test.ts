import { describe, expect, it } from 'vitest';

import { games, k3RtpRows, markSixRtpRows, playsOf, racingRtpRows } from '@fairdraw/rules';

import probabilities from './rtp-probabilities.json';
import { theoreticalRtp } from './theoretical-rtp';

describe('theoretical RTP of the monitor', () => {
  it('the generated probabilities equal the rules rows (K3, racing, Mark Six; five-ball is slow: see ADR 084)', () => {
    const generated = new Map(probabilities.map((r) => [`${r.family}/${r.play}/${r.rateKey}`, r]));
    for (const row of [...k3RtpRows(), ...racingRtpRows(), ...markSixRtpRows()]) {
      expect(generated.get(`${row.family}/${row.play}/${row.rateKey}`)).toMatchObject({
        win: row.winProbability,
        refund: row.refundProbability,
      });
    }
  });

  it('at the default odds every single-figure play returns what docs/rtp.md says (within the policy band)', () => {
    let figures = 0;
    for (const game of games)
      for (const play of playsOf(game.code)) {
        const rtp = theoreticalRtp(game.code, play.code, play.defaultRates);
        if (rtp === null) continue;
        figures += 1;
        expect(rtp, `${game.code}/${play.code}`).toBeGreaterThan(0.85);
        expect(rtp, `${game.code}/${play.code}`).toBeLessThan(1);
      }
    expect(figures).toBeGreaterThan(50);
    // K3 sums return differently per sum: no single figure. Higher odds raise the figure.
    const k3 = playsOf('k3');
    const hz = k3.find((p) => p.code === 'HZ');
    expect(hz && theoreticalRtp('k3', 'HZ', hz.defaultRates)).toBeNull();
    const single = k3.find((p) => Object.keys(p.defaultRates).length === 1);
    if (single) {
      const [key, rate] = Object.entries(single.defaultRates)[0] ?? ['', 0];
      const base = theoreticalRtp('k3', single.code, single.defaultRates) ?? 0;
      expect(theoreticalRtp('k3', single.code, { [key]: rate * 2 })).toBeGreaterThan(base);
    }
    expect(theoreticalRtp('nope', 'HZ', {})).toBeNull();
  });
});
