import { ResponseCode } from '@fairdraw/contract';

import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toZonedIso } from '../../lib/zoned-time';
import type { RechargeOrderRow, RechargeService } from '../recharge/recharge.service';
import type { WalletService } from '../wallet/wallet.service';
import type { WithdrawService } from '../withdraw/withdraw.service';
import { createAdminRepo } from './admin.repo';
import { type ApprovalRow, createApprovalsRepo } from './admin-approvals.repo';
import type { Audited } from './audit-writer';
import type { OperatorContext } from './operator-context';

export type { OperatorContext, OperatorRow } from './operator-context';
export type { AuditEntry, RecordAudit } from './audit-writer';

interface Deps {
  db: Db;
  clock: Clock;
  audited: Audited;
  wallet: Pick<WalletService, 'transfer' | 'balanceOf'>;
  recharge: Pick<RechargeService, 'pass' | 'cancel'>;
  withdrawals: Pick<WithdrawService, 'complete' | 'reject'>;
  /** Maker–checker: amounts above this (fen) wait for a second operator (ADR 082). */
  checkerAboveFen: number;
  timeZone: string;
}

export interface AdjustInput {
  userId: number;
  amount: number;
  reason: string;
  requestId: string;
}

const rechargeView = (o: RechargeOrderRow) => ({ orderNo: o.orderNo, status: o.status, amount: o.amountFen });
const approvalRef = (a: ApprovalRow) => ({ id: a.id, kind: a.kind, status: a.status });

/**
 * The finance desk: order reviews, balance adjustments and the maker–checker rule over both. Each
 * effective action and its audit row commit in one transaction; a repeated review changes nothing
 * and logs nothing. Above the threshold the first operator's action only records a pending approval;
 * a different operator's approval executes it (the same operator is refused).
 */
export function createAdminService(deps: Deps) {
  const repo = createAdminRepo(deps.db);
  const approvals = createApprovalsRepo(deps.db);
  const { clock, audited } = deps;

  async function completeNow(orderNo: string, operatorId: number, tx: DbOrTx) {
    const r = await deps.withdrawals.complete(orderNo, operatorId, tx);
    return {
      changed: r.changed,
      before: { state: r.before.state, amount: r.before.amountFen },
      after: { state: r.after.state, amount: r.after.amountFen },
    };
  }

  /** A 'backstage' transfer between the house and the user, keyed by the maker and their requestId. */
  async function adjustNow(makerId: number, input: AdjustInput, tx: DbOrTx) {
    const user = await repo.userById(input.userId, tx);
    if (!user) throw new AppError('admin.userNotFound', ResponseCode.notFound);
    if (user.type === 'trial') throw new AppError('auth.trialNotAllowed', ResponseCode.notAllowed);
    const credit = input.amount > 0;
    const transfer = await deps.wallet.transfer(
      {
        from: credit ? { system: 'house' } : { userId: user.id },
        to: credit ? { userId: user.id } : { system: 'house' },
        amountFen: Math.abs(input.amount),
        type: 'backstage',
        idempotencyKey: `adjust:${makerId}:${input.requestId}`,
        remark: input.reason,
      },
      tx,
    );
    const balance = await deps.wallet.balanceOf(user.id, tx);
    return {
      changed: !transfer.replayed,
      before: { balance: transfer.replayed ? balance : balance - input.amount },
      after: { balance, amount: input.amount, reason: input.reason },
      balance,
    };
  }

  /** Records (once per request key) that the action waits for a checker; audited as a request. */
  async function requestApproval(
    ctx: OperatorContext,
    spec: {
      kind: ApprovalRow['kind'];
      target: string;
      requestKey: string;
      amountFen: number;
      payload: Record<string, unknown>;
    },
  ) {
    const { row } = await audited(ctx, 'approval.request', spec.target, async (tx) => {
      const opened = await approvals.open(
        { ...spec, makerId: ctx.operator.id, status: 'pending', createdAt: clock.now() },
        tx,
      );
      return {
        changed: opened.created,
        before: null,
        after: { kind: spec.kind, amount: spec.amountFen },
        row: opened.row,
      };
    });
    return row;
  }

  async function execute(approval: ApprovalRow, ctx: OperatorContext, tx: DbOrTx): Promise<unknown> {
    const p = approval.payload;
    if (approval.kind === 'withdraw.complete') {
      return (await completeNow(String(p['orderNo']), ctx.operator.id, tx)).after;
    }
    const input = {
      userId: Number(p['userId']),
      amount: Number(p['amount']),
      reason: String(p['reason']),
      requestId: String(p['requestId']),
    };
    const done = await adjustNow(approval.makerId, input, tx);
    return { balance: done.balance, amount: input.amount };
  }

  const approvalView = (a: ApprovalRow, maker: string, checker: string | null) => ({
    id: a.id,
    kind: a.kind,
    status: a.status,
    target: a.target,
    amount: a.amountFen,
    payload: a.payload,
    maker,
    checker,
    reason: a.reason,
    createdAt: toZonedIso(a.createdAt, deps.timeZone),
    decidedAt: a.decidedAt ? toZonedIso(a.decidedAt, deps.timeZone) : null,
  });
  async function viewOf(id: number) {
    const joined = await approvals.joinedById(id);
    if (!joined) throw new AppError('admin.approvalNotFound', ResponseCode.notFound);
    return approvalView(joined.approval, joined.maker, joined.checker);
  }

  async function decide(
    ctx: OperatorContext,
    id: number,
    verdict: 'approved' | 'rejected',
    reason: string | null,
  ) {
    return audited(
      ctx,
      verdict === 'approved' ? 'approval.approve' : 'approval.reject',
      `approval:${id}`,
      async (tx) => {
        const row = await approvals.lock(id, tx);
        if (!row) throw new AppError('admin.approvalNotFound', ResponseCode.notFound);
        if (row.status !== 'pending') throw new AppError('common.conflict', ResponseCode.conflict);
        // The maker may withdraw their own request, never approve it.
        if (verdict === 'approved' && row.makerId === ctx.operator.id) {
          throw new AppError('admin.approvalSelf', ResponseCode.notAllowed);
        }
        const result = verdict === 'approved' ? await execute(row, ctx, tx) : null;
        const decided = await approvals.decide(
          id,
          { status: verdict, checkerId: ctx.operator.id, reason, result, decidedAt: clock.now() },
          tx,
        );
        if (!decided) throw new AppError('admin.approvalNotFound', ResponseCode.notFound);
        return {
          changed: true,
          before: { status: 'pending', target: row.target, amount: row.amountFen },
          after: { status: verdict, target: row.target, result, reason },
          approval: decided,
          result,
        };
      },
    );
  }

  return {
    passRecharge: (ctx: OperatorContext, orderNo: string) =>
      audited(ctx, 'recharge.pass', `recharge:${orderNo}`, async (tx) => {
        const r = await deps.recharge.pass(orderNo, `operator:${ctx.operator.id}`, tx);
        return { changed: r.changed, before: rechargeView(r.before), after: rechargeView(r.after) };
      }),
    cancelRecharge: (ctx: OperatorContext, orderNo: string) =>
      audited(ctx, 'recharge.cancel', `recharge:${orderNo}`, async (tx) => {
        const r = await deps.recharge.cancel(orderNo, `operator:${ctx.operator.id}`, tx);
        return { changed: r.changed, before: rechargeView(r.before), after: rechargeView(r.after) };
      }),

    /** Completes now, or (a pending order above the threshold) records an approval request. */
    async completeWithdrawal(ctx: OperatorContext, orderNo: string) {
      const order = await approvals.withdrawal(orderNo);
      if (order?.state === 'Pending' && order.amountFen > deps.checkerAboveFen) {
        const approval = await requestApproval(ctx, {
          kind: 'withdraw.complete',
          target: `withdraw:${orderNo}`,
          requestKey: `withdraw.complete:${orderNo}`,
          amountFen: order.amountFen,
          payload: { orderNo },
        });
        return {
          changed: false,
          order: { state: order.state, amount: order.amountFen },
          approval: approvalRef(approval),
        };
      }
      const r = await audited(ctx, 'withdraw.complete', `withdraw:${orderNo}`, (tx) =>
        completeNow(orderNo, ctx.operator.id, tx),
      );
      return { changed: r.changed, order: r.after, approval: null };
    },
    rejectWithdrawal: (ctx: OperatorContext, orderNo: string, reason: string) =>
      audited(ctx, 'withdraw.reject', `withdraw:${orderNo}`, async (tx) => {
        const r = await deps.withdrawals.reject(orderNo, reason, ctx.operator.id, tx);
        return {
          changed: r.changed,
          before: { state: r.before.state, amount: r.before.amountFen },
          after: { state: r.after.state, amount: r.after.amountFen, remark: r.after.remark },
        };
      }),

    /** Signed adjustment with a reason; above the threshold it waits for a checker. */
    async adjustBalance(ctx: OperatorContext, input: AdjustInput) {
      if (Math.abs(input.amount) <= deps.checkerAboveFen) {
        const r = await audited(ctx, 'user.adjust', `user:${input.userId}`, (tx) =>
          adjustNow(ctx.operator.id, input, tx),
        );
        return { status: 'done' as const, changed: r.changed, balance: r.balance, approval: null };
      }
      const requestKey = `user.adjust:${ctx.operator.id}:${input.requestId}`;
      const user = await repo.userById(input.userId);
      if (!user) throw new AppError('admin.userNotFound', ResponseCode.notFound);
      if (user.type === 'trial') throw new AppError('auth.trialNotAllowed', ResponseCode.notAllowed);
      const previous = await approvals.latestByKey(requestKey);
      if (previous?.status === 'rejected') throw new AppError('common.conflict', ResponseCode.conflict);
      const balance = await deps.wallet.balanceOf(user.id, deps.db);
      if (previous?.status === 'approved') {
        return { status: 'done' as const, changed: false, balance, approval: approvalRef(previous) };
      }
      const approval = await requestApproval(ctx, {
        kind: 'user.adjust',
        target: `user:${input.userId}`,
        requestKey,
        amountFen: input.amount,
        payload: { ...input },
      });
      return { status: 'pending' as const, changed: !previous, balance, approval: approvalRef(approval) };
    },

    async approve(ctx: OperatorContext, id: number) {
      const r = await decide(ctx, id, 'approved', null);
      return { approval: await viewOf(r.approval.id), result: r.result };
    },
    async rejectApproval(ctx: OperatorContext, id: number, reason: string) {
      const r = await decide(ctx, id, 'rejected', reason);
      return { approval: await viewOf(r.approval.id), result: null };
    },
    async approvalList(q: {
      status: ApprovalRow['status'] | 'all';
      kind: ApprovalRow['kind'] | 'all';
      page: number;
      pageSize: number;
    }) {
      const { rows, total } = await approvals.page(
        {
          ...(q.status === 'all' ? {} : { status: q.status }),
          ...(q.kind === 'all' ? {} : { kind: q.kind }),
        },
        q.pageSize,
        (q.page - 1) * q.pageSize,
      );
      return {
        list: rows.map((r) => approvalView(r.approval, r.maker, r.checker)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
    pendingApprovals: () => approvals.pendingCount(),
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
