import { ResponseCode } from '@fairdraw/contract';
import { limits } from '@fairdraw/rules';

import { AppError } from '../../lib/app-error';
import type { AttemptPolicy } from './attempt-guard';
import type { Tier } from './attempts.repo';

const minute = 60_000;
const hour = 60 * minute;

/** Spec: 5 failures in 15 minutes per account or per address (ADR 006). */
const loginTiers: readonly Tier[] = [
  { max: limits.loginFailuresMax, windowMs: limits.loginFailureWindowSeconds * 1000 },
];
/** ADR 031: 5 wrong fund passwords in 24 hours lock every fund-password check. */
export const fundPasswordFailuresMax = 5;
export const fundPasswordLockMs = 24 * hour;
/** Operators: per account + address, back-off in tiers (ADR 100). */
const operatorTiers: readonly Tier[] = [
  { max: 5, windowMs: 15 * minute },
  { max: 10, windowMs: hour },
  { max: 20, windowMs: 24 * hour },
];
/** One address guessing many operator names. */
const operatorAddressTiers: readonly Tier[] = [{ max: 20, windowMs: 15 * minute }];

const tooManyAttempts = () => new AppError('auth.tooManyAttempts', ResponseCode.rateLimited);

/** /user/login: the account and the client address. */
export const playerLogin = (account: string, ip: string): AttemptPolicy => ({
  kind: 'login',
  subject: account.toLowerCase(),
  ip,
  limits: [
    { by: 'subject', value: account.toLowerCase(), tiers: loginTiers },
    { by: 'ip', value: ip, tiers: loginTiers },
  ],
  locked: tooManyAttempts,
  lockOnFillingFailure: false,
});

/**
 * The login password asked again inside a session (old password of updatePwd, first fund password):
 * a failed login of the account. The address key is locked (its count stays exact) but a busy shared
 * address does not refuse a player who is already logged in.
 */
export const loginPasswordInSession = (account: string, ip: string): AttemptPolicy => ({
  ...playerLogin(account, ip),
  limits: [
    { by: 'subject', value: account.toLowerCase(), tiers: loginTiers },
    { by: 'ip', value: ip, tiers: [] },
  ],
});

/** Every fund-password check of a user shares one subject and one 24-hour lock (ADR 031). */
export const fundPassword = (userId: number, ip: string): AttemptPolicy => ({
  kind: 'fund_password',
  subject: `withdraw:${userId}`,
  ip,
  limits: [
    {
      by: 'subject',
      value: `withdraw:${userId}`,
      tiers: [{ max: fundPasswordFailuresMax, windowMs: fundPasswordLockMs }],
    },
  ],
  locked: () => new AppError('money.fundPasswordLocked', ResponseCode.rateLimited),
  lockOnFillingFailure: true,
});

/** /admin/login password and TOTP steps: their own kind, by account + address (finding 7). */
export const operatorLogin = (account: string, ip: string): AttemptPolicy => {
  const subject = `${account.toLowerCase()}@${ip}`;
  return {
    kind: 'operator_login',
    subject,
    ip,
    limits: [
      { by: 'subject', value: subject, tiers: operatorTiers },
      { by: 'ip', value: ip, tiers: operatorAddressTiers },
    ],
    locked: () => new AppError('auth.tooManyAttemptsLater', ResponseCode.rateLimited),
    lockOnFillingFailure: false,
  };
};

/** Wrong contact codes a user may try per window: the code lives as long (ADR 119). */
export const contactCodeFailuresMax = 5;
export const contactCodeWindowMs = 10 * minute;

/** Confirming a phone or e-mail with its one-time code: per user, whatever the address (ADR 119). */
export const contactCode = (userId: number, ip: string): AttemptPolicy => ({
  kind: 'contact_code',
  subject: `contact:${userId}`,
  ip,
  limits: [
    {
      by: 'subject',
      value: `contact:${userId}`,
      tiers: [{ max: contactCodeFailuresMax, windowMs: contactCodeWindowMs }],
    },
  ],
  locked: tooManyAttempts,
  lockOnFillingFailure: false,
});
