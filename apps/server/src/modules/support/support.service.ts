import { createHash } from 'node:crypto';

import { ResponseCode, type ServiceMessagesData, type SupportMessage } from '@fairdraw/contract';

import type { Db } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createSupportRepo } from './support.repo';
import { toSupportMessage } from './support-view';

/** Customer service (ADR 076) with its throttle (ADR 077): 10 messages a minute per user or address. */
export const supportSendLimit = { count: 10, windowMs: 60_000 } as const;
/** One answer of /service/messages holds at most this many messages (older ones: page with since). */
const historyMax = 200;

export type SupportSender =
  | { userId: number; visitorKey?: string | undefined }
  | { visitorContact: string | undefined; visitorKey?: string | undefined };

/** Only the key's hash is stored: a database reader cannot claim a visitor's conversation. */
const hashOfKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** The player's (or an anonymous visitor's) side of customer service. */
export function createSupportService(deps: { db: Db; clock: Clock; timeZone: string }) {
  const repo = createSupportRepo(deps.db);
  const { clock, timeZone } = deps;

  async function refuseIfThrottled(by: { conversationId: number } | { ip: string }) {
    const since = new Date(clock.now().getTime() - supportSendLimit.windowMs);
    if ((await repo.sentSince(by, since)) >= supportSendLimit.count)
      throw new AppError('common.rateLimited', ResponseCode.rateLimited);
  }

  /**
   * A logged-in call carrying the browser's visitor key links the visitor conversation filed under it
   * (ADR 089): it becomes the user's, or its messages join the user's conversation. The key is spent:
   * it links once, to the first account that presents it; an unknown or spent key links nothing.
   */
  async function linkVisitor(userId: number, visitorKey: string | undefined): Promise<void> {
    if (!visitorKey) return;
    await deps.db.transaction(async (tx) => {
      const visitor = await repo.unlinkedByKeyForUpdate(hashOfKey(visitorKey), tx);
      if (!visitor) return;
      const own = await repo.byUser(userId, tx);
      if (own) await repo.mergeInto(visitor, own, tx);
      else await repo.assignToUser(visitor.id, userId, tx);
    });
  }

  return {
    /** The caller's messages after `since` (all, newest 200, when 0); everything shown is now read. */
    async messages(userId: number, since: number, visitorKey?: string): Promise<ServiceMessagesData> {
      await linkVisitor(userId, visitorKey);
      const conversation = await repo.byUser(userId);
      if (!conversation) return { conversationId: null, list: [] };
      const rows = await repo.messages(conversation.id, since, historyMax);
      const last = rows.at(-1);
      if (last) await repo.markUserRead(conversation.id, last.id);
      return { conversationId: conversation.id, list: rows.map((r) => toSupportMessage(r, timeZone)) };
    },

    /**
     * A logged-in user writes into their one conversation; a visitor's message opens (or joins) the
     * conversation of the contact they leave. Throttled per user, and per address for visitors.
     */
    async send(sender: SupportSender, text: string, ip: string): Promise<SupportMessage> {
      const now = clock.now();
      if ('userId' in sender) {
        await linkVisitor(sender.userId, sender.visitorKey);
        const conversation = await repo.ensure({ userId: sender.userId }, now);
        await refuseIfThrottled({ conversationId: conversation.id });
        const row = await repo.insertMessage({
          conversationId: conversation.id,
          author: 'user',
          text,
          ip,
          createdAt: now,
        });
        // The user has seen everything up to their own message.
        await repo.markUserRead(conversation.id, row.id);
        return toSupportMessage(row, timeZone);
      }
      const contact = sender.visitorContact?.trim().toLowerCase();
      if (!contact) throw fieldError('contact', 'validation.contactRequired');
      await refuseIfThrottled({ ip });
      const visitorKeyHash = sender.visitorKey ? hashOfKey(sender.visitorKey) : undefined;
      const conversation = await repo.ensure({ visitorContact: contact, visitorKeyHash }, now);
      // The contact the visitor left last is the one operators should use.
      if (conversation.visitorContact !== contact) await repo.setVisitorContact(conversation.id, contact);
      const row = await repo.insertMessage({
        conversationId: conversation.id,
        author: 'visitor',
        text,
        ip,
        createdAt: now,
      });
      return toSupportMessage(row, timeZone);
    },

    unreadFor: (userId: number) => repo.unreadForUser(userId),
  };
}
export type SupportService = ReturnType<typeof createSupportService>;
