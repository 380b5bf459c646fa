import type { QueryClient } from '@tanstack/react-query';

import { homeCurrentIssueQuery } from './home-current';
import { homeQueryOptions } from '../../lib/home-data';

/**
 * A logged-in first visit of home (app/router.tsx preloadFirstScreen): the game list and each game's
 * current issue are asked for at once, beside the user, instead of one after the other once the page
 * has rendered (index → chunk → seven /game/current, three round trips).
 */
export function preloadHome(queryClient: QueryClient, language: string): void {
  void queryClient
    .fetchQuery(homeQueryOptions(language))
    .then((home) => {
      for (const game of home.games) void queryClient.prefetchQuery(homeCurrentIssueQuery(game.code));
    })
    .catch(() => undefined);
}
