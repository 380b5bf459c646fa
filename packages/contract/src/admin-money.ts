import { z } from 'zod';

import { serialIdField } from './bounds';
import { adminRechargeListBody, adminWithdrawListBody } from './admin';
import { adminApprovalRef } from './admin-common';
import { pageFields } from './list';
import { pageOf, rechargeOrder, rechargeStatuses, withdrawOrder, withdrawStates } from './money';

/**
 * Maker–checker (ADR 082): completing a withdrawal, or a backstage adjustment, above
 * ADMIN_CHECKER_ABOVE_FEN records a pending approval instead of acting; a different operator
 * approves (then it executes) or rejects it. The maker approving their own request answers 1001.
 */
export const approvalKinds = ['withdraw.complete', 'user.adjust', 'user.resetFund'] as const;
export const approvalStatuses = ['pending', 'approved', 'rejected'] as const;

export const adminApproval = z.object({
  id: z.number().int(),
  kind: z.enum(approvalKinds),
  status: z.enum(approvalStatuses),
  /** `withdraw:<orderNo>` or `user:<id>`. */
  target: z.string(),
  amount: z.number().int(),
  payload: z.record(z.string(), z.unknown()),
  maker: z.string(),
  checker: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export const adminApprovalListBody = z.object({
  status: z.enum([...approvalStatuses, 'all']).default('pending'),
  kind: z.enum([...approvalKinds, 'all']).default('all'),
  ...pageFields,
});
export const adminApprovalListData = pageOf(adminApproval);
export const adminApprovalIdBody = z.object({ id: serialIdField() });
export const adminApprovalRejectBody = z.object({
  id: serialIdField(),
  reason: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(200),
});
/** What an approved action did, by kind: the order's new state, the new balance, the code's channels. */
export const adminApprovalResult = z.union([
  z.object({ state: z.enum(withdrawStates), amount: z.number().int() }),
  z.object({ balance: z.number().int(), amount: z.number().int() }),
  z.object({ channels: z.array(z.enum(['phone', 'email'])) }),
]);
export const adminApprovalDecisionData = z.object({
  approval: adminApproval,
  /** What the approved action answered; null on reject. */
  result: adminApprovalResult.nullable(),
});

/** The order after a review (`changed`: false when it was already in that state). */
const reviewedWithdrawal = z.object({
  state: z.enum(withdrawStates),
  amount: z.number().int(),
});

/** POST /admin/withdraw/complete answers the order, or the pending approval above the threshold. */
export const adminWithdrawCompleteData = z.object({
  changed: z.boolean(),
  order: reviewedWithdrawal,
  approval: adminApprovalRef.nullable(),
});
export const adminWithdrawRejectData = z.object({
  changed: z.boolean(),
  order: reviewedWithdrawal.extend({ remark: z.string().nullable() }),
});

/** POST /admin/recharge/pass and /admin/recharge/cancel. */
export const adminRechargeReviewData = z.object({
  changed: z.boolean(),
  order: z.object({ orderNo: z.string(), status: z.enum(rechargeStatuses), amount: z.number().int() }),
});

/** The queues: the user's rows plus who they are (`closedBy`: `operator:<id>`, `gateway`, …). */
export const adminRechargeListData = pageOf(
  rechargeOrder.extend({ userId: z.number().int(), account: z.string(), closedBy: z.string().nullable() }),
);
export const adminWithdrawListData = pageOf(
  withdrawOrder.extend({ userId: z.number().int(), account: z.string() }),
);

/** The CSV exports answer the file itself (`text/csv`, UTF-8 with a BOM), not the envelope. */
export const csvText = z.string();

/** CSV exports take the list filters without paging and answer `text/csv` (not the envelope). */
export const adminRechargeExportBody = adminRechargeListBody.omit({ page: true, pageSize: true });
export const adminWithdrawExportBody = adminWithdrawListBody.omit({ page: true, pageSize: true });
