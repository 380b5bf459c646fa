import { type OperatorRole, ResponseCode } from '@fairdraw/contract';
import { limits } from '@fairdraw/rules';

import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/password';
import { toZonedIso } from '../../lib/zoned-time';
import type { RechargeOrderRow, RechargeService } from '../recharge/recharge.service';
import type { WalletService } from '../wallet/wallet.service';
import type { WithdrawService } from '../withdraw/withdraw.service';
import { type OperatorRow, createAdminRepo } from './admin.repo';
import type { OperatorTokens } from './operator-tokens';

export type { OperatorRow } from './admin.repo';

export interface OperatorContext {
  operator: OperatorRow;
  ip: string;
}

/** One operator action for the audit log, written in the transaction of the action itself. */
export interface AuditEntry {
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}
export type RecordAudit = (ctx: OperatorContext, entry: AuditEntry, tx: DbOrTx) => Promise<void>;

interface Deps {
  db: Db;
  clock: Clock;
  passwords: PasswordHasher;
  tokens: OperatorTokens;
  wallet: Pick<WalletService, 'transfer' | 'balanceOf'>;
  recharge: Pick<RechargeService, 'pass' | 'cancel'>;
  withdrawals: Pick<WithdrawService, 'complete' | 'reject'>;
  timeZone: string;
}

const rechargeView = (o: RechargeOrderRow) => ({ orderNo: o.orderNo, status: o.status, amount: o.amountFen });

/**
 * The finance desk: operator login, order reviews and balance adjustments. Each effective action
 * and its audit row commit in one transaction; a repeated review changes nothing and logs nothing.
 */
export function createAdminService(deps: Deps) {
  const repo = createAdminRepo(deps.db);
  const { clock } = deps;

  async function audited<T extends { changed: boolean }>(
    ctx: OperatorContext,
    action: string,
    target: string,
    run: (tx: DbOrTx) => Promise<T & { before: unknown; after: unknown }>,
  ): Promise<T & { before: unknown; after: unknown }> {
    return deps.db.transaction(async (tx) => {
      const result = await run(tx);
      if (result.changed) {
        await repo.audit(
          {
            operatorId: ctx.operator.id,
            action,
            target,
            ip: ctx.ip,
            before: result.before,
            after: result.after,
            createdAt: clock.now(),
          },
          tx,
        );
      }
      return result;
    });
  }

  const recordAudit: RecordAudit = (ctx, entry, tx) =>
    repo.audit({ operatorId: ctx.operator.id, ip: ctx.ip, createdAt: clock.now(), ...entry }, tx);

  return {
    recordAudit,

    /** Throttled like player logins: 5 failures in 15 minutes per operator account. */
    async login(account: string, password: string, ip: string) {
      const subject = `operator:${account.toLowerCase()}`;
      const since = new Date(clock.now().getTime() - limits.loginFailureWindowSeconds * 1000);
      if ((await repo.loginFailures(subject, since)) >= limits.loginFailuresMax) {
        throw new AppError('auth.tooManyAttempts', ResponseCode.rateLimited);
      }
      const operator = await repo.operatorByAccount(account);
      if (!(await deps.passwords.verifyLogin(operator?.passwordHash ?? null, password)) || !operator) {
        await repo.recordLoginFailure(subject, ip, clock.now());
        throw new AppError('admin.wrongCredentials', ResponseCode.validationFailed);
      }
      return { token: await deps.tokens.sign(operator.id), role: operator.role, account: operator.account };
    },

    /** The operator behind a TOKEN header with one of `roles`: 401 otherwise, 1001 for another role. */
    async authenticate(token: string | undefined, roles: readonly OperatorRole[]): Promise<OperatorRow> {
      const id = token ? await deps.tokens.verify(token) : null;
      const operator = id === null ? undefined : await repo.operatorById(id);
      if (!operator) throw new AppError('auth.tokenInvalid', ResponseCode.tokenInvalid);
      if (!roles.includes(operator.role)) throw new AppError('admin.roleNotAllowed', ResponseCode.notAllowed);
      return operator;
    },

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
    completeWithdrawal: (ctx: OperatorContext, orderNo: string) =>
      audited(ctx, 'withdraw.complete', `withdraw:${orderNo}`, async (tx) => {
        const r = await deps.withdrawals.complete(orderNo, ctx.operator.id, tx);
        return {
          changed: r.changed,
          before: { state: r.before.state, amount: r.before.amountFen },
          after: { state: r.after.state, amount: r.after.amountFen },
        };
      }),
    rejectWithdrawal: (ctx: OperatorContext, orderNo: string, reason: string) =>
      audited(ctx, 'withdraw.reject', `withdraw:${orderNo}`, async (tx) => {
        const r = await deps.withdrawals.reject(orderNo, reason, ctx.operator.id, tx);
        return {
          changed: r.changed,
          before: { state: r.before.state, amount: r.before.amountFen },
          after: { state: r.after.state, amount: r.after.amountFen, remark: r.after.remark },
        };
      }),

    /** A 'backstage' transfer between the house and the user, keyed by the operator's requestId. */
    adjustBalance: (
      ctx: OperatorContext,
      input: { userId: number; amount: number; reason: string; requestId: string },
    ) =>
      audited(ctx, 'user.adjust', `user:${input.userId}`, async (tx) => {
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
            idempotencyKey: `adjust:${ctx.operator.id}:${input.requestId}`,
            remark: input.reason,
          },
          tx,
        );
        const after = await deps.wallet.balanceOf(user.id, tx);
        return {
          changed: !transfer.replayed,
          before: { balance: after - input.amount },
          after: { balance: after, amount: input.amount, reason: input.reason },
          balance: after,
        };
      }),

    async auditList(q: { page: number; pageSize: number }) {
      const { rows, total } = await repo.auditPage(q.pageSize, (q.page - 1) * q.pageSize);
      return {
        list: rows.map(({ log, operator }) => ({
          id: log.id,
          operator,
          action: log.action,
          target: log.target,
          ip: log.ip,
          before: log.before,
          after: log.after,
          time: toZonedIso(log.createdAt, deps.timeZone),
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
