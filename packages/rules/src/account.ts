import { z } from 'zod';

import {
  accountLengthMax,
  accountLengthMin,
  fundPasswordLength,
  passwordLengthMax,
  passwordLengthMin,
} from './limits';

/**
 * Account validation, shared by the server (authority) and the web forms (feedback).
 * Error messages are message keys (see `validationMessageKeys`); each side localizes them.
 */
export const validationMessageKeys = [
  'validation.general',
  'validation.required',
  'validation.accountLength',
  'validation.accountChars',
  'validation.passwordLength',
  'validation.passwordWeak',
  'validation.passwordMismatch',
  'validation.fundPasswordFormat',
  'validation.agreeTerms',
  'validation.inviteRequired',
  'validation.emailRequired',
  'validation.emailFormat',
  'validation.phoneRequired',
  'validation.phoneFormat',
  'validation.samePassword',
] as const;
export type ValidationMessageKey = (typeof validationMessageKeys)[number];

const msg = (key: ValidationMessageKey) => ({ error: key });

export const accountSchema = z
  .string(msg('validation.required'))
  .min(accountLengthMin, msg('validation.accountLength'))
  .max(accountLengthMax, msg('validation.accountLength'))
  .regex(/^[A-Za-z0-9]+$/, msg('validation.accountChars'));

export const passwordSchema = z
  .string(msg('validation.required'))
  .min(passwordLengthMin, msg('validation.passwordLength'))
  .max(passwordLengthMax, msg('validation.passwordLength'))
  .regex(/^(?=.*[A-Za-z])(?=.*\d).+$/, msg('validation.passwordWeak'));

export const fundPasswordSchema = z
  .string(msg('validation.required'))
  .regex(new RegExp(`^\\d{${fundPasswordLength}}$`), msg('validation.fundPasswordFormat'));

export const emailSchema = z
  .string(msg('validation.emailRequired'))
  .trim()
  .min(1, msg('validation.emailRequired'))
  .max(254, msg('validation.emailFormat'))
  .pipe(z.email(msg('validation.emailFormat')));

/** International or local phone numbers: optional +, then 6 to 15 digits. */
export const phoneSchema = z
  .string(msg('validation.phoneRequired'))
  .trim()
  .min(1, msg('validation.phoneRequired'))
  .regex(/^\+?\d{6,15}$/, msg('validation.phoneFormat'));

export const inviteCodeSchema = z
  .string(msg('validation.inviteRequired'))
  .trim()
  .min(1, msg('validation.inviteRequired'))
  .max(32, msg('validation.general'));

/** 1 ios, 2 android, 3 other. */
export const registerDeviceSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

const mustMatch = <T extends { password?: string; newPassword?: string; confirmPassword: string }>(
  value: T,
  ctx: z.RefinementCtx,
): void => {
  const first = value.newPassword ?? value.password;
  if (first !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.passwordMismatch' });
  }
};

export const registerSchema = z
  .object({
    account: accountSchema,
    password: passwordSchema,
    confirmPassword: z.string(msg('validation.required')),
    inviteCode: inviteCodeSchema,
    /** 18 or older and accepts the terms (ADR 121); `termsVersion` names the version read. */
    agree: z.literal(true, msg('validation.agreeTerms')),
    termsVersion: z.string().trim().min(1).max(32).optional(),
    register_device: registerDeviceSchema.default(3),
  })
  .superRefine(mustMatch);

export const loginSchema = z.object({
  account: z
    .string(msg('validation.required'))
    .min(1, msg('validation.required'))
    .max(64, msg('validation.general')),
  password: z
    .string(msg('validation.required'))
    .min(1, msg('validation.required'))
    .max(128, msg('validation.general')),
});

export const updatePasswordSchema = z
  .object({
    oldPassword: z
      .string(msg('validation.required'))
      .min(1, msg('validation.required'))
      .max(128, msg('validation.general')),
    newPassword: passwordSchema,
    confirmPassword: z.string(msg('validation.required')),
  })
  .superRefine(mustMatch);

/** First time: the login password proves identity; later: the old fund password. */
export const updateFundPasswordSchema = z
  .object({
    loginPassword: z.string().max(128, msg('validation.general')).optional(),
    oldPassword: z.string().max(128, msg('validation.general')).optional(),
    newPassword: fundPasswordSchema,
    confirmPassword: z.string(msg('validation.required')),
  })
  .superRefine(mustMatch);

/** Binding is two steps (ADR 119): without `code` a code is sent to the address; with it, it binds. */
export const contactCodeLength = 6;
const contactCodeSchema = z
  .string(msg('validation.general'))
  .regex(new RegExp(`^\\d{${contactCodeLength}}$`), msg('validation.general'))
  .optional();
export const bindEmailSchema = z.object({ email: emailSchema, code: contactCodeSchema });
export const bindPhoneSchema = z.object({ phone: phoneSchema, code: contactCodeSchema });

export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;
export type UpdateFundPasswordInput = z.infer<typeof updateFundPasswordSchema>;
