/**
 * Linked-number plays (连码) and not-win N (自选不中): a selection of n numbers expands to C(n, k)
 * combinations. Tiered plays (3-of-2, special-second) split the policy's return between their tiers
 * (`returnSharePercent`, 80 % to the common tier, 20 % to the rarer one, as peers weight them), so
 * the play as a whole still returns 90 %.
 */
import { choose } from '../combinatorics';
import { markSixMax, markSixNumbers, numberCode } from './mark-six-attributes';
import { drawNumbers, markSixPlay, type MarkSixPlay, type Outcome } from './mark-six-kit';
import { itemsOf } from './play-kit';
import { rateSpec } from './mark-six-odds';
import { sevenSets } from './mark-six-regular';
import type { RateSpec } from './types';

const numberCodes = markSixNumbers.map(numberCode);
/** Peers cap linked numbers at 10 picks (docs/reference/play-types.md §4.2). */
export const linkedMaxPicks = 10;
/** Not-win plays allow a few more numbers than the largest bet (十不中) needs. */
export const notWinMaxPicks = 12;

export interface DrawView {
  readonly regular: ReadonlySet<string>;
  readonly special: string;
}

export function linkedPlay(
  code: string,
  k: number,
  rateSpecs: Record<string, RateSpec>,
  judge: (combination: readonly string[], view: DrawView) => Outcome,
  maxPicks = linkedMaxPicks,
): MarkSixPlay {
  const firstKey = Object.keys(rateSpecs)[0] as string;
  const probe = [numberCodes.slice(0, k)];
  return markSixPlay({
    code,
    group: code.startsWith('BZ') ? 'notWin' : 'linked',
    items: itemsOf('marksix', numberCodes, firstKey),
    k,
    maxPicks,
    rateSpecs,
    model: 'numbers',
    probes: Object.fromEntries(Object.keys(rateSpecs).map((key) => [key, probe])),
    prepare: (draw) => {
      const codes = drawNumbers(draw).map(numberCode);
      const view: DrawView = { regular: new Set(codes.slice(0, 6)), special: codes[6] as string };
      return (combination) => judge(combination, view);
    },
  });
}

export const regularHits = (combination: readonly string[], view: DrawView) =>
  combination.filter((c) => view.regular.has(c)).length;

/** P(a k-number bet has exactly `hits` regular numbers), over C(49, k). */
const regularSpec = (k: number, hits: number, share?: number) =>
  rateSpec('other', choose(6, hits) * choose(markSixMax - 6, k - hits), choose(markSixMax, k), 0, share);

/** One regular number and the special, over C(49, 2): 2 orders × 6 regulars of the other / (49 × 48). */
const regularAndSpecial = (share?: number) => rateSpec('other', 6, choose(markSixMax, 2), 0, share);

const hasRegularAndSpecial = (pair: readonly string[], view: DrawView) =>
  pair.includes(view.special) && regularHits(pair, view) === 1;

const sqz = linkedPlay('SQZ', 3, { hit3: regularSpec(3, 3) }, (c, v) =>
  regularHits(c, v) === 3 ? { rateKey: 'hit3' } : null,
);

const sze = linkedPlay('SZE', 3, { hit2: regularSpec(3, 2, 80), hit3: regularSpec(3, 3, 20) }, (c, v) => {
  const hits = regularHits(c, v);
  if (hits === 3) return { rateKey: 'hit3' };
  return hits === 2 ? { rateKey: 'hit2' } : null;
});

const eqz = linkedPlay('EQZ', 2, { hit2: regularSpec(2, 2) }, (c, v) =>
  regularHits(c, v) === 2 ? { rateKey: 'hit2' } : null,
);

const ezt = linkedPlay(
  'EZT',
  2,
  { hit2: regularSpec(2, 2, 80), hitSpecial: regularAndSpecial(20) },
  (c, v) => {
    if (regularHits(c, v) === 2) return { rateKey: 'hit2' };
    return hasRegularAndSpecial(c, v) ? { rateKey: 'hitSpecial' } : null;
  },
);

const tc = linkedPlay('TC', 2, { hitSpecial: regularAndSpecial() }, (c, v) =>
  hasRegularAndSpecial(c, v) ? { rateKey: 'hitSpecial' } : null,
);

/** Not-win N wins when none of its N numbers is among all 7: C(49 − N, 7) / C(49, 7). */
export const notWinCounts = [5, 6, 7, 8, 9, 10] as const;
const notWin = notWinCounts.map((k) =>
  linkedPlay(
    `BZ${k}`,
    k,
    { miss: rateSpec('other', choose(markSixMax - k, 7), sevenSets) },
    (c, v) => (c.some((x) => v.regular.has(x) || x === v.special) ? null : { rateKey: 'miss' }),
    notWinMaxPicks,
  ),
);

export const markSixLinkedPlays: readonly MarkSixPlay[] = [sqz, sze, eqz, ezt, tc, ...notWin];
