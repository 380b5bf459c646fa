import { ballRow, definePlay, type FiveBallPlay, type RawWin, rateSpec } from './five-ball-common';
import { picksAt } from './play-kit';
import type { RateSpec, Selection } from './types';

/**
 * 5-star and 4-star direct combo (ZX5, ZX4) and combination (ZH5, ZH4), docs/reference/play-types.md §1.1.
 * ZX: one row per ball, a combination is one ordered number (its digits).
 * ZH: every such number also buys its 4-, 3-, 2- and 1-star tails, so each number is m combinations
 * `[...digits, "starT"]`, T = m … 1; tier T wins when the last T balls match and pays its own rate.
 */

const ALL5 = [0, 1, 2, 3, 4];
const LAST4 = [1, 2, 3, 4];

/** Product of the rows' pick counts: how many ordered numbers the rows make. */
const numbersIn = (sel: Selection, m: number): number => {
  let n = 1;
  for (let i = 0; i < m; i++) n *= picksAt(sel, i).length;
  return n;
};

/** Every ordered number of the rows, as digit-code arrays. */
function numbersOf(sel: Selection, m: number): string[][] {
  let out: string[][] = [[]];
  for (let i = 0; i < m; i++) out = out.flatMap((prefix) => picksAt(sel, i).map((d) => [...prefix, d]));
  return out;
}

const tierKey = (t: number): string => `star${t}`;

function directPlay(code: string, positions: readonly number[]): FiveBallPlay {
  const m = positions.length;
  return definePlay({
    code,
    group: `star${m}`,
    counting: 'recomputed',
    rows: positions.map((p) => ballRow(p, 'direct', 1)),
    rateSpecs: { direct: rateSpec('other', 1, 10 ** m) },
    positions,
    rtpSelection: positions.map((p) => [String(p + 2)]),
    count: (sel) => numbersIn(sel, m),
    combos: (sel) => numbersOf(sel, m),
    wins: (sel, digits) => {
      const drawn = positions.map((p) => String(digits[p]));
      return drawn.every((d, i) => picksAt(sel, i).includes(d))
        ? [{ combination: drawn, rateKey: 'direct' }]
        : [];
    },
  });
}

function combinationPlay(code: string, positions: readonly number[]): FiveBallPlay {
  const m = positions.length;
  const rateSpecs: Record<string, RateSpec> = {};
  for (let t = m; t >= 1; t--) rateSpecs[tierKey(t)] = rateSpec('other', 1, 10 ** t);
  return definePlay({
    code,
    group: `star${m}`,
    counting: 'recomputed',
    rows: positions.map((p) => ballRow(p, tierKey(m), 1)),
    rateSpecs,
    positions,
    rtpSelection: positions.map((p) => [String(9 - p)]),
    comboRateKey: (c) => c[c.length - 1] ?? '',
    count: (sel) => m * numbersIn(sel, m),
    combos: (sel) =>
      numbersOf(sel, m).flatMap((n) => Array.from({ length: m }, (_, i) => [...n, tierKey(m - i)])),
    wins: (sel, digits) => {
      const drawn = positions.map((p) => String(digits[p]));
      const out: RawWin[] = [];
      // Tier t needs the last t balls picked as drawn; any picked digits before them win with it.
      for (let t = 1; t <= m; t++) {
        const from = m - t;
        if (!picksAt(sel, from).includes(drawn[from] ?? '')) break;
        const tail = drawn.slice(from);
        for (const head of numbersOf(sel, from))
          out.push({ combination: [...head, ...tail, tierKey(t)], rateKey: tierKey(t) });
      }
      return out;
    },
  });
}

export const star45DirectPlays: readonly FiveBallPlay[] = [
  directPlay('ZX5', ALL5),
  combinationPlay('ZH5', ALL5),
  directPlay('ZX4', LAST4),
  combinationPlay('ZH4', LAST4),
];
