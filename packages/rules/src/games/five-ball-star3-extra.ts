import { subsets } from '../combinatorics';
import {
  definePlay,
  DIGITS,
  type FiveBallPlay,
  numberItems,
  type RawWin,
  rateSpec,
  row,
} from './five-ball-common';
import { itemsOf, picksAt } from './play-kit';
import { digitSum, pick, STAR2_SPOTS, STAR3_SPOTS, type StarSpot } from './five-ball-star';
import { groupFormKey, sortedText } from './five-ball-typed';
import type { RateSpec } from './types';

/**
 * More 3-star and 2-star plays, docs/reference/play-types.md §1.1 and table C:
 *
 * | Code                  | Play                         | Count  | Combination          | Rate keys            |
 * |-----------------------|------------------------------|--------|----------------------|----------------------|
 * | QZUBD ZZUBD HZUBD     | 3-star group banker          | 54 · n | [banker, a, b, c]    | group3, group6       |
 * | QZU2BD HZU2BD         | 2-star group banker          | 9 · n  | [banker, a, b]       | group                |
 * | QHZWS ZHZWS HHZWS     | last digit of the 3-digit sum| n      | [digit]              | tail (1/10)          |
 * | QTS3 ZTS3 HTS3        | triple / straight / pair     | n      | [form]               | one key per form     |
 *
 * A banker buys every group (3-star: group 3 and group 6; 2-star: two different digits) holding its
 * digit; several bankers add up (a group holding two bankers is bought once per banker).
 * Straights count 0 and 9 as adjacent (890, 901), as in table C.
 */

const group3: RateSpec = rateSpec('other', 3, 1000);
const group6: RateSpec = rateSpec('other', 6, 1000);

/** Every 3-digit group (not a triple) holding digit d, ascending: 18 group-3 and 36 group-6 sets. */
function groupsWith3(d: number): number[][] {
  const others = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((x) => x !== d);
  const sets = [
    ...others.flatMap((x) => [
      [d, d, x],
      [d, x, x],
    ]),
    ...subsets(others, 2).map(([a = 0, b = 0]) => [d, a, b]),
  ];
  return sets.map((s) => [...s].sort((a, b) => a - b));
}

function banker3Play(spot: StarSpot): FiveBallPlay {
  const code = `${spot.prefix}ZUBD`;
  return definePlay({
    code,
    group: 'star3Group',
    counting: 'additive',
    rows: [row(code, 'banker', numberItems(0, 9, 'group6'), 1, 10)],
    rateSpecs: { group3, group6 },
    positions: spot.positions,
    rtpSelection: [['3']],
    comboRateKey: (c) => groupFormKey(c.slice(1).join('')),
    count: (sel) => 54 * picksAt(sel, 0).length,
    combos: (sel) => picksAt(sel, 0).flatMap((b) => groupsWith3(Number(b)).map((g) => [b, ...g.map(String)])),
    wins: (sel, digits) => {
      const drawn = sortedText(pick(digits, spot.positions).join(''));
      if (new Set(drawn).size === 1) return [];
      const out: RawWin[] = [];
      for (const b of picksAt(sel, 0))
        if (drawn.includes(b))
          out.push({ combination: [b, ...drawn.split('')], rateKey: groupFormKey(drawn) });
      return out;
    },
  });
}

function banker2Play(spot: StarSpot): FiveBallPlay {
  const code = `${spot.prefix}ZU2BD`;
  return definePlay({
    code,
    group: 'star2',
    counting: 'additive',
    rows: [row(code, 'banker', numberItems(0, 9, 'group'), 1, 10)],
    rateSpecs: { group: rateSpec('other', 2, 100) },
    positions: spot.positions,
    rtpSelection: [['6']],
    count: (sel) => 9 * picksAt(sel, 0).length,
    combos: (sel) =>
      picksAt(sel, 0).flatMap((b) =>
        DIGITS.filter((x) => x !== b).map((x) => [b, ...sortedText(b + x).split('')]),
      ),
    wins: (sel, digits) => {
      const drawn = sortedText(pick(digits, spot.positions).join(''));
      if (drawn[0] === drawn[1]) return [];
      return picksAt(sel, 0)
        .filter((b) => drawn.includes(b))
        .map((b) => ({ combination: [b, ...drawn.split('')], rateKey: 'group' }));
    },
  });
}

function sumTailPlay(spot: StarSpot): FiveBallPlay {
  const code = `${spot.prefix}HZWS`;
  return definePlay({
    code,
    group: 'star3',
    counting: 'additive',
    rows: [row(code, 'tail', numberItems(0, 9, 'tail'), 1, 10)],
    rateSpecs: { tail: rateSpec('other', 1, 10) },
    positions: spot.positions,
    rtpSelection: [['0', '5']],
    count: (sel) => picksAt(sel, 0).length,
    combos: (sel) => picksAt(sel, 0).map((d) => [d]),
    wins: (sel, digits) => {
      const tail = String(digitSum(pick(digits, spot.positions)) % 10);
      return picksAt(sel, 0).includes(tail) ? [{ combination: [tail], rateKey: 'tail' }] : [];
    },
  });
}

export const FORMS = ['triple', 'straight', 'pair'] as const;

/** Form of three digits (table C, straights wrap 9-0); null for the other forms. */
export function formOf(ds: readonly number[]): (typeof FORMS)[number] | null {
  const distinct = new Set(ds).size;
  if (distinct === 1) return 'triple';
  if (distinct === 2) return 'pair';
  const [a = 0, b = 0, c = 0] = [...ds].sort((x, y) => x - y);
  // Consecutive, or one of the two wrapping sets {0,8,9} and {0,1,9}.
  const straight = (b === a + 1 && c === b + 1) || (a === 0 && b === 8) || (a === 0 && b === 1 && c === 9);
  return straight ? 'straight' : null;
}

function specialPlay(spot: StarSpot): FiveBallPlay {
  const code = `${spot.prefix}TS3`;
  return definePlay({
    code,
    group: 'star3',
    counting: 'additive',
    rows: [row(code, 'form', itemsOf('fiveball', FORMS), 1, 3)],
    rateSpecs: {
      triple: rateSpec('other', 10, 1000),
      straight: rateSpec('other', 60, 1000),
      pair: rateSpec('other', 270, 1000),
    },
    positions: spot.positions,
    rtpSelection: [[...FORMS]],
    comboRateKey: (c) => c[0] ?? '',
    count: (sel) => picksAt(sel, 0).length,
    combos: (sel) => picksAt(sel, 0).map((f) => [f]),
    wins: (sel, digits) => {
      const form = formOf(pick(digits, spot.positions));
      return form && picksAt(sel, 0).includes(form) ? [{ combination: [form], rateKey: form }] : [];
    },
  });
}

export const star3ExtraPlays: readonly FiveBallPlay[] = [
  ...STAR3_SPOTS.flatMap((s) => [banker3Play(s), sumTailPlay(s), specialPlay(s)]),
  ...STAR2_SPOTS.map(banker2Play),
];
