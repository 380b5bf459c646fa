import type { QueryClient } from '@tanstack/react-query';

import { homeQueryOptions } from '../../lib/home-data';
import { preloadEveryCurrentIssue } from '../../lib/game-currents';

/**
 * A logged-in first visit of home (app/router.tsx preloadFirstScreen): the game list and every game's
 * current issue are asked for at once, beside the user, instead of one after the other once the page
 * has rendered (index → chunk → seven /game/current, three round trips), or once the list has come
 * (index → /game/currents, two).
 */
export function preloadHome(queryClient: QueryClient, language: string): void {
  void queryClient.prefetchQuery(homeQueryOptions(language));
  preloadEveryCurrentIssue(queryClient);
}
