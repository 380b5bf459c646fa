import { z } from 'zod';

/** Lists take { page, pageSize } (default 1 and 20, pageSize ≤ 100; docs/api-conventions.md). */
export const pageFields = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
export const pageBody = z.object(pageFields);
