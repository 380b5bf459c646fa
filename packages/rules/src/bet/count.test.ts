import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { product } from '../combinatorics';
import { games } from '../games/games';
import { playsOf } from '../games/registry';
import { countBets, countPlayBets } from './count';
import { randomPick } from './random-pick';
import { distinctPair, pickTwo, positions, sixDigits } from './test-plays.test-support';

const digit = fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9');
const row = (min: number, max: number) => fc.uniqueArray(digit, { minLength: min, maxLength: max });

describe('countPlayBets', () => {
  it('equals an independent brute force on the test plays', () => {
    fc.assert(
      fc.property(row(1, 5), row(1, 5), (a, b) => {
        const brute = product([a, b]).filter(([x, y]) => x !== y).length;
        expect(countPlayBets(distinctPair, [a, b])).toBe(brute);
        expect(countPlayBets(positions, [a, b])).toBe(a.length + b.length);
      }),
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom('1', '2', '3', '4', '5', '6'), { minLength: 2 }),
        (picks) => {
          let pairs = 0;
          for (let i = 0; i < picks.length; i++) for (let j = i + 1; j < picks.length; j++) pairs++;
          expect(countPlayBets(pickTwo, [picks])).toBe(pairs);
        },
      ),
    );
    // Whatever the random picks above reached, the pairs themselves are checked every run.
    expect(pickTwo.combinations([['1', '2', '3']])).toEqual([
      ['1', '2'],
      ['1', '3'],
      ['2', '3'],
    ]);
  });

  it('multiplies the rows of a full product', () => {
    const selection = [['1', '2'], ['3'], ['4', '5', '6'], ['7'], ['8'], ['9', '0']];
    expect(countPlayBets(sixDigits, selection)).toBe(12);
    expect(sixDigits.combinations(selection)).toHaveLength(12);
  });

  it('is 0 for an invalid selection', () => {
    expect(countPlayBets(pickTwo, [['1']])).toBe(0);
    expect(countPlayBets(distinctPair, [['1'], ['1']])).toBe(0);
  });
});

describe('countBets on real plays', () => {
  it('is 0 for an unknown game or play', () => {
    expect(countBets('nope', 'HZ', [['10']])).toBe(0);
    expect(countBets('k3', 'nope', [['10']])).toBe(0);
  });

  it.each(games.map((g) => g.code))('%s: equals combinations().length of random machine picks', (game) => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (const play of playsOf(game)) {
      for (let i = 0; i < 3; i++) {
        const selection = randomPick(play, random);
        // Mark Six pairing plays count with the zodiac year (others ignore it).
        const context = { zodiacYear: 2027 };
        expect(countBets(game, play.code, selection, context)).toBe(
          play.combinations(selection, context).length,
        );
      }
    }
  });
});
