import { z } from 'zod';

import { redeemResetCodeBody } from '../password-reset';
import {
  bindEmailBody,
  bindPhoneBody,
  jwtBody,
  loginBody,
  refreshData,
  registerBody,
  sessionTokens,
  trialBody,
  updateAvatarBody,
  updatePwdBody,
  updateTransPwdBody,
  userInfo,
} from '../user';
import type { Endpoint } from './endpoint';

/** Sign-up, login, sessions and the account page (auth, account, password-reset modules). */
export const accountEndpoints = {
  register: { method: 'POST', path: '/user/register', body: registerBody, data: sessionTokens, public: true },
  login: { method: 'POST', path: '/user/login', body: loginBody, data: sessionTokens, public: true },
  trial: { method: 'POST', path: '/user/trial', body: trialBody, data: sessionTokens, public: true },
  logout: { method: 'POST', path: '/user/logout', body: jwtBody, data: z.null(), public: true },
  refreshToken: {
    method: 'POST',
    path: '/user/refreshToken',
    body: jwtBody,
    data: refreshData,
    public: true,
  },
  getUserInfo: { method: 'POST', path: '/user/getUserInfo', body: null, data: userInfo, public: false },
  updatePwd: { method: 'POST', path: '/user/updatePwd', body: updatePwdBody, data: z.null(), public: false },
  updateTransPwd: {
    method: 'POST',
    path: '/user/updateTransPwd',
    body: updateTransPwdBody,
    data: z.null(),
    public: false,
  },
  redeemResetCode: {
    method: 'POST',
    path: '/user/redeemResetCode',
    body: redeemResetCodeBody,
    data: z.null(),
    public: true,
  },
  bindEmail: { method: 'POST', path: '/user/bindEmail', body: bindEmailBody, data: z.null(), public: false },
  bindPhone: { method: 'POST', path: '/user/bindPhone', body: bindPhoneBody, data: z.null(), public: false },
  updateAvatar: {
    method: 'POST',
    path: '/user/updateAvatar',
    body: updateAvatarBody,
    data: z.null(),
    public: false,
  },
} as const satisfies Record<string, Endpoint>;
