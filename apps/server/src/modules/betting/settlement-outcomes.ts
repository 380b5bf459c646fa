import { settle } from '@fairdraw/rules';

import type { BetStatus } from '../../db/schema/betting';
import type { BetOutcome, DrawnIssueContext, PendingBet } from './settlement.repo';

/** Winning combinations kept per bet for its detail view (a bet can win thousands at once). */
const winsKept = 200;

/** Distinct bets remembered per issue: bounds the memory of an issue where every bet differs. */
const memoLimit = 20_000;

/** The rules decide every outcome (ADR 013): SQL only moves the answers, a page at a time. */
function outcomeOf(
  drawn: DrawnIssueContext,
  bet: PendingBet,
  selection: string[][],
  rates: Record<string, number>,
): BetOutcome {
  const stake = bet.unitPriceFen * bet.multiple;
  const s = settle(
    drawn.gameCode,
    bet.playCode,
    selection,
    { numbers: drawn.result, ...(drawn.zodiacYear === null ? {} : { zodiacYear: drawn.zodiacYear }) },
    stake,
    rates,
  );
  const grouped = new Map<string, { combination: string[]; rate: number; count: number }>();
  for (const w of s.wins) {
    const key = `${w.combination.join(',')}@${w.rate}`;
    const entry = grouped.get(key);
    if (entry) entry.count += 1;
    else if (grouped.size < winsKept)
      grouped.set(key, { combination: [...w.combination], rate: w.rate, count: 1 });
  }
  return {
    status: s.outcome satisfies BetStatus,
    payoutFen: s.payoutFen,
    winCount: s.wins.length,
    refundCount: s.refundCount,
    wins: [...grouped.values()],
  };
}

/**
 * One issue's outcomes. `settle` is a pure function of the play, selection, stake and odds snapshot
 * (the draw is the issue's), and an issue's bets repeat them (big/small, a single number): each
 * distinct bet is settled once and its answer reused (one object, shared by every bet like it), and
 * its selection and odds parsed once.
 */
export function createOutcomes(drawn: DrawnIssueContext) {
  const memo = new Map<string, BetOutcome>();
  const ratesByText = new Map<string, { id: number; rates: Record<string, number> }>();
  const ratesOf = (text: string) => {
    let entry = ratesByText.get(text);
    if (!entry) {
      entry = { id: ratesByText.size, rates: JSON.parse(text) as Record<string, number> };
      ratesByText.set(text, entry);
    }
    return entry;
  };
  return (bet: Readonly<PendingBet>): BetOutcome => {
    const rates = ratesOf(bet.ratesText);
    const key = `${bet.playCode}\u0000${bet.unitPriceFen * bet.multiple}\u0000${rates.id}\u0000${bet.selectionText}`;
    let outcome = memo.get(key);
    if (!outcome) {
      outcome = outcomeOf(drawn, bet, JSON.parse(bet.selectionText) as string[][], rates.rates);
      if (memo.size >= memoLimit) memo.clear();
      memo.set(key, outcome);
    }
    return outcome;
  };
}
