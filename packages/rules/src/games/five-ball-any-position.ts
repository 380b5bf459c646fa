import { subsets } from '../combinatorics';
import {
  BALL_COUNT,
  ballCode,
  ballRow,
  definePlay,
  type FiveBallPlay,
  type RawWin,
  rateSpec,
} from './five-ball-common';
import { picksAt } from './play-kit';
import type { Selection } from './types';

/**
 * Any-position direct (任选直选) RZX2 and RZX3: digits on any of the five balls; every choice
 * of k balls that all have picks, times one digit per chosen ball, is a combination. It names
 * its balls: `["ball1","3","ball4","5"]` wins when ball 1 is 3 and ball 4 is 5.
 */

const BALLS = [0, 1, 2, 3, 4];
const POSITION_SETS: Record<number, number[][]> = {
  2: subsets(BALLS, 2),
  3: subsets(BALLS, 3),
  4: subsets(BALLS, 4),
};

/** Σ over position sets of the product of their pick counts: elementary symmetric sum e_k. */
export function anyPositionCount(sel: Selection, k: number): number {
  const e = new Array<number>(k + 1).fill(0);
  e[0] = 1;
  for (let p = 0; p < BALL_COUNT; p++) {
    const n = picksAt(sel, p).length;
    for (let j = k; j >= 1; j--) e[j] = (e[j] ?? 0) + (e[j - 1] ?? 0) * n;
  }
  return e[k] ?? 0;
}

export function anyPositionPlay(k: 2 | 3 | 4): FiveBallPlay {
  const sets = POSITION_SETS[k] ?? [];
  return definePlay({
    code: `RZX${k}`,
    group: 'anyPosition',
    counting: 'recomputed',
    rows: BALLS.map((p) => ballRow(p, 'direct', 0)),
    minTotalPicks: k,
    rateSpecs: { direct: rateSpec('other', 1, 10 ** k) },
    positions: BALLS,
    rtpSelection: k === 4 ? [['1'], ['6'], ['2', '3'], ['4'], []] : [['1'], [], ['2', '3'], ['4'], []],
    canBeEmpty: true,
    count: (sel) => anyPositionCount(sel, k),
    combos: (sel) =>
      sets.flatMap((set) => {
        let out: string[][] = [[]];
        for (const p of set)
          out = out.flatMap((prefix) => picksAt(sel, p).map((d) => [...prefix, ballCode(p), d]));
        return out;
      }),
    wins: (sel, digits) => {
      const out: RawWin[] = [];
      for (const set of sets) {
        const combination: string[] = [];
        for (const p of set) {
          const drawn = String(digits[p]);
          if (!picksAt(sel, p).includes(drawn)) break;
          combination.push(ballCode(p), drawn);
        }
        if (combination.length === 2 * k) out.push({ combination, rateKey: 'direct' });
      }
      return out;
    },
  });
}

export const anyPositionPlays: readonly FiveBallPlay[] = [anyPositionPlay(2), anyPositionPlay(3)];
