import type { UnreadCountData } from '@fairdraw/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { api } from './api';
import { subscribeGameEvents } from './game-events';
import { storage } from './storage';

/**
 * Unread counts (POST /user/unReadCount): the tab bar's service badge, the Mine menu's message
 * badge and the message centre's tabs all read this one query, so marking read anywhere updates all.
 */
export const unreadQueryKey = ['messages', 'unread'] as const;

export const unreadQueryOptions = () =>
  queryOptions({
    queryKey: unreadQueryKey,
    queryFn: () => api.post<UnreadCountData>('/user/unReadCount'),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

/** Counts while logged in (null otherwise); an operator's live reply bumps the service count at once. */
export function useUnreadCounts(): UnreadCountData | null {
  const queryClient = useQueryClient();
  const loggedIn = storage.get('token') !== null;
  const { data } = useQuery({ ...unreadQueryOptions(), enabled: loggedIn });
  useEffect(() => {
    if (!loggedIn) return undefined;
    return subscribeGameEvents((event) => {
      if (event.type !== 'service' || typeof event.data.unread !== 'number') return;
      const service = event.data.unread;
      queryClient.setQueryData<UnreadCountData>(unreadQueryKey, (counts) =>
        counts ? { ...counts, service } : counts,
      );
    });
  }, [loggedIn, queryClient]);
  return loggedIn ? (data ?? null) : null;
}
