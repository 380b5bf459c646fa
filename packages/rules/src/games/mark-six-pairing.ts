/**
 * Pairing entry modes (对碰) of the 2-number linked plays (EQZ, EZT, TC), docs/reference/play-types.md §4.2
 * "Linked-number entry modes": one group in each of two rows, and every number of the first group
 * with every number of the second is one pair, judged and priced by the base play.
 *
 * | Code       | Mode (中文)              | Row 1       | Row 2       | Year-dependent |
 * |------------|--------------------------|-------------|-------------|----------------|
 * | <base>_WSDP | tail pairing 尾数对碰    | tail        | tail        | no             |
 * | <base>_SXDP | zodiac pairing 生肖对碰  | animal      | animal      | yes            |
 * | <base>_XCWS | zodiac × tail 肖串尾数   | main animal | tail        | yes            |
 *
 * One rule covers all three (ADR 041): the pairs are the different unordered pairs {x, y} with x in
 * the first group, y in the second and x ≠ y, so "pairs of the same number" drop out and a pair met
 * from both sides counts once. Count = |A|·|B| − |A∩B| − C(|A∩B|, 2): disjoint groups give |A|·|B|
 * (4 × 4, 5 × 4 with the year's animal or tail 0 …), one group twice gives C(|A|, 2), and an animal
 * sharing its one number with a tail (a number is one animal and one tail; 12 and 10 have no common
 * period under 50) gives |A|·|T| − 1. An animal's numbers depend on the zodiac year, so the
 * zodiac modes count with `BetContext.zodiacYear` (validation refuses them without it).
 */
import { choose } from '../combinatorics';
import { markSixNumbers, numberCode, tailOf } from './mark-six-attributes';
import { drawYear, type MarkSixPlay } from './mark-six-kit';
import { policyRates } from './mark-six-odds';
import { isZodiacAnimal, zodiacCycle, zodiacNumbers } from './mark-six-zodiac';
import { itemsOf, playBase, rowOf } from './play-kit';
import type { BetContext, CombinationWin, PlayDefinition, Selection } from './types';

export const tailCodes = Array.from({ length: 10 }, (_, t) => `tail${t}`);

/** The numbers (as codes "01"…"49") of a tail code or, in `year`, of an animal code. */
export function groupNumbers(code: string | undefined, year: number | undefined): string[] {
  if (code !== undefined && isZodiacAnimal(code)) {
    if (year === undefined) throw new RangeError('an animal has numbers only in a zodiac year');
    return zodiacNumbers(code, year).map(numberCode);
  }
  return markSixNumbers.filter((n) => `tail${tailOf(n)}` === code).map(numberCode);
}

/** The different pairs {x, y}, x in a, y in b, x ≠ y, each sorted ("01" < "49"), first seen first. */
export function pairsBetween(a: readonly string[], b: readonly string[]): string[][] {
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const x of a)
    for (const y of b) {
      if (x === y) continue;
      const pair = x < y ? [x, y] : [y, x];
      const key = pair.join(',');
      if (!seen.has(key)) {
        seen.add(key);
        out.push(pair);
      }
    }
  return out;
}

/** The closed form of pairsBetween(a, b).length (the count never enumerates). */
export function pairCount(a: readonly string[], b: readonly string[]): number {
  const inB = new Set(b);
  const common = a.filter((x) => inB.has(x)).length;
  return a.length * b.length - common - choose(common, 2);
}

export interface PairingMode {
  /** Suffix of the play code: `<base>_<suffix>`. */
  readonly suffix: string;
  /** Row codes (and row i18n keys `row.marksix.<code>`) with their item codes. */
  readonly rows: readonly [readonly [string, readonly string[]], readonly [string, readonly string[]]];
  /** Probe picks for the RTP classes: two disjoint groups in probeYear. */
  readonly probe: readonly [string, string];
}

export const tailPairingMode: PairingMode = {
  suffix: 'WSDP',
  rows: [
    ['tailA', tailCodes],
    ['tailB', tailCodes],
  ],
  probe: ['tail1', 'tail0'],
};

export const zodiacPairingMode: PairingMode = {
  suffix: 'SXDP',
  rows: [
    ['zodiacA', zodiacCycle],
    ['zodiacB', zodiacCycle],
  ],
  // The year's animal (5 numbers in 2026) with a 4-number one.
  probe: ['horse', 'rat'],
};

export const zodiacTailMode: PairingMode = {
  suffix: 'XCWS',
  rows: [
    ['zodiacMain', zodiacCycle],
    ['tailMain', tailCodes],
  ],
  // Horse (01 13 25 37 49 in 2026) and tail 2 share no number.
  probe: ['horse', 'tail2'],
};

const needsYear = (mode: PairingMode) => mode.rows.some(([, codes]) => codes.some(isZodiacAnimal));

/** A pairing entry of a 2-number linked play; each pair settles exactly as the base play would. */
export function pairingPlay(base: MarkSixPlay, mode: PairingMode): MarkSixPlay {
  const { definition } = base;
  const firstKey = Object.keys(definition.rateSpecs)[0] as string;
  const groupsOf = (s: Selection, context?: BetContext) =>
    [s[0]?.[0], s[1]?.[0]].map((code) => groupNumbers(code, context?.zodiacYear)) as [string[], string[]];
  const combinations = (s: Selection, context?: BetContext) => pairsBetween(...groupsOf(s, context));
  const rows = mode.rows.map(([code, items]) =>
    rowOf(code, `row.marksix.${code}`, itemsOf('marksix', items, firstKey), 1, 1),
  );
  const paired: PlayDefinition = {
    ...playBase('marksix', `${definition.code}_${mode.suffix}`, definition.group, 'recomputed'),
    direct: false,
    rows,
    minTotalPicks: 2,
    ...(needsYear(mode) ? { needsZodiacYear: true } : {}),
    defaultRates: policyRates(definition.rateSpecs),
    rateSpecs: definition.rateSpecs,
    countBets: (s, context) => pairCount(...groupsOf(s, context)),
    combinations,
    settle(selection, draw, rates) {
      // The draw's year is the issue's: the year the bet was counted with.
      const context = needsYear(mode) ? { zodiacYear: drawYear(draw) } : {};
      const combos = combinations(selection, context);
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
  const [first, second] = mode.probe;
  return {
    definition: paired,
    model: 'groupPairs',
    probes: Object.fromEntries(Object.keys(definition.rateSpecs).map((key) => [key, [[first], [second]]])),
  };
}

/** The 2-number linked plays that take pairing entry. */
export const pairingBases: readonly string[] = ['EQZ', 'EZT', 'TC'];

export const pairingModes: readonly PairingMode[] = [tailPairingMode, zodiacPairingMode, zodiacTailMode];
