/**
 * Plays on the regular numbers or on all 7 numbers, one bet per pick: any regular (正码), one zodiac
 * (一肖: the animal among all 7 numbers, 49 counts, no tie) and the total sum (总和 two-sided).
 */
import { choose } from '../combinatorics';
import { markSixMax, markSixNumbers, numberCode } from './mark-six-attributes';
import { drawNumbers, drawYear, markSixPlay, probeYear, type MarkSixPlay } from './mark-six-kit';
import { itemsOf } from './play-kit';
import { rateSpec, twoSidedSpec } from './mark-six-odds';
import { zodiacItemRateKey, zodiacProbeAnimals } from './mark-six-special';
import { sevenSetSumCounts, sumBigFrom } from './mark-six-sum';
import { zodiacCycle, zodiacNumbers, zodiacOf, type ZodiacAnimal } from './mark-six-zodiac';

/** Unordered 7-sets of 1..49 = 85,900,584. */
export const sevenSets = choose(markSixMax, 7);

const zm = markSixPlay({
  code: 'ZM',
  group: 'regular',
  items: itemsOf('marksix', markSixNumbers.map(numberCode), 'number'),
  k: 1,
  maxPicks: markSixMax,
  rateSpecs: { number: rateSpec('singleNumber', 6, markSixMax) },
  model: 'numbers',
  probes: { number: [['07']] },
  prepare: (draw) => {
    const regular = new Set(drawNumbers(draw).slice(0, 6).map(numberCode));
    return ([pick]) => (regular.has(pick as string) ? { rateKey: 'number' } : null);
  },
});

/** P(an animal owning `size` numbers appears among the 7) = 1 − C(49 − size, 7) / C(49, 7). */
const oneZodiacSpec = (size: number) =>
  rateSpec('other', sevenSets - choose(markSixMax - size, 7), sevenSets);

const yx = markSixPlay({
  code: 'YX',
  group: 'zodiac',
  items: itemsOf('marksix', zodiacCycle, 'zodiac'),
  k: 1,
  maxPicks: zodiacCycle.length,
  rateSpecs: {
    zodiac: oneZodiacSpec(zodiacNumbers(zodiacProbeAnimals.zodiac, probeYear).length),
    zodiacYear: oneZodiacSpec(zodiacNumbers(zodiacProbeAnimals.zodiacYear, probeYear).length),
  },
  model: 'zodiacs',
  probes: { zodiac: [[zodiacProbeAnimals.zodiac]], zodiacYear: [[zodiacProbeAnimals.zodiacYear]] },
  prepare: (draw) => {
    const year = drawYear(draw);
    const drawn = new Set(drawNumbers(draw).map((n) => zodiacOf(n, year)));
    return ([pick]) => {
      const animal = pick as ZodiacAnimal;
      return drawn.has(animal) ? { rateKey: zodiacItemRateKey(animal, year) } : null;
    };
  },
});

const sumTests: Readonly<Record<string, (sum: number) => boolean>> = {
  big: (s) => s >= sumBigFrom,
  small: (s) => s < sumBigFrom,
  odd: (s) => s % 2 === 1,
  even: (s) => s % 2 === 0,
};
const sumCodes = Object.keys(sumTests);

/** Number of 7-sets whose sum passes a test. */
function setsWhere(test: (sum: number) => boolean): number {
  return sevenSetSumCounts().reduce((total, count, sum) => (test(sum) ? total + count : total), 0);
}

const zhlm = markSixPlay({
  code: 'ZHLM',
  group: 'twoSided',
  items: itemsOf('marksix', sumCodes),
  k: 1,
  maxPicks: sumCodes.length,
  rateSpecs: Object.fromEntries(
    sumCodes.map((c) => [c, twoSidedSpec(setsWhere(sumTests[c] as (s: number) => boolean), sevenSets)]),
  ),
  model: 'sum',
  probes: Object.fromEntries(sumCodes.map((c) => [c, [[c]]])),
  prepare: (draw) => {
    const sum = drawNumbers(draw).reduce((a, b) => a + b, 0);
    return ([pick]) => (sumTests[pick as string]?.(sum) ? { rateKey: pick as string } : null);
  },
});

export const markSixRegularPlays: readonly MarkSixPlay[] = [zm, yx, zhlm];
