import { z } from 'zod';

import {
  type OperatorRole,
  adminAdjustBody,
  adminOrderBody,
  adminRechargeListBody,
  adminRejectBody,
  adminWithdrawListBody,
} from './admin';
import { adminAuditFilterBody, adminAuditListData } from './admin-audit';
import { adminDayRangeBody, adminUserIdBody } from './admin-common';
import { adminDashboardData } from './admin-dashboard';
import {
  adminConversationBody,
  adminConversationsBody,
  adminNewsletterSendBody,
  adminNoticeCreateBody,
  adminNoticeDeleteBody,
  adminNoticeListBody,
  adminSupportReplyBody,
  adminConversationMessagesData,
  adminConversationsData,
  adminCreatedData,
  adminNoticeDeleteData,
  adminNoticeListData,
} from './admin-messages';
import {
  adminDrawsHistoryBody,
  adminDrawsHistoryData,
  adminDrawsLiveData,
  adminRtpBody,
  adminRtpData,
} from './admin-draws';
import {
  adminGameCodeBody,
  adminGameData,
  adminGameListData,
  adminGameRateHistoryBody,
  adminGameRateHistoryData,
  adminGameRatesData,
  adminGameSetLimitsBody,
  adminGameSetRateBody,
  adminGameSetRateData,
  adminGameUpdateBody,
} from './admin-games';
import {
  adminApprovalDecisionData,
  adminApprovalIdBody,
  adminApprovalListBody,
  adminApprovalListData,
  adminApprovalRejectBody,
  adminRechargeExportBody,
  adminWithdrawCompleteData,
  adminWithdrawExportBody,
  adminRechargeListData,
  adminRechargeReviewData,
  adminWithdrawListData,
  adminWithdrawRejectData,
  csvText,
} from './admin-money';
import {
  adminLoginStepBody,
  adminLoginStepData,
  adminMeData,
  adminOperatorCreateBody,
  adminOperatorData,
  adminOperatorEnrolCodeBody,
  adminOperatorEnrolCodeData,
  adminOperatorListBody,
  adminOperatorListData,
  adminOperatorUpdateBody,
  adminPasswordChangeBody,
  adminTotpEnableBody,
  adminTotpSetupData,
} from './admin-operators';
import {
  adminResponsiblePlayBody,
  adminResponsiblePlayData,
  adminRiskPlayersBody,
  adminRiskPlayersData,
  adminRiskPlayersFilter,
} from './admin-responsible-play';
import {
  adminUserAdjustData,
  adminUserDetailData,
  adminUserFreezeBody,
  adminUserFreezeData,
  adminUserMoveAgentBody,
  adminUserMoveAgentData,
  adminUserResetPasswordBody,
  adminUserResetPasswordData,
  adminUserSearchBody,
  adminUserSearchData,
} from './admin-users';
import { supportMessage } from './support';

export interface AdminEndpoint {
  method: 'POST';
  path: string;
  body: z.ZodType | null;
  /** The answer's `data` (code 0); `z.null()` where it is null. */
  data: z.ZodType;
  public: boolean;
  /** Operator roles allowed; empty only for /admin/login. Other roles answer 1001, no token 401. */
  roles: readonly OperatorRole[];
  /** Answers `text/csv` instead of the JSON envelope. */
  csv?: true;
  /** Reachable by a session that must still enrol TOTP (ADR 102); every other route refuses it. */
  enrolment?: true;
}

const all = ['admin', 'finance', 'support'] as const;
const admin = ['admin'] as const;
const money = ['admin', 'finance'] as const;
const people = ['admin', 'support'] as const;

const post = <B extends z.ZodType | null, D extends z.ZodType>(
  path: string,
  roles: readonly OperatorRole[],
  body: B,
  data: D,
) => ({ method: 'POST' as const, path, body, data, public: false, roles });

/** Every back-office call with the roles it admits (ADR 034, ADR 085). */
export const adminEndpoints = {
  adminLogin: { ...post('/admin/login', [], adminLoginStepBody, adminLoginStepData), public: true },
  adminMe: { ...post('/admin/me', all, null, adminMeData), enrolment: true },
  adminTotpSetup: { ...post('/admin/totp/setup', all, null, adminTotpSetupData), enrolment: true },
  adminTotpEnable: { ...post('/admin/totp/enable', all, adminTotpEnableBody, adminMeData), enrolment: true },
  adminLogout: { ...post('/admin/logout', all, null, z.null()), enrolment: true },
  adminPasswordChange: post('/admin/password', all, adminPasswordChangeBody, adminMeData),

  adminOperatorList: post('/admin/operators/list', admin, adminOperatorListBody, adminOperatorListData),
  adminOperatorCreate: post('/admin/operators/create', admin, adminOperatorCreateBody, adminOperatorData),
  adminOperatorUpdate: post('/admin/operators/update', admin, adminOperatorUpdateBody, adminOperatorData),
  adminOperatorEnrolCode: post(
    '/admin/operators/enrolCode',
    admin,
    adminOperatorEnrolCodeBody,
    adminOperatorEnrolCodeData,
  ),

  adminDashboard: post('/admin/dashboard', money, adminDayRangeBody, adminDashboardData),

  adminUserSearch: post('/admin/users/search', all, adminUserSearchBody, adminUserSearchData),
  adminUserDetail: post('/admin/users/detail', all, adminUserIdBody, adminUserDetailData),
  adminUserFreeze: post('/admin/users/freeze', people, adminUserFreezeBody, adminUserFreezeData),
  adminUserResetPassword: post(
    '/admin/users/resetPassword',
    people,
    adminUserResetPasswordBody,
    adminUserResetPasswordData,
  ),
  adminUsersAdjust: post('/admin/users/adjust', money, adminAdjustBody, adminUserAdjustData),
  /** The first path of the adjustment (ADR 030); same body and answer as /admin/users/adjust. */
  adminUserAdjust: post('/admin/user/adjust', money, adminAdjustBody, adminUserAdjustData),
  adminUserMoveAgent: post('/admin/users/moveAgent', admin, adminUserMoveAgentBody, adminUserMoveAgentData),
  /** Responsible play (ADR 121/122): read-only for every role; nothing here lifts a limit. */
  adminUserResponsiblePlay: post(
    '/admin/users/responsiblePlay',
    all,
    adminResponsiblePlayBody,
    adminResponsiblePlayData,
  ),
  adminRiskPlayers: post('/admin/risk/players', all, adminRiskPlayersBody, adminRiskPlayersData),
  adminRiskPlayersCsv: {
    ...post('/admin/risk/players.csv', all, adminRiskPlayersFilter, csvText),
    csv: true,
  },

  adminRechargeList: post('/admin/recharge/list', money, adminRechargeListBody, adminRechargeListData),
  adminRechargePass: post('/admin/recharge/pass', money, adminOrderBody, adminRechargeReviewData),
  adminRechargeCancel: post('/admin/recharge/cancel', money, adminOrderBody, adminRechargeReviewData),
  adminRechargeExport: {
    ...post('/admin/recharge/export', money, adminRechargeExportBody, csvText),
    csv: true,
  },
  adminWithdrawList: post('/admin/withdraw/list', money, adminWithdrawListBody, adminWithdrawListData),
  adminWithdrawComplete: post('/admin/withdraw/complete', money, adminOrderBody, adminWithdrawCompleteData),
  adminWithdrawReject: post('/admin/withdraw/reject', money, adminRejectBody, adminWithdrawRejectData),
  adminWithdrawExport: {
    ...post('/admin/withdraw/export', money, adminWithdrawExportBody, csvText),
    csv: true,
  },
  adminApprovalList: post('/admin/approvals/list', money, adminApprovalListBody, adminApprovalListData),
  adminApprovalApprove: post(
    '/admin/approvals/approve',
    money,
    adminApprovalIdBody,
    adminApprovalDecisionData,
  ),
  adminApprovalReject: post(
    '/admin/approvals/reject',
    money,
    adminApprovalRejectBody,
    adminApprovalDecisionData,
  ),

  adminGameList: post('/admin/games/list', all, null, adminGameListData),
  adminGameUpdate: post('/admin/games/update', admin, adminGameUpdateBody, adminGameData),
  adminGameSetLimits: post('/admin/games/setLimits', admin, adminGameSetLimitsBody, adminGameData),
  adminGameRates: post('/admin/games/rates', all, adminGameCodeBody, adminGameRatesData),
  adminGameSetRate: post('/admin/games/setRate', admin, adminGameSetRateBody, adminGameSetRateData),
  adminGameRateHistory: post(
    '/admin/games/rateHistory',
    all,
    adminGameRateHistoryBody,
    adminGameRateHistoryData,
  ),

  adminDrawsLive: post('/admin/draws/live', all, null, adminDrawsLiveData),
  adminDrawsHistory: post('/admin/draws/history', all, adminDrawsHistoryBody, adminDrawsHistoryData),
  adminRtp: post('/admin/rtp', money, adminRtpBody, adminRtpData),

  adminAuditList: post('/admin/audit/list', admin, adminAuditFilterBody, adminAuditListData),

  // Announcements, newsletters and support conversations (ADR 075).
  adminNoticeList: post('/admin/notice/list', people, adminNoticeListBody, adminNoticeListData),
  adminNoticeCreate: post('/admin/notice/create', people, adminNoticeCreateBody, adminCreatedData),
  adminNoticeDelete: post('/admin/notice/delete', people, adminNoticeDeleteBody, adminNoticeDeleteData),
  adminNewsletterSend: post('/admin/newsletter/send', people, adminNewsletterSendBody, adminCreatedData),
  adminSupportConversations: post(
    '/admin/support/conversations',
    people,
    adminConversationsBody,
    adminConversationsData,
  ),
  adminSupportMessages: post(
    '/admin/support/messages',
    people,
    adminConversationBody,
    adminConversationMessagesData,
  ),
  adminSupportReply: post('/admin/support/reply', people, adminSupportReplyBody, supportMessage),
} satisfies Record<string, AdminEndpoint>;
export type AdminEndpointKey = keyof typeof adminEndpoints;
