import {
  type DateRange,
  type Page,
  ResponseCode,
  type WithdrawInfo,
  type WithdrawOrder,
} from '@fairdraw/contract';
import { type WithdrawalInput, formatFen } from '@fairdraw/rules';

import type { Db, DbOrTx } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { rangeBounds, startOfZonedDay, zonedDay } from '../../lib/date-range';
import { newOrderNo } from '../../lib/order-numbers';
import { toZonedIso } from '../../lib/zoned-time';
import type { SessionUser } from '../account/account.service';
import type { SystemNewsletters } from '../messages/messages.service';
import type { FundPasswordGuard } from '../payout-addresses/fund-password-guard';
import { type PayoutAddressService, addressLabel } from '../payout-addresses/payout-addresses.service';
import type { WalletService } from '../wallet/wallet.service';
import type { MoneySettings } from './money-settings';
import { remainingTurnoverFen } from './turnover';
import { type WithdrawFilter, type WithdrawOrderRow, createWithdrawRepo } from './withdraw.repo';
import type { SecretHold } from '../password-reset/secret-hold';

export interface WithdrawReview {
  changed: boolean;
  before: WithdrawOrderRow;
  after: WithdrawOrderRow;
}

interface Deps {
  db: Db;
  clock: Clock;
  wallet: Pick<WalletService, 'transfer' | 'balanceOf' | 'entrySum'>;
  addresses: Pick<PayoutAddressService, 'requireUsable' | 'findById' | 'lock' | 'hasAny'>;
  guard: FundPasswordGuard;
  settings: MoneySettings;
  timeZone: string;
  newsletters: SystemNewsletters;
  /** Withdrawals wait after a password reset or change (ADR 104). */
  hold: Pick<SecretHold, 'assertNotHeld'>;
}

/** Withdrawals: Pending (amount held in 'withdrawals_pending') → Completed, or Reject with a refund. */
export function createWithdrawService(deps: Deps) {
  const repo = createWithdrawRepo(deps.db);
  const { clock, settings, timeZone } = deps;
  const todayStart = () => startOfZonedDay(zonedDay(clock.now(), timeZone), timeZone);

  async function toOrder(row: WithdrawOrderRow): Promise<WithdrawOrder> {
    const address = await deps.addresses.findById(row.addressId);
    return {
      orderNo: row.orderNo,
      date: zonedDay(row.createdAt, timeZone),
      amount: row.amountFen,
      time: toZonedIso(row.createdAt, timeZone),
      state: row.state,
      remark: row.remark,
      address: address ? addressLabel(address) : '',
      kind: address?.kind ?? 'bank',
    };
  }

  /** Daily limits and the turnover rule, checked while the user's ledger row is locked. */
  async function assertAllowed(order: WithdrawOrderRow, tx: DbOrTx): Promise<void> {
    const used = await repo.usedSince(order.userId, todayStart(), order.id, tx);
    if (used.count >= settings.dailyWithdrawCountMax) {
      throw new AppError('withdraw.dailyCountReached', ResponseCode.limitReached);
    }
    if (used.amountFen + order.amountFen > settings.dailyWithdrawAmountMaxFen) {
      throw new AppError('withdraw.dailyAmountReached', ResponseCode.limitReached);
    }
    const remaining = await remainingTurnoverFen(
      repo,
      deps.wallet,
      order.userId,
      settings.turnoverFactorPerMille,
      order.id,
      tx,
    );
    if (remaining > 0) {
      throw new AppError('withdraw.turnoverRemaining', ResponseCode.limitReached, undefined, {
        remaining: formatFen(remaining),
        remainingFen: remaining,
      });
    }
  }

  async function lockPending(orderNo: string, tx: DbOrTx): Promise<WithdrawOrderRow> {
    const order = await repo.lockByOrderNo(orderNo, tx);
    if (!order) throw new AppError('withdraw.orderNotFound', ResponseCode.notFound);
    return order;
  }

  return {
    async info(user: SessionUser): Promise<WithdrawInfo> {
      const used = await repo.usedSince(user.id, todayStart(), 0);
      return {
        balance: await deps.wallet.balanceOf(user.id),
        frozen: await repo.pendingSum(user.id),
        remainingTurnover: await remainingTurnoverFen(
          repo,
          deps.wallet,
          user.id,
          settings.turnoverFactorPerMille,
          0,
        ),
        min: settings.withdrawMinFen,
        max: settings.withdrawMaxFen,
        dailyCountMax: settings.dailyWithdrawCountMax,
        dailyCountLeft: Math.max(0, settings.dailyWithdrawCountMax - used.count),
        dailyAmountLeft: Math.max(0, settings.dailyWithdrawAmountMaxFen - used.amountFen),
        hasFundPassword: user.hasFundPassword,
      };
    },

    /**
     * One transaction: the order row, then the transfer to 'withdrawals_pending' (which locks the
     * user's ledger row, so concurrent requests of one user queue here), then the limits; any
     * refusal rolls everything back. A repeated requestId returns the first order.
     */
    async create(user: SessionUser, input: WithdrawalInput, ip: string) {
      if (user.type === 'trial') throw new AppError('auth.trialNotAllowed', ResponseCode.notAllowed);
      const earlier = await repo.byRequest(user.id, input.requestId);
      const result = (row: WithdrawOrderRow, balance: number) => ({
        orderNo: row.orderNo,
        status: row.state,
        amount: row.amountFen,
        balance,
      });
      if (earlier) return result(earlier, await deps.wallet.balanceOf(user.id));
      deps.hold.assertNotHeld(user);
      if (!(await deps.addresses.hasAny(user.id)))
        throw new AppError('money.noAddress', ResponseCode.notAllowed);
      await deps.guard.verify(user, input.fundPassword, ip);
      const address = await deps.addresses.requireUsable(user.id, input.addressId, input.kind);
      if (input.amount < settings.withdrawMinFen || input.amount > settings.withdrawMaxFen) {
        throw fieldError('amount', 'withdraw.amountOutOfRange');
      }
      const now = clock.now();
      return deps.db.transaction(async (tx) => {
        const order = await repo.insert(
          {
            orderNo: newOrderNo('W', now, timeZone),
            userId: user.id,
            addressId: address.id,
            amountFen: input.amount,
            state: 'Pending',
            requestId: input.requestId,
            createdAt: now,
          },
          tx,
        );
        if (!order) {
          // A concurrent twin with the same requestId won the insert: answer with its order.
          const twin = await repo.byRequest(user.id, input.requestId, tx);
          if (!twin) throw new Error('withdraw order neither inserted nor found');
          return result(twin, await deps.wallet.balanceOf(user.id, tx));
        }
        const transfer = await deps.wallet.transfer(
          {
            from: { userId: user.id },
            to: { system: 'withdrawals_pending' },
            amountFen: input.amount,
            type: 'withdraw',
            idempotencyKey: `withdraw:${order.orderNo}`,
            remark: order.orderNo,
          },
          tx,
        );
        await assertAllowed(order, tx);
        const balance = transfer.entries.find((e) => e.amountFen < 0)?.balanceAfterFen ?? 0;
        return result(order, balance);
      });
    },

    async list(
      userId: number,
      q: { range: DateRange; page: number; pageSize: number },
    ): Promise<Page<WithdrawOrder>> {
      const { rows, total } = await repo.page(
        { userId, ...rangeBounds(q.range, clock.now(), timeZone) },
        q.pageSize,
        (q.page - 1) * q.pageSize,
      );
      return {
        list: await Promise.all(rows.map((r) => toOrder(r.order))),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async adminList(q: {
      state: WithdrawFilter['state'] | 'all';
      range: DateRange;
      account?: string | undefined;
      page: number;
      pageSize: number;
    }) {
      const filter: WithdrawFilter = { ...rangeBounds(q.range, clock.now(), timeZone) };
      if (q.state !== 'all') filter.state = q.state;
      if (q.account) filter.account = q.account;
      const { rows, total } = await repo.page(filter, q.pageSize, (q.page - 1) * q.pageSize);
      const list = await Promise.all(
        rows.map(async (r) => ({ ...(await toOrder(r.order)), userId: r.order.userId, account: r.account })),
      );
      return { list, total, page: q.page, pageSize: q.pageSize };
    },

    frozenOf: (userId: number) => repo.pendingSum(userId),

    /** Pays out: the held amount leaves to 'cash'; the address locks (ADR 030). Idempotent. */
    async complete(orderNo: string, operatorId: number, tx: DbOrTx): Promise<WithdrawReview> {
      const order = await lockPending(orderNo, tx);
      if (order.state === 'Completed') return { changed: false, before: order, after: order };
      if (order.state !== 'Pending') throw new AppError('withdraw.alreadyReviewed', ResponseCode.conflict);
      await deps.wallet.transfer(
        {
          from: { system: 'withdrawals_pending' },
          to: { system: 'cash' },
          amountFen: order.amountFen,
          type: 'withdraw',
          idempotencyKey: `withdraw-complete:${order.orderNo}`,
          remark: order.orderNo,
        },
        tx,
      );
      await deps.addresses.lock(order.addressId, tx);
      const after = await repo.review(
        order.id,
        { state: 'Completed', remark: null, reviewedBy: operatorId, reviewedAt: clock.now() },
        tx,
      );
      return { changed: true, before: order, after };
    },

    /** Refuses with a reason and refunds the held amount to the user. Idempotent. */
    async reject(orderNo: string, reason: string, operatorId: number, tx: DbOrTx): Promise<WithdrawReview> {
      const order = await lockPending(orderNo, tx);
      if (order.state === 'Reject') return { changed: false, before: order, after: order };
      if (order.state !== 'Pending') throw new AppError('withdraw.alreadyReviewed', ResponseCode.conflict);
      await deps.wallet.transfer(
        {
          from: { system: 'withdrawals_pending' },
          to: { userId: order.userId },
          amountFen: order.amountFen,
          type: 'withdraw',
          idempotencyKey: `withdraw-refund:${order.orderNo}`,
          remark: `${order.orderNo} ${reason}`,
        },
        tx,
      );
      const after = await repo.review(
        order.id,
        { state: 'Reject', remark: reason, reviewedBy: operatorId, reviewedAt: clock.now() },
        tx,
      );
      await deps.newsletters.sendSystem(
        order.userId,
        'withdrawRejected',
        { orderNo: order.orderNo, amount: formatFen(order.amountFen), reason },
        `withdraw-rejected:${order.orderNo}`,
        tx,
      );
      return { changed: true, before: order, after };
    },
  };
}
export type WithdrawService = ReturnType<typeof createWithdrawService>;
