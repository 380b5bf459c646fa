import { type UserInfo, noUserLimits } from '@fairdraw/contract';

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
    limits: noUserLimits,
    terms: {
      version: '2026-11-01',
      acceptedAt: '2026-11-01T10:00:00+07:00',
      current: '2026-11-01',
      mustAccept: false,
    },
    ...overrides,
  };
}
