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
import { markSixMax, markSixNumbers, tailOf, waveCodes, waveNumbers } from './mark-six-attributes';
import { probeYear, type MarkSixPlay } from './mark-six-kit';
import { groupNumbers } from './mark-six-pairing';
import { policyRate, returnPercent } from './mark-six-odds';
import { sevenSetSumCounts, sevenSetWithSum } from './mark-six-sum';
import { zodiacCycle, zodiacNumbers, type ZodiacAnimal } from './mark-six-zodiac';
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

/**
 * Plays that read one drawn number by its place: the 49 rotations [v, v+1, …, v+6] (mod 49) put every
 * number at every place exactly once, and every number is equally likely at any place.
 */
function positionClasses(): DrawClass[] {
  return markSixNumbers.map((v) => ({
    numbers: Array.from({ length: 7 }, (_, i) => ((v - 1 + i) % markSixMax) + 1),
    weight: 1,
  }));
}

/** Classes by how many regular numbers are red, blue and green, and the special's colour. */
function waveClasses(): DrawClass[] {
  const lists = waveCodes.map((w) => waveNumbers[w]);
  const out: DrawClass[] = [];
  for (let r = 0; r <= 6; r++) {
    for (let b = 0; r + b <= 6; b++) {
      const counts = [r, b, 6 - r - b];
      const regular = counts.flatMap((c, i) => (lists[i] as readonly number[]).slice(0, c));
      const regularSets = counts.reduce(
        (w, c, i) => w * choose((lists[i] as readonly number[]).length, c),
        1,
      );
      counts.forEach((c, i) => {
        const list = lists[i] as readonly number[];
        if (c < list.length)
          out.push({ numbers: [...regular, list[c] as number], weight: regularSets * (list.length - c) });
      });
    }
  }
  return out;
}

/**
 * 7-sets of 1-49 by how many different animals they show (one animal owns 5 numbers, eleven own 4),
 * by a dynamic programme over the animals: index = animals shown.
 */
export function zodiacCountSets(): number[] {
  const sizes = [5, ...Array<number>(11).fill(4)];
  // ways[taken][shown]
  let ways: number[][] = [[1]];
  for (const size of sizes) {
    const next: number[][] = Array.from({ length: 8 }, () => Array<number>(13).fill(0));
    ways.forEach((row, taken) =>
      row.forEach((count, shown) => {
        if (!count) return;
        for (let j = 0; j <= Math.min(size, 7 - taken); j++) {
          const target = next[taken + j] as number[];
          target[shown + (j > 0 ? 1 : 0)] = (target[shown + (j > 0 ? 1 : 0)] ?? 0) + count * choose(size, j);
        }
      }),
    );
    ways = next;
  }
  return ways[7] ?? [];
}

/** One class per number of animals shown: a representative 7-set showing exactly that many (probeYear). */
function zodiacCountClasses(): DrawClass[] {
  const animals = zodiacCycle.map((a) => zodiacNumbers(a, probeYear));
  return zodiacCountSets().flatMap((count, shown) => {
    if (!count) return [];
    // One number of each of `shown` animals, then the rest from those animals' other numbers.
    const chosen = animals.slice(0, shown);
    const numbers = [...chosen.map((ns) => ns[0] as number), ...chosen.flatMap((ns) => ns.slice(1))].slice(
      0,
      7,
    );
    return [{ numbers, weight: count * 7 }];
  });
}

/**
 * Classes for two disjoint groups A and B: how many of each are regular, and whether the special is
 * in A, in B or in neither (pairing plays tell A's numbers from B's but not one A number from another).
 */
function pairClasses(a: readonly number[], b: readonly number[]): DrawClass[] {
  const others = not([...a, ...b]);
  const out: DrawClass[] = [];
  for (let ra = 0; ra <= Math.min(a.length, 6); ra++)
    for (let rb = 0; ra + rb <= 6 && rb <= b.length; rb++) {
      const rest = 6 - ra - rb;
      const regularSets = choose(a.length, ra) * choose(b.length, rb) * choose(others.length, rest);
      const regular = [...a.slice(0, ra), ...b.slice(0, rb), ...others.slice(0, rest)];
      const specials: [readonly number[], number][] = [
        [a, ra],
        [b, rb],
        [others, rest],
      ];
      for (const [group, used] of specials)
        if (used < group.length)
          out.push({
            numbers: [...regular, group[used] as number],
            weight: regularSets * (group.length - used),
          });
    }
  return out;
}

function sumClasses(): DrawClass[] {
  return sevenSetSumCounts().flatMap((count, sum) =>
    count ? [{ numbers: sevenSetWithSum(sum), weight: count * 7 }] : [],
  );
}

function classesFor(play: MarkSixPlay, probe: Selection): DrawClass[] {
  // Two-row plays (banker + dragger) are judged on all their picks together.
  const picks = probe.flat();
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
    case 'position':
      return positionClasses();
    case 'waves':
      return waveClasses();
    case 'zodiacCount':
      return zodiacCountClasses();
    case 'groupPairs': {
      const group = (code: string | undefined) => groupNumbers(code, probeYear).map(Number);
      return pairClasses(group(picks[0]), group(picks[1]));
    }
    case 'zodiacNumbers':
      return numberClasses(zodiacNumbers(picks[0] as ZodiacAnimal, probeYear));
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
  const bets = definition.countBets(probe, { zodiacYear: probeYear });
  const rate = definition.defaultRates[key] as number;
  let win = 0;
  let refund = 0;
  let draws = 0;
  for (const cls of classesFor(play, probe)) {
    const draw: Draw = { numbers: cls.numbers, zodiacYear: probeYear };
    const result = definition.settle(probe, draw, definition.defaultRates);
    // A win paid `times` times its rate (per-hit plays) counts `times` wins.
    for (const w of result.wins) if (w.rateKey === key) win += (cls.weight * w.rate) / rate;
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
export const drawClassesForTest = {
  specialClasses,
  numberClasses,
  groupClasses,
  sumClasses,
  positionClasses,
};
