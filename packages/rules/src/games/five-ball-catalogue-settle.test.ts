import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTypedEntries } from '../bet/typed-entry';
import { validateSelection } from '../bet/validate';
import { catalogueFiveBallPlays } from './five-ball';
import type { FiveBallPlay } from './five-ball-common';
import { drawsOver } from './five-ball-rtp';
import { catalogueOracleFor, itemRowsArb, typedTextArb } from './five-ball-catalogue.test-support';
import { playByCode, comboKey as key, shiftedRates } from './play.test-support';
import type { Selection } from './types';

// Every new play is settled against every draw of the balls it reads (100,000 draws for plays that
// read all five), and the winners it reports are compared with the oracle of
// five-ball-catalogue.test-support.ts, which judges every bought combination on its own.

/**
 * Small random valid selections (typed rows from random text), at most `maxCount` combinations (a
 * 3-star banker alone buys 54). Sampled without a filter, so a play whose selections are rarely small cannot hang.
 */
function samples(p: FiveBallPlay, n: number, maxCount: number): Selection[] {
  const typedIndex = p.rows.findIndex((row) => row.entry);
  const entry = p.rows[typedIndex]?.entry;
  const arb: fc.Arbitrary<Selection> = entry
    ? fc.tuple(itemRowsArb(p, 3), typedTextArb(entry.digits)).map(([rows, typed]) => {
        const sel = [...rows];
        sel[typedIndex] = [...parseTypedEntries(typed.text, entry).entries].slice(0, 4);
        return sel;
      })
    : itemRowsArb(p, 3);
  return fc
    .sample(arb, { numRuns: 200, seed: p.code.length * 7919 + (p.code.codePointAt(0) ?? 0) })
    .filter((sel) => validateSelection(p, sel).ok && p.countBets(sel) <= maxCount)
    .slice(0, n);
}

function mismatchOver(p: FiveBallPlay, sel: Selection): string | null {
  const oracle = catalogueOracleFor(p.code);
  const rates = shiftedRates(p, 3);
  const judged = p
    .combinations(sel)
    .map((c) => ({ test: oracle.compile(c), key: key(c), rateKey: oracle.rateKey(c) }));
  const count = p.countBets(sel);
  for (const numbers of drawsOver(p.positions)) {
    const settlement = p.settle(sel, { numbers }, rates);
    if (settlement.betCount !== count || settlement.refundCount !== 0)
      return `betCount at ${numbers.join('')}`;
    const expected = judged
      .filter((j) => j.test(numbers))
      .map((j) => `${j.key}@${j.rateKey}@${rates[j.rateKey]}`);
    if (expected.length === 0 && settlement.wins.length === 0) continue;
    const got = settlement.wins.map((w) => `${key(w.combination)}@${w.rateKey}@${w.rate}`).sort();
    if (got.join(' ') !== expected.sort().join(' '))
      return `${numbers.join('')}: ${got.join(' ')} != ${expected.join(' ')}`;
  }
  return null;
}

describe('five-ball catalogue plays (issue 13): settlement over every draw', () => {
  for (const p of catalogueFiveBallPlays) {
    // Plays on all five balls run over 100,000 draws: one small random selection besides the RTP one.
    it(`${p.code} reports exactly the oracle's winners`, { timeout: 30_000 }, () => {
      const random = p.positions.length === 5 ? samples(p, 1, 20) : samples(p, 3, 60);
      expect(random.length).toBeGreaterThan(0);
      for (const sel of [p.rtpSelection, ...random])
        expect(mismatchOver(p, sel), JSON.stringify(sel)).toBeNull();
    });
  }
});

describe('five-ball catalogue settle details', () => {
  const play = (code: string) => playByCode(catalogueFiveBallPlays, code);

  it('5-star combination pays every tier the tail reaches', () => {
    const p = play('ZH5');
    const wins = p.settle(
      [['1'], ['2'], ['3'], ['4'], ['5', '6']],
      { numbers: [9, 2, 3, 4, 5] },
      p.defaultRates,
    ).wins;
    expect(wins.map((w) => [w.combination.join(''), w.rate])).toEqual([
      ['12345star1', 900],
      ['12345star2', 9000],
      ['12345star3', 90000],
      ['12345star4', 900000],
    ]);
  });

  it('mixed group pays group 3 or group 6 by the drawn form, and a triple never wins', () => {
    const p = play('QHHZX');
    const sel = [['112', '123']];
    expect(p.settle(sel, { numbers: [2, 1, 1, 0, 0] }, p.defaultRates).wins).toEqual([
      { combination: ['1', '1', '2'], rateKey: 'group3', rate: 30000 },
    ]);
    expect(p.settle(sel, { numbers: [3, 1, 2, 0, 0] }, p.defaultRates).wins).toEqual([
      { combination: ['1', '2', '3'], rateKey: 'group6', rate: 15000 },
    ]);
    expect(p.settle(sel, { numbers: [1, 1, 1, 0, 0] }, p.defaultRates).wins).toEqual([]);
  });

  it('straights wrap from 9 to 0; a banker held twice pays twice', () => {
    const ts = play('HTS3');
    expect(ts.settle([['straight']], { numbers: [0, 0, 9, 0, 1] }, ts.defaultRates).wins).toHaveLength(1);
    expect(ts.settle([['straight']], { numbers: [0, 0, 9, 0, 2] }, ts.defaultRates).wins).toHaveLength(0);
    const bd = play('QZUBD');
    expect(bd.settle([['1', '2']], { numbers: [1, 2, 3, 0, 0] }, bd.defaultRates).wins).toHaveLength(2);
  });
});
