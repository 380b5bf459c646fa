/**
 * Zodiac-linked (连肖) and tail-linked (连尾) plays, win and not-win, k = 2, 3, 4: a selection of n
 * animals or tails expands to C(n, k). Win: each of the k appears among all 7 numbers (49 counts);
 * not-win: none does. Groups differ in size (the year's animal owns 5 numbers, tail 0 only 4), so
 * each play has two rate keys: without and with the odd-sized group.
 */
import { choose, subsets } from '../combinatorics';
import { markSixMax, tailOf } from './mark-six-attributes';
import { drawNumbers, drawYear, markSixPlay, probeYear, type MarkSixPlay } from './mark-six-kit';
import { itemOf } from './play-kit';
import { rateSpec } from './mark-six-odds';
import { sevenSets } from './mark-six-regular';
import { yearAnimal, zodiacCycle, zodiacOf } from './mark-six-zodiac';
import type { Draw } from './types';

/** 7-sets that miss every group of the given sizes. */
export function setsMissingAll(sizes: readonly number[]): number {
  return choose(markSixMax - sizes.reduce((a, b) => a + b, 0), 7);
}

/** 7-sets that meet every group of the given sizes (inclusion–exclusion over the groups missed). */
export function setsMeetingAll(sizes: readonly number[]): number {
  let total = 0;
  for (let r = 0; r <= sizes.length; r++) {
    for (const missed of subsets(sizes, r)) total += (r % 2 ? -1 : 1) * setsMissingAll(missed);
  }
  return total;
}

export const linkedCounts = [2, 3, 4] as const;

export interface GroupKind {
  readonly prefix: string;
  readonly group: string;
  readonly model: 'zodiacs' | 'tails';
  readonly codes: readonly string[];
  /** Rate key of an ordinary combination and of one holding the odd-sized group. */
  readonly keys: readonly [string, string];
  /** The rate key an item shows (the odd-sized group's key only where the group is fixed). */
  readonly itemKey: (code: string) => string;
  readonly sizes: readonly [number, number];
  /** The group codes of the 7 drawn numbers, and the odd-sized group's code, for this draw. */
  readonly read: (draw: Draw) => { readonly drawn: ReadonlySet<string>; readonly odd: string };
  /** Probe combinations in `probeYear`: k ordinary groups, and the odd group with k − 1 others. */
  readonly probe: (k: number) => readonly [string[], string[]];
}

const oddAnimal = yearAnimal(probeYear);
const ordinaryAnimals = zodiacCycle.filter((a) => a !== oddAnimal);
export const zodiacKind: GroupKind = {
  prefix: 'LX',
  group: 'zodiacLinked',
  model: 'zodiacs',
  codes: zodiacCycle,
  keys: ['zodiac', 'zodiacYear'],
  itemKey: () => 'zodiac',
  sizes: [4, 5],
  read: (draw) => {
    const year = drawYear(draw);
    return { drawn: new Set(drawNumbers(draw).map((n) => zodiacOf(n, year))), odd: yearAnimal(year) };
  },
  probe: (k) => [ordinaryAnimals.slice(0, k), [oddAnimal, ...ordinaryAnimals.slice(0, k - 1)]],
};

const tailCodes = Array.from({ length: 10 }, (_, t) => `tail${t}`);
const tailKind: GroupKind = {
  prefix: 'LW',
  group: 'tailLinked',
  model: 'tails',
  codes: tailCodes,
  keys: ['tail', 'tail0'],
  itemKey: (code) => (code === 'tail0' ? 'tail0' : 'tail'),
  sizes: [5, 4],
  read: (draw) => ({ drawn: new Set(drawNumbers(draw).map((n) => `tail${tailOf(n)}`)), odd: 'tail0' }),
  probe: (k) => [tailCodes.slice(1, k + 1), tailCodes.slice(0, k)],
};

export function linkedGroupPlay(kind: GroupKind, k: number, win: boolean): MarkSixPlay {
  const [ordinaryKey, oddKey] = kind.keys;
  const [ordinarySize, oddSize] = kind.sizes;
  const sizesOf = (withOdd: boolean) => [
    ...Array<number>(k - 1).fill(ordinarySize),
    withOdd ? oddSize : ordinarySize,
  ];
  const count = win ? setsMeetingAll : setsMissingAll;
  const [ordinaryProbe, oddProbe] = kind.probe(k);
  return markSixPlay({
    code: `${kind.prefix}${win ? '' : 'BZ'}${k}`,
    group: kind.group,
    items: kind.codes.map((c) => itemOf('marksix', c, kind.itemKey(c))),
    k,
    maxPicks: kind.codes.length,
    rateSpecs: {
      [ordinaryKey]: rateSpec('other', count(sizesOf(false)), sevenSets),
      [oddKey]: rateSpec('other', count(sizesOf(true)), sevenSets),
    },
    model: kind.model,
    probes: { [ordinaryKey]: [ordinaryProbe], [oddKey]: [oddProbe] },
    prepare: (draw) => {
      const { drawn, odd } = kind.read(draw);
      return (combination) => {
        const hits = combination.filter((c) => drawn.has(c)).length;
        if (hits !== (win ? k : 0)) return null;
        return { rateKey: combination.includes(odd) ? oddKey : ordinaryKey };
      };
    },
  });
}

export const markSixLinkedGroupPlays: readonly MarkSixPlay[] = [zodiacKind, tailKind].flatMap((kind) =>
  [true, false].flatMap((win) => linkedCounts.map((k) => linkedGroupPlay(kind, k, win))),
);
