import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { type AdminData, type CallArgs, type JsonEndpointName, call, pathOf } from './api';

/**
 * A back-office read by endpoint name: the key is [path, body], so `useAction({ refresh: [name] })`
 * refetches it.
 */
export function useAdminQuery<N extends JsonEndpointName>(
  name: N,
  body: CallArgs<N>[0],
  options: { enabled?: boolean; refetchIntervalMs?: number } = {},
) {
  return useQuery<AdminData<N>>({
    queryKey: [pathOf(name), body ?? {}],
    queryFn: () => call(name, ...([body] as CallArgs<N>)),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchIntervalMs ?? false,
  });
}
