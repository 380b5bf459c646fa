import { ResponseCode } from '@fairdraw/contract';

import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toZonedIso } from '../../lib/zoned-time';
import type { OperatorContext, RecordAudit } from '../admin/admin.service';
import type { LiveService } from '../live/live.service';
import { createSupportRepo } from './support.repo';
import { toSupportMessage } from './support-view';

/** What operators read of one conversation at most (newest first kept). */
const operatorHistoryMax = 500;

/**
 * The operators' side: conversation list, one conversation (read by the operators from then on),
 * and replies, audited and pushed live to the user as a `service` event (ADR 076).
 */
export function createSupportAdminService(deps: {
  db: Db;
  clock: Clock;
  timeZone: string;
  audit: RecordAudit;
  live: Pick<LiveService, 'record' | 'broadcast'>;
}) {
  const repo = createSupportRepo(deps.db);
  const { clock, timeZone } = deps;

  async function requireConversation(id: number) {
    const conversation = await repo.byId(id);
    if (!conversation) throw new AppError('support.conversationNotFound', ResponseCode.notFound);
    return conversation;
  }

  return {
    async conversations(q: { unreadOnly: boolean; page: number; pageSize: number }) {
      const { rows, total } = await repo.conversationPage(
        q.unreadOnly,
        q.pageSize,
        (q.page - 1) * q.pageSize,
      );
      const last = new Map(
        (await repo.lastMessages(rows.map((r) => r.conversation.id))).map((m) => [m.conversationId, m]),
      );
      const list = rows.map(({ conversation: c, account, unread }) => {
        const message = last.get(c.id);
        return {
          conversationId: c.id,
          userId: c.userId,
          account,
          visitorContact: c.visitorContact,
          lastMessage: message ? toSupportMessage(message, timeZone) : null,
          unread,
          lastMessageAt: toZonedIso(c.lastMessageAt, timeZone),
        };
      });
      return { list, total, page: q.page, pageSize: q.pageSize };
    },

    async messages(conversationId: number) {
      const conversation = await requireConversation(conversationId);
      const rows = await repo.messages(conversation.id, 0, operatorHistoryMax);
      const last = rows.at(-1);
      if (last) await repo.markOperatorRead(conversation.id, last.id);
      return {
        conversationId: conversation.id,
        userId: conversation.userId,
        visitorContact: conversation.visitorContact,
        list: rows.map((r) => toSupportMessage(r, timeZone)),
      };
    },

    /** Stored, audited and (for a user's conversation) recorded as a live event in one transaction. */
    async reply(ctx: OperatorContext, conversationId: number, text: string) {
      const conversation = await requireConversation(conversationId);
      const { message, events } = await deps.db.transaction(async (tx) => {
        const row = await repo.insertMessage(
          {
            conversationId,
            author: 'operator',
            operatorId: ctx.operator.id,
            text,
            ip: ctx.ip,
            createdAt: clock.now(),
          },
          tx,
        );
        await repo.markOperatorRead(conversationId, row.id, tx);
        await deps.audit(
          ctx,
          {
            action: 'support.reply',
            target: `conversation:${conversationId}`,
            before: null,
            after: { id: row.id, text },
          },
          tx,
        );
        const view = toSupportMessage(row, timeZone);
        if (conversation.userId === null) return { message: view, events: [] };
        const unread = await repo.unreadForUser(conversation.userId, tx);
        const stored = await deps.live.record(
          [
            {
              kind: 'service',
              userId: conversation.userId,
              payload: { conversationId, message: view, unread },
            },
          ],
          tx,
        );
        return { message: view, events: stored };
      });
      await deps.live.broadcast(events);
      return message;
    },
  };
}
export type SupportAdminService = ReturnType<typeof createSupportAdminService>;
