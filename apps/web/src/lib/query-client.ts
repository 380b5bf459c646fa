import { QueryClient } from '@tanstack/react-query';

/** The api-client already retries transport failures (up to 60 times), so queries never retry on top. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
