import type { z } from 'zod';

import { getPackageBody, homeData, packageData } from './site';
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
} from './user';

interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  body: z.ZodType | null;
  data: z.ZodType | null;
  /** Reachable without a TOKEN. */
  public: boolean;
}

/** The wire table: legacy path names live here and in web/app/paths.ts only. */
export const endpoints = {
  register: { method: 'POST', path: '/user/register', body: registerBody, data: sessionTokens, public: true },
  login: { method: 'POST', path: '/user/login', body: loginBody, data: sessionTokens, public: true },
  trial: { method: 'POST', path: '/user/trial', body: trialBody, data: sessionTokens, public: true },
  logout: { method: 'POST', path: '/user/logout', body: jwtBody, data: null, public: true },
  refreshToken: {
    method: 'POST',
    path: '/user/refreshToken',
    body: jwtBody,
    data: refreshData,
    public: true,
  },
  getUserInfo: { method: 'POST', path: '/user/getUserInfo', body: null, data: userInfo, public: false },
  updatePwd: { method: 'POST', path: '/user/updatePwd', body: updatePwdBody, data: null, public: false },
  updateTransPwd: {
    method: 'POST',
    path: '/user/updateTransPwd',
    body: updateTransPwdBody,
    data: null,
    public: false,
  },
  bindEmail: { method: 'POST', path: '/user/bindEmail', body: bindEmailBody, data: null, public: false },
  bindPhone: { method: 'POST', path: '/user/bindPhone', body: bindPhoneBody, data: null, public: false },
  updateAvatar: {
    method: 'POST',
    path: '/user/updateAvatar',
    body: updateAvatarBody,
    data: null,
    public: false,
  },
  home: { method: 'GET', path: '/index/index', body: null, data: homeData, public: true },
  getPackage: { method: 'POST', path: '/getPackage', body: getPackageBody, data: packageData, public: true },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
