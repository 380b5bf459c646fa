import { choose, subsets } from '../combinatorics';
import {
  chooseFirstRow,
  definePlay,
  type FiveBallPlay,
  numberItems,
  rateSpec,
  row,
  sortedCodes,
} from './five-ball-common';
import { picksAt } from './play-kit';

/**
 * Not-positioned (不定位) plays: a combination is k different digits (ascending) and wins when
 * every one of them appears somewhere in the play's positions; one draw can win several.
 *
 * | Code   | Positions            | k |
 * |--------|----------------------|---|
 * | QBDW31 | front three (1-3)    | 1 |
 * | HBDW31 | back three (3-5)     | 1 |
 * | QBDW32 | front three          | 2 |
 * | HBDW32 | back three           | 2 |
 * | BDW41  | last four (2-5)      | 1 |
 * | BDW42  | last four            | 2 |
 * | BDW52  | all five             | 2 |
 * | BDW53  | all five             | 3 |
 */

/**
 * Draws (out of 10^m) in which k given different digits all appear among m positions, by
 * inclusion–exclusion over the digits that are missing.
 */
export function allAppearCount(m: number, k: number): number {
  let total = 0;
  for (let j = 0; j <= k; j++) total += (j % 2 === 0 ? 1 : -1) * choose(k, j) * (10 - j) ** m;
  return total;
}

function notPositionedPlay(code: string, positions: readonly number[], k: number): FiveBallPlay {
  const m = positions.length;
  return definePlay({
    code,
    group: 'notPositioned',
    counting: k === 1 ? 'additive' : 'recomputed',
    rows: [row(code, 'digits', numberItems(0, 9, 'hit'), k, 10)],
    rateSpecs: { hit: rateSpec('other', allAppearCount(m, k), 10 ** m) },
    positions,
    rtpSelection: [['0', '3', '6', '9'].slice(0, k + 1)],
    count: (sel) => chooseFirstRow(sel, k),
    combos: (sel) => subsets(picksAt(sel, 0).map(Number), k).map(sortedCodes),
    wins: (sel, digits) => {
      let present = 0;
      for (const p of positions) present |= 1 << (digits[p] ?? 0);
      const hits: number[] = [];
      for (const code of picksAt(sel, 0)) if ((present >> Number(code)) & 1) hits.push(Number(code));
      // Plain loops: this runs once per draw in the exhaustive tests.
      return hits.length < k
        ? []
        : subsets(hits, k).map((ds) => ({ combination: sortedCodes(ds), rateKey: 'hit' }));
    },
  });
}

const FRONT3 = [0, 1, 2];
const BACK3 = [2, 3, 4];
const LAST4 = [1, 2, 3, 4];
const ALL5 = [0, 1, 2, 3, 4];

export const notPositionedPlays: readonly FiveBallPlay[] = [
  notPositionedPlay('QBDW31', FRONT3, 1),
  notPositionedPlay('HBDW31', BACK3, 1),
  notPositionedPlay('QBDW32', FRONT3, 2),
  notPositionedPlay('HBDW32', BACK3, 2),
  notPositionedPlay('BDW41', LAST4, 1),
  notPositionedPlay('BDW42', LAST4, 2),
  notPositionedPlay('BDW52', ALL5, 2),
  notPositionedPlay('BDW53', ALL5, 3),
];
