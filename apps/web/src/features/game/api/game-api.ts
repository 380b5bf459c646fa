import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import type { EndpointData } from '@fairdraw/contract';
import type { OrderRequest, OrderResult } from './game-types';

type HistoryPage = EndpointData<'gameHistory'>;

/**
 * GET /game/list: every game with its play groups at the operator's rates. The server localizes the
 * names, so the language is part of the key.
 */
export const gameListQuery = (language: string) =>
  queryOptions({
    queryKey: ['game', 'list', language],
    queryFn: async () => (await api.call('gameList')).list,
    staleTime: 5 * 60_000,
  });

export type { CurrentIssueAnswer } from '../../../lib/game-current';
export { currentIssueQuery } from '../../../lib/game-current';

export const historyQuery = (game: string, pageSize: number) =>
  queryOptions({
    queryKey: ['game', 'history', game, pageSize],
    queryFn: () => api.call('gameHistory', { game, page: 1, pageSize }),
    staleTime: 10_000,
  });

export function makeOrder(body: OrderRequest): Promise<OrderResult> {
  return api.call('makeOrder', body);
}

/** Draw history as an infinite list (newest first). */
export const historyPagesQuery = (game: string, pageSize = 20) =>
  infiniteQueryOptions({
    queryKey: ['game', 'history', game, 'pages', pageSize],
    queryFn: ({ pageParam }) => api.call('gameHistory', { game, page: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last: HistoryPage, all: HistoryPage[]) => {
      const loaded = all.reduce((sum, page) => sum + page.list.length, 0);
      return loaded < last.total && last.list.length > 0 ? last.page + 1 : undefined;
    },
  });
