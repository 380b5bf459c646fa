import { endpoints } from '@fairdraw/contract';
import type { SupportMessage } from '@fairdraw/contract';
import type { z } from 'zod';

import { post } from '../../lib/api';

export type Conversations = z.infer<typeof endpoints.adminSupportConversations.data>;
export type Conversation = Conversations['list'][number];
export type ConversationMessages = z.infer<typeof endpoints.adminSupportMessages.data>;

export const paths = {
  conversations: endpoints.adminSupportConversations.path,
  messages: endpoints.adminSupportMessages.path,
};
export const reply = (conversationId: number, text: string) =>
  post<SupportMessage>(endpoints.adminSupportReply.path, { conversationId, text });
