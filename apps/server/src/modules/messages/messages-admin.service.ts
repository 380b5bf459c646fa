import { ResponseCode } from '@fairdraw/contract';

import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toZonedIso } from '../../lib/zoned-time';
import type { OperatorContext, RecordAudit } from '../admin/admin.service';
import { createMessagesRepo } from './messages.repo';

interface Deps {
  db: Db;
  clock: Clock;
  timeZone: string;
  audit: RecordAudit;
  /** Whether a user exists (newsletters go to real accounts only). */
  userExists: (userId: number) => Promise<boolean>;
}

/** The back office's announcements and newsletters; every change and its audit row commit together. */
export function createMessagesAdminService(deps: Deps) {
  const repo = createMessagesRepo(deps.db);
  const { clock, timeZone } = deps;

  return {
    async noticeList(q: { page: number; pageSize: number }) {
      const { rows, total } = await repo.adminNoticePage(q.pageSize, (q.page - 1) * q.pageSize);
      const list = rows.map(({ notice, reads }) => ({
        id: notice.id,
        title: notice.title,
        body: notice.body,
        operatorId: notice.operatorId,
        reads,
        createdAt: toZonedIso(notice.createdAt, timeZone),
      }));
      return { list, total, page: q.page, pageSize: q.pageSize };
    },

    createNotice: (ctx: OperatorContext, input: { title: string; body: string }) =>
      deps.db.transaction(async (tx) => {
        const notice = await repo.insertNotice(
          { ...input, operatorId: ctx.operator.id, createdAt: clock.now() },
          tx,
        );
        await deps.audit(
          ctx,
          { action: 'notice.create', target: `notice:${notice.id}`, before: null, after: input },
          tx,
        );
        return { id: notice.id, createdAt: toZonedIso(notice.createdAt, timeZone) };
      }),

    /** Deleting twice answers 1002 the second time and logs nothing more. */
    deleteNotice: (ctx: OperatorContext, id: number) =>
      deps.db.transaction(async (tx) => {
        const deleted = await repo.softDeleteNotice(id, clock.now(), tx);
        if (!deleted) throw new AppError('messages.notFound', ResponseCode.notFound);
        await deps.audit(
          ctx,
          {
            action: 'notice.delete',
            target: `notice:${id}`,
            before: { title: deleted.title, body: deleted.body },
            after: null,
          },
          tx,
        );
        return { id };
      }),

    async sendNewsletter(ctx: OperatorContext, input: { userId: number; title: string; body: string }) {
      if (!(await deps.userExists(input.userId)))
        throw new AppError('admin.userNotFound', ResponseCode.notFound);
      return deps.db.transaction(async (tx) => {
        const row = await repo.insertNewsletter(
          {
            userId: input.userId,
            title: input.title,
            body: input.body,
            operatorId: ctx.operator.id,
            createdAt: clock.now(),
          },
          tx,
        );
        if (!row) throw new Error('newsletter not inserted');
        await deps.audit(
          ctx,
          {
            action: 'newsletter.send',
            target: `user:${input.userId}`,
            before: null,
            after: { id: row.id, ...input },
          },
          tx,
        );
        return { id: row.id, createdAt: toZonedIso(row.createdAt, timeZone) };
      });
    },
  };
}
export type MessagesAdminService = ReturnType<typeof createMessagesAdminService>;
