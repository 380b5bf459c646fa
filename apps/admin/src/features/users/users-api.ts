import { type AdminBody, type AdminData, call } from '../../lib/api';

export type SearchBody = AdminBody<'adminUserSearch'>;
export type SearchData = AdminData<'adminUserSearch'>;
export type UserRow = SearchData['list'][number];
export type Detail = AdminData<'adminUserDetail'>;

export const freeze = (userId: number, frozen: boolean) => call('adminUserFreeze', { userId, frozen });
export const resetPassword = (userId: number, kind: 'login' | 'fund') =>
  call('adminUserResetPassword', { userId, kind });
/** `requestId` is made once per opened form, so a double submit adjusts once (ADR 003). */
export const adjust = (body: AdminBody<'adminUsersAdjust'>) => call('adminUsersAdjust', body);
export const moveAgent = (userId: number, newParentId: number) =>
  call('adminUserMoveAgent', { userId, newParentId });
