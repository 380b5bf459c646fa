/**
 * One builder for every Mark Six play: a play is one direct row of items, a selection of n items
 * expands to C(n, k) combinations (k = 1: each pick is one bet, counted additively), and a judge
 * decides each combination against the draw. Keeping the shape in one place keeps the plays short.
 */
import { choose, subsets } from '../combinatorics';
import { markSixMax } from './mark-six-attributes';
import { policyRates } from './mark-six-odds';
import { playBase, rowOf, winOf } from './play-kit';
import type { CombinationWin, Draw, PlayDefinition, PlayItem, RateSpec, Selection } from './types';

/**
 * What one combination did: paid at a rate key, refunded (tie), or lost (null). `times` (default 1)
 * multiplies the rate for plays paid per hit (regular zodiac: once per regular number of the animal).
 */
export type Outcome = { readonly rateKey: string; readonly times?: number } | 'refund' | null;

/**
 * How the exact RTP check enumerates outcomes (mark-six-rtp.ts). `position`: plays that read one
 * drawn number by its place (regular number k); `zodiacNumbers`: plays that count how many of one
 * animal's numbers are regular and whether the special is one; `waves`: plays that read how many
 * regular numbers each colour has and the special's colour; `zodiacCount`: plays that read how many
 * different animals the 7 numbers show; `groupPairs`: plays that pair the numbers of two tails or animals (how
 * many of each tail are regular, and where the special falls).
 */
export type OutcomeModel =
  | 'special'
  | 'numbers'
  | 'zodiacs'
  | 'tails'
  | 'sum'
  | 'position'
  | 'zodiacNumbers'
  | 'waves'
  | 'zodiacCount'
  | 'groupPairs';

/** The lunar year the RTP probes use; key probabilities do not depend on it. */
export const probeYear = 2026;

export interface MarkSixPlay {
  readonly definition: PlayDefinition;
  readonly model: OutcomeModel;
  /** Per rate key, a selection whose combinations are judged at that key (in `probeYear`). */
  readonly probes: Readonly<Record<string, Selection>>;
}

export interface MarkSixPlayConfig {
  readonly code: string;
  readonly group: string;
  readonly items: readonly PlayItem[];
  /** Items per combination. */
  readonly k: number;
  readonly maxPicks: number;
  readonly rateSpecs: Readonly<Record<string, RateSpec>>;
  /** Reads the draw once, then judges each combination (item codes in row order). */
  readonly prepare: (draw: Draw) => (combination: readonly string[]) => Outcome;
  readonly model: OutcomeModel;
  readonly probes: Readonly<Record<string, Selection>>;
}

/** The draw's 7 numbers, checked: 7 distinct integers 1-49 (index 6 is the special). */
export function drawNumbers(draw: Draw): readonly number[] {
  const n = draw.numbers;
  const valid =
    n.length === 7 &&
    new Set(n).size === 7 &&
    n.every((x) => Number.isInteger(x) && x >= 1 && x <= markSixMax);
  if (!valid) throw new RangeError(`not a Mark Six draw: ${n.join(',')}`);
  return n;
}

export function specialOf(draw: Draw): number {
  return drawNumbers(draw)[6] as number;
}

/** The zodiac year a draw was labelled with; zodiac plays cannot settle without it. */
export function drawYear(draw: Draw): number {
  if (draw.zodiacYear === undefined || !Number.isInteger(draw.zodiacYear)) {
    throw new RangeError('Mark Six draw has no zodiacYear');
  }
  return draw.zodiacYear;
}

export function markSixPlay(config: MarkSixPlayConfig): MarkSixPlay {
  const { code, k, items } = config;
  const order = new Map(items.map((it, i) => [it.code, i]));
  const sorted = (picks: readonly string[]): string[] =>
    [...picks].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  const combinations = (selection: Selection): string[][] => subsets(sorted(selection[0] ?? []), k);

  const definition: PlayDefinition = {
    ...playBase('marksix', code, config.group, k === 1 ? 'additive' : 'recomputed'),
    direct: true,
    rows: [rowOf(code, `row.marksix.${code}`, items, k, config.maxPicks)],
    minTotalPicks: k,
    defaultRates: policyRates(config.rateSpecs),
    rateSpecs: config.rateSpecs,
    countBets: (selection) => choose(selection[0]?.length ?? 0, k),
    combinations,
    settle(selection, draw, rates) {
      const judge = config.prepare(draw);
      const combos = combinations(selection);
      const wins: CombinationWin[] = [];
      let refundCount = 0;
      for (const combination of combos) {
        const outcome = judge(combination);
        if (outcome === 'refund') refundCount++;
        else if (outcome) {
          const win = winOf(combination, outcome.rateKey, rates);
          wins.push(outcome.times === undefined ? win : { ...win, rate: win.rate * outcome.times });
        }
      }
      return { betCount: combos.length, wins, refundCount };
    },
  };
  return { definition, model: config.model, probes: config.probes };
}
