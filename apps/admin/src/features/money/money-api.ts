import { type AdminBody, type AdminData, call, callForCsv } from '../../lib/api';

export type RechargeListBody = AdminBody<'adminRechargeList'>;
export type WithdrawListBody = AdminBody<'adminWithdrawList'>;
export type ApprovalList = AdminData<'adminApprovalList'>;
export type Approval = ApprovalList['list'][number];
export type RechargeRow = AdminData<'adminRechargeList'>['list'][number];
export type WithdrawRow = AdminData<'adminWithdrawList'>['list'][number];

export const passRecharge = (orderNo: string) => call('adminRechargePass', { orderNo });
export const cancelRecharge = (orderNo: string) => call('adminRechargeCancel', { orderNo });
export const completeWithdrawal = (orderNo: string) => call('adminWithdrawComplete', { orderNo });
export const rejectWithdrawal = (orderNo: string, reason: string) =>
  call('adminWithdrawReject', { orderNo, reason });
export const approve = (id: number) => call('adminApprovalApprove', { id });
export const rejectApproval = (id: number, reason: string) => call('adminApprovalReject', { id, reason });

type Filters<T> = Omit<T, 'page' | 'pageSize'>;
export const exportRecharges = (filters: Filters<RechargeListBody>) =>
  callForCsv('adminRechargeExport', filters);
export const exportWithdrawals = (filters: Filters<WithdrawListBody>) =>
  callForCsv('adminWithdrawExport', filters);
