import type { FastifyInstance, FastifyReply } from 'fastify';

import type { RechargeService } from '../recharge/recharge.service';
import type { WithdrawService } from '../withdraw/withdraw.service';
import type { AdminService } from './admin.service';
import { adminRoute } from './admin-route';
import { allPages, toCsv } from './csv';

function csvReply(reply: FastifyReply, name: string, body: string): string {
  void reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`);
  // A BOM so spreadsheet programs read the UTF-8 (Vietnamese, Chinese) correctly.
  return `\uFEFF${body}`;
}

/** Recharge and withdrawal queues, reviews, CSV exports and maker–checker approvals. */
export function registerAdminMoneyRoutes(
  app: FastifyInstance,
  deps: { admin: AdminService; recharge: RechargeService; withdrawals: WithdrawService },
): void {
  const { admin } = deps;
  const changed = (result: { changed: boolean; after: unknown }) => ({
    changed: result.changed,
    order: result.after,
  });

  adminRoute(app, 'adminRechargeList', (body) => deps.recharge.adminList(body));
  adminRoute(app, 'adminRechargePass', async (body, ctx) =>
    changed(await admin.passRecharge(ctx, body.orderNo)),
  );
  adminRoute(app, 'adminRechargeCancel', async (body, ctx) =>
    changed(await admin.cancelRecharge(ctx, body.orderNo)),
  );
  adminRoute(app, 'adminRechargeExport', async (body, _ctx, _request, reply) => {
    const rows = await allPages((page, pageSize) => deps.recharge.adminList({ ...body, page, pageSize }));
    const csv = toCsv(
      ['orderNo', 'userId', 'account', 'channel', 'amountFen', 'status', 'time', 'closedBy'],
      rows.map((r) => [r.orderNo, r.userId, r.account, r.channel, r.amount, r.status, r.time, r.closedBy]),
    );
    return csvReply(reply, 'recharge.csv', csv);
  });

  adminRoute(app, 'adminWithdrawList', (body) => deps.withdrawals.adminList(body));
  adminRoute(app, 'adminWithdrawComplete', (body, ctx) => admin.completeWithdrawal(ctx, body.orderNo));
  adminRoute(app, 'adminWithdrawReject', async (body, ctx) =>
    changed(await admin.rejectWithdrawal(ctx, body.orderNo, body.reason)),
  );
  adminRoute(app, 'adminWithdrawExport', async (body, _ctx, _request, reply) => {
    const rows = await allPages((page, pageSize) => deps.withdrawals.adminList({ ...body, page, pageSize }));
    const csv = toCsv(
      ['orderNo', 'userId', 'account', 'amountFen', 'state', 'kind', 'address', 'time', 'remark'],
      rows.map((r) => [
        r.orderNo,
        r.userId,
        r.account,
        r.amount,
        r.state,
        r.kind,
        r.address,
        r.time,
        r.remark,
      ]),
    );
    return csvReply(reply, 'withdraw.csv', csv);
  });

  adminRoute(app, 'adminApprovalList', (body) => admin.approvalList(body));
  adminRoute(app, 'adminApprovalApprove', (body, ctx) => admin.approve(ctx, body.id));
  adminRoute(app, 'adminApprovalReject', (body, ctx) => admin.rejectApproval(ctx, body.id, body.reason));
}
