import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countBets } from '../bet/count';
import { largestSelection } from '../bet/selection';
import { parseTypedEntries } from '../bet/typed-entry';
import { structureError, validateSelection } from '../bet/validate';
import { choose } from '../combinatorics';
import { catalogueFiveBallPlays } from './five-ball';
import type { FiveBallPlay } from './five-ball-common';
import {
  bruteEntries,
  catalogueOracleFor,
  itemRowsArb,
  typedTextArb,
} from './five-ball-catalogue.test-support';
import { playByCode, comboKey as key } from './play.test-support';
import type { Selection } from './types';

const play = (code: string) => playByCode(catalogueFiveBallPlays, code);

/**
 * Random selections of a play: item rows as random subsets, typed rows parsed from random text with
 * repeats and invalid tokens (their brute-force entry sets are checked against the parser here too).
 */
function selectionArb(p: FiveBallPlay): fc.Arbitrary<Selection> {
  const typedIndex = p.rows.findIndex((row) => row.entry);
  const entry = p.rows[typedIndex]?.entry;
  if (!entry) return itemRowsArb(p, 4);
  return fc.tuple(itemRowsArb(p, 4), typedTextArb(entry.digits)).map(([rows, typed]) => {
    const parsed = parseTypedEntries(typed.text, entry);
    expect(new Set(parsed.entries)).toEqual(bruteEntries(typed.tokens, entry));
    const sel = [...rows];
    sel[typedIndex] = [...parsed.entries];
    return sel;
  });
}

describe('five-ball catalogue plays (issue 13): countBets against brute force', () => {
  it('adds 58 plays with unique codes', () => {
    const codes = catalogueFiveBallPlays.map((p) => p.code);
    expect(new Set(codes).size).toBe(58);
  });

  for (const p of catalogueFiveBallPlays) {
    // The oracle enumerates up to 100,000 numbers per run: a wider timeout for loaded machines.
    it(
      `${p.code}: countBets == combinations().length == independent enumeration`,
      { timeout: 30_000 },
      () => {
        const oracle = catalogueOracleFor(p.code);
        fc.assert(
          fc.property(selectionArb(p), (sel) => {
            if (structureError(p, sel)) return;
            const brute = oracle.enumerate(sel).map(key).sort();
            expect(p.countBets(sel)).toBe(brute.length);
            expect(p.combinations(sel).map(key).sort()).toEqual(brute);
            expect(validateSelection(p, sel).ok).toBe(brute.length > 0);
          }),
          { numRuns: 30, seed: 20261123 },
        );
      },
    );
  }
});

describe('five-ball catalogue count formulas (docs/reference/play-types.md §1.1)', () => {
  const d = (s: string): string[] => s.split('');
  it('matches worked examples', () => {
    const cases: [string, Selection, number][] = [
      ['ZX5', [d('12'), d('3'), d('456'), d('7'), d('89')], 12],
      ['ZH5', [d('12'), d('3'), d('456'), d('7'), d('89')], 5 * 12],
      ['ZH4', [d('3'), d('456'), d('7'), d('89')], 4 * 6],
      ['ZX4_S', [['1234', '0000', '9876']], 3],
      ['QZUBD', [['3']], 54],
      ['HZUBD', [['3', '5']], 108],
      ['QZU2BD', [['0', '9']], 18],
      ['HTS3', [['triple', 'straight', 'pair']], 3],
      ['YFFS', [d('0123')], 4],
      ['H3DXDS', [['big', 'odd'], ['small'], ['even', 'odd']], 4],
      [
        'RZX2_S',
        [
          ['ball1', 'ball2', 'ball5'],
          ['12', '34'],
        ],
        2 * 3,
      ],
      ['RZU2', [['ball1', 'ball2', 'ball3', 'ball4'], d('1234')], choose(4, 2) * choose(4, 2)],
      ['RZU3', [['ball1', 'ball2', 'ball3', 'ball4'], d('123')], 3 * 2 * choose(4, 3)],
      ['RZU6', [['ball1', 'ball2', 'ball3', 'ball4', 'ball5'], d('1234')], choose(4, 3) * choose(5, 3)],
      [
        'RHHZX',
        [
          ['ball1', 'ball3', 'ball5'],
          ['112', '123', '099'],
        ],
        3,
      ],
      ['RSXZU24', [['ball1', 'ball2', 'ball3', 'ball4', 'ball5'], d('012345')], choose(6, 4) * 5],
      ['RSXZU12', [['ball1', 'ball2', 'ball3', 'ball4'], d('12'), d('234')], 2 * 3 - 1 * 2],
      ['RSXZU4', [['ball1', 'ball2', 'ball3', 'ball4', 'ball5'], d('12'), d('123')], (2 * 3 - 2) * 5],
      ['LHH24', [['dragon', 'tie']], 2],
    ];
    for (const [code, sel, expected] of cases) expect(play(code).countBets(sel), code).toBe(expected);
  });

  // bet/count-speed.test.ts times the largest selection of every play of the registry (< 1 ms).
  it('refuses or counts the largest allowed selections as the formulas say', () => {
    expect(countBets('ffc', 'ZH5', largestSelection(play('ZH5')))).toBe(0); // 500,000 > the bet limit
    expect(play('ZH4').countBets(largestSelection(play('ZH4')))).toBe(4 * 10000);
    expect(play('ZX5_S').countBets(largestSelection(play('ZX5_S')))).toBe(1000);
    expect(play('HHHZX').rows[0]?.maxPicks).toBe(210);
    expect(play('QZU3_S').rows[0]?.maxPicks).toBe(90);
    expect(play('QZU6_S').rows[0]?.maxPicks).toBe(120);
  });
});
