import {
  carCodes,
  pairOutcomeCount,
  placeCodes,
  policyRate,
  racingSpec,
  racingSumSideWays,
  racingSumWays,
} from './racing-data';
import type { RacingPolicy } from './racing-data';
import { itemsOf, noCombinationError, orderedPicks, playBase, rowOf, winOf } from './play-kit';
import { distinctTupleCount, readCars } from './racing-parts';
import type { RtpCase } from './racing-rtp';
import { racingRtpRowsOf } from './racing-rtp';
import type { CombinationWin, PlayDefinition, PlayItem, RateSpec, RtpRow, Selection } from './types';

/*
 * PK10 and XYFT plays (docs/reference/play-types.md section 3, README). draw.numbers = the cars by place, index 0
 * the champion. Codes follow the peer codes of docs/reference/play-types.md where one exists.
 *
 * | Code      | Rows (item codes)                            | Count            | Wins when                     | Rate keys (policy)              |
 * |-----------|----------------------------------------------|------------------|-------------------------------|---------------------------------|
 * | PKQZX1    | PKQZX1: cars 1..10                           | picks            | champion is the car           | PKQZX1 (single number, 9.50)    |
 * | PKQZX2-5  | place1..placeN: cars 1..10                   | distinct tuples  | places 1..N in order          | play code (other, 0.90 x fair)  |
 * | PKDWD     | place1..place10: cars 1..10 (0-10 each)      | total picks      | that place is the car         | PKDWD (single number, 9.50)     |
 * | PKDXDS    | place1..place10: big, small, odd, even       | total picks      | car at the place: big 6-10    | big/small/odd/even (1.95)       |
 * | PKLH      | place1..place5: dragon, tiger                | total picks      | dragon: place i > place 11-i  | dragon/tiger (1.95)             |
 * | PKGYH     | PKGYH: sums 3..19                            | picks            | champion + runner-up = sum    | each sum (single number, table E) |
 * | PKGYHDXDS | PKGYHDXDS: big, small, odd, even             | picks            | sum big 12-19, small 3-11     | each side (uneven, 0.975 x fair) |
 *
 * Two-sided per place is one play with a row per place (like position pick), not ten plays, so a
 * bettor can back several places in one bet. Combinations of row plays are [rowCode, itemCode].
 */

const sides = ['big', 'small', 'odd', 'even'] as const;
type Side = (typeof sides)[number];
const sumCodes = Object.keys(racingSumWays);

/** Rate specs and the default rates the policy gives them. */
function pricing(specs: Record<string, RateSpec>) {
  const defaultRates = Object.fromEntries(
    Object.entries(specs).map(([key, spec]) => [key, policyRate(spec)]),
  );
  return { rateSpecs: specs, defaultRates };
}

const uniformPricing = (code: string, policy: RacingPolicy, win: number, outcomes: number) =>
  pricing({ [code]: racingSpec(policy, win, outcomes) });

/** A play of one row where every item is one combination (count = picks). */
function singleItemPlay(
  code: string,
  group: string,
  items: PlayItem[],
  specs: Record<string, RateSpec>,
  winners: (cars: readonly number[]) => ReadonlySet<string>,
): PlayDefinition {
  const codes = items.map((i) => i.code);
  const keyOf = new Map(items.map((i) => [i.code, i.rateKey]));
  const picks = (s: Selection) => orderedPicks(s[0], codes);
  return {
    ...playBase('racing', code, group, 'additive'),
    direct: true,
    rows: [rowOf(code, `play.racing.${code}`, items, 1, items.length)],
    ...pricing(specs),
    countBets: (s) => picks(s).length,
    combinations: (s) => picks(s).map((c) => [c]),
    settle(s, draw, rates) {
      const hit = winners(readCars(draw));
      const chosen = picks(s);
      const wins = chosen.filter((c) => hit.has(c)).map((c) => winOf([c], keyOf.get(c) ?? code, rates));
      return { betCount: chosen.length, wins, refundCount: 0 };
    },
  };
}

/** A play of several place rows, each pick one combination [rowCode, itemCode] (count = total picks). */
function placeRowsPlay(
  code: string,
  group: string,
  rowCount: number,
  items: PlayItem[],
  specs: Record<string, RateSpec>,
  winnersAt: (row: number, cars: readonly number[]) => ReadonlySet<string>,
): PlayDefinition {
  const codes = items.map((i) => i.code);
  const keyOf = new Map(items.map((i) => [i.code, i.rateKey]));
  const rowCodes = placeCodes.slice(0, rowCount);
  const combinations = (s: Selection) =>
    rowCodes.flatMap((row, r) => orderedPicks(s[r], codes).map((item) => [row, item]));
  return {
    ...playBase('racing', code, group, 'additive'),
    direct: false,
    rows: rowCodes.map((row) => rowOf(row, `row.racing.${row}`, items, 0, items.length)),
    minTotalPicks: 1,
    ...pricing(specs),
    countBets: (s) => rowCodes.reduce((total, _row, r) => total + orderedPicks(s[r], codes).length, 0),
    combinations,
    settle(s, draw, rates) {
      const cars = readCars(draw);
      const wins: CombinationWin[] = [];
      let betCount = 0;
      rowCodes.forEach((row, r) => {
        const hits = winnersAt(r, cars);
        const picks = orderedPicks(s[r], codes);
        betCount += picks.length;
        for (const item of picks)
          if (hits.has(item)) wins.push(winOf([row, item], keyOf.get(item) ?? code, rates));
      });
      return { betCount, wins, refundCount: 0 };
    },
  };
}

/** Front N direct: one car per place, in order, never the same car twice in a tuple. */
function frontPlay(n: number): PlayDefinition {
  const code = `PKQZX${n}`;
  const rowCodes = placeCodes.slice(0, n);
  const rows = (s: Selection) => rowCodes.map((_row, r) => orderedPicks(s[r], carCodes));
  // Rows are sets of cars, so the validated picks need no ordering to be counted.
  const count = (s: Selection) => distinctTupleCount(rowCodes.map((_row, r) => s[r] ?? []));
  // Ordered outcomes of the first N places: 10 x 9 x ... (N factors); one of them wins.
  const outcomes = Array.from({ length: n }, (_, i) => 10 - i).reduce((a, b) => a * b, 1);
  return {
    ...playBase('racing', code, 'front', 'recomputed'),
    direct: false,
    rows: rowCodes.map((row) =>
      rowOf(row, `row.racing.${row}`, itemsOf('racing', carCodes, code), 1, carCodes.length),
    ),
    minTotalPicks: n,
    ...uniformPricing(code, 'other', 1, outcomes),
    // Row checks pass for e.g. place1 {1} and place2 {1}, which makes no distinct tuple.
    extraValidate: (s) => (count(s) === 0 ? noCombinationError : null),
    countBets: count,
    combinations(s) {
      let tuples: string[][] = [[]];
      for (const row of rows(s))
        tuples = tuples.flatMap((t) => row.filter((car) => !t.includes(car)).map((car) => [...t, car]));
      return tuples;
    },
    settle(s, draw, rates) {
      const cars = readCars(draw).slice(0, n).map(String);
      const picked = rows(s);
      const wins = cars.every((car, i) => picked[i]?.includes(car)) ? [winOf(cars, code, rates)] : [];
      return { betCount: count(s), wins, refundCount: 0 };
    },
  };
}

function sideOf(value: number, bigFrom: number): Set<Side> {
  return new Set<Side>([value >= bigFrom ? 'big' : 'small', value % 2 === 1 ? 'odd' : 'even']);
}

const champion = singleItemPlay(
  'PKQZX1',
  'front',
  itemsOf('racing', carCodes, 'PKQZX1'),
  { PKQZX1: racingSpec('singleNumber', 1, 10) },
  (cars) => new Set([String(cars[0])]),
);

const positionPick = placeRowsPlay(
  'PKDWD',
  'position',
  10,
  itemsOf('racing', carCodes, 'PKDWD'),
  { PKDWD: racingSpec('singleNumber', 1, 10) },
  (row, cars) => new Set([String(cars[row])]),
);

const placeSides = placeRowsPlay(
  'PKDXDS',
  'twoSided',
  10,
  itemsOf('racing', sides),
  Object.fromEntries(sides.map((side) => [side, racingSpec('twoSidedEven', 5, 10)])),
  (row, cars) => sideOf(cars[row] ?? 0, 6),
);

// Place i (0-based) races place 9 - i: champion vs tenth ... fifth vs sixth; cars differ, so no tie.
const dragonTiger = placeRowsPlay(
  'PKLH',
  'twoSided',
  5,
  itemsOf('racing', ['dragon', 'tiger']),
  { dragon: racingSpec('twoSidedEven', 45, 90), tiger: racingSpec('twoSidedEven', 45, 90) },
  (row, cars) => new Set([(cars[row] ?? 0) > (cars[9 - row] ?? 0) ? 'dragon' : 'tiger']),
);

const sumOf = (cars: readonly number[]) => (cars[0] ?? 0) + (cars[1] ?? 0);

const sum = singleItemPlay(
  'PKGYH',
  'sum',
  itemsOf('racing', sumCodes),
  Object.fromEntries(
    sumCodes.map((c) => [c, racingSpec('singleNumber', racingSumWays[c] ?? 0, pairOutcomeCount)]),
  ),
  (cars) => new Set([String(sumOf(cars))]),
);

// README: a sum of 11 is small (the XYFT reading), so these markets never tie.
const sumSides = singleItemPlay(
  'PKGYHDXDS',
  'sum',
  itemsOf('racing', sides),
  Object.fromEntries(
    sides.map((side) => [side, racingSpec('twoSidedUneven', racingSumSideWays[side], pairOutcomeCount)]),
  ),
  (cars) => sideOf(sumOf(cars), 12),
);

const fronts = [2, 3, 4, 5].map(frontPlay);

export const racingPlays: readonly PlayDefinition[] = [
  champion,
  ...fronts,
  positionPick,
  placeSides,
  dragonTiger,
  sum,
  sumSides,
];

const fullRows = (p: PlayDefinition): string[][] => p.rows.map((r) => r.items.map((i) => i.code));
const onlyRow = (p: PlayDefinition, row: number): string[][] =>
  p.rows.map((r, i) => (i === row ? r.items.map((item) => item.code) : []));
const firstPlaces = (n: number) => Array.from({ length: n }, (_, i) => i);

/**
 * What each play is settled against for its RTP: the ordered outcomes of exactly the places it
 * reads (first N places; one place per row; the dragon/tiger pair; champion and runner-up).
 */
function rtpCases(): RtpCase[] {
  return [
    { play: champion, selection: fullRows(champion), places: [0] },
    ...fronts.map((p, i) => ({ play: p, selection: fullRows(p), places: firstPlaces(i + 2) })),
    ...placeCodes.flatMap((_row, k) => [
      { play: positionPick, selection: onlyRow(positionPick, k), places: [k] },
      { play: placeSides, selection: onlyRow(placeSides, k), places: [k] },
    ]),
    ...firstPlaces(5).map((k) => ({
      play: dragonTiger,
      selection: onlyRow(dragonTiger, k),
      places: [k, 9 - k],
    })),
    { play: sum, selection: fullRows(sum), places: [0, 1] },
    { play: sumSides, selection: fullRows(sumSides), places: [0, 1] },
  ];
}

/** Every racing rate key with its default rate and its RTP found by settling enumerated outcomes. */
export function racingRtpRows(): RtpRow[] {
  return racingRtpRowsOf(racingPlays, rtpCases());
}
