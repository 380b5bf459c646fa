import { choose, subsets } from '../combinatorics';
import { k3SpecRates, k3SumRates, k3SumWays, k3TwoSidedRate, k3Spec, k3WinWays } from './k3-data';
import type { Dice } from './k3-parts';
import { faceCodes, facesShown, pairCodes, readDice, tripleCodes } from './k3-parts';
import { itemsOf, noCombinationError, orderedPicks, playBase, rowOf, winOf } from './play-kit';
import { k3RtpRowsOf } from './k3-rtp';
import { policyRates } from './mark-six-odds';
import type {
  CombinationWin,
  PlayDefinition,
  PlayItem,
  RateSpec,
  RateTable,
  RtpRow,
  Selection,
} from './types';

/*
 * K3 plays (docs/reference/play-types.md section 2; odds: ADR 008). Rate keys: HZ keys each item by its own
 * code (each sum has its own odds); every other play has one rate key, its play code.
 *
 * | Code  | Rows (item codes)                       | Count               | Wins when                      |
 * |-------|-----------------------------------------|---------------------|--------------------------------|
 * | HZ    | HZ: 3..18, big, small, odd, even        | picks               | sum equals; b/s/o/e lose on triples |
 * | STHTX | STHTX: triple                           | 1                   | any triple                     |
 * | STHDX | STHDX: 111..666                         | picks               | that triple                    |
 * | SBTH  | SBTH: 1..6 (3-6 picks)                  | C(n,3)              | three distinct dice = the set  |
 * | SLHTX | SLHTX: straight                         | 1                   | 123/234/345/456 in any order   |
 * | ETHFX | ETHFX: 11..66                           | picks               | that face exactly twice        |
 * | ETHDX | pairs: 11..66, singles: 1..6            | |D||S| - |D∩S|      | draw is exactly {x,x,y}        |
 * | EBTH  | EBTH: 1..6 (2-6 picks)                  | C(n,2)              | both faces appear              |
 * | CBC   | CBC: 1..6 (guess a die)       | picks               | the face shows; paid by count  |
 */

const sumCodes = Array.from({ length: 16 }, (_, i) => String(i + 3));
const twoSidedCodes = ['big', 'small', 'odd', 'even'] as const;

interface SingleItemPlay {
  code: string;
  group: string;
  items: PlayItem[];
  defaultRates: RateTable;
  rateSpecs: Record<string, RateSpec>;
  /** Item codes that win on these dice. */
  winners: (dice: Dice) => ReadonlySet<string>;
  /** The rate key a winning item pays at (default: the item's own rate key). */
  rateKeyOf?: (code: string, dice: Dice) => string;
}

/** A play whose every item is one combination on its own (count = picks). */
function singleItemPlay(p: SingleItemPlay): PlayDefinition {
  const codes = p.items.map((i) => i.code);
  const rateKeyOf = new Map(p.items.map((i) => [i.code, i.rateKey]));
  const picks = (s: Selection) => orderedPicks(s[0], codes);
  return {
    ...playBase('k3', p.code, p.group, 'additive'),
    direct: true,
    rows: [rowOf(p.code, `play.k3.${p.code}`, p.items, 1, p.items.length)],
    defaultRates: p.defaultRates,
    rateSpecs: p.rateSpecs,
    countBets: (s) => picks(s).length,
    combinations: (s) => picks(s).map((c) => [c]),
    settle(s, draw, rates) {
      const dice = readDice(draw);
      const winners = p.winners(dice);
      const chosen = picks(s);
      const wins = chosen
        .filter((c) => winners.has(c))
        .map((c) => winOf([c], p.rateKeyOf?.(c, dice) ?? rateKeyOf.get(c) ?? p.code, rates));
      return { betCount: chosen.length, wins, refundCount: 0 };
    },
  };
}

function hzWinners(dice: Dice): Set<string> {
  const out = new Set([String(dice.sum)]);
  // README: big/small/odd/even lose on a triple ("通杀").
  if (!dice.triple) {
    out.add(dice.sum >= 11 ? 'big' : 'small');
    out.add(dice.sum % 2 === 1 ? 'odd' : 'even');
  }
  return out;
}

const hz = singleItemPlay({
  code: 'HZ',
  group: 'sum',
  items: itemsOf('k3', [...sumCodes, ...twoSidedCodes]),
  defaultRates: {
    ...k3SumRates,
    ...Object.fromEntries(twoSidedCodes.map((c) => [c, k3TwoSidedRate])),
  },
  rateSpecs: {
    ...Object.fromEntries(sumCodes.map((c) => [c, k3Spec(k3SumWays[c] ?? 0)])),
    ...Object.fromEntries(twoSidedCodes.map((c) => [c, k3Spec(k3WinWays.TWO_SIDED, 'twoSidedEven')])),
  },
  winners: hzWinners,
});

/** A single-key play: every item pays at the rate of the play code. */
function uniformPlay(
  code: keyof typeof k3SpecRates,
  group: string,
  codes: readonly string[],
  winners: SingleItemPlay['winners'],
) {
  return singleItemPlay({
    code,
    group,
    items: itemsOf('k3', codes, code),
    defaultRates: { [code]: k3SpecRates[code] },
    rateSpecs: { [code]: k3Spec(k3WinWays[code]) },
    winners,
  });
}

const straights = new Set(['123', '234', '345', '456']);

const sthtx = uniformPlay('STHTX', 'triple', ['triple'], (d) => new Set(d.triple ? ['triple'] : []));
const sthdx = uniformPlay(
  'STHDX',
  'triple',
  tripleCodes,
  (d) => new Set(d.triple ? [String(d.values[0]).repeat(3)] : []),
);
const slhtx = uniformPlay('SLHTX', 'three', ['straight'], (d) => {
  const key = [...d.values].sort((x, y) => x - y).join('');
  return new Set(straights.has(key) ? ['straight'] : []);
});
// README: double-any does not win on a triple, so the face must show exactly twice.
const ethfx = uniformPlay(
  'ETHFX',
  'double',
  pairCodes,
  (d) => new Set(faceCodes.filter((f) => d.counts[Number(f)] === 2).map((f) => f + f)),
);

/** SBTH / EBTH: choose k different faces; C(n,k) combinations. */
function differentPlay(code: 'SBTH' | 'EBTH', group: string, k: number): PlayDefinition {
  const picks = (s: Selection) => orderedPicks(s[0], faceCodes);
  return {
    ...playBase('k3', code, group, 'recomputed'),
    direct: true,
    rows: [rowOf(code, `play.k3.${code}`, itemsOf('k3', faceCodes, code), k, faceCodes.length)],
    minTotalPicks: k,
    defaultRates: { [code]: k3SpecRates[code] },
    rateSpecs: { [code]: k3Spec(k3WinWays[code]) },
    countBets: (s) => choose(picks(s).length, k),
    combinations: (s) => subsets(picks(s), k),
    settle(s, draw, rates) {
      const shown = facesShown(readDice(draw));
      const chosen = picks(s);
      // A k-subset of the distinct faces shown: for k = 3 that needs three distinct dice.
      const hits = subsets(
        chosen.filter((f) => shown.has(f)),
        k,
      );
      return {
        betCount: choose(chosen.length, k),
        wins: hits.map((c) => winOf(c, code, rates)),
        refundCount: 0,
      };
    },
  };
}

const sbth = differentPlay('SBTH', 'three', 3);
const ebth = differentPlay('EBTH', 'two', 2);

/** ETHDX combinations: a pair xx with a single y, never y = x. */
function ethdxCombinations(s: Selection): string[][] {
  const pairs = orderedPicks(s[0], pairCodes);
  const singles = orderedPicks(s[1], faceCodes);
  return pairs.flatMap((p) => singles.filter((y) => y !== p[0]).map((y) => [p, y]));
}

function ethdxCount(s: Selection): number {
  const pairs = orderedPicks(s[0], pairCodes);
  const singles = new Set(orderedPicks(s[1], faceCodes));
  const overlap = pairs.filter((p) => singles.has(p.slice(0, 1))).length;
  return pairs.length * singles.size - overlap;
}

const ethdx: PlayDefinition = {
  ...playBase('k3', 'ETHDX', 'double', 'recomputed'),
  direct: false,
  rows: [
    rowOf('pairs', 'row.k3.pairs', itemsOf('k3', pairCodes, 'ETHDX'), 1, pairCodes.length),
    rowOf('singles', 'row.k3.singles', itemsOf('k3', faceCodes, 'ETHDX'), 1, faceCodes.length),
  ],
  minTotalPicks: 2,
  defaultRates: { ETHDX: k3SpecRates.ETHDX },
  rateSpecs: { ETHDX: k3Spec(k3WinWays.ETHDX) },
  // Row checks pass for pairs {11} with singles {1}, which still makes no combination.
  extraValidate: (s) => (ethdxCount(s) === 0 ? noCombinationError : null),
  countBets: ethdxCount,
  combinations: ethdxCombinations,
  settle(s, draw, rates) {
    const dice = readDice(draw);
    const pairFace = faceCodes.find((f) => dice.counts[Number(f)] === 2);
    const singleFace = faceCodes.find((f) => dice.counts[Number(f)] === 1);
    const wins: CombinationWin[] = [];
    if (pairFace !== undefined && singleFace !== undefined) {
      const pair = pairFace + pairFace;
      if (
        orderedPicks(s[0], pairCodes).includes(pair) &&
        orderedPicks(s[1], faceCodes).includes(singleFace)
      ) {
        wins.push(winOf([pair, singleFace], 'ETHDX', rates));
      }
    }
    return { betCount: ethdxCount(s), wins, refundCount: 0 };
  },
};

/**
 * CBC guess a die (猜必出, docs/reference/play-types.md §2 "peers"): each picked face is one bet that wins when it
 * shows, paid at hit1, hit2 or hit3 by how many dice show it. Not a spec K3 play, so README's "every
 * other play" policy applies (0.90 x fair) split between the tiers as ADR 008 does, in the ratio
 * peers pay (x1 / x2 / x3 profit: 75 x 2 : 15 x 3 : 1 x 4 ≈ 75 : 23 : 2 percent of the return).
 */
const guessSpecs: Readonly<Record<string, RateSpec>> = {
  hit1: sharedTier(75, 75),
  hit2: sharedTier(15, 23),
  hit3: sharedTier(1, 2),
};

function sharedTier(ways: number, sharePercent: number): RateSpec {
  return { ...k3Spec(ways, 'other'), returnSharePercent: sharePercent };
}

const cbc = singleItemPlay({
  code: 'CBC',
  group: 'guess',
  items: itemsOf('k3', faceCodes, 'hit1'),
  defaultRates: policyRates(guessSpecs),
  rateSpecs: guessSpecs,
  winners: facesShown,
  rateKeyOf: (face, dice) => `hit${dice.counts[Number(face)] ?? 0}`,
});

export const k3Plays: readonly PlayDefinition[] = [hz, sthtx, sthdx, sbth, slhtx, ethfx, ethdx, ebth, cbc];

/** Every K3 rate key with its spec rate and its RTP found by settling all 216 outcomes. */
export function k3RtpRows(): RtpRow[] {
  return k3RtpRowsOf(k3Plays);
}
