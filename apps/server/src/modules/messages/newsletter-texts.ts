import type { ServerMessageKey } from '@fairdraw/contract';
import type { MessageLanguage } from '@fairdraw/rules';

import { isMessageKey, translate } from '../../plugins/language';
import type { NewsletterRow } from './messages.repo';

/** The system newsletters; each has `newsletter.<kind>.title` and `.body` in all five languages. */
export const systemNewsletterKinds = [
  'dormantCleared',
  'withdrawRejected',
  'rechargePassed',
  'loginPasswordReset',
  'fundPasswordReset',
] as const;
export type SystemNewsletterKind = (typeof systemNewsletterKinds)[number];

type NewsletterKey = Extract<ServerMessageKey, `newsletter.${SystemNewsletterKind}.${'title' | 'body'}`>;

export function newsletterKeys(kind: SystemNewsletterKind): {
  titleKey: NewsletterKey;
  bodyKey: NewsletterKey;
} {
  return { titleKey: `newsletter.${kind}.title`, bodyKey: `newsletter.${kind}.body` };
}

/** Rendered at read time, so a vi reader and an en reader each read their own language. */
export function renderNewsletter(
  row: Pick<NewsletterRow, 'title' | 'body' | 'titleKey' | 'bodyKey' | 'params'>,
  lang: MessageLanguage,
  timeZone: string,
): { title: string; body: string } {
  const params = row.params ?? undefined;
  const text = (key: string | null, literal: string | null) =>
    key && isMessageKey(key) ? translate(lang, key, params, timeZone) : (literal ?? '');
  return { title: text(row.titleKey, row.title), body: text(row.bodyKey, row.body) };
}
