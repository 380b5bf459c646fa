import { z } from 'zod';

import { serialIdField } from './bounds';
import { adminRechargeListBody, adminWithdrawListBody } from './admin';
import { adminApprovalRef } from './admin-common';
import { pageFields } from './list';
import { pageOf } from './money';

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
export const adminApprovalDecisionData = z.object({
  approval: adminApproval,
  /** What the approved action answered (the order or the new balance); null on reject. */
  result: z.unknown().nullable(),
});

/** POST /admin/withdraw/complete answers the order, or the pending approval above the threshold. */
export const adminWithdrawCompleteData = z.object({
  changed: z.boolean(),
  order: z.unknown(),
  approval: adminApprovalRef.nullable(),
});

/** CSV exports take the list filters without paging and answer `text/csv` (not the envelope). */
export const adminRechargeExportBody = adminRechargeListBody.omit({ page: true, pageSize: true });
export const adminWithdrawExportBody = adminWithdrawListBody.omit({ page: true, pageSize: true });
