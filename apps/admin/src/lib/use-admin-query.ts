import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { post } from './api';

/** A back-office read: the key is [path, body], so `useAction({ refresh: [path] })` refetches it. */
export function useAdminQuery<T>(
  path: string,
  body: object = {},
  options: { enabled?: boolean; refetchIntervalMs?: number } = {},
) {
  return useQuery({
    queryKey: [path, body],
    queryFn: () => post<T>(path, body),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchIntervalMs ?? false,
  });
}
