import type { HomeData } from '@fairdraw/contract';
import { memo } from 'react';

import { GameList } from '../../../components/ui/game-list';
import { LatestResult, NextDrawCountdown } from './live-game';

/**
 * The game list with each game's next-draw countdown and latest result, kept live by the event
 * stream. Loaded beside the home page (home-games.tsx); the countdowns tick on their own, so this list
 * renders again only when the games change.
 */
function LiveGameList({ games }: { games: HomeData['games'] }) {
  return (
    <GameList
      games={games}
      renderDetail={(game) => <LatestResult game={game.code} family={game.family} />}
      renderExtra={(game) => <NextDrawCountdown game={game.code} />}
    />
  );
}

export default memo(LiveGameList);
