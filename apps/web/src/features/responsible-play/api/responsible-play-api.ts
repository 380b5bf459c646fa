import type { GamingLimitsBody } from '@fairdraw/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { userQueryKey } from '../../../lib/user';

/** The player's own responsible-play calls (ADR 120, ADR 121); money in fen, null = no limit. */
export const setLimits = (body: GamingLimitsBody) => api.call('gamingLimits', body);
export const fetchRealityCheck = () => api.call('realityCheck', {});
export const acknowledgeRealityCheck = () => api.call('realityCheckAck', {});
export const acceptTerms = (version: string) => api.call('acceptTerms', { version });
export const closeAccount = (password: string) => api.call('closeAccount', { password });
export const exportMyData = () => api.call('exportData', {});

export const realityCheckQueryKey = ['responsible-play', 'reality-check'] as const;

/** Polled cheaply: one small read a minute and on focus, while logged in (ADR 123). */
export const realityCheckPollMs = 60_000;

export const realityCheckQueryOptions = () =>
  queryOptions({
    queryKey: realityCheckQueryKey,
    queryFn: fetchRealityCheck,
    refetchInterval: realityCheckPollMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
    retry: false,
  });

/** Each write refreshes the user (limits and terms are part of getUserInfo). */
function useUserMutation<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}

export const useSetLimits = () => useUserMutation(setLimits);
export const useAcceptTerms = () => useUserMutation(acceptTerms);
