import { adminEndpoints } from '@fairdraw/contract';
import type { z } from 'zod';

import { post, postForText } from '../../lib/api';

const e = adminEndpoints;

export type RechargeListBody = z.input<typeof e.adminRechargeList.body>;
export type WithdrawListBody = z.input<typeof e.adminWithdrawList.body>;
export type Approval = z.infer<typeof e.adminApprovalList.data>['list'][number];
export type WithdrawCompleteData = z.infer<typeof e.adminWithdrawComplete.data>;

/** The contract leaves the queue rows untyped: these are the fields the server's adminList sends. */
export interface RechargeRow {
  orderNo: string;
  userId: number;
  account: string;
  amount: number;
  channel: string;
  status: 'reviewing' | 'passed' | 'cancelled';
  time: string;
  closedBy: string | null;
}
export interface WithdrawRow {
  orderNo: string;
  userId: number;
  account: string;
  amount: number;
  state: 'Pending' | 'Completed' | 'Reject';
  time: string;
  remark: string | null;
  address: string;
  kind: 'bank' | 'wallet';
}
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const paths = {
  rechargeList: e.adminRechargeList.path,
  withdrawList: e.adminWithdrawList.path,
  approvalList: e.adminApprovalList.path,
  dashboard: e.adminDashboard.path,
};

export const passRecharge = (orderNo: string) => post(e.adminRechargePass.path, { orderNo });
export const cancelRecharge = (orderNo: string) => post(e.adminRechargeCancel.path, { orderNo });
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
