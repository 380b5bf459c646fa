import { subsets } from '../combinatorics';
import { definePlay, type FiveBallPlay, rateSpec, row } from './five-ball-common';
import { itemsOf, picksAt } from './play-kit';

/**
 * Dragon / tiger / tie on the other nine pairs of balls (ball 1 against ball 5 is LHH):
 * LHH12 LHH13 LHH14 LHH23 LHH24 LHH25 LHH34 LHH35 LHH45. Same rules and rates as LHH: dragon when
 * the first ball is higher, tiger when lower, tie when equal; dragon and tiger lose on a tie.
 */

const OUTCOMES = ['dragon', 'tiger', 'tie'] as const;

function dragonTigerPlay(first: number, second: number): FiveBallPlay {
  const code = `LHH${first + 1}${second + 1}`;
  return definePlay({
    code,
    group: 'dragonTiger',
    counting: 'additive',
    rows: [row(code, 'dragonTiger', itemsOf('fiveball', OUTCOMES), 1, 3)],
    rateSpecs: {
      dragon: rateSpec('twoSidedUneven', 45, 100),
      tiger: rateSpec('twoSidedUneven', 45, 100),
      tie: rateSpec('other', 10, 100),
    },
    positions: [first, second],
    rtpSelection: [[...OUTCOMES]],
    comboRateKey: (c) => c[1] ?? '',
    count: (sel) => picksAt(sel, 0).length,
    combos: (sel) => picksAt(sel, 0).map((o) => [code, o]),
    wins: (sel, digits) => {
      const a = digits[first] ?? 0;
      const b = digits[second] ?? 0;
      const result = a > b ? 'dragon' : a < b ? 'tiger' : 'tie';
      return picksAt(sel, 0).includes(result) ? [{ combination: [code, result], rateKey: result }] : [];
    },
  });
}

export const dragonTigerPlays: readonly FiveBallPlay[] = subsets([0, 1, 2, 3, 4], 2)
  .filter(([a, b]) => !(a === 0 && b === 4))
  .map(([a = 0, b = 0]) => dragonTigerPlay(a, b));
