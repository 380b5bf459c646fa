import { z } from 'zod';

import { serialIdField } from './bounds';
import { operatorRoles } from './admin';
import { pageFields } from './list';
import { pageOf } from './money';

/**
 * Operators, their TOTP second factor and the login steps (ADR 080, ADR 102). `/admin/login` answers
 * `step: 'done'` with a token, `'totp'` when the operator must add the 6-digit code, `'enrolCode'`
 * when TOTP is mandatory but not set up (send the login again with the one-time `enrolCode` an admin
 * issued), or `'enrol'` with a fresh secret and an enrolment-only token: the client shows the QR code
 * and confirms the first code with `/admin/totp/enable` under that token, which then opens the desks.
 */
export const totpCode = z.string().regex(/^\d{6}$/, { error: 'admin.totpFormat' });
/** An admin-issued one-time enrolment code; dashes and spaces are ignored, letters in any case. */
export const enrolCode = z
  .string()
  .trim()
  .min(8, { error: 'admin.enrolCodeWrong' })
  .max(40, { error: 'admin.enrolCodeWrong' });

export const adminLoginStepBody = z.object({
  account: z.string({ error: 'validation.required' }).min(1).max(64),
  password: z.string({ error: 'validation.required' }).min(1).max(128),
  totp: totpCode.optional(),
  enrolCode: enrolCode.optional(),
});
export const totpEnrolment = z.object({ otpauthUrl: z.string(), secret: z.string() });
export const adminLoginStepData = z.object({
  step: z.enum(['done', 'totp', 'enrolCode', 'enrol']),
  /** Present when `step` is `done`, and for `enrol` (a token that reaches only the enrolment routes). */
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

/** POST /admin/operators/enrolCode: a one-time code that lets the operator start TOTP enrolment. */
export const adminOperatorEnrolCodeBody = z.object({ id: z.number().int().positive().max(2_147_483_647) });
export const adminOperatorEnrolCodeData = z.object({ code: z.string(), expiresAt: z.string() });
