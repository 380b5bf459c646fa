import type { UserInfo, UserLimits } from '@fairdraw/contract';

/** No limit set, the default reality check (60 minutes), no break, exclusion or raise waiting. */
export const noLimits: UserLimits = {
  dailyDeposit: null,
  weeklyDeposit: null,
  monthlyDeposit: null,
  dailyLoss: null,
  weeklyLoss: null,
  monthlyLoss: null,
  dailyStake: null,
  weeklyStake: null,
  monthlyStake: null,
  sessionMinutes: null,
  realityCheckMinutes: 60,
  breakUntil: null,
  selfExcludedUntil: null,
  pending: null,
};

/** A plain player as /user/getUserInfo returns it; override what a test is about. */
export function makeUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 7,
    account: 'player01',
    type: 'player',
    balance: 12345,
    frozen: 0,
    rebate: 0,
    phone: null,
    email: null,
    icon: null,
    bankInfo: [],
    securityLevel: 'low',
    hasFundPassword: false,
    lastLoginAt: null,
    lastLoginIp: null,
    inviteCode: null,
    mustChangePassword: false,
    trialExpiresAt: null,
    limits: noLimits,
    terms: { version: '2026-11-01', acceptedAt: '2026-11-01T10:00:00+07:00', current: '2026-11-01', mustAccept: false },
    ...overrides,
  };
}
