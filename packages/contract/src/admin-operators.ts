import { z } from 'zod';

import { serialIdField } from './bounds';
import { operatorRoles } from './admin';
import { pageFields } from './list';
import { pageOf } from './money';

/**
 * Operators, their TOTP second factor and the login steps (ADR 080). `/admin/login` answers
 * `step: 'done'` with a token, `'totp'` when the operator must add the 6-digit code, or `'enrol'`
 * with a fresh secret when an admin requires TOTP of an operator who has not enrolled yet: the
 * client shows the QR code and sends the login again with the first code in `totp`.
 */
export const totpCode = z.string().regex(/^\d{6}$/, { error: 'admin.totpFormat' });

export const adminLoginStepBody = z.object({
  account: z.string({ error: 'validation.required' }).min(1).max(64),
  password: z.string({ error: 'validation.required' }).min(1).max(128),
  totp: totpCode.optional(),
});
export const totpEnrolment = z.object({ otpauthUrl: z.string(), secret: z.string() });
export const adminLoginStepData = z.object({
  step: z.enum(['done', 'totp', 'enrol']),
  /** Present when `step` is `done`. */
  token: z.string().optional(),
  role: z.enum(operatorRoles).optional(),
  account: z.string().optional(),
  /** With `done`: the back office shows the password form before any desk. */
  mustChangePassword: z.boolean().optional(),
  /** Present when `step` is `enrol`. */
  enrolment: totpEnrolment.optional(),
});

export const operatorView = z.object({
  id: z.number().int(),
  account: z.string(),
  role: z.enum(operatorRoles),
  disabled: z.boolean(),
  totpRequired: z.boolean(),
  totpEnabled: z.boolean(),
  /** A generated first password: only /admin/me and /admin/password answer until it is changed. */
  mustChangePassword: z.boolean().optional(),
  createdAt: z.string(),
});
export type OperatorView = z.infer<typeof operatorView>;

/** POST /admin/me: the caller, for the app shell. */
export const adminMeData = operatorView;

/** POST /admin/totp/setup: a new pending secret for the caller (replaces an unconfirmed one). */
export const adminTotpSetupData = totpEnrolment;
/** POST /admin/totp/enable: confirms the pending secret with a current code. */
export const adminTotpEnableBody = z.object({ code: totpCode });

const operatorPassword = z
  .string({ error: 'validation.required' })
  .min(8, { error: 'admin.operatorPassword' })
  .max(128, { error: 'admin.operatorPassword' });

/** POST /admin/password: the caller replaces its own password (required after a generated one). */
export const adminPasswordChangeBody = z.object({
  oldPassword: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(128),
  newPassword: operatorPassword,
});

export const adminOperatorListBody = z.object({ ...pageFields });
export const adminOperatorListData = pageOf(operatorView);
export const adminOperatorCreateBody = z.object({
  account: z
    .string({ error: 'validation.required' })
    .trim()
    .min(3)
    .max(64)
    .regex(/^[A-Za-z0-9._-]+$/, { error: 'validation.general' }),
  password: operatorPassword,
  role: z.enum(operatorRoles),
  totpRequired: z.boolean().default(false),
});
/** Any subset; `resetTotp` removes the operator's second factor (they enrol again if required). */
export const adminOperatorUpdateBody = z.object({
  id: serialIdField(),
  role: z.enum(operatorRoles).optional(),
  disabled: z.boolean().optional(),
  totpRequired: z.boolean().optional(),
  password: operatorPassword.optional(),
  resetTotp: z.boolean().optional(),
});
export const adminOperatorData = operatorView;
