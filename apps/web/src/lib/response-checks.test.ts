import type { HomeData } from '@fairdraw/contract';
import { homeData, userInfo } from '@fairdraw/contract';
import { describe, expect, it } from 'vitest';

import { makeUser } from '../testing/user-fixture';
import { checkHomeData, checkUserInfo } from './response-checks';

const user = makeUser();
const bankCard = { id: 1, kind: 'bank', realName: 'A', bankName: 'B', cardNumber: '**** 1', locked: true };
const wallet = { id: 2, kind: 'wallet', walletName: 'W', network: 'TRC20', address: 'T…x', locked: false };

const userSamples: Record<string, unknown> = {
  'a plain player': user,
  'with a bank card and a wallet': { ...user, bankInfo: [bankCard, wallet] },
  'with every optional text and limit set': {
    ...user,
    type: 'agent',
    phone: '0900',
    email: 'a@b.c',
    icon: 'avatar2',
    inviteCode: 'X1',
    lastLoginAt: '2026-11-26T07:00:00Z',
    lastLoginIp: '10.0.0.1',
    trialExpiresAt: '2026-11-27T07:00:00Z',
    limits: {
      dailyDeposit: 100,
      weeklyDeposit: 700,
      monthlyDeposit: 3000,
      dailyLoss: 0,
      weeklyLoss: 10,
      monthlyLoss: 20,
      dailyStake: 5,
      weeklyStake: 50,
      monthlyStake: 500,
      sessionMinutes: 60,
      realityCheckMinutes: 15,
      breakUntil: '2026-11-30T07:00:00Z',
      selfExcludedUntil: '2026-12-01',
      pending: {
        dailyLoss: null,
        sessionMinutes: 90,
        realityCheckMinutes: 60,
        effectiveAt: '2026-11-27T07:00:00Z',
      },
    },
    terms: { version: null, acceptedAt: null, current: '2026-11-01', mustAccept: true },
  },
  null: null,
  'an array': [user],
  'a string': 'user',
  'a missing balance': { ...user, balance: undefined },
  'a fractional balance': { ...user, balance: 1.5 },
  'a balance as text': { ...user, balance: '12345' },
  'an unsafe integer': { ...user, frozen: 2 ** 60 },
  'an unknown user type': { ...user, type: 'admin' },
  'an unknown security level': { ...user, securityLevel: 'none' },
  'mustChangePassword as text': { ...user, mustChangePassword: 'false' },
  'a null account': { ...user, account: null },
  'an undefined phone': { ...user, phone: undefined },
  'bankInfo as null': { ...user, bankInfo: null },
  'a card of an unknown kind': { ...user, bankInfo: [{ ...bankCard, kind: 'card' }] },
  'a wallet on an unknown network': { ...user, bankInfo: [{ ...wallet, network: 'BEP20' }] },
  'limits missing': { ...user, limits: undefined },
  'a fractional limit': { ...user, limits: { ...user.limits, dailyLoss: 0.5 } },
  'limits without pending': { ...user, limits: { ...user.limits, pending: undefined } },
  'a fractional weekly stake limit': { ...user, limits: { ...user.limits, weeklyStake: 0.5 } },
  'no reality-check interval': { ...user, limits: { ...user.limits, realityCheckMinutes: null } },
  'terms missing': { ...user, terms: undefined },
  'mustAccept as text': { ...user, terms: { ...user.terms, mustAccept: 'true' } },
};

const home: HomeData = {
  banners: [{ id: 1, image: '/b.png', title: 'B', link: null }],
  notices: [{ id: 1, title: 'N', body: 'text' }],
  games: [{ code: 'k3-1m', family: 'k3', name: 'K3', category: 'k3', icon: 'k3', intervalSec: 60 }],
  categories: [{ code: 'k3', name: 'K3' }],
  serviceUrl: '/service',
  version: '1.0.0',
};
const [game] = home.games;

const homeSamples: Record<string, unknown> = {
  'a full answer': home,
  'empty lists': { ...home, banners: [], notices: [], games: [], categories: [] },
  'a banner with a link': { ...home, banners: [{ id: 2, image: 'i', title: 't', link: '/x' }] },
  null: null,
  'games missing': { ...home, games: undefined },
  'games as an object': { ...home, games: { 0: game } },
  'a game without a code': { ...home, games: [{ ...game, code: undefined }] },
  'a fractional interval': { ...home, games: [{ ...game, intervalSec: 1.5 }] },
  'a notice with a numeric title': { ...home, notices: [{ id: 1, title: 3, body: '' }] },
  'a banner without its link': { ...home, banners: [{ id: 1, image: 'i', title: 't' }] },
  'a null version': { ...home, version: null },
  'a category without a name': { ...home, categories: [{ code: 'k3' }] },
};

/** What a check did with a sample: the value it returned, or that it refused it. */
function outcome(check: (value: unknown) => unknown, sample: unknown) {
  try {
    return { accepted: true, value: check(sample) };
  } catch {
    return { accepted: false };
  }
}

describe('hand-written response checks agree with the contract schemas', () => {
  it.each(Object.entries(userSamples))('/user/getUserInfo: %s', (_name, sample) => {
    expect(outcome(checkUserInfo, sample)).toEqual(outcome((value) => userInfo.parse(value), sample));
  });

  it.each(Object.entries(homeSamples))('/index/index: %s', (_name, sample) => {
    expect(outcome(checkHomeData, sample)).toEqual(outcome((value) => homeData.parse(value), sample));
  });

  it('has valid and invalid samples of both answers', () => {
    const accepted = (check: (value: unknown) => unknown, samples: Record<string, unknown>) =>
      Object.values(samples).map((sample) => outcome(check, sample).accepted);
    for (const flags of [accepted(checkUserInfo, userSamples), accepted(checkHomeData, homeSamples)]) {
      expect(flags).toContain(true);
      expect(flags).toContain(false);
    }
  });
});
