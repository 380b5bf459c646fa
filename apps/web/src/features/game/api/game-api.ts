import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import type { GameListEntry, HistoryRow, OrderRequest, OrderResult, Page } from './game-types';

/**
 * GET /game/list: every game with its play groups at the operator's rates. The server localizes the
 * names, so the language is part of the key.
 */
export const gameListQuery = (language: string) =>
  queryOptions({
    queryKey: ['game', 'list', language],
    queryFn: async () => (await api.get<{ list: GameListEntry[] }>('/game/list')).list,
    staleTime: 5 * 60_000,
  });

export type { CurrentIssueAnswer } from '../../../lib/game-current';
export { currentIssueQuery } from '../../../lib/game-current';

export const historyQuery = (game: string, pageSize: number) =>
  queryOptions({
    queryKey: ['game', 'history', game, pageSize],
    queryFn: () => api.post<Page<HistoryRow>>('/game/history', { game, page: 1, pageSize }),
    staleTime: 10_000,
  });

export function makeOrder(body: OrderRequest): Promise<OrderResult> {
  return api.post<OrderResult>('/user/makeOrder', body);
}

/** Draw history as an infinite list (newest first). */
export const historyPagesQuery = (game: string, pageSize = 20) =>
  infiniteQueryOptions({
    queryKey: ['game', 'history', game, 'pages', pageSize],
    queryFn: ({ pageParam }) =>
      api.post<Page<HistoryRow>>('/game/history', { game, page: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last: Page<HistoryRow>, all: Page<HistoryRow>[]) => {
      const loaded = all.reduce((sum, page) => sum + page.list.length, 0);
      return loaded < last.total && last.list.length > 0 ? last.page + 1 : undefined;
    },
  });
