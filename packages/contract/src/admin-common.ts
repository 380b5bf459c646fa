import { z } from 'zod';

import { serialIdField } from './bounds';

/** A day in the operator's time zone (config `TZ`), as the back office's range filters send it. */
export const adminDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.general' });

/** `{ from, to }` days, both inclusive; `to` defaults to `from`, and both to today when absent. */
export const adminDayRangeBody = z.object({
  from: adminDay.optional(),
  to: adminDay.optional(),
});

export const adminUserIdBody = z.object({ userId: serialIdField() });

/** Answer of a maker–checker guarded action: done now, or waiting for a second operator. */
export const adminApprovalRef = z.object({
  id: z.number().int(),
  kind: z.enum(['withdraw.complete', 'user.adjust', 'user.resetFund']),
  status: z.enum(['pending', 'approved', 'rejected']),
});
