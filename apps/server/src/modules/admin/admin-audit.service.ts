import type { z } from 'zod';

import type { adminAuditFilterBody } from '@fairdraw/contract';

import type { Db } from '../../db/client';
import { nextDay, toZonedIso, zonedDayStartOf } from '../../lib/zoned-time';
import { createAuditRepo } from './admin-audit.repo';

/** The audit log, read with filters (operator, action, target, time); written by audit-writer.ts. */
export function createAdminAuditService(deps: { db: Db; timeZone: string }) {
  const repo = createAuditRepo(deps.db);
  return {
    async list(q: z.output<typeof adminAuditFilterBody>) {
      const { rows, total } = await repo.page(
        {
          operatorId: q.operatorId,
          action: q.action,
          target: q.target,
          start: q.from ? zonedDayStartOf(q.from, deps.timeZone) : undefined,
          end: q.to ? zonedDayStartOf(nextDay(q.to), deps.timeZone) : undefined,
        },
        q.pageSize,
        (q.page - 1) * q.pageSize,
      );
      return {
        list: rows.map(({ log, operator }) => ({
          id: log.id,
          operatorId: log.operatorId,
          operator,
          action: log.action,
          target: log.target,
          ip: log.ip,
          before: log.before,
          after: log.after,
          time: toZonedIso(log.createdAt, deps.timeZone),
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
  };
}
export type AdminAuditService = ReturnType<typeof createAdminAuditService>;
