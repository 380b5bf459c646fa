import type { HomeData } from '@fairdraw/contract';
import { memo } from 'react';

import { GameList } from '../../../components/ui/game-list';
import { LatestResult, NextDrawCountdown } from './live-game';
import type { HomeCurrents } from './use-home-currents';

/**
 * The game list with each game's next-draw countdown and latest result, kept live by the event
 * stream. Loaded beside the home page (home-games.tsx), which holds the one subscription to the games'
 * current issues: the list renders again when the games or an answer change, once for the whole list;
 * the countdowns tick on their own.
 */
function LiveGameList({ games, currents }: { games: HomeData['games']; currents: HomeCurrents['byGame'] }) {
  return (
    <GameList
      games={games}
      renderDetail={(game) => (
        <LatestResult family={game.family} result={currents[game.code]?.issue?.last?.result} />
      )}
      renderExtra={(game) => <NextDrawCountdown game={game.code} current={currents[game.code]} />}
    />
  );
}

export default memo(LiveGameList);
