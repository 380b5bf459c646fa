import { z } from 'zod';

import { serialIdField } from './bounds';
import { pageFields } from './list';

/** Message centre (/user/userMail, /user/updateReadCount, /user/unReadCount). */
export const mailTabs = ['notice', 'newsletter'] as const;
export type MailTab = (typeof mailTabs)[number];

export const userMailBody = z.object({ tab: z.enum(mailTabs).default('notice'), ...pageFields });

/**
 * Mark one message read (`id` with its `tab`; a newsletter id by default, since notice and
 * newsletter ids are separate sequences) or everything read (`all: true`, every tab unless `tab`).
 */
export const updateReadCountBody = z
  .object({
    id: serialIdField().optional(),
    all: z.literal(true).optional(),
    tab: z.enum(mailTabs).optional(),
  })
  .refine((b) => (b.id === undefined) !== (b.all === undefined), {
    error: 'validation.required',
    path: ['id'],
  });

export const mailItem = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type MailItem = z.infer<typeof mailItem>;

/** `service`: operator replies the user has not seen yet (the customer-service tab's badge). */
export const unreadCountData = z.object({
  notice: z.number().int(),
  newsletter: z.number().int(),
  total: z.number().int(),
  service: z.number().int(),
});
export type UnreadCountData = z.infer<typeof unreadCountData>;
