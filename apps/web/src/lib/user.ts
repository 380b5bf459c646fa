import type { UserInfo } from '@fairdraw/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from './api';
import { checkUserInfo } from './response-checks';

/**
 * The logged-in user (POST /user/getUserInfo). Several features show it (home balance, mine header,
 * settings) and the guard loads it, so it lives here rather than in one feature.
 */
export const userQueryKey = ['user', 'info'] as const;

export async function fetchUserInfo(): Promise<UserInfo> {
  return checkUserInfo(await api.call('getUserInfo'));
}

export const userInfoQueryOptions = () =>
  queryOptions({ queryKey: userQueryKey, queryFn: fetchUserInfo, staleTime: 15_000 });

export function useUser() {
  return useQuery(userInfoQueryOptions());
}

/** A money answer or a settled event carries the new balance: shown at once, without asking again. */
export function patchBalance(queryClient: QueryClient, balance: number): void {
  queryClient.setQueryData<UserInfo>(userQueryKey, (user) => (user ? { ...user, balance } : user));
}
