import { z } from 'zod';

import { serialIdField } from './bounds';
import { pageFields } from './list';
import { pageOf } from './money';
import { supportMessage, supportTextMax } from './support';

/**
 * Back office: announcements, newsletters and support conversations (roles admin and support).
 * The back-office web app calls these; their shapes are documented in docs/decisions/075.
 */
const title = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(120);
const body = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(5000);

export const adminNoticeListBody = z.object({ ...pageFields });
export const adminNoticeCreateBody = z.object({ title, body });
export const adminNoticeDeleteBody = z.object({ id: serialIdField() });
export const adminNewsletterSendBody = z.object({ userId: serialIdField(), title, body });

export const adminConversationsBody = z.object({
  /** Only conversations with messages the operators have not read. */
  unreadOnly: z.boolean().default(false),
  ...pageFields,
});
export const adminConversationBody = z.object({ conversationId: serialIdField() });
export const adminSupportReplyBody = z.object({
  conversationId: serialIdField(),
  text: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(supportTextMax),
});

export const adminNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  operatorId: z.number().int(),
  /** Users who have read it. */
  reads: z.number().int(),
  createdAt: z.string(),
});
export const adminNoticeListData = pageOf(adminNotice);
/** /admin/notice/create and /admin/newsletter/send: the new row. */
export const adminCreatedData = z.object({ id: z.number().int(), createdAt: z.string() });
export const adminNoticeDeleteData = z.object({ id: z.number().int() });

/** A conversation is a user's (`userId`, `account`) or an anonymous visitor's (`visitorContact`). */
export const adminConversation = z.object({
  conversationId: z.number().int(),
  userId: z.number().int().nullable(),
  account: z.string().nullable(),
  visitorContact: z.string().nullable(),
  lastMessage: supportMessage.nullable(),
  /** Messages the operators have not read. */
  unread: z.number().int(),
  lastMessageAt: z.string(),
});
export const adminConversationsData = pageOf(adminConversation);
/** POST /admin/support/messages: the newest 500, oldest first; they count as read from then on. */
export const adminConversationMessagesData = z.object({
  conversationId: z.number().int(),
  userId: z.number().int().nullable(),
  visitorContact: z.string().nullable(),
  list: z.array(supportMessage),
});
