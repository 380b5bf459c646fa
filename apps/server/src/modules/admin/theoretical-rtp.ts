import { findGame } from '@fairdraw/rules';

import probabilities from './rtp-probabilities.json';

interface ProbabilityRow {
  family: string;
  play: string;
  rateKey: string;
  win: string;
  refund: string;
}

const fraction = (text: string) => {
  const [n, d] = text.split('/').map(Number);
  return n === undefined || d === undefined || !d ? 0 : n / d;
};

const byFamilyPlay = new Map<string, ProbabilityRow[]>();
for (const row of probabilities as ProbabilityRow[]) {
  const key = `${row.family}/${row.play}`;
  byFamilyPlay.set(key, [...(byFamilyPlay.get(key) ?? []), row]);
}

/** Items of one play whose returns differ by less than this (in RTP units) count as one figure. */
const sameReturn = 0.01;

/**
 * The expected return of a one-unit stake on a play at the given odds, the way docs/rtp.md computes
 * it: rate / 100 × p(win) + p(refund) per rate key. One figure when the play has one rate key or all
 * its keys return alike (two-sided markets, sums at policy odds); null when it depends on what was
 * picked or how the tiers combine (ADR 084).
 */
export function theoreticalRtp(game: string, play: string, rates: Record<string, number>): number | null {
  const family = findGame(game)?.family;
  const rows = family ? byFamilyPlay.get(`${family}/${play}`) : undefined;
  if (!rows?.length) return null;
  const returns = rows.map((r) => ((rates[r.rateKey] ?? 0) / 100) * fraction(r.win) + fraction(r.refund));
  const min = Math.min(...returns);
  const max = Math.max(...returns);
  if (max - min >= sameReturn) return null;
  return returns.reduce((a, b) => a + b, 0) / returns.length;
}
