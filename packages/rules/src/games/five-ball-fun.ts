import { choose } from '../combinatorics';
import {
  ballCode,
  definePlay,
  type FiveBallPlay,
  numberItems,
  type RawWin,
  rateSpec,
  row,
} from './five-ball-common';
import { itemsOf, picksAt } from './play-kit';
import type { Selection } from './types';

/**
 * Fun plays and multi-ball big/small/odd/even, docs/reference/play-types.md §1.1:
 *
 * | Code                 | Play                                   | Count            | Wins when                      |
 * |----------------------|----------------------------------------|------------------|--------------------------------|
 * | YFFS HSCS SXBX SJFC  | one sail / pairs / three stars / four  | n                | the digit shows ≥ 1/2/3/4 times|
 * | Q2DXDS H2DXDS        | balls 1-2 / 4-5 big/small/odd/even     | n1·n2            | each ball has its attribute    |
 * | Q3DXDS H3DXDS        | balls 1-3 / 3-5 big/small/odd/even     | n1·n2·n3         | each ball has its attribute    |
 *
 * Fun combinations are `[digit]`; attribute combinations are the attributes in ball order.
 */

const ALL5 = [0, 1, 2, 3, 4];

/** Draws of five digits in which one given digit shows at least `times` times (of 100,000). */
export function atLeastCount(times: number): number {
  let total = 0;
  for (let j = times; j <= 5; j++) total += choose(5, j) * 9 ** (5 - j);
  return total;
}

function funPlay(code: string, times: number): FiveBallPlay {
  return definePlay({
    code,
    group: 'fun',
    counting: 'additive',
    rows: [row(code, 'digits', numberItems(0, 9, 'hit'), 1, 10)],
    rateSpecs: { hit: rateSpec('other', atLeastCount(times), 100000) },
    positions: ALL5,
    rtpSelection: [['2', '7']],
    count: (sel) => picksAt(sel, 0).length,
    combos: (sel) => picksAt(sel, 0).map((d) => [d]),
    wins: (sel, digits) => {
      const out: RawWin[] = [];
      for (const d of picksAt(sel, 0)) {
        let shown = 0;
        for (const x of digits) if (x === Number(d)) shown++;
        if (shown >= times) out.push({ combination: [d], rateKey: 'hit' });
      }
      return out;
    },
  });
}

const BSOE = ['big', 'small', 'odd', 'even'] as const;

function hasAttribute(attr: string, digit: number): boolean {
  if (attr === 'big') return digit >= 5;
  if (attr === 'small') return digit <= 4;
  return digit % 2 === (attr === 'odd' ? 1 : 0);
}

function attributesOf(sel: Selection, m: number): string[][] {
  let out: string[][] = [[]];
  for (let i = 0; i < m; i++) out = out.flatMap((prefix) => picksAt(sel, i).map((a) => [...prefix, a]));
  return out;
}

function bsoePlay(code: string, positions: readonly number[]): FiveBallPlay {
  const m = positions.length;
  return definePlay({
    code,
    group: 'twoSided',
    counting: 'recomputed',
    rows: positions.map((p) => row(ballCode(p), ballCode(p), itemsOf('fiveball', BSOE, 'hit'), 1, 4)),
    rateSpecs: { hit: rateSpec('other', 1, 2 ** m) },
    positions,
    rtpSelection: positions.map(() => [...BSOE]),
    count: (sel) => positions.reduce((n, _p, i) => n * picksAt(sel, i).length, 1),
    combos: (sel) => attributesOf(sel, m),
    wins: (sel, digits) => {
      // Each ball matches two attributes (one of big/small, one of odd/even): every mix of them wins.
      const matching = positions.map((p, i) =>
        picksAt(sel, i).filter((a) => hasAttribute(a, digits[p] ?? 0)),
      );
      return attributesOf(matching, m).map((combination) => ({ combination, rateKey: 'hit' }));
    },
  });
}

export const funPlays: readonly FiveBallPlay[] = [
  funPlay('YFFS', 1),
  funPlay('HSCS', 2),
  funPlay('SXBX', 3),
  funPlay('SJFC', 4),
  bsoePlay('Q2DXDS', [0, 1]),
  bsoePlay('H2DXDS', [3, 4]),
  bsoePlay('Q3DXDS', [0, 1, 2]),
  bsoePlay('H3DXDS', [2, 3, 4]),
];
