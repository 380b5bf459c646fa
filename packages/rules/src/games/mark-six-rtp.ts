/**
 * Exact return to player of every Mark Six rate key, found through `settle`. Enumerating the
 * 601,304,088 (regular set, special) draws is too slow, so each outcome model groups the draws into
 * classes that a play cannot tell apart, counts each class combinatorially, and settles one
 * representative draw per class:
 * - special: the 49 special values (each with C(48, 6) regular sets);
 * - numbers: how many of the probe's numbers are regular and whether one is the special;
 * - zodiacs / tails: which of the probe's groups the 7 numbers meet (exact counts by inclusion–exclusion);
 * - sum: the sum of the 7 numbers (counts by dynamic programme).
 */
import { choose, subsets } from '../combinatorics';
import { markSixMax, markSixNumbers, tailOf } from './mark-six-attributes';
import { probeYear, type MarkSixPlay } from './mark-six-kit';
import { policyRate, returnPercent } from './mark-six-odds';
import { sevenSetSumCounts, sevenSetWithSum } from './mark-six-sum';
import { zodiacNumbers, type ZodiacAnimal } from './mark-six-zodiac';
import type { Draw, RtpRow, Selection } from './types';

/** A class of draws: one representative and how many draws (regular set + special) it stands for. */
interface DrawClass {
  readonly numbers: readonly number[];
  readonly weight: number;
}

const not = (taken: readonly number[]) => markSixNumbers.filter((n) => !taken.includes(n));

function specialClasses(): DrawClass[] {
  const regularSets = choose(markSixMax - 1, 6);
  return markSixNumbers.map((special) => ({
    numbers: [...not([special]).slice(0, 6), special],
    weight: regularSets,
  }));
}

/** Classes by r picks regular and s ∈ {0, 1} picks special; the play cannot tell picks apart. */
function numberClasses(picks: readonly number[]): DrawClass[] {
  const k = picks.length;
  const others = not(picks);
  const out: DrawClass[] = [];
  for (let r = 0; r <= Math.min(k, 6); r++) {
    const regular = [...picks.slice(0, r), ...others.slice(0, 6 - r)];
    const regularSets = choose(k, r) * choose(markSixMax - k, 6 - r);
    out.push({
      numbers: [...regular, others[6 - r] as number],
      weight: regularSets * (markSixMax - k - (6 - r)),
    });
    if (r < k) out.push({ numbers: [...regular, picks[r] as number], weight: regularSets * (k - r) });
  }
  return out;
}

/** Classes by the exact set of groups met by the 7 numbers (the special's place does not matter). */
function groupClasses(groups: readonly (readonly number[])[]): DrawClass[] {
  const outside = not(groups.flat());
  const indexes = groups.map((_, i) => i);
  const out: DrawClass[] = [];
  for (let size = 0; size <= groups.length; size++) {
    for (const met of subsets(indexes, size)) {
      // 7-sets inside outside ∪ met groups that meet every group of `met`.
      let sets = 0;
      for (let r = 0; r <= met.length; r++) {
        for (const kept of subsets(met, r)) {
          const pool = outside.length + kept.reduce((a, i) => a + (groups[i] as number[]).length, 0);
          sets += ((met.length - r) % 2 ? -1 : 1) * choose(pool, 7);
        }
      }
      const numbers = [
        ...met.map((i) => (groups[i] as number[])[0] as number),
        ...outside.slice(0, 7 - size),
      ];
      out.push({ numbers, weight: sets * 7 });
    }
  }
  return out;
}

function sumClasses(): DrawClass[] {
  return sevenSetSumCounts().flatMap((count, sum) =>
    count ? [{ numbers: sevenSetWithSum(sum), weight: count * 7 }] : [],
  );
}

function classesFor(play: MarkSixPlay, probe: Selection): DrawClass[] {
  const picks = probe[0] ?? [];
  switch (play.model) {
    case 'special':
      return specialClasses();
    case 'numbers':
      return numberClasses(picks.map(Number));
    case 'zodiacs':
      return groupClasses(picks.map((a) => zodiacNumbers(a as ZodiacAnimal, probeYear)));
    case 'tails':
      return groupClasses(picks.map((t) => markSixNumbers.filter((n) => `tail${tailOf(n)}` === t)));
    case 'sum':
      return sumClasses();
  }
}

/** Combinations won at `key` and refunded, over all draws × the probe's combinations (exact integers). */
export interface KeyCounts {
  readonly win: number;
  readonly refund: number;
  /** Draws (601,304,088) × combinations in the probe. */
  readonly total: number;
}

export function markSixKeyCounts(play: MarkSixPlay, key: string): KeyCounts {
  const probe = play.probes[key];
  if (!probe) throw new RangeError(`${play.definition.code} has no probe for ${key}`);
  const { definition } = play;
  const bets = definition.countBets(probe);
  let win = 0;
  let refund = 0;
  let draws = 0;
  for (const cls of classesFor(play, probe)) {
    const draw: Draw = { numbers: cls.numbers, zodiacYear: probeYear };
    const result = definition.settle(probe, draw, definition.defaultRates);
    win += cls.weight * result.wins.filter((w) => w.rateKey === key).length;
    refund += cls.weight * result.refundCount;
    draws += cls.weight;
  }
  return { win, refund, total: draws * bets };
}

export function rtpRowsFor(plays: readonly MarkSixPlay[]): RtpRow[] {
  return plays.flatMap(({ definition }, i) =>
    Object.entries(definition.rateSpecs).map(([rateKey, spec]) => {
      const counts = markSixKeyCounts(plays[i] as MarkSixPlay, rateKey);
      const rate = definition.defaultRates[rateKey] as number;
      return {
        family: 'marksix' as const,
        play: definition.code,
        rateKey,
        policy: spec.policy,
        rate,
        winProbability: `${spec.winNumerator}/${spec.winDenominator}`,
        refundProbability: `${spec.refundNumerator ?? 0}/${spec.winDenominator}`,
        rtpPercent: (counts.win * rate + counts.refund * 100) / counts.total,
        policyRtpPercent: returnPercent(policyRate(spec), spec),
        method: 'combinatorics' as const,
      };
    }),
  );
}

/** Exposed for tests: the class enumerations must cover every draw exactly once. */
export const drawClassesForTest = { specialClasses, numberClasses, groupClasses, sumClasses };
