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
import { createMakerWindowRepo, makerWindowMs } from './maker-window.repo';
import type { OperatorContext } from './operator-context';

export type { OperatorContext, OperatorRow } from './operator-context';
export type { AuditEntry, RecordAudit } from './audit-writer';

interface Deps {
  db: Db;
  clock: Clock;
  audited: Audited;
  wallet: Pick<WalletService, 'transfer' | 'balanceOf' | 'transferExists'>;
  recharge: Pick<RechargeService, 'pass' | 'cancel'>;
  withdrawals: Pick<WithdrawService, 'complete' | 'reject'>;
  /** Maker–checker: amounts above this (fen) wait for a second operator (ADR 082). */
  checkerAboveFen: number;
  /** Executes an approved fund-password reset (ADR 104); answers the channels the code went to. */
  resetFundPassword: (userId: number, tx: DbOrTx) => Promise<unknown>;
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
  const window = createMakerWindowRepo();
  const { clock, audited } = deps;

  /**
   * ADR 105: would this amount take what the maker did alone to this user in the last 24 h above
   * the threshold? Called with the user's row locked, so parallel requests are counted one by one.
   */
  async function needsChecker(makerId: number, userId: number, amountFen: number, tx: DbOrTx) {
    const since = new Date(clock.now().getTime() - makerWindowMs);
    const used = await window.soloSumFen(makerId, userId, since, tx);
    return used + Math.abs(amountFen) > deps.checkerAboveFen;
  }
  const openApproval = (
    ctx: OperatorContext,
    spec: {
      kind: ApprovalRow['kind'];
      target: string;
      requestKey: string;
      amountFen: number;
      payload: Record<string, unknown>;
    },
    tx: DbOrTx,
  ) => approvals.open({ ...spec, makerId: ctx.operator.id, status: 'pending', createdAt: clock.now() }, tx);

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

  async function execute(approval: ApprovalRow, ctx: OperatorContext, tx: DbOrTx): Promise<unknown> {
    const p = approval.payload;
    if (approval.kind === 'user.resetFund') {
      return { channels: await deps.resetFundPassword(Number(p['userId']), tx) };
    }
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
        // Fund-password resets are admin business only (ADR 104), also on the checker's side.
        if (row.kind === 'user.resetFund' && ctx.operator.role !== 'admin') {
          throw new AppError('admin.fundResetAdminOnly', ResponseCode.notAllowed);
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

    /**
     * Completes now, or records an approval request when the order would take what this operator
     * completed or adjusted alone for the same user in 24 h above the threshold (ADR 082, 105).
     */
    async completeWithdrawal(ctx: OperatorContext, orderNo: string) {
      const r = await audited(ctx, 'withdraw.complete', `withdraw:${orderNo}`, async (tx) => {
        const order = await window.withdrawal(orderNo, tx);
        if (order?.state === 'Pending') {
          await window.lockUser(order.userId, tx);
          if (await needsChecker(ctx.operator.id, order.userId, order.amountFen, tx)) {
            const opened = await openApproval(
              ctx,
              {
                kind: 'withdraw.complete',
                target: `withdraw:${orderNo}`,
                requestKey: `withdraw.complete:${orderNo}`,
                amountFen: order.amountFen,
                payload: { orderNo },
              },
              tx,
            );
            return {
              changed: opened.created,
              action: 'approval.request',
              before: null,
              after: { kind: 'withdraw.complete', amount: order.amountFen },
              order: { state: order.state, amount: order.amountFen },
              approval: approvalRef(opened.row),
            };
          }
        }
        const done = await completeNow(orderNo, ctx.operator.id, tx);
        return { ...done, order: done.after, approval: null };
      });
      return { changed: r.action ? false : r.changed, order: r.order, approval: r.approval };
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

    /**
     * Signed adjustment with a reason. It waits for a checker when it would take what this operator
     * did alone to the user in 24 h above the threshold (ADR 105); decided with the user row locked.
     */
    async adjustBalance(ctx: OperatorContext, input: AdjustInput) {
      const makerId = ctx.operator.id;
      const requestKey = `user.adjust:${makerId}:${input.requestId}`;
      const r = await audited(ctx, 'user.adjust', `user:${input.userId}`, async (tx) => {
        const user = await window.lockUser(input.userId, tx);
        if (!user) throw new AppError('admin.userNotFound', ResponseCode.notFound);
        if (user.type === 'trial') throw new AppError('auth.trialNotAllowed', ResponseCode.notAllowed);
        const previous = await approvals.latestByKey(requestKey, tx);
        if (previous?.status === 'rejected') throw new AppError('common.conflict', ResponseCode.conflict);
        if (previous) {
          return {
            changed: false,
            before: null,
            after: null,
            status: previous.status === 'approved' ? ('done' as const) : ('pending' as const),
            balance: await deps.wallet.balanceOf(user.id, tx),
            approval: approvalRef(previous),
          };
        }
        const replay = await deps.wallet.transferExists(`adjust:${makerId}:${input.requestId}`, tx);
        if (!replay && (await needsChecker(makerId, user.id, input.amount, tx))) {
          const opened = await openApproval(
            ctx,
            {
              kind: 'user.adjust',
              target: `user:${input.userId}`,
              requestKey,
              amountFen: input.amount,
              payload: { ...input },
            },
            tx,
          );
          return {
            changed: opened.created,
            action: 'approval.request',
            before: null,
            after: { kind: 'user.adjust', amount: input.amount },
            status: 'pending' as const,
            balance: await deps.wallet.balanceOf(user.id, tx),
            approval: approvalRef(opened.row),
          };
        }
        const done = await adjustNow(makerId, input, tx);
        return { ...done, status: 'done' as const, approval: null };
      });
      return { status: r.status, changed: r.changed, balance: r.balance, approval: r.approval };
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
