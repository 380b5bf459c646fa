import { queryOptions } from '@tanstack/react-query';

import { currentIssueQuery } from '../../lib/game-current';
import { fetchCurrentIssueBatched } from '../../lib/game-currents';

/**
 * The home list's view of POST /game/current: the same cache entry as the game screens' (which then
 * show it at once), filled by one POST /game/currents for all the games the list asks for at once
 * (lib/game-currents.ts). The event stream refetches a game when its issue moves on, so an answer a
 * few seconds old (the first visit's preload, preloadEveryCurrentIssue) is not asked for again when the list
 * mounts, as the shared query's staleTime of 0 would (seven games twice).
 */
export const homeCurrentIssueQuery = (game: string) =>
  queryOptions({
    ...currentIssueQuery(game),
    queryFn: () => fetchCurrentIssueBatched(game),
    staleTime: 10_000,
  });
