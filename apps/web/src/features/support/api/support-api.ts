import type { ServiceMessagesData, SupportMessage } from '@fairdraw/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { api } from '../../../lib/api';
import { storage } from '../../../lib/storage';
import { unreadQueryKey } from '../../../lib/unread';

export const conversationKey = ['support', 'conversation'] as const;

/**
 * This browser's visitor key (ADR 089): 32 random bytes, base64url. crypto.getRandomValues also
 * works on plain-http origins, where crypto.randomUUID does not exist.
 */
export function visitorKey(): string {
  const stored = storage.get('support_visitor_key');
  if (stored) return stored;
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const key = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  storage.set('support_visitor_key', key);
  return key;
}

/**
 * The whole conversation (POST /service/messages since 0); the server marks it read. A visitor key
 * left by writing while logged out goes along once, so the earlier conversation joins the account's.
 */
export const conversationQuery = () =>
  queryOptions({
    queryKey: conversationKey,
    queryFn: async () => {
      const key = storage.get('support_visitor_key');
      const data = await api.call('serviceMessages', {
        since: 0,
        ...(key ? { visitorKey: key } : {}),
      });
      // Linked, or unknown to the server: either way the key has done its work.
      if (key) storage.remove('support_visitor_key');
      return data;
    },
  });

/** Adds messages to the cached conversation, once each, in id order. */
export function mergeMessages(
  current: ServiceMessagesData | undefined,
  incoming: readonly SupportMessage[],
  conversationId: number | null = null,
): ServiceMessagesData {
  const byId = new Map((current?.list ?? []).map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return {
    conversationId: current?.conversationId ?? conversationId,
    list: [...byId.values()].sort((a, b) => a.id - b.id),
  };
}

/** The operator's reply a `service` event carries, when it carries one. */
export function replyOf(data: unknown): SupportMessage | undefined {
  const message = (data as { message?: Partial<SupportMessage> } | null)?.message;
  return typeof message?.id === 'number' && typeof message.text === 'string'
    ? (message as SupportMessage)
    : undefined;
}

/**
 * Shows the reply a `service` event carries at once, then fetches what is newer than the last message
 * held (and so marks it read), then the badge refreshes. The reply goes in from the event itself: one
 * of the user's own messages sent a moment later can hold a higher id, and a fetch after it would skip
 * the reply.
 */
export function useCatchUp() {
  const queryClient = useQueryClient();
  return useCallback(
    async (reply?: SupportMessage) => {
      const current = queryClient.getQueryData<ServiceMessagesData>(conversationKey);
      const since = current?.list.at(-1)?.id ?? 0;
      if (reply) {
        queryClient.setQueryData<ServiceMessagesData>(conversationKey, (data) =>
          data ? mergeMessages(data, [reply]) : data,
        );
      }
      const newer = await api.call('serviceMessages', { since });
      queryClient.setQueryData<ServiceMessagesData>(conversationKey, (data) =>
        mergeMessages(data, newer.list, newer.conversationId),
      );
      await queryClient.invalidateQueries({ queryKey: unreadQueryKey });
    },
    [queryClient],
  );
}

/** POST /service/send as the logged-in user; the answer joins the conversation at once. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.call('serviceSend', { text }),
    onSuccess: (message) => {
      queryClient.setQueryData<ServiceMessagesData>(conversationKey, (data) =>
        mergeMessages(data, [message]),
      );
    },
  });
}

/** POST /service/send without a TOKEN: an anonymous visitor's message with a contact. */
export function useSendVisitorMessage() {
  return useMutation({
    mutationFn: (input: { text: string; contact: string }) =>
      api.call('serviceSend', { ...input, visitorKey: visitorKey() }),
  });
}
