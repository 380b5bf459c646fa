import { GameList } from '../../../components/ui/game-list';
import type { HomeData } from '@fairdraw/contract';
import { LatestResult, NextDrawCountdown, useSecondTick } from './live-game';

/**
 * The game list with each game's next-draw countdown and latest result, kept live by the event
 * stream. Loaded after the first paint (home-games.tsx): its draw results pull in the rules' texts,
 * which the first-load budget keeps out of the initial JS.
 */
export default function LiveGameList({ games }: { games: HomeData['games'] }) {
  const now = useSecondTick();
  return (
    <GameList
      games={games}
      renderDetail={(game) => <LatestResult game={game.code} family={game.family} />}
      renderExtra={(game) => <NextDrawCountdown game={game.code} now={now} />}
    />
  );
}
