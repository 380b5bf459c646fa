import {
  BALL_COUNT,
  ballCode,
  ballRow,
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
 * Credit ("two-sided") markets and single-number picks: every picked item is one combination
 * `[rowCode, itemCode]` (additive counting).
 */

const BSOE = ['big', 'small', 'odd', 'even'] as const;
type Bsoe = (typeof BSOE)[number];

/** Ball digits: big 5-9, small 0-4. Total sum 0-45: big >= 23, small <= 22 (exactly half each). */
function bsoeHit(attr: string, value: number, bigFrom: number): boolean {
  switch (attr as Bsoe) {
    case 'big':
      return value >= bigFrom;
    case 'small':
      return value < bigFrom;
    case 'odd':
      return value % 2 === 1;
    case 'even':
      return value % 2 === 0;
  }
}

const bsoeRates = {
  big: rateSpec('twoSidedEven', 1, 2),
  small: rateSpec('twoSidedEven', 1, 2),
  odd: rateSpec('twoSidedEven', 1, 2),
  even: rateSpec('twoSidedEven', 1, 2),
};

/** Additive count for one-row plays: each picked item is one combination. */
const countPicks = (sel: Selection): number => picksAt(sel, 0).length;

function bsoePlay(
  code: string,
  positions: readonly number[],
  bigFrom: number,
  value: (d: readonly number[]) => number,
) {
  return definePlay({
    code,
    group: 'twoSided',
    counting: 'additive',
    rows: [
      row(code, code === 'LM_SUM' ? 'total' : ballCode(positions[0] ?? 0), itemsOf('fiveball', BSOE), 1, 4),
    ],
    rateSpecs: bsoeRates,
    positions,
    rtpSelection: [[...BSOE]],
    comboRateKey: (c) => c[1] ?? '',
    count: countPicks,
    combos: (sel) => picksAt(sel, 0).map((a) => [code, a]),
    wins: (sel, digits) => {
      const v = value(digits);
      const out: RawWin[] = [];
      for (const a of picksAt(sel, 0))
        if (bsoeHit(a, v, bigFrom)) out.push({ combination: [code, a], rateKey: a });
      return out;
    },
  });
}

const ballPositions = [0, 1, 2, 3, 4];

/** LM_B1..LM_B5: big/small/odd/even of one ball. */
const ballBsoePlays = ballPositions.map((p) => bsoePlay(`LM_B${p + 1}`, [p], 5, (d) => d[p] ?? 0));

/** LM_SUM: big/small/odd/even of the sum of the five balls. */
const totalBsoePlay = bsoePlay('LM_SUM', ballPositions, 23, (d) => d.reduce((s, x) => s + x, 0));

/**
 * LHH: ball 1 against ball 5. README: dragon and tiger lose on a tie (no refund), so they win
 * with p = 45/100 each, an uneven two-sided market (0.975 x fair). The tie is neither a two-sided
 * side nor a number pick, so it takes the "every other play" policy (0.90 x fair = 9.00).
 */
function dragonTigerOf(d: readonly number[]): string {
  const first = d[0] ?? 0;
  const last = d[4] ?? 0;
  return first > last ? 'dragon' : first < last ? 'tiger' : 'tie';
}

const dragonTigerPlay = definePlay({
  code: 'LHH',
  group: 'twoSided',
  counting: 'additive',
  rows: [row('LHH', 'dragonTiger', itemsOf('fiveball', ['dragon', 'tiger', 'tie']), 1, 3)],
  rateSpecs: {
    dragon: rateSpec('twoSidedUneven', 45, 100),
    tiger: rateSpec('twoSidedUneven', 45, 100),
    tie: rateSpec('other', 10, 100),
  },
  positions: [0, 4],
  rtpSelection: [['dragon', 'tiger', 'tie']],
  comboRateKey: (c) => c[1] ?? '',
  count: countPicks,
  combos: (sel) => picksAt(sel, 0).map((a) => ['LHH', a]),
  wins: (sel, digits) => {
    const result = dragonTigerOf(digits);
    return picksAt(sel, 0).includes(result) ? [{ combination: ['LHH', result], rateKey: result }] : [];
  },
});

/** NUM_B1..NUM_B5: the digit of one ball (single-number market, 0.95 x fair). */
const ballNumberPlays = ballPositions.map((p) => {
  const code = `NUM_B${p + 1}`;
  return definePlay({
    code,
    group: 'ballNumber',
    counting: 'additive',
    rows: [row(code, ballCode(p), numberItems(0, 9, 'number'), 1, 10)],
    rateSpecs: { number: rateSpec('singleNumber', 1, 10) },
    positions: [p],
    rtpSelection: [['7']],
    count: countPicks,
    combos: (sel) => picksAt(sel, 0).map((d) => [code, d]),
    wins: (sel, digits) => {
      const drawn = String(digits[p]);
      return picksAt(sel, 0).includes(drawn) ? [{ combination: [code, drawn], rateKey: 'number' }] : [];
    },
  });
});

/** DWD position pick: digits on any of the five balls, each pick one combination [ballN, digit]. */
const positionPickPlay = definePlay({
  code: 'DWD',
  group: 'position',
  counting: 'additive',
  rows: ballPositions.map((p) => ballRow(p, 'hit', 0)),
  minTotalPicks: 1,
  rateSpecs: { hit: rateSpec('singleNumber', 1, 10) },
  positions: ballPositions,
  rtpSelection: [['0'], ['1', '2'], [], ['9'], ['5']],
  count: (sel) => sel.reduce((n, r) => n + r.length, 0),
  combos: (sel) => sel.flatMap((r, p) => r.map((d) => [ballCode(p), d])),
  wins: (sel, digits) => {
    const out: RawWin[] = [];
    for (let p = 0; p < BALL_COUNT; p++) {
      const drawn = String(digits[p]);
      if (picksAt(sel, p).includes(drawn)) out.push({ combination: [ballCode(p), drawn], rateKey: 'hit' });
    }
    return out;
  },
});

export const twoSidedPlays: readonly FiveBallPlay[] = [...ballBsoePlays, totalBsoePlay, dragonTigerPlay];
export const numberPlays: readonly FiveBallPlay[] = [...ballNumberPlays, positionPickPlay];
