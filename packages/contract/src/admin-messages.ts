import { z } from 'zod';

import { serialIdField } from './bounds';
import { pageFields } from './list';
import { supportTextMax } from './support';

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
