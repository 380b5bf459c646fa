import { z } from 'zod';

import { serialIdField } from './bounds';
import { dateRange, rechargeStatuses, withdrawStates } from './money';
import { pageFields } from './list';

/** Back office (`/admin/*`): separate operator accounts and tokens (ADR 034). */
export const operatorRoles = ['admin', 'finance', 'support'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

export const adminLoginBody = z.object({
  account: z.string({ error: 'validation.required' }).min(1).max(64),
  password: z.string({ error: 'validation.required' }).min(1).max(128),
});
export const adminLoginData = z.object({
  token: z.string(),
  role: z.enum(operatorRoles),
  account: z.string(),
});

export const adminRechargeListBody = z.object({
  status: z.enum([...rechargeStatuses, 'all']).default('all'),
  range: dateRange.default('all'),
  account: z.string().max(64).optional(),
  ...pageFields,
});
export const adminWithdrawListBody = z.object({
  state: z.enum([...withdrawStates, 'all']).default('all'),
  range: dateRange.default('all'),
  account: z.string().max(64).optional(),
  ...pageFields,
});
export const adminOrderBody = z.object({ orderNo: z.string().min(1).max(64) });
export const adminRejectBody = z.object({
  orderNo: z.string().min(1).max(64),
  reason: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(200),
});
/** Signed amount: positive credits the user, negative debits; always with a reason. */
export const adminAdjustBody = z.object({
  userId: serialIdField(),
  amount: z
    .number({ error: 'validation.amountFormat' })
    .int({ error: 'validation.amountFormat' })
    .refine((v) => v !== 0 && Math.abs(v) <= Number.MAX_SAFE_INTEGER, { error: 'validation.amountFormat' }),
  reason: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(200),
  requestId: z.string().trim().min(1).max(64),
});
export const adminAuditListBody = z.object({ ...pageFields });
