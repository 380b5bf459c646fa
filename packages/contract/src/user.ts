import {
  bindEmailSchema,
  bindPhoneSchema,
  loginSchema,
  registerSchema,
  updateFundPasswordSchema,
  updatePasswordSchema,
} from '@fairdraw/rules';
import { z } from 'zod';

import { termsStatus, userLimits } from './responsible-play';

/** Request and response shapes of the /user/* account calls (api.md "Accounts"). */
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
  terms: termsStatus,
});
export type UserInfo = z.infer<typeof userInfo>;
