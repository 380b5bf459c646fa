import type { BetContext, PlayDefinition, Selection } from '../games/types';
import { validateBet, validateSelection } from './validate';

/**
 * The number of combinations (bets) a selection expands to: the web's live "betNumber" and the
 * server's recomputed count. An invalid selection counts 0, so the preview never shows a count the
 * server would refuse. Uses the play's formula (never enumeration), after validation.
 */
export function countBets(
  game: string,
  playCode: string,
  selection: Selection,
  context?: BetContext,
): number {
  const validation = validateBet(game, playCode, selection, context);
  return validation.ok ? validation.betCount : 0;
}

/** countBets for a play definition already at hand. */
export function countPlayBets(play: PlayDefinition, selection: Selection, context?: BetContext): number {
  const validation = validateSelection(play, selection, context);
  return validation.ok ? validation.betCount : 0;
}
