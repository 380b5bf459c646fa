import { endpoints } from '@fairdraw/contract';
import type { SupportMessage } from '@fairdraw/contract';

import { post } from '../../lib/api';

/** The contract gives these routes' bodies only; the answers are those of the support module. */
export interface Conversation {
  conversationId: number;
  userId: number | null;
  account: string | null;
  visitorContact: string | null;
  lastMessage: SupportMessage | null;
  unread: number;
  lastMessageAt: string;
}
export interface ConversationMessages {
  conversationId: number;
  userId: number | null;
  visitorContact: string | null;
  list: SupportMessage[];
}

export const paths = {
  conversations: endpoints.adminSupportConversations.path,
  messages: endpoints.adminSupportMessages.path,
};
export const reply = (conversationId: number, text: string) =>
  post<SupportMessage>(endpoints.adminSupportReply.path, { conversationId, text });
