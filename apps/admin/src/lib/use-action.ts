import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';

import { type AdminEndpointName, pathOf } from './api';

/**
 * A back-office action: runs the call, reports success or the server's message, and refetches the
 * reads of the endpoints named in `refresh` (every read's query key starts with its path).
 */
export function useAction<TInput, TResult>(
  run: (input: TInput) => Promise<TResult>,
  options: { success?: string | ((result: TResult) => string | null); refresh?: AdminEndpointName[] } = {},
) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      const text = typeof options.success === 'function' ? options.success(result) : options.success;
      if (text) void message.success(text);
      await Promise.all(
        (options.refresh ?? []).map((name) => queryClient.invalidateQueries({ queryKey: [pathOf(name)] })),
      );
    },
    onError: (error) => void message.error(error.message),
  });
}
