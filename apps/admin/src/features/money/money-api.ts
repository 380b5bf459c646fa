import { adminEndpoints } from '@fairdraw/contract';
import type { z } from 'zod';

import { post, postForText } from '../../lib/api';

const e = adminEndpoints;

export type RechargeListBody = z.input<typeof e.adminRechargeList.body>;
export type WithdrawListBody = z.input<typeof e.adminWithdrawList.body>;
export type Approval = z.infer<typeof e.adminApprovalList.data>['list'][number];
export type WithdrawCompleteData = z.infer<typeof e.adminWithdrawComplete.data>;

export type RechargeRow = z.infer<typeof e.adminRechargeList.data>['list'][number];
export type WithdrawRow = z.infer<typeof e.adminWithdrawList.data>['list'][number];
export type ApprovalList = z.infer<typeof e.adminApprovalList.data>;

/** The list routes (ListPage takes the endpoint) and the paths whose queries an action refreshes. */
export const lists = {
  recharge: e.adminRechargeList,
  withdraw: e.adminWithdrawList,
  approvals: e.adminApprovalList,
};
export const paths = {
  rechargeList: e.adminRechargeList.path,
  withdrawList: e.adminWithdrawList.path,
  approvalList: e.adminApprovalList.path,
  dashboard: e.adminDashboard.path,
};

export type RechargeReviewData = z.infer<typeof e.adminRechargePass.data>;
export const passRecharge = (orderNo: string) =>
  post<RechargeReviewData>(e.adminRechargePass.path, { orderNo });
export const cancelRecharge = (orderNo: string) =>
  post<RechargeReviewData>(e.adminRechargeCancel.path, { orderNo });
export const completeWithdrawal = (orderNo: string) =>
  post<WithdrawCompleteData>(e.adminWithdrawComplete.path, { orderNo });
export const rejectWithdrawal = (orderNo: string, reason: string) =>
  post(e.adminWithdrawReject.path, { orderNo, reason });
export const approve = (id: number) => post(e.adminApprovalApprove.path, { id });
export const rejectApproval = (id: number, reason: string) =>
  post(e.adminApprovalReject.path, { id, reason });

type Filters<T> = Omit<T, 'page' | 'pageSize'>;
export const exportRecharges = (filters: Filters<RechargeListBody>) =>
  postForText(e.adminRechargeExport.path, filters);
export const exportWithdrawals = (filters: Filters<WithdrawListBody>) =>
  postForText(e.adminWithdrawExport.path, filters);
