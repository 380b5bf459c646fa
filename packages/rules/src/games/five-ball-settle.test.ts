import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coreFiveBallPlays, fiveBallPlaysWithRtp } from './five-ball';
import type { FiveBallPlay } from './five-ball-common';
import { drawsOver } from './five-ball-rtp';
import { oracleFor, selectionArb, tuples } from './five-ball.test-support';
import { playByCode as byCode, comboKey as key, shiftedRates } from './play.test-support';
import type { Selection } from './types';

// Every play is settled against ALL 100,000 draws, and the winners it reports are compared with
// the oracle of five-ball.test-support.ts, which checks every bought combination on its own.
// Further selections of plays that read fewer than five balls run over the draws of those balls.

const allDraws = tuples(5);

/** A few small random selections per play (small keeps combos × draws cheap). */
function samples(p: FiveBallPlay, n: number): Selection[] {
  return fc.sample(
    selectionArb(p, 3).filter((sel) => p.countBets(sel) <= 30),
    { numRuns: n, seed: p.code.length * 7919 + (p.code.codePointAt(0) ?? 0) },
  );
}

function settleEverywhere(p: FiveBallPlay, sel: Selection, draws: readonly number[][]) {
  const oracle = oracleFor(p.code);
  const rates = shiftedRates(p, 7);
  const combos = p.combinations(sel);
  const judged = combos.map((c) => ({ c, wins: oracle.compile(c), rateKey: oracle.rateKey(c), key: key(c) }));
  const count = p.countBets(sel);
  const winsPerKey: Record<string, number> = {};
  let mismatch: string | null = null;
  for (const d of draws) {
    const settlement = p.settle(sel, { numbers: d }, rates);
    if (settlement.betCount !== count || settlement.refundCount !== 0)
      mismatch ??= `betCount at ${d.join('')}`;
    const expected: string[] = [];
    for (const j of judged) {
      if (!j.wins(d)) continue;
      expected.push(`${j.key}@${j.rateKey}@${rates[j.rateKey]}`);
      winsPerKey[j.rateKey] = (winsPerKey[j.rateKey] ?? 0) + 1;
    }
    if (expected.length === 0 && settlement.wins.length === 0) continue;
    const got = settlement.wins.map((w) => `${key(w.combination)}@${w.rateKey}@${w.rate}`).sort();
    if (got.join(' ') !== expected.sort().join(' '))
      mismatch ??= `${d.join('')}: ${got.join(' ')} != ${expected.join(' ')}`;
  }
  return { mismatch, winsPerKey, combos };
}

describe('five-ball settlement over all 100,000 draws', () => {
  for (const p of coreFiveBallPlays) {
    it(`${p.code} reports exactly the oracle's winners`, () => {
      const [first, ...more] = samples(p, 3);
      const runs: [Selection | undefined, number[][]][] = [[first, allDraws]];
      if (p.positions.length < 5) for (const sel of more) runs.push([sel, [...drawsOver(p.positions)]]);
      for (const [sel = p.rtpSelection, draws] of runs) {
        const { mismatch, winsPerKey, combos } = settleEverywhere(p, sel, draws);
        expect(mismatch, JSON.stringify(sel)).toBeNull();
        // Each combination wins in p(win) x (draws enumerated), as its rate spec says.
        const expectedWins: Record<string, number> = {};
        for (const c of combos) {
          const spec = p.rateSpecs[p.comboRateKey(c)];
          const k = p.comboRateKey(c);
          expectedWins[k] =
            (expectedWins[k] ?? 0) + ((spec?.winNumerator ?? 0) * draws.length) / (spec?.winDenominator ?? 1);
        }
        expect(winsPerKey).toEqual(expectedWins);
      }
    });
  }
});

describe('five-ball settle details', () => {
  const lhh = byCode(fiveBallPlaysWithRtp, 'LHH');
  it('dragon and tiger lose on a tie; the tie pays its own rate', () => {
    const s = lhh.settle([['dragon', 'tiger', 'tie']], { numbers: [4, 0, 0, 0, 4] }, lhh.defaultRates);
    expect(s.wins).toEqual([{ combination: ['LHH', 'tie'], rateKey: 'tie', rate: 900 }]);
    expect(s.refundCount).toBe(0);
  });

  it('fails loudly when a winning rate key has no rate, like every family', () => {
    expect(() => lhh.settle([['dragon']], { numbers: [9, 0, 0, 0, 1] }, {})).toThrow(
      'no rate for key dragon',
    );
    // The server settles with the defaults merged in (effectiveRates), where dragon pays 2.16.
    const s = lhh.settle([['dragon']], { numbers: [9, 0, 0, 0, 1] }, lhh.defaultRates);
    expect(s.wins).toEqual([{ combination: ['LHH', 'dragon'], rateKey: 'dragon', rate: 216 }]);
  });

  it('group sum pays group 3 or group 6 by the result form and nothing on a triple', () => {
    const p = byCode(fiveBallPlaysWithRtp, 'ZZUHZ');
    const rates = { group3: 111, group6: 222 };
    expect(p.settle([['4']], { numbers: [9, 1, 1, 2, 9] }, rates).wins).toEqual([
      { combination: ['4', '1', '1', '2'], rateKey: 'group3', rate: 111 },
    ]);
    expect(p.settle([['6']], { numbers: [9, 3, 1, 2, 9] }, rates).wins).toEqual([
      { combination: ['6', '1', '2', '3'], rateKey: 'group6', rate: 222 },
    ]);
    expect(p.settle([['3']], { numbers: [9, 1, 1, 1, 9] }, rates).wins).toEqual([]);
  });

  it('any-position combinations name their balls', () => {
    const p = byCode(fiveBallPlaysWithRtp, 'RZX2');
    const wins = p.settle([['1'], [], [], ['5'], ['7']], { numbers: [1, 0, 0, 5, 7] }, p.defaultRates).wins;
    expect(wins.map((w) => w.combination)).toEqual([
      ['ball1', '1', 'ball4', '5'],
      ['ball1', '1', 'ball5', '7'],
      ['ball4', '5', 'ball5', '7'],
    ]);
  });

  it('refuses a draw that is not five digits', () => {
    const p = byCode(fiveBallPlaysWithRtp, 'DWD');
    expect(() => p.settle([['1'], [], [], [], []], { numbers: [1, 2, 3, 4] }, {})).toThrow(RangeError);
    expect(() => p.settle([['1'], [], [], [], []], { numbers: [1, 2, 3, 4, 10] }, {})).toThrow(RangeError);
  });
});
