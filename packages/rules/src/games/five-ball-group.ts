import { subsets } from '../combinatorics';
import {
  chooseFirstRow,
  definePlay,
  type FiveBallPlay,
  maskOf,
  numberItems,
  type RawWin,
  rateSpec,
  row,
  sortedCodes,
} from './five-ball-common';
import { picksAt } from './play-kit';
import { digitSum, pick, STAR2_SPOTS, STAR3_SPOTS, type StarSpot } from './five-ball-star';
import { GROUP2_SUM_BETS, GROUP3_SUM_BETS, GROUP6_SUM_BETS } from './five-ball-sum-tables';
import type { RateSpec } from './types';

/**
 * 3-star group plays (group 3, group 6, group sum) and 2-star group plays (group combo, group
 * sum). A combination is the group's digits ascending (`["1","1","2"]`); group-sum combinations
 * carry the sum first. Triples (3-star) and pairs (2-star) never win a group play.
 */

const group3Rate = rateSpec('other', 3, 1000);
const group6Rate = rateSpec('other', 6, 1000);
const group2Rates: Record<string, RateSpec> = { group: rateSpec('other', 2, 100) };

/** Every unordered set of 3 digits that is not a triple, ascending. */
const GROUP_TRIPLES: readonly (readonly number[])[] = (() => {
  const out: number[][] = [];
  for (let a = 0; a <= 9; a++)
    for (let b = a; b <= 9; b++) for (let c = b; c <= 9; c++) if (a !== c) out.push([a, b, c]);
  return out;
})();

/** Distinct digits in a 3-digit group: 2 = group 3 (AAB), 3 = group 6 (ABC), 1 = triple. */
function distinctCount(ds: readonly number[]): number {
  return new Set(ds).size;
}

const groupKeyOf = (ds: readonly number[]): string => (distinctCount(ds) === 2 ? 'group3' : 'group6');

function group3Play(spot: StarSpot): FiveBallPlay {
  return definePlay({
    code: `${spot.prefix}ZU3`,
    group: 'star3Group',
    counting: 'recomputed',
    rows: [row(`${spot.prefix}ZU3`, 'digits', numberItems(0, 9, 'group3'), 2, 10)],
    rateSpecs: { group3: group3Rate },
    positions: spot.positions,
    rtpSelection: [['4', '8']],
    // 2·C(n,2): each ordered (pair digit, single digit) of different picks.
    count: (sel) => 2 * chooseFirstRow(sel, 2),
    combos: (sel) => {
      const ds = picksAt(sel, 0).map(Number);
      return ds.flatMap((a) => ds.filter((b) => b !== a).map((b) => sortedCodes([a, a, b])));
    },
    wins: (sel, digits) => {
      const drawn = pick(digits, spot.positions);
      if (distinctCount(drawn) !== 2) return [];
      const picked = maskOf(picksAt(sel, 0));
      return drawn.every((d) => (picked >> d) & 1)
        ? [{ combination: sortedCodes(drawn), rateKey: 'group3' }]
        : [];
    },
  });
}

function group6Play(spot: StarSpot): FiveBallPlay {
  return definePlay({
    code: `${spot.prefix}ZU6`,
    group: 'star3Group',
    counting: 'recomputed',
    rows: [row(`${spot.prefix}ZU6`, 'digits', numberItems(0, 9, 'group6'), 3, 10)],
    rateSpecs: { group6: group6Rate },
    positions: spot.positions,
    rtpSelection: [['1', '5', '9']],
    count: (sel) => chooseFirstRow(sel, 3),
    combos: (sel) => subsets(picksAt(sel, 0).map(Number), 3).map(sortedCodes),
    wins: (sel, digits) => {
      const drawn = pick(digits, spot.positions);
      if (distinctCount(drawn) !== 3) return [];
      const picked = maskOf(picksAt(sel, 0));
      return drawn.every((d) => (picked >> d) & 1)
        ? [{ combination: sortedCodes(drawn), rateKey: 'group6' }]
        : [];
    },
  });
}

/**
 * Group sum 1-26: each picked sum buys every group-3 and group-6 set with that sum; the result
 * pays the group-3 or group-6 rate by its form. Sums 1, 2, 25, 26 hold only group-3 sets, so
 * their items show the group-3 rate; the others show the group-6 rate.
 */
function groupSumPlay(spot: StarSpot): FiveBallPlay {
  const code = `${spot.prefix}ZUHZ`;
  const items = numberItems(1, 26, 'group6').map((it) =>
    (GROUP6_SUM_BETS[Number(it.code)] ?? 0) > 0 ? it : { ...it, rateKey: 'group3' },
  );
  return definePlay({
    code,
    group: 'star3Group',
    counting: 'additive',
    rows: [row(code, 'sum', items, 1, 26)],
    rateSpecs: { group3: group3Rate, group6: group6Rate },
    positions: spot.positions,
    rtpSelection: [['1', '13']],
    comboRateKey: (c) => groupKeyOf(c.slice(1).map(Number)),
    count: (sel) =>
      picksAt(sel, 0).reduce(
        (n, s) => n + (GROUP3_SUM_BETS[Number(s)] ?? 0) + (GROUP6_SUM_BETS[Number(s)] ?? 0),
        0,
      ),
    combos: (sel) => {
      const picked = maskOf(picksAt(sel, 0));
      return GROUP_TRIPLES.filter((ds) => (picked >> digitSum(ds)) & 1).map((ds) => [
        String(digitSum(ds)),
        ...sortedCodes(ds),
      ]);
    },
    wins: (sel, digits): RawWin[] => {
      const drawn = pick(digits, spot.positions);
      const sum = String(digitSum(drawn));
      if (distinctCount(drawn) === 1 || !picksAt(sel, 0).includes(sum)) return [];
      return [{ combination: [sum, ...sortedCodes(drawn)], rateKey: groupKeyOf(drawn) }];
    },
  });
}

/** 2-star group combo: C(n,2) unordered pairs of different digits; a drawn pair (AA) loses. */
function group2Play(spot: StarSpot): FiveBallPlay {
  const code = `${spot.prefix}ZU2`;
  return definePlay({
    code,
    group: 'star2',
    counting: 'recomputed',
    rows: [row(code, 'digits', numberItems(0, 9, 'group'), 2, 10)],
    rateSpecs: group2Rates,
    positions: spot.positions,
    rtpSelection: [['2', '7']],
    count: (sel) => chooseFirstRow(sel, 2),
    combos: (sel) => subsets(picksAt(sel, 0).map(Number), 2).map(sortedCodes),
    wins: (sel, digits) => {
      const [a = 0, b = 0] = pick(digits, spot.positions);
      const picked = maskOf(picksAt(sel, 0));
      return a !== b && (picked >> a) & 1 && (picked >> b) & 1
        ? [{ combination: sortedCodes([a, b]), rateKey: 'group' }]
        : [];
    },
  });
}

/** 2-star group sum 1-17: every unordered pair of different digits with a picked sum. */
function group2SumPlay(spot: StarSpot): FiveBallPlay {
  const code = `${spot.prefix}ZU2HZ`;
  return definePlay({
    code,
    group: 'star2',
    counting: 'additive',
    rows: [row(code, 'sum', numberItems(1, 17, 'group'), 1, 17)],
    rateSpecs: group2Rates,
    positions: spot.positions,
    rtpSelection: [['9']],
    count: (sel) => picksAt(sel, 0).reduce((n, s) => n + (GROUP2_SUM_BETS[Number(s)] ?? 0), 0),
    combos: (sel) => {
      const picked = maskOf(picksAt(sel, 0));
      return subsets([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 2)
        .filter((ds) => (picked >> digitSum(ds)) & 1)
        .map((ds) => [String(digitSum(ds)), ...sortedCodes(ds)]);
    },
    wins: (sel, digits) => {
      const drawn = pick(digits, spot.positions);
      const sum = String(digitSum(drawn));
      return drawn[0] !== drawn[1] && picksAt(sel, 0).includes(sum)
        ? [{ combination: [sum, ...sortedCodes(drawn)], rateKey: 'group' }]
        : [];
    },
  });
}

export const groupPlays: readonly FiveBallPlay[] = [
  ...STAR3_SPOTS.flatMap((spot) => [group3Play(spot), group6Play(spot), groupSumPlay(spot)]),
  ...STAR2_SPOTS.flatMap((spot) => [group2Play(spot), group2SumPlay(spot)]),
];
