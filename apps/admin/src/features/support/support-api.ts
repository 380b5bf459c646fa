import { type AdminData, call } from '../../lib/api';

export type Conversations = AdminData<'adminSupportConversations'>;
export type Conversation = Conversations['list'][number];
export type ConversationMessages = AdminData<'adminSupportMessages'>;

export const reply = (conversationId: number, text: string) =>
  call('adminSupportReply', { conversationId, text });
