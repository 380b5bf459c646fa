import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';

import { bySize } from '../test-size.test-support';
import { deriveResult } from './fair-draw';

/**
 * Goodness of fit of the fair draw: 2·10^4 draws per family in CI (10^5 nightly; at least 408 expected
 * per value of Mark Six's 49) from deterministic seeds, a chi-square test of every position's
 * distribution at alpha = 0.001. The seeds are fixed, so the test is reproducible.
 */

const drawsPerFamily = bySize({ ci: 20_000, nightly: 100_000 });
const alpha = 0.001;

/** Counter-based seeds: SHA-256 of "uniformity:<family>:<i>", so every run sees the same seeds. */
function seedOf(family: string, i: number): string {
  return bytesToHex(sha256(utf8ToBytes(`uniformity:${family}:${i}`)));
}

// ln Γ(x), Lanczos approximation (g = 7, n = 9), accurate to ~1e-15 for x > 0.
const lanczos = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
function lnGamma(x: number): number {
  const z = x - 1;
  let sum = lanczos[0] as number;
  for (let i = 1; i < 9; i++) sum += (lanczos[i] as number) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Regularized upper incomplete gamma Q(a, x) (series for x < a + 1, continued fraction otherwise). */
function upperGammaQ(a: number, x: number): number {
  const front = Math.exp(-x + a * Math.log(x) - lnGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1000 && Math.abs(term) > Math.abs(sum) * 1e-16; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * front;
  }
  // Lentz's continued fraction.
  let b = x + 1 - a;
  let c = 1e300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    d = 1 / d;
    c = b + an / c;
    const delta = c * d;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return front * h;
}

/** Upper-tail critical value of chi-square with df degrees of freedom: P(X > x) = alpha, by bisection. */
function chiSquareCritical(df: number, tail: number): number {
  let lo = 0;
  let hi = df + 100 * Math.sqrt(2 * df) + 100;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (upperGammaQ(df / 2, mid / 2) > tail) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

function chiSquare(counts: readonly number[], total: number): number {
  const expected = total / counts.length;
  return counts.reduce((acc, c) => acc + (c - expected) ** 2 / expected, 0);
}

describe('chi-square critical values', () => {
  it('match the published table at alpha = 0.001', () => {
    expect(chiSquareCritical(5, alpha)).toBeCloseTo(20.515, 3);
    expect(chiSquareCritical(9, alpha)).toBeCloseTo(27.877, 3);
    expect(chiSquareCritical(48, alpha)).toBeCloseTo(84.037, 3);
    expect(chiSquareCritical(1, 0.05)).toBeCloseTo(3.841, 3);
  });
});

const families = [
  { family: 'k3', game: 'k3', positions: 3, values: 6, min: 1 },
  { family: 'fiveball', game: 'ffc', positions: 5, values: 10, min: 0 },
  { family: 'racing', game: 'pk10', positions: 10, values: 10, min: 1 },
  { family: 'marksix', game: 'lhc', positions: 7, values: 49, min: 1 },
] as const;

describe(`fair draw uniformity (${drawsPerFamily.toLocaleString('en')} draws per family, every position)`, () => {
  it.each(families)(
    '$family: each position is uniform over its $values values',
    ({ family, game, positions, values, min }) => {
      const counts = Array.from({ length: positions }, () => new Array<number>(values).fill(0));
      for (let i = 0; i < drawsPerFamily; i++) {
        const result = deriveResult(
          game,
          `20261122${String(i % 10_000).padStart(4, '0')}`,
          seedOf(family, i),
        );
        result.forEach((value, position) => {
          const row = counts[position] as number[];
          row[value - min] = (row[value - min] as number) + 1;
        });
      }
      const critical = chiSquareCritical(values - 1, alpha);
      const statistics = counts.map((row) => chiSquare(row, drawsPerFamily));
      for (const statistic of statistics) expect(statistic).toBeLessThan(critical);
      // A biased draw must fail: one value ten standard deviations too frequent (its own term alone ≈ 100,
      // above every critical value here) puts the same test far above the critical value, at either size.
      const skewed = [...(counts[0] as number[])];
      skewed[0] = (skewed[0] as number) + Math.round(10 * Math.sqrt(drawsPerFamily / values));
      expect(chiSquare(skewed, drawsPerFamily)).toBeGreaterThan(critical);
    },
    // About 1-2 s each alone; generous for a loaded CI machine running every suite at once.
    60_000,
  );
});
