import { z } from 'zod';

import {
  bindBankCardBody,
  bindDigitWallBody,
  deleteWithDrawAddrBody,
  pageOf,
  rechargeChannelsData,
  rechargeCreateBody,
  rechargeCreateData,
  rechargeListBody,
  rechargeOrder,
  withDrawAddrList,
  withdrawCreateBody,
  withdrawCreateData,
  withdrawInfoData,
  withdrawListBody,
  withdrawOrder,
} from '../money';
import { maskedBankCard, maskedWallet } from '../user';
import type { Endpoint } from './endpoint';

/** Payout addresses, recharges and withdrawals (ADR 030). */
export const moneyEndpoints = {
  bindBankCard: {
    method: 'POST',
    path: '/user/bindBankCard',
    body: bindBankCardBody,
    data: maskedBankCard,
    public: false,
  },
  bindDigitWall: {
    method: 'POST',
    path: '/user/bindDigitWall',
    body: bindDigitWallBody,
    data: maskedWallet,
    public: false,
  },
  deleteWithDrawAddr: {
    method: 'POST',
    path: '/user/deleteWithDrawAddr',
    body: deleteWithDrawAddrBody,
    data: z.null(),
    public: false,
  },
  getWithDrawAddrList: {
    method: 'GET',
    path: '/user/getWithDrawAddrList',
    body: null,
    data: withDrawAddrList,
    public: false,
  },
  rechargeChannels: {
    method: 'GET',
    path: '/recharge/channels',
    body: null,
    data: rechargeChannelsData,
    public: false,
  },
  rechargeCreate: {
    method: 'POST',
    path: '/recharge/create',
    body: rechargeCreateBody,
    data: rechargeCreateData,
    public: false,
  },
  rechargeList: {
    method: 'POST',
    path: '/recharge/list',
    body: rechargeListBody,
    data: pageOf(rechargeOrder),
    public: false,
  },
  withdrawCreate: {
    method: 'POST',
    path: '/withdraw/create',
    body: withdrawCreateBody,
    data: withdrawCreateData,
    public: false,
  },
  withdrawList: {
    method: 'POST',
    path: '/withdraw/list',
    body: withdrawListBody,
    data: pageOf(withdrawOrder),
    public: false,
  },
  withdrawInfo: { method: 'POST', path: '/withdraw/info', body: null, data: withdrawInfoData, public: false },
} as const satisfies Record<string, Endpoint>;
