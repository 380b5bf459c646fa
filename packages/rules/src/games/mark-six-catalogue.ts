/**
 * Mark Six catalogue plays (ADR 041), beside the first plays in mark-six.ts:
 *
 * | Code            | Play (中文)                        | Items              | Bets      | Rate keys                    |
 * |-----------------|------------------------------------|--------------------|-----------|------------------------------|
 * | HX2 … HX11      | combined zodiacs 合肖 (k animals)  | animals            | C(n,k)    | hit (49 refunds)             |
 * | ZT1 … ZT6       | regular-position special 正k特     | "01".."49"         | picks     | number                       |
 * | ZM1LM … ZM6LM   | regular position k two-sided 正码k | two-sided + waves  | picks     | item code (49 refunds b/s/o/e…) |
 * | PTWS            | any tail 平特尾数                  | tail0..tail9       | picks     | tail, tail0                  |
 * | ZONGX           | zodiac count 总肖                  | zc234 zc5 zc6 zc7 zcOdd zcEven | picks | item code        |
 * | QSB             | seven-colour wave 七色波           | red blue green tie | picks     | item code (tie refunds colours) |
 * | ZX              | regular zodiac 正肖 (paid per hit) | animals            | picks     | zodiac, zodiacYear           |
 * | SZY             | 4-in-1 四中一                      | numbers            | C(n,4)    | hit                          |
 * | LX5             | five-zodiac linked win 五肖连中    | animals            | C(n,5)    | zodiac, zodiacYear           |
 * | BZ11 BZ12       | not-win 11 / 12 十一不中 十二不中   | numbers            | C(n,N)    | miss                         |
 * | SQZ_DT … SZY_DT | banker + dragger 胆拖 of the linked plays | bankers, draggers | C(t, k−d) | as the base play        |
 * (Pairing entries of EQZ, EZT and TC — tail, zodiac, zodiac × tail — are in mark-six-pairing.ts.)
 *
 * Combined zodiacs: 49 always belongs to the year's animal and refunds every combined-zodiac bet
 * (README), so each animal wins on exactly 4 of the 48 deciding specials and one key prices them all.
 * Regular zodiac pays its rate once per regular number of the animal (`times`), so its "win
 * probability" is the expected number of hits: 6 × 4/49 (6 × 5/49 for the year's animal).
 */
import { choose, subsets } from '../combinatorics';
import {
  markSixMax,
  markSixNumbers,
  numberCode,
  numbersWhere,
  tailOf,
  twoSidedAttributes,
  waveCodes,
  waveOf,
} from './mark-six-attributes';
import {
  drawNumbers,
  drawYear,
  markSixPlay,
  probeYear,
  specialOf,
  type MarkSixPlay,
  type Outcome,
} from './mark-six-kit';
import { linkedGroupPlay, zodiacKind } from './mark-six-linked-groups';
import { zodiacCountSets } from './mark-six-rtp';
import { linkedPlay, notWinMaxPicks, regularHits, type DrawView } from './mark-six-linked';
import { policyRates, rateSpec, twoSidedSpec } from './mark-six-odds';
import { sevenSets } from './mark-six-regular';
import { zodiacItemRateKey, zodiacProbeAnimals } from './mark-six-special';
import { zodiacCycle, zodiacNumbers, zodiacOf, type ZodiacAnimal } from './mark-six-zodiac';
import { itemOf, itemsOf, noCombinationError, playBase, rowOf } from './play-kit';
import type { CombinationWin, PlayDefinition, RateSpec, Selection } from './types';

const numberCodes = markSixNumbers.map(numberCode);

/** HX2..HX11: one bet per k animals; the special's animal wins, 49 refunds. */
const combinedZodiacs = Array.from({ length: 10 }, (_, i) => i + 2).map((k) =>
  markSixPlay({
    code: `HX${k}`,
    group: 'combinedZodiac',
    items: itemsOf('marksix', zodiacCycle, 'hit'),
    k,
    maxPicks: zodiacCycle.length,
    rateSpecs: { hit: rateSpec('other', 4 * k, markSixMax, 1) },
    model: 'special',
    probes: { hit: [zodiacCycle.slice(0, k)] },
    prepare: (draw) => {
      const special = specialOf(draw);
      const animal = zodiacOf(special, drawYear(draw));
      return (combination): Outcome => {
        if (special === markSixMax) return 'refund';
        return combination.includes(animal) ? { rateKey: 'hit' } : null;
      };
    },
  }),
);

const places = [1, 2, 3, 4, 5, 6];

/** ZT1..ZT6: the number drawn in regular place k (draw order). */
const regularPlaceSpecials = places.map((k) =>
  markSixPlay({
    code: `ZT${k}`,
    group: 'regularPlace',
    items: itemsOf('marksix', numberCodes, 'number'),
    k: 1,
    maxPicks: markSixMax,
    rateSpecs: { number: rateSpec('singleNumber', 1, markSixMax) },
    model: 'position',
    probes: { number: [['07']] },
    prepare: (draw) => {
      const drawn = numberCode(drawNumbers(draw)[k - 1] as number);
      return ([pick]) => (pick === drawn ? { rateKey: 'number' } : null);
    },
  }),
);

/** The special's two-sided attributes without the half-specials (bigOdd …), as peers offer 正码1-6. */
export const placeTwoSidedCodes = Object.keys(twoSidedAttributes).slice(0, 10);
export const placeCodes = [...placeTwoSidedCodes, ...waveCodes];

/** Two-sided attributes: 49 refunds, as for the special (README); waves have no tie. */
export const placeSpecs: Record<string, RateSpec> = Object.fromEntries([
  ...placeTwoSidedCodes.map((c): [string, RateSpec] => {
    const test = twoSidedAttributes[c] as (n: number) => boolean;
    return [c, twoSidedSpec(numbersWhere((n) => n < markSixMax && test(n)).length, markSixMax, 1)];
  }),
  ...waveCodes.map((w): [string, RateSpec] => [
    w,
    rateSpec('other', numbersWhere((n) => waveOf(n) === w).length, markSixMax),
  ]),
]);

/**
 * A two-sided or colour option on the regular number `n` of its place: colours have no tie, the
 * two-sided attributes tie on 49 (as the special's do). Shared by ZM1LM … ZM6LM and the parlay's legs.
 */
export function placeOutcome(code: string, n: number): 'win' | 'tie' | 'lose' {
  if ((waveCodes as readonly string[]).includes(code)) return waveOf(n) === code ? 'win' : 'lose';
  if (n === markSixMax) return 'tie';
  return twoSidedAttributes[code]?.(n) ? 'win' : 'lose';
}

const regularPlaceTwoSided = places.map((k) =>
  markSixPlay({
    code: `ZM${k}LM`,
    group: 'regularPlace',
    items: itemsOf('marksix', placeCodes),
    k: 1,
    maxPicks: placeCodes.length,
    rateSpecs: placeSpecs,
    model: 'position',
    probes: Object.fromEntries(placeCodes.map((c) => [c, [[c]]])),
    prepare: (draw) => {
      const n = drawNumbers(draw)[k - 1] as number;
      return ([pick]): Outcome => {
        const leg = placeOutcome(pick as string, n);
        if (leg === 'tie') return 'refund';
        return leg === 'win' ? { rateKey: pick as string } : null;
      };
    },
  }),
);

const tailCodes = Array.from({ length: 10 }, (_, t) => `tail${t}`);
/** P(a tail owning `size` numbers shows among the 7) = 1 − C(49 − size, 7) / C(49, 7). */
const tailAmongSeven = (size: number) =>
  rateSpec('other', sevenSets - choose(markSixMax - size, 7), sevenSets);

const anyTail = markSixPlay({
  code: 'PTWS',
  group: 'zodiac',
  items: tailCodes.map((c) => itemOf('marksix', c, c === 'tail0' ? 'tail0' : 'tail')),
  k: 1,
  maxPicks: tailCodes.length,
  rateSpecs: { tail: tailAmongSeven(5), tail0: tailAmongSeven(4) },
  model: 'tails',
  probes: { tail: [['tail3']], tail0: [['tail0']] },
  prepare: (draw) => {
    const drawn = new Set(drawNumbers(draw).map((n) => `tail${tailOf(n)}`));
    return ([pick]) => (drawn.has(pick as string) ? { rateKey: pick === 'tail0' ? 'tail0' : 'tail' } : null);
  },
});

/** Regular zodiac: expected regular hits of an animal of `size` numbers = 6 × size / 49. */
const perHitSpec = (size: number) => rateSpec('other', 6 * size, markSixMax);

const regularZodiac = markSixPlay({
  code: 'ZX',
  group: 'zodiac',
  items: itemsOf('marksix', zodiacCycle, 'zodiac'),
  k: 1,
  maxPicks: zodiacCycle.length,
  rateSpecs: {
    zodiac: perHitSpec(zodiacNumbers(zodiacProbeAnimals.zodiac, probeYear).length),
    zodiacYear: perHitSpec(zodiacNumbers(zodiacProbeAnimals.zodiacYear, probeYear).length),
  },
  model: 'zodiacNumbers',
  probes: { zodiac: [[zodiacProbeAnimals.zodiac]], zodiacYear: [[zodiacProbeAnimals.zodiacYear]] },
  prepare: (draw) => {
    const year = drawYear(draw);
    const regular = drawNumbers(draw)
      .slice(0, 6)
      .map((n) => zodiacOf(n, year));
    return ([pick]): Outcome => {
      const animal = pick as ZodiacAnimal;
      const hits = regular.filter((a) => a === animal).length;
      return hits > 0 ? { rateKey: zodiacItemRateKey(animal, year), times: hits } : null;
    };
  },
});

/**
 * Seven-colour wave (七色波): the six regular numbers count 1 for their colour and the special 1.5;
 * the colour with the most wins. The only tie is 3 + 3 regular numbers of two colours with the special
 * of the third (ADR 040, as peers rule it): the colour bets are refunded and the `tie` item wins.
 */
export function sevenColourResult(numbers: readonly number[]): 'red' | 'blue' | 'green' | 'tie' {
  const score: Record<string, number> = { red: 0, blue: 0, green: 0 };
  numbers.forEach((n, i) => {
    const w = waveOf(n);
    score[w] = (score[w] ?? 0) + (i === 6 ? 1.5 : 1);
  });
  const best = Math.max(...waveCodes.map((w) => score[w] ?? 0));
  const leaders = waveCodes.filter((w) => score[w] === best);
  return leaders.length === 1 ? (leaders[0] as 'red') : 'tie';
}

/** Draws (regular set + special) per seven-colour result, counted exactly over the colour counts. */
function sevenColourCounts(): Record<string, number> {
  const sizes = waveCodes.map((w) => numbersWhere((n) => waveOf(n) === w).length);
  const out: Record<string, number> = { red: 0, blue: 0, green: 0, tie: 0 };
  for (let r = 0; r <= 6; r++)
    for (let b = 0; r + b <= 6; b++) {
      const counts = [r, b, 6 - r - b];
      const regularSets = counts.reduce((w, c, i) => w * choose(sizes[i] as number, c), 1);
      counts.forEach((c, i) => {
        const specials = (sizes[i] as number) - c;
        if (specials <= 0) return;
        // A representative draw with these colour counts decides the result for all of them.
        const score = counts.map((x, j) => x + (j === i ? 1.5 : 0));
        const best = Math.max(...score);
        const leaders = score.filter((x) => x === best).length;
        const result = leaders === 1 ? (waveCodes[score.indexOf(best)] as string) : 'tie';
        out[result] = (out[result] ?? 0) + regularSets * specials;
      });
    }
  return out;
}

const sevenColour = (() => {
  const counts = sevenColourCounts();
  const total = choose(markSixMax, 6) * (markSixMax - 6);
  const tie = counts.tie ?? 0;
  const codes = [...waveCodes, 'tie'];
  return markSixPlay({
    code: 'QSB',
    group: 'wave',
    items: itemsOf('marksix', codes),
    k: 1,
    maxPicks: codes.length,
    rateSpecs: {
      ...Object.fromEntries(waveCodes.map((w) => [w, rateSpec('other', counts[w] ?? 0, total, tie)])),
      tie: rateSpec('other', tie, total),
    },
    model: 'waves',
    probes: Object.fromEntries(codes.map((c) => [c, [[c]]])),
    prepare: (draw) => {
      const result = sevenColourResult(drawNumbers(draw));
      return ([pick]): Outcome => {
        if (pick === result) return { rateKey: result };
        return result === 'tie' && pick !== 'tie' ? 'refund' : null;
      };
    },
  });
})();

/**
 * Zodiac count (总肖): how many different animals the 7 numbers show (2-7; 49 counts like any number).
 * Items: 2-4 together (peers' 234肖), 5, 6, 7, and an odd or even count (uneven two-sided markets).
 */
const zodiacCountItems: Readonly<Record<string, (shown: number) => boolean>> = {
  zc234: (n) => n <= 4,
  zc5: (n) => n === 5,
  zc6: (n) => n === 6,
  zc7: (n) => n === 7,
  zcOdd: (n) => n % 2 === 1,
  zcEven: (n) => n % 2 === 0,
};

const zodiacCount = (() => {
  const sets = zodiacCountSets();
  const codes = Object.keys(zodiacCountItems);
  const where = (test: (n: number) => boolean) => sets.reduce((a, c, shown) => (test(shown) ? a + c : a), 0);
  return markSixPlay({
    code: 'ZONGX',
    group: 'zodiac',
    items: itemsOf('marksix', codes),
    k: 1,
    maxPicks: codes.length,
    rateSpecs: Object.fromEntries(
      codes.map((c): [string, RateSpec] => {
        const test = zodiacCountItems[c] as (n: number) => boolean;
        return [
          c,
          c.startsWith('zcO') || c.startsWith('zcE')
            ? twoSidedSpec(where(test), sevenSets)
            : rateSpec('other', where(test), sevenSets),
        ];
      }),
    ),
    model: 'zodiacCount',
    probes: Object.fromEntries(codes.map((c) => [c, [[c]]])),
    prepare: (draw) => {
      const year = drawYear(draw);
      const shown = new Set(drawNumbers(draw).map((n) => zodiacOf(n, year))).size;
      return ([pick]) => (zodiacCountItems[pick as string]?.(shown) ? { rateKey: pick as string } : null);
    },
  });
})();

/** 4-in-1: at least one of the 4 numbers is regular (the special does not count). */
const fourInOneJudge = (c: readonly string[], v: DrawView): Outcome =>
  regularHits(c, v) >= 1 ? { rateKey: 'hit' } : null;
const fourInOneSpec = rateSpec(
  'other',
  choose(markSixMax, 4) - choose(markSixMax - 6, 4),
  choose(markSixMax, 4),
);
const fourInOne = linkedPlay('SZY', 4, { hit: fourInOneSpec }, fourInOneJudge);

const fiveZodiacsLinked = linkedGroupPlay(zodiacKind, 5, true);

/** Not-win 11 and 12 allow a few more numbers than their bet needs, like BZ5-BZ10. */
const notWinMore = [11, 12].map((k) =>
  linkedPlay(
    `BZ${k}`,
    k,
    { miss: rateSpec('other', choose(markSixMax - k, 7), sevenSets) },
    (c, v) => (c.some((x) => v.regular.has(x) || x === v.special) ? null : { rateKey: 'miss' }),
    Math.max(notWinMaxPicks, k + 2),
  ),
);

/**
 * Banker + dragger (胆拖) of a linked play: d bankers (1 … k − 1) are in every combination, the
 * draggers fill the other k − d places, so a selection buys C(t, k − d). A dragger that is also a
 * banker adds nothing (t counts the other draggers), as racing ignores a car repeated across places.
 */
export function bankerDraggerPlay(base: MarkSixPlay, k: number): MarkSixPlay {
  const { definition } = base;
  const code = `${definition.code}_DT`;
  const keys = Object.keys(definition.rateSpecs);
  const firstKey = keys[0] as string;
  const bankers = (s: Selection) => s[0] ?? [];
  const draggers = (s: Selection) => (s[1] ?? []).filter((x) => !bankers(s).includes(x));
  const order = (codes: readonly string[]) => [...codes].sort();
  const count = (s: Selection) => choose(draggers(s).length, k - bankers(s).length);
  const combinations = (s: Selection) =>
    subsets(order(draggers(s)), k - bankers(s).length).map((rest) => order([...bankers(s), ...rest]));
  const definitionDt: PlayDefinition = {
    ...playBase('marksix', code, definition.group, 'recomputed'),
    direct: false,
    rows: [
      rowOf('bankers', 'row.marksix.bankers', itemsOf('marksix', numberCodes, firstKey), 1, k - 1),
      rowOf('draggers', 'row.marksix.draggers', itemsOf('marksix', numberCodes, firstKey), 1, markSixMax),
    ],
    minTotalPicks: k,
    defaultRates: policyRates(definition.rateSpecs),
    rateSpecs: definition.rateSpecs,
    extraValidate: (s) => (count(s) > 0 ? null : noCombinationError),
    countBets: count,
    combinations,
    settle(selection, draw, rates) {
      // The base play judges each combination exactly as if it had been picked on its own.
      const combos = combinations(selection);
      const wins: CombinationWin[] = [];
      let refundCount = 0;
      for (const c of combos) {
        const s = definition.settle([c], draw, rates);
        refundCount += s.refundCount;
        for (const w of s.wins) wins.push({ ...w, combination: c });
      }
      return { betCount: combos.length, wins, refundCount };
    },
  };
  const probe = (key: string) => {
    const [first = '01', ...rest] = base.probes[key]?.[0] ?? [];
    return [[first], rest];
  };
  return {
    definition: definitionDt,
    model: base.model,
    probes: Object.fromEntries(keys.map((key) => [key, probe(key)])),
  };
}

export const markSixCatalogueSinglePlays: readonly MarkSixPlay[] = [
  ...combinedZodiacs,
  ...regularPlaceSpecials,
  ...regularPlaceTwoSided,
  anyTail,
  regularZodiac,
  sevenColour,
  zodiacCount,
  fourInOne,
  fiveZodiacsLinked,
  ...notWinMore,
];

/** The linked plays that take banker + dragger entry, with their k. */
export const bankerDraggerBases: readonly (readonly [string, number])[] = [
  ['SQZ', 3],
  ['SZE', 3],
  ['EQZ', 2],
  ['EZT', 2],
  ['TC', 2],
  ['SZY', 4],
];
