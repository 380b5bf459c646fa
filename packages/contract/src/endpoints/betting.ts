import {
  betCancelData,
  betDetailData,
  betListBody,
  betListData,
  chaseCancelBody,
  chaseCancelData,
  chaseListBody,
  chaseListData,
  idBody,
  makeOrderBody,
  makeOrderData,
} from '../betting';
import type { Endpoint } from './endpoint';

/** Orders, bets and chases. */
export const bettingEndpoints = {
  makeOrder: {
    method: 'POST',
    path: '/user/makeOrder',
    body: makeOrderBody,
    data: makeOrderData,
    public: false,
  },
  betList: { method: 'POST', path: '/bet/list', body: betListBody, data: betListData, public: false },
  betDetail: { method: 'POST', path: '/bet/detail', body: idBody, data: betDetailData, public: false },
  betCancel: { method: 'POST', path: '/bet/cancel', body: idBody, data: betCancelData, public: false },
  chaseList: { method: 'POST', path: '/chase/list', body: chaseListBody, data: chaseListData, public: false },
  chaseCancel: {
    method: 'POST',
    path: '/chase/cancel',
    body: chaseCancelBody,
    data: chaseCancelData,
    public: false,
  },
} as const satisfies Record<string, Endpoint>;
