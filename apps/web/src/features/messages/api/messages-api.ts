import type { MailItem, MailTab, Page } from '@fairdraw/contract';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { unreadQueryKey } from '../../../lib/unread';

const pageSize = 20;

/** One tab of the message centre (POST /user/userMail), newest first, page by page. */
export const mailQuery = (tab: MailTab) =>
  infiniteQueryOptions({
    queryKey: ['messages', 'mail', tab] as readonly unknown[],
    queryFn: ({ pageParam }) => api.call('userMail', { tab, page: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last: Page<MailItem>) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

export type MarkReadInput = { id: number; tab: MailTab } | { all: true; tab?: MailTab };

/** POST /user/updateReadCount, then the lists and every unread badge refresh. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkReadInput) => api.call('updateReadCount', input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: unreadQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['messages', 'mail'] }),
      ]);
    },
  });
}
