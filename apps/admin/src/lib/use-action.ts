import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';

/**
 * A back-office action: runs the call, reports success or the server's message, and refetches the
 * lists whose query keys start with one of `refresh` (every key starts with the API path).
 */
export function useAction<TInput, TResult>(
  run: (input: TInput) => Promise<TResult>,
  options: { success?: string | ((result: TResult) => string | null); refresh?: string[] } = {},
) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      const text = typeof options.success === 'function' ? options.success(result) : options.success;
      if (text) void message.success(text);
      await Promise.all(
        (options.refresh ?? []).map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
      );
    },
    onError: (error) => void message.error(error.message),
  });
}
