import {
  type MailItem,
  type MailTab,
  type Page,
  ResponseCode,
  type UnreadCountData,
} from '@fairdraw/contract';
import type { MessageLanguage } from '@fairdraw/rules';

import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toZonedIso } from '../../lib/zoned-time';
import { type SystemNewsletterKind, newsletterKeys, renderNewsletter } from './newsletter-texts';
import { createMessagesRepo } from './messages.repo';

interface Deps {
  db: Db;
  clock: Clock;
  timeZone: string;
  /** Unread operator replies, for the service tab's badge in the same answer. */
  supportUnread: (userId: number) => Promise<number>;
}

export type MarkReadInput =
  { id: number; tab?: MailTab | undefined } | { all: true; tab?: MailTab | undefined };

/** How many notices the home marquee shows. */
const marqueeSize = 5;

/**
 * The message centre: notices (to everyone, read per user) and newsletters (to one user, own read
 * flag), unread counts and marking read; system newsletters that other modules send (ADR 074).
 */
export function createMessagesService(deps: Deps) {
  const repo = createMessagesRepo(deps.db);
  const { clock, timeZone } = deps;

  async function markOne(userId: number, id: number, tab: MailTab): Promise<void> {
    if (tab === 'notice') {
      if (!(await repo.liveNotice(id))) throw new AppError('messages.notFound', ResponseCode.notFound);
      await repo.markNoticeRead(userId, id, clock.now());
      return;
    }
    const row = await repo.newsletterById(id);
    if (!row) throw new AppError('messages.notFound', ResponseCode.notFound);
    // Another user's newsletter is refused outright (ADR 074), and the update is owner-scoped anyway.
    if (row.userId !== userId) throw new AppError('messages.notYours', ResponseCode.notAllowed);
    await repo.markNewsletterRead(userId, id, clock.now());
  }

  return {
    async list(
      userId: number,
      lang: MessageLanguage,
      q: { tab: MailTab; page: number; pageSize: number },
      quiet = false,
    ): Promise<Page<MailItem>> {
      const offset = (q.page - 1) * q.pageSize;
      if (q.tab === 'notice') {
        if (quiet) return { list: [], total: 0, page: q.page, pageSize: q.pageSize };
        const { rows, total } = await repo.noticePage(userId, q.pageSize, offset);
        const list = rows.map(({ notice, readAt }) => ({
          id: notice.id,
          title: notice.title,
          body: notice.body,
          createdAt: toZonedIso(notice.createdAt, timeZone),
          read: readAt !== null,
        }));
        return { list, total, page: q.page, pageSize: q.pageSize };
      }
      const { rows, total } = await repo.newsletterPage(userId, q.pageSize, offset);
      const list = rows.map((row) => ({
        id: row.id,
        ...renderNewsletter(row, lang, timeZone),
        createdAt: toZonedIso(row.createdAt, timeZone),
        read: row.readAt !== null,
      }));
      return { list, total, page: q.page, pageSize: q.pageSize };
    },

    async unread(userId: number, quiet = false): Promise<UnreadCountData> {
      const [notice, newsletter, service] = await Promise.all([
        quiet ? 0 : repo.unreadNotices(userId),
        repo.unreadNewsletters(userId),
        deps.supportUnread(userId),
      ]);
      return { notice, newsletter, total: notice + newsletter, service };
    },

    /** One message (a newsletter unless `tab` says notice), or all of one tab, or everything. */
    async markRead(userId: number, input: MarkReadInput): Promise<void> {
      if ('id' in input) return markOne(userId, input.id, input.tab ?? 'newsletter');
      const now = clock.now();
      if (input.tab !== 'newsletter') await repo.markAllNoticesRead(userId, now);
      if (input.tab !== 'notice') await repo.markAllNewslettersRead(userId, now);
    },

    /**
     * A system newsletter, stored as message keys and params (rendered in the reader's language),
     * inside the caller's transaction; `dedupeKey` makes a retried cause send it once.
     */
    async sendSystem(
      userId: number,
      kind: SystemNewsletterKind,
      params: Record<string, string | number>,
      dedupeKey: string,
      tx: DbOrTx,
    ): Promise<void> {
      await repo.insertNewsletter(
        { userId, ...newsletterKeys(kind), params, dedupeKey, createdAt: clock.now() },
        tx,
      );
    },

    /** The home marquee: newest notices first. */
    async marquee(): Promise<{ id: number; title: string; body: string }[]> {
      const rows = await repo.latestNotices(marqueeSize);
      return rows.map((n) => ({ id: n.id, title: n.title, body: n.body }));
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
export type SystemNewsletters = Pick<MessagesService, 'sendSystem'>;
