import { z } from 'zod';

import { serialIdField } from './bounds';
import { adminDay } from './admin-common';
import { pageFields } from './list';
import { pageOf } from './money';

/** POST /admin/audit/list: filters combine with AND; `action` and `target` match as prefixes. */
export const adminAuditFilterBody = z.object({
  operatorId: serialIdField().optional(),
  action: z.string().trim().max(64).optional(),
  target: z.string().trim().max(128).optional(),
  from: adminDay.optional(),
  to: adminDay.optional(),
  ...pageFields,
});
export const adminAuditEntry = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  operator: z.string(),
  action: z.string(),
  target: z.string(),
  ip: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  time: z.string(),
});
export const adminAuditListData = pageOf(adminAuditEntry);
