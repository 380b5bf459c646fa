import { adminEndpoints } from '@fairdraw/contract';
import type { z } from 'zod';

import { post } from '../../lib/api';

const e = adminEndpoints;
export type SearchBody = z.input<typeof e.adminUserSearch.body>;
export type SearchData = z.infer<typeof e.adminUserSearch.data>;
export type UserRow = SearchData['list'][number];
export type Detail = z.infer<typeof e.adminUserDetail.data>;
export type AdjustData = z.infer<typeof e.adminUsersAdjust.data>;

export const paths = {
  search: e.adminUserSearch.path,
  detail: e.adminUserDetail.path,
  responsiblePlay: e.adminUserResponsiblePlay.path,
};
export const lists = { search: e.adminUserSearch };

export const freeze = (userId: number, frozen: boolean) => post(e.adminUserFreeze.path, { userId, frozen });
export const resetPassword = (userId: number, kind: 'login' | 'fund') =>
  post<z.infer<typeof e.adminUserResetPassword.data>>(e.adminUserResetPassword.path, { userId, kind });
/** `requestId` is made once per opened form, so a double submit adjusts once (ADR 003). */
export const adjust = (body: { userId: number; amount: number; reason: string; requestId: string }) =>
  post<AdjustData>(e.adminUsersAdjust.path, body);
export const moveAgent = (userId: number, newParentId: number) =>
  post<z.infer<typeof e.adminUserMoveAgent.data>>(e.adminUserMoveAgent.path, { userId, newParentId });
