import type { z } from 'zod';

import type { adminEndpoints } from './admin-endpoints';
import type { EndpointName, endpoints } from './endpoints';

/** The player app's endpoints: every entry of `endpoints` but the back office's. */
export type PlayerEndpointName = Exclude<EndpointName, keyof typeof adminEndpoints>;

type Route<N extends EndpointName> = Pick<(typeof endpoints)[N], 'method' | 'path'>;

/**
 * Method and path of every player endpoint, without its schemas. The web's first chunk reads this
 * table (its client sends every call by endpoint name); importing `endpoints` there would bundle zod
 * and every schema into it. The `satisfies` makes the compiler prove this table equal to `endpoints`:
 * a missing, extra or different entry does not typecheck (ADR 126).
 */
export const playerRoutes = {
  register: { method: 'POST', path: '/user/register' },
  login: { method: 'POST', path: '/user/login' },
  trial: { method: 'POST', path: '/user/trial' },
  logout: { method: 'POST', path: '/user/logout' },
  refreshToken: { method: 'POST', path: '/user/refreshToken' },
  getUserInfo: { method: 'POST', path: '/user/getUserInfo' },
  updatePwd: { method: 'POST', path: '/user/updatePwd' },
  updateTransPwd: { method: 'POST', path: '/user/updateTransPwd' },
  redeemResetCode: { method: 'POST', path: '/user/redeemResetCode' },
  bindEmail: { method: 'POST', path: '/user/bindEmail' },
  bindPhone: { method: 'POST', path: '/user/bindPhone' },
  updateAvatar: { method: 'POST', path: '/user/updateAvatar' },
  gamingLimits: { method: 'POST', path: '/user/limits' },
  realityCheck: { method: 'POST', path: '/user/realityCheck' },
  realityCheckAck: { method: 'POST', path: '/user/realityCheckAck' },
  acceptTerms: { method: 'POST', path: '/user/acceptTerms' },
  closeAccount: { method: 'POST', path: '/user/closeAccount' },
  exportData: { method: 'POST', path: '/user/exportData' },
  home: { method: 'GET', path: '/index/index' },
  getPackage: { method: 'POST', path: '/getPackage' },
  gameList: { method: 'GET', path: '/game/list' },
  gameCurrent: { method: 'POST', path: '/game/current' },
  gameCurrents: { method: 'POST', path: '/game/currents' },
  gameHistory: { method: 'POST', path: '/game/history' },
  gameVerify: { method: 'POST', path: '/game/verify' },
  gameEvents: { method: 'GET', path: '/game/events' },
  makeOrder: { method: 'POST', path: '/user/makeOrder' },
  betList: { method: 'POST', path: '/bet/list' },
  betDetail: { method: 'POST', path: '/bet/detail' },
  betCancel: { method: 'POST', path: '/bet/cancel' },
  chaseList: { method: 'POST', path: '/chase/list' },
  chaseCancel: { method: 'POST', path: '/chase/cancel' },
  bindBankCard: { method: 'POST', path: '/user/bindBankCard' },
  bindDigitWall: { method: 'POST', path: '/user/bindDigitWall' },
  deleteWithDrawAddr: { method: 'POST', path: '/user/deleteWithDrawAddr' },
  getWithDrawAddrList: { method: 'GET', path: '/user/getWithDrawAddrList' },
  rechargeChannels: { method: 'GET', path: '/recharge/channels' },
  rechargeCreate: { method: 'POST', path: '/recharge/create' },
  rechargeList: { method: 'POST', path: '/recharge/list' },
  withdrawCreate: { method: 'POST', path: '/withdraw/create' },
  withdrawList: { method: 'POST', path: '/withdraw/list' },
  withdrawInfo: { method: 'POST', path: '/withdraw/info' },
  transactionList: { method: 'POST', path: '/transaction/list' },
  reportPersonal: { method: 'POST', path: '/report/personal' },
  agentPromotion: { method: 'GET', path: '/agent/promotion' },
  agentLinks: { method: 'POST', path: '/agent/links' },
  agentCreateLink: { method: 'POST', path: '/agent/createLink' },
  agentTransfer: { method: 'POST', path: '/agent/transfer' },
  agentOverview: { method: 'POST', path: '/agent/overview' },
  agentCreateAccount: { method: 'POST', path: '/agent/createAccount' },
  agentSubordinates: { method: 'POST', path: '/agent/subordinates' },
  agentDetail: { method: 'POST', path: '/agent/detail' },
  agentOnline: { method: 'POST', path: '/agent/online' },
  agentBalanceChanges: { method: 'POST', path: '/agent/balanceChanges' },
  agentRechargeWithdraw: { method: 'POST', path: '/agent/rechargeWithdraw' },
  agentGameStats: { method: 'POST', path: '/agent/gameStats' },
  agentReport: { method: 'POST', path: '/agent/report' },
  userMail: { method: 'POST', path: '/user/userMail' },
  updateReadCount: { method: 'POST', path: '/user/updateReadCount' },
  unReadCount: { method: 'POST', path: '/user/unReadCount' },
  serviceMessages: { method: 'POST', path: '/service/messages' },
  serviceSend: { method: 'POST', path: '/service/send' },
} as const satisfies { readonly [N in PlayerEndpointName]: Route<N> };

type Schema<N extends EndpointName, K extends 'body' | 'data'> = (typeof endpoints)[N][K];

/** What a call of endpoint N sends: the input of its body schema (defaults may be left out). */
export type EndpointBody<N extends EndpointName> =
  Schema<N, 'body'> extends z.ZodType ? z.input<Schema<N, 'body'>> : undefined;

/** What a call of endpoint N answers in `data` (a stream's: one frame). */
export type EndpointData<N extends EndpointName> = z.output<Schema<N, 'data'>>;
