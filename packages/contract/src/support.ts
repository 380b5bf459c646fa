import { z } from 'zod';

/** Customer service (ADR 076): one conversation per user with the operators. */
export const supportTextMax = 1000;
export const supportAuthors = ['user', 'visitor', 'operator'] as const;
export type SupportAuthor = (typeof supportAuthors)[number];

const text = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(supportTextMax, { error: 'validation.supportTextLength' });

/**
 * The secret a visitor's browser keeps (random, 22–64 URL-safe characters): a visitor's messages are
 * filed under it, and the first logged-in support call that carries it links that conversation to
 * the account (ADR 089).
 */
export const visitorKeyField = z.string().regex(/^[\w-]{22,64}$/);

/** `since`: the last message id the client holds (0 or absent: the whole history, newest 200). */
export const serviceMessagesBody = z.object({
  since: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  visitorKey: visitorKeyField.optional(),
});

/** Logged in: `text`. Anonymous visitors add `contact` (phone, e-mail or telegram handle). */
export const serviceSendBody = z.object({
  text,
  contact: z.string().trim().min(3, { error: 'validation.contactRequired' }).max(100).optional(),
  visitorKey: visitorKeyField.optional(),
});

export const supportMessage = z.object({
  id: z.number().int(),
  author: z.enum(supportAuthors),
  text: z.string(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessage>;

export const serviceMessagesData = z.object({
  conversationId: z.number().int().nullable(),
  list: z.array(supportMessage),
});
export type ServiceMessagesData = z.infer<typeof serviceMessagesData>;
