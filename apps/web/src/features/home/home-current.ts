import { queryOptions } from '@tanstack/react-query';

import { currentIssueQuery } from '../../lib/game-current';

/**
 * The home list's view of POST /game/current. The event stream refetches a game when its issue moves
 * on, so an answer a few seconds old (the first visit's preload, preload-home.ts) is not asked for
 * again when the list mounts, as the shared query's staleTime of 0 would (seven requests twice).
 */
export const homeCurrentIssueQuery = (game: string) =>
  queryOptions({ ...currentIssueQuery(game), staleTime: 10_000 });
