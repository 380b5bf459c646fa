/**
 * Plays on the special number alone (特码 …): each pick is one bet. Number 49 refunds the two-sided
 * and half-wave bets (README), so their probabilities are over 49 draws with 1 refund.
 */
import {
  halfWaveAttributes,
  halfWaveCodes,
  headOf,
  markSixMax,
  markSixNumbers,
  numberCode,
  numbersWhere,
  tailOf,
  twoSidedAttributes,
  twoSidedCodes,
  waveCodes,
  waveOf,
} from './mark-six-attributes';
import { markSixPlay, probeYear, specialOf, drawYear, type MarkSixPlay, type Outcome } from './mark-six-kit';
import { itemsOf } from './play-kit';
import { rateSpec, twoSidedSpec } from './mark-six-odds';
import { yearAnimal, zodiacCycle, zodiacOf, zodiacNumbers, type ZodiacAnimal } from './mark-six-zodiac';
import type { Draw, PlayItem, RateSpec } from './types';

const numberCodes = markSixNumbers.map(numberCode);
const heads = [0, 1, 2, 3, 4];
const tails = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Items whose rate key is their own code. */
const ownKeyItems = (codes: readonly string[]) => itemsOf('marksix', codes);
const ownKeyProbes = (codes: readonly string[]) => Object.fromEntries(codes.map((c) => [c, [[c]]]));

/** A play judged on the special number only, one bet per pick. */
function specialPlay(
  code: string,
  group: string,
  items: PlayItem[],
  rateSpecs: Record<string, RateSpec>,
  judge: (special: number, pick: string, draw: Draw) => Outcome,
  probes: Record<string, string[][]>,
): MarkSixPlay {
  return markSixPlay({
    code,
    group,
    items,
    k: 1,
    maxPicks: items.length,
    rateSpecs,
    model: 'special',
    probes,
    prepare: (draw) => {
      const special = specialOf(draw);
      return ([pick]) => judge(special, pick as string, draw);
    },
  });
}

/** Probabilities over the 48 non-tie specials, with 49 refunded. */
const tieAware = (predicate: (n: number) => boolean) =>
  numbersWhere((n) => n < markSixMax && predicate(n)).length;

const tm = specialPlay(
  'TM',
  'special',
  itemsOf('marksix', numberCodes, 'number'),
  { number: rateSpec('singleNumber', 1, markSixMax) },
  (special, pick) => (numberCode(special) === pick ? { rateKey: 'number' } : null),
  { number: [['07']] },
);

const tmlm = specialPlay(
  'TMLM',
  'twoSided',
  ownKeyItems(twoSidedCodes),
  Object.fromEntries(
    twoSidedCodes.map((c) => [
      c,
      twoSidedSpec(tieAware(twoSidedAttributes[c] as (n: number) => boolean), 49, 1),
    ]),
  ),
  (special, pick) => {
    if (special === markSixMax) return 'refund';
    return twoSidedAttributes[pick]?.(special) ? { rateKey: pick } : null;
  },
  ownKeyProbes(twoSidedCodes),
);

const tmsb = specialPlay(
  'TMSB',
  'wave',
  ownKeyItems(waveCodes),
  Object.fromEntries(
    waveCodes.map((w) => [w, rateSpec('other', numbersWhere((n) => waveOf(n) === w).length, 49)]),
  ),
  (special, pick) => (waveOf(special) === pick ? { rateKey: pick } : null),
  ownKeyProbes(waveCodes),
);

const bb = specialPlay(
  'BB',
  'wave',
  ownKeyItems(halfWaveCodes),
  Object.fromEntries(
    halfWaveCodes.map((c) => [
      c,
      rateSpec('other', tieAware(halfWaveAttributes[c] as (n: number) => boolean), 49, 1),
    ]),
  ),
  (special, pick) => {
    if (special === markSixMax) return 'refund';
    return halfWaveAttributes[pick]?.(special) ? { rateKey: pick } : null;
  },
  ownKeyProbes(halfWaveCodes),
);

const headCodes = heads.map((h) => `head${h}`);
const tmts = specialPlay(
  'TMTS',
  'headTail',
  ownKeyItems(headCodes),
  Object.fromEntries(
    heads.map((h) => [`head${h}`, rateSpec('other', numbersWhere((n) => headOf(n) === h).length, 49)]),
  ),
  (special, pick) => (`head${headOf(special)}` === pick ? { rateKey: pick } : null),
  ownKeyProbes(headCodes),
);

const tailCodes = tails.map((t) => `tail${t}`);
const tmws = specialPlay(
  'TMWS',
  'headTail',
  ownKeyItems(tailCodes),
  Object.fromEntries(
    tails.map((t) => [`tail${t}`, rateSpec('other', numbersWhere((n) => tailOf(n) === t).length, 49)]),
  ),
  (special, pick) => (`tail${tailOf(special)}` === pick ? { rateKey: pick } : null),
  ownKeyProbes(tailCodes),
);

/**
 * Zodiac items cannot carry a fixed rate key: the year's animal owns 5 numbers and pays at
 * `zodiacYear`, the others at `zodiac`. Items show `zodiac`; UIs call this for the current year.
 */
export function zodiacItemRateKey(animal: ZodiacAnimal, year: number): 'zodiac' | 'zodiacYear' {
  return animal === yearAnimal(year) ? 'zodiacYear' : 'zodiac';
}

/** Probes in `probeYear`: an ordinary animal and the year's animal. */
export const zodiacProbeAnimals = {
  zodiac: zodiacCycle.find((a) => a !== yearAnimal(probeYear)) as ZodiacAnimal,
  zodiacYear: yearAnimal(probeYear),
};

const tx = specialPlay(
  'TX',
  'zodiac',
  itemsOf('marksix', zodiacCycle, 'zodiac'),
  {
    zodiac: rateSpec('other', zodiacNumbers(zodiacProbeAnimals.zodiac, probeYear).length, 49),
    zodiacYear: rateSpec('other', zodiacNumbers(zodiacProbeAnimals.zodiacYear, probeYear).length, 49),
  },
  (special, pick, draw) => {
    const year = drawYear(draw);
    const animal = pick as ZodiacAnimal;
    return zodiacOf(special, year) === animal ? { rateKey: zodiacItemRateKey(animal, year) } : null;
  },
  { zodiac: [[zodiacProbeAnimals.zodiac]], zodiacYear: [[zodiacProbeAnimals.zodiacYear]] },
);

export const markSixSpecialPlays: readonly MarkSixPlay[] = [tm, tmlm, tmsb, bb, tmts, tmws, tx];
