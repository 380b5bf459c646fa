import {
  bindEmailSchema,
  bindPhoneSchema,
  loginSchema,
  registerSchema,
  updateFundPasswordSchema,
  updatePasswordSchema,
} from '@fairdraw/rules';
import { z } from 'zod';

/** Request and response shapes of the /user/* account calls. */
export const registerBody = registerSchema;
export const loginBody = loginSchema;
export const trialBody = z.object({}).loose();
export const jwtBody = z.object({ token_jwt: z.string().min(1).max(4096) });
export const updatePwdBody = updatePasswordSchema;
export const updateTransPwdBody = updateFundPasswordSchema;
export const bindEmailBody = bindEmailSchema;
export const bindPhoneBody = bindPhoneSchema;

/** The built-in avatars; a default key is stored locally on the web when none is set. */
export const avatarKeys = [
  'avatar1',
  'avatar2',
  'avatar3',
  'avatar4',
  'avatar5',
  'avatar6',
  'avatar7',
  'avatar8',
] as const;
export type AvatarKey = (typeof avatarKeys)[number];
export const updateAvatarBody = z.object({ icon: z.enum(avatarKeys, { error: 'account.avatarUnknown' }) });

export const sessionTokens = z.object({ token: z.string().min(1), jwt: z.string().min(1) });
export const refreshData = z.object({ token: z.string().min(1), jwt: z.string().min(1) });

export const userType = z.enum(['player', 'agent', 'trial']);
export const securityLevel = z.enum(['low', 'medium', 'high']);

export const maskedBankCard = z.object({
  id: z.number().int(),
  kind: z.literal('bank'),
  realName: z.string(),
  bankName: z.string(),
  cardNumber: z.string(),
  locked: z.boolean(),
});
export const maskedWallet = z.object({
  id: z.number().int(),
  kind: z.literal('wallet'),
  walletName: z.string(),
  network: z.enum(['TRC20', 'ERC20']),
  address: z.string(),
  locked: z.boolean(),
});

const raisedLimit = z.object({
  dailyDeposit: z.number().int().nullable().optional(),
  dailyLoss: z.number().int().nullable().optional(),
  sessionMinutes: z.number().int().nullable().optional(),
});

/** Responsible-gaming limits in force; `pending` holds raises waiting their 24 hours (ADR 098). */
export const userLimits = z.object({
  dailyDeposit: z.number().int().nullable(),
  dailyLoss: z.number().int().nullable(),
  sessionMinutes: z.number().int().nullable(),
  selfExcludedUntil: z.string().nullable(),
  pending: raisedLimit.extend({ effectiveAt: z.string() }).nullable(),
});

const limitFen = z
  .number({ error: 'limits.amountInvalid' })
  .int({ error: 'limits.amountInvalid' })
  .min(0, { error: 'limits.amountInvalid' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'limits.amountInvalid' });

/**
 * POST /user/limits: any subset; null removes a limit. Amounts in fen (0 forbids any deposit or
 * loss), a session of 1 minute to 24 hours, self-exclusion of 1 day to 10 years. `{}` reads them.
 */
export const gamingLimitsBody = z.object({
  dailyDeposit: limitFen.nullable().optional(),
  dailyLoss: limitFen.nullable().optional(),
  sessionMinutes: z
    .number({ error: 'limits.minutesInvalid' })
    .int({ error: 'limits.minutesInvalid' })
    .min(1, { error: 'limits.minutesInvalid' })
    .max(1440, { error: 'limits.minutesInvalid' })
    .nullable()
    .optional(),
  selfExcludeDays: z
    .number({ error: 'limits.daysInvalid' })
    .int({ error: 'limits.daysInvalid' })
    .min(1, { error: 'limits.daysInvalid' })
    .max(3650, { error: 'limits.daysInvalid' })
    .optional(),
});
export type GamingLimitsBody = z.infer<typeof gamingLimitsBody>;

export const userInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  type: userType,
  balance: z.number().int(),
  frozen: z.number().int(),
  rebate: z.number().int(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  icon: z.string().nullable(),
  bankInfo: z.array(z.union([maskedBankCard, maskedWallet])),
  securityLevel,
  hasFundPassword: z.boolean(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  inviteCode: z.string().nullable(),
  mustChangePassword: z.boolean(),
  trialExpiresAt: z.string().nullable(),
  limits: userLimits,
});
export type UserInfo = z.infer<typeof userInfo>;
