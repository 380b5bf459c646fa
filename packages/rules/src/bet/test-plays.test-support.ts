import { choose, product, subsets } from '../combinatorics';
import type { BetError, PlayDefinition, PlayItem, PlayRow, Selection } from '../games/types';

/**
 * Small hand-written plays that exercise every path of the family-independent core (validation
 * order, counting, settlement, catalog shape) without depending on any real family. Used only by tests.
 */

const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

function items(family: string, codes: readonly string[], rateKey?: string): PlayItem[] {
  return codes.map((code) => ({ code, nameKey: `item.${family}.${code}`, rateKey: rateKey ?? code }));
}

function row(
  code: string,
  codes: readonly string[],
  minPicks: number,
  maxPicks: number,
  rateKey?: string,
): PlayRow {
  return { code, nameKey: `row.test.${code}`, items: items('test', codes, rateKey), minPicks, maxPicks };
}

const base = (code: string, group: string) =>
  ({ family: 'k3', code, group, nameKey: `play.test.${code}`, ruleKey: `rule.test.${code}` }) as const;

const first = (s: Selection, i = 0): readonly string[] => s[i] ?? [];

/** Direct, recomputed: 2-6 picks of dice faces, C(n, 2) pairs; a pair wins when both faces are drawn. */
export const pickTwo: PlayDefinition = {
  ...base('PICK2', 'pairs'),
  counting: 'recomputed',
  direct: true,
  rows: [row('PICK2', ['1', '2', '3', '4', '5', '6'], 2, 6, 'PICK2')],
  defaultRates: { PICK2: 600 },
  rateSpecs: { PICK2: { policy: 'other', winNumerator: 1, winDenominator: 6 } },
  countBets: (s) => choose(first(s).length, 2),
  combinations: (s) => subsets(first(s), 2),
  settle(s, draw, rates) {
    const combos = subsets(first(s), 2);
    const wins = combos
      .filter((c) => c.every((face) => draw.numbers.includes(Number(face))))
      .map((combination) => ({ combination, rateKey: 'PICK2', rate: rates.PICK2 ?? 0 }));
    return { betCount: combos.length, wins, refundCount: 0 };
  },
};

/** Rows, additive: one row per ball; an item wins when that ball shows it. 49 is refunded, never drawn here. */
export const positions: PlayDefinition = {
  ...base('POS', 'positions'),
  counting: 'additive',
  direct: false,
  rows: [row('ball1', digits, 0, 10, 'digit'), row('ball2', digits, 0, 10, 'digit')],
  defaultRates: { digit: 950 },
  rateSpecs: { digit: { policy: 'singleNumber', winNumerator: 1, winDenominator: 10 } },
  countBets: (s) => first(s, 0).length + first(s, 1).length,
  combinations: (s) => [0, 1].flatMap((r) => first(s, r).map((c) => [`ball${r + 1}`, c])),
  settle(s, draw, rates) {
    const combos = [0, 1].flatMap((r) => first(s, r).map((c) => [`ball${r + 1}`, c]));
    const wins = combos
      .filter(([ballCode, code]) => draw.numbers[Number(ballCode?.slice(4)) - 1] === Number(code))
      .map((combination) => ({ combination, rateKey: 'digit', rate: rates.digit ?? 0 }));
    return { betCount: combos.length, wins, refundCount: 0 };
  },
};

/** Two rows of 1-5 picks, recomputed: first x second with x != y, so {a} x {a} has no combination (count 0). */
export const distinctPair: PlayDefinition = {
  ...base('DPAIR', 'pairs'),
  counting: 'recomputed',
  direct: false,
  rows: [row('first', digits, 1, 5, 'DPAIR'), row('second', digits, 1, 5, 'DPAIR')],
  defaultRates: { DPAIR: 8000 },
  rateSpecs: { DPAIR: { policy: 'other', winNumerator: 1, winDenominator: 90 } },
  countBets(s) {
    const a = first(s, 0);
    const b = first(s, 1);
    return a.length * b.length - a.filter((x) => b.includes(x)).length;
  },
  combinations: (s) => product([first(s, 0), first(s, 1)]).filter(([x, y]) => x !== y),
  settle(s, draw, rates) {
    const combos = product([first(s, 0), first(s, 1)]).filter(([x, y]) => x !== y);
    const wins = combos
      .filter(([x, y]) => Number(x) === draw.numbers[0] && Number(y) === draw.numbers[1])
      .map((combination) => ({ combination, rateKey: 'DPAIR', rate: rates.DPAIR ?? 0 }));
    return { betCount: combos.length, wins, refundCount: 0 };
  },
};

export const noOddPicks: BetError = { code: 'noCombination', messageKey: 'bet.test.oddRefused' };

/** Direct with extraValidate: refuses odd digits; big/small with a refund on 5 for settlement tests. */
export const guarded: PlayDefinition = {
  ...base('GUARD', 'twoSided'),
  counting: 'additive',
  direct: true,
  rows: [row('GUARD', ['big', 'small', '1', '2'], 1, 4)],
  minTotalPicks: 1,
  defaultRates: { big: 195, small: 195, '1': 900, '2': 900 },
  rateSpecs: {
    big: { policy: 'twoSidedEven', winNumerator: 4, winDenominator: 10, refundNumerator: 1 },
    small: { policy: 'twoSidedEven', winNumerator: 4, winDenominator: 10, refundNumerator: 1 },
    '1': { policy: 'other', winNumerator: 1, winDenominator: 10 },
    '2': { policy: 'other', winNumerator: 1, winDenominator: 10 },
  },
  extraValidate: (s) => (first(s).includes('1') ? noOddPicks : null),
  countBets: (s) => first(s).length,
  combinations: (s) => first(s).map((c) => [c]),
  settle(s, draw, rates) {
    const d = draw.numbers[0] ?? 0;
    const picks = first(s);
    const refunded = d === 5 ? picks.filter((c) => c === 'big' || c === 'small') : [];
    const won = picks.filter((c) => (c === 'big' && d > 5) || (c === 'small' && d < 5) || c === String(d));
    return {
      betCount: picks.length,
      wins: won.map((c) => ({ combination: [c], rateKey: c, rate: rates[c] ?? 0 })),
      refundCount: refunded.length,
    };
  },
};

/** Six rows of ten digits, a full product: 10^6 combinations exceed the per-bet limit. */
export const sixDigits: PlayDefinition = {
  ...base('SIX', 'star'),
  counting: 'recomputed',
  direct: false,
  rows: Array.from({ length: 6 }, (_, i) => row(`ball${i + 1}`, digits, 1, 10, 'SIX')),
  minTotalPicks: 6,
  defaultRates: { SIX: 90_000_000 },
  rateSpecs: { SIX: { policy: 'other', winNumerator: 1, winDenominator: 1_000_000 } },
  countBets: (s) => s.reduce((n, r) => n * r.length, 1),
  combinations: (s) => product(s),
  settle(s, draw, rates) {
    const hit = s.every((r, i) => r.includes(String(draw.numbers[i])));
    return {
      betCount: s.reduce((n, r) => n * r.length, 1),
      wins: hit ? [{ combination: draw.numbers.map(String), rateKey: 'SIX', rate: rates.SIX ?? 0 }] : [],
      refundCount: 0,
    };
  },
};

export const testPlays: readonly PlayDefinition[] = [pickTwo, positions, distinctPair, guarded, sixDigits];
