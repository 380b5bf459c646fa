import { findPlay } from '../games/registry';
import { effectiveRates } from '../games/play-group';
import type { Draw, PlayDefinition, RateTable, Selection, Settlement } from '../games/types';
import type { Fen } from '../money';
import { fen, payoutFen } from '../money';
import { validateSelection } from './validate';

/**
 * Settles a stored bet against a draw. The bet was validated when it was placed, so an unknown play or
 * an invalid selection here is a programmer (or data) error and throws instead of paying anything.
 * `rates` are the odds the bet was placed at; keys it lacks fall back to the play's defaults.
 */
export function settlePlay(
  play: PlayDefinition,
  selection: Selection,
  draw: Draw,
  rates?: RateTable,
): Settlement {
  // The draw's own year: the one the bet was counted with when placed on this issue.
  const context = draw.zodiacYear === undefined ? {} : { zodiacYear: draw.zodiacYear };
  const validation = validateSelection(play, selection, context);
  // A limit lowered after the bet was placed must not block its settlement.
  if (!validation.ok && validation.error.code !== 'tooManyCombinations')
    throw new RangeError(`cannot settle an invalid selection (${validation.error.code})`);
  return play.settle(selection, draw, effectiveRates(play, rates));
}

export function settleBet(
  game: string,
  playCode: string,
  selection: Selection,
  draw: Draw,
  rates?: RateTable,
): Settlement {
  const play = findPlay(game, playCode);
  if (!play) throw new RangeError(`unknown play ${game}/${playCode}`);
  return settlePlay(play, selection, draw, rates);
}

/**
 * What a settled bet pays, stake included: each winning combination pays floor(stake x rate / 100)
 * (README: rounding down per combination), each refunded combination returns its stake.
 */
export function settlementPayoutFen(settlement: Settlement, stakePerCombinationFen: number): Fen {
  const won = settlement.wins.reduce((sum, w) => sum + payoutFen(stakePerCombinationFen, w.rate), 0);
  return fen(won + settlement.refundCount * stakePerCombinationFen);
}

export type BetOutcome = 'won' | 'lost' | 'refunded';

/**
 * A bet with any winning combination is won; one whose every combination was refunded is refunded;
 * anything else is lost (including a partly refunded bet without a win: its refunds are still paid
 * by settlementPayoutFen).
 */
export function betOutcome(settlement: Settlement): BetOutcome {
  if (settlement.wins.length > 0) return 'won';
  if (settlement.betCount > 0 && settlement.refundCount === settlement.betCount) return 'refunded';
  return 'lost';
}

export interface BetSettlement extends Settlement {
  /** Combinations that neither won nor were refunded. */
  readonly lostCount: number;
  readonly outcome: BetOutcome;
  /** What the bet pays back, stake included. */
  readonly payoutFen: Fen;
}

/**
 * The one call that settles a bet as placed on the wire (game, play code, selection of item codes)
 * against a draw: which combinations won and at which rate, how many lost or were refunded, and the
 * payout in fen for the given stake per combination (unitPrice x multiple).
 */
export function settle(
  game: string,
  playCode: string,
  selection: Selection,
  draw: Draw,
  stakePerCombinationFen: number,
  rates?: RateTable,
): BetSettlement {
  const settlement = settleBet(game, playCode, selection, draw, rates);
  return {
    ...settlement,
    lostCount: settlement.betCount - settlement.wins.length - settlement.refundCount,
    outcome: betOutcome(settlement),
    payoutFen: settlementPayoutFen(settlement, stakePerCombinationFen),
  };
}
