import type { UnreadCountData } from '@fairdraw/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { api } from './api';
import { subscribeGameEvents } from './game-events';
import { storage } from './storage';
import { useIdleSinceMount } from './when-idle';

/**
 * Unread counts (POST /user/unReadCount): the tab bar's service badge, the Mine menu's message
 * badge and the message centre's tabs all read this one query, so marking read anywhere updates all.
 */
export const unreadQueryKey = ['messages', 'unread'] as const;

export const unreadQueryOptions = () =>
  queryOptions({
    queryKey: unreadQueryKey,
    queryFn: () => api.call('unReadCount'),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

/**
 * Counts while logged in (null otherwise); an operator's live reply bumps the service count at once. Asked
 * for, and listened to, once the first screen is done (whenIdle): a badge is not worth a request and the
 * event stream's connection among the long tasks before the page shows (docs/performance.md, "Fifth pass").
 */
export function useUnreadCounts(): UnreadCountData | null {
  const queryClient = useQueryClient();
  const loggedIn = storage.get('token') !== null;
  const idle = useIdleSinceMount();
  const { data } = useQuery({ ...unreadQueryOptions(), enabled: loggedIn && idle });
  useEffect(() => {
    if (!loggedIn || !idle) return undefined;
    return subscribeGameEvents((event) => {
      if (event.type !== 'service') return;
      const service = event.data.unread;
      queryClient.setQueryData<UnreadCountData>(unreadQueryKey, (counts) =>
        counts ? { ...counts, service } : counts,
      );
    });
  }, [loggedIn, idle, queryClient]);
  return loggedIn ? (data ?? null) : null;
}
