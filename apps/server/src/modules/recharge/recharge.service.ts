import { createHmac, timingSafeEqual } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

import {
  type DateRange,
  type Page,
  type RechargeChannel,
  type RechargeCreateData,
  type RechargeOrder,
  ResponseCode,
} from '@fairdraw/contract';
import { formatFen } from '@fairdraw/rules';

import type { Db, DbOrTx } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { rangeBounds } from '../../lib/date-range';
import { newOrderNo } from '../../lib/order-numbers';
import { toZonedIso } from '../../lib/zoned-time';
import type { SessionUser } from '../account/account.service';
import type { SystemNewsletters } from '../messages/messages.service';
import type { WalletService } from '../wallet/wallet.service';
import { defaultRechargeChannels } from './recharge-channels';
import {
  type RechargeChannelRow,
  type RechargeFilter,
  type RechargeOrderRow,
  createRechargeRepo,
} from './recharge.repo';

export type { RechargeOrderRow } from './recharge.repo';

/** The body a gateway posts to /recharge/notify/:channel, signed as a whole (raw bytes). */
export const gatewayNotification = z.object({
  orderNo: z.string().min(1).max(64),
  amount: z.number().int().positive(),
  status: z.literal('paid'),
});
export type GatewayNotification = z.infer<typeof gatewayNotification>;

export const signNotification = (secret: string, rawBody: string): string =>
  createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');

/** Constant-time comparison of two hex signatures (different lengths compare false, without a timing hint on content). */
function signatureMatches(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(/^[0-9a-fA-F]*$/.test(givenHex) ? givenHex : '', 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface ReviewResult {
  /** False when the order was already in the asked state: nothing happened this time. */
  changed: boolean;
  before: RechargeOrderRow;
  after: RechargeOrderRow;
}
import type { GamingLimitsService } from '../gaming-limits/gaming-limits.service';

interface Deps {
  db: Db;
  clock: Clock;
  wallet: Pick<WalletService, 'transfer'>;
  logger: FastifyBaseLogger;
  timeZone: string;
  /** The sandbox gateway channel is offered and payable only when switched on. */
  sandboxPayments: boolean;
  newsletters: SystemNewsletters;
  /** Self-exclusion and the daily deposit limit, checked before an order is created (ADR 098). */
  gamingLimits: Pick<GamingLimitsService, 'holdDeposit'>;
}

const refuseTrial = (user: SessionUser) => {
  if (user.type === 'trial') throw new AppError('auth.trialNotAllowed', ResponseCode.notAllowed);
};

/** Recharge channels, orders, the gateway callback and the order reviews of the finance desk. */
export function createRechargeService(deps: Deps) {
  const repo = createRechargeRepo(deps.db);
  const { clock, timeZone } = deps;

  const instructionsOf = (
    channel: RechargeChannelRow,
    order: RechargeOrderRow,
  ): RechargeCreateData['instructions'] => {
    const d = channel.details;
    if (channel.kind === 'bank') {
      return {
        kind: 'bank',
        bankName: String(d['bankName'] ?? ''),
        accountName: String(d['accountName'] ?? ''),
        accountNumber: String(d['accountNumber'] ?? ''),
        reference: order.orderNo,
      };
    }
    if (channel.kind === 'crypto') {
      const fenPerUnit = Number(d['fenPerUnit'] ?? 100);
      return {
        kind: 'crypto',
        network: d['network'] === 'ERC20' ? 'ERC20' : 'TRC20',
        address: String(d['address'] ?? ''),
        amountToSend: (order.amountFen / fenPerUnit).toFixed(2),
        reference: order.orderNo,
      };
    }
    return null;
  };

  const createdData = (channel: RechargeChannelRow, order: RechargeOrderRow): RechargeCreateData => ({
    orderNo: order.orderNo,
    status: order.status,
    amount: order.amountFen,
    channel: order.channel,
    payUrl: channel.kind === 'gateway' ? `/sandbox-pay/${order.orderNo}` : null,
    instructions: instructionsOf(channel, order),
  });

  /** The gateway kind is the sandbox's: it exists only when switched on (fail closed). */
  const offered = (channel: RechargeChannelRow) =>
    channel.enabled && (channel.kind !== 'gateway' || deps.sandboxPayments);

  const toOrder = (row: RechargeOrderRow): RechargeOrder => ({
    orderNo: row.orderNo,
    amount: row.amountFen,
    time: toZonedIso(row.createdAt, timeZone),
    status: row.status,
    channel: row.channel,
  });

  /** Credits the order once: the row lock orders concurrent callers, the ledger key backs it up. */
  async function passLocked(order: RechargeOrderRow, closedBy: string, tx: DbOrTx): Promise<ReviewResult> {
    if (order.status === 'passed') return { changed: false, before: order, after: order };
    if (order.status === 'cancelled') throw new AppError('recharge.orderClosed', ResponseCode.conflict);
    await deps.wallet.transfer(
      {
        from: { system: 'cash' },
        to: { userId: order.userId },
        amountFen: order.amountFen,
        type: 'recharge',
        idempotencyKey: `recharge:${order.orderNo}`,
        remark: order.orderNo,
      },
      tx,
    );
    const after = await repo.close(order.id, { status: 'passed', closedBy, closedAt: clock.now() }, tx);
    await deps.newsletters.sendSystem(
      order.userId,
      'rechargePassed',
      { orderNo: order.orderNo, amount: formatFen(order.amountFen) },
      `recharge-passed:${order.orderNo}`,
      tx,
    );
    return { changed: true, before: order, after };
  }

  async function lockOrder(orderNo: string, tx: DbOrTx): Promise<RechargeOrderRow> {
    const order = await repo.lockByOrderNo(orderNo, tx);
    if (!order) throw new AppError('recharge.orderNotFound', ResponseCode.notFound);
    return order;
  }

  return {
    async ensureDefaultChannels(): Promise<void> {
      for (const channel of defaultRechargeChannels()) await repo.insertChannelIfMissing(channel);
    },

    async channels(): Promise<RechargeChannel[]> {
      return (await repo.enabledChannels()).filter(offered).map((c) => ({
        code: c.code,
        name: c.name,
        kind: c.kind,
        min: c.minFen,
        max: c.maxFen,
        instructions:
          c.kind === 'bank'
            ? `${String(c.details['bankName'] ?? '')}`
            : c.kind === 'crypto'
              ? `USDT ${String(c.details['network'] ?? '')}`
              : '',
      }));
    },

    /** Repeating a requestId returns the first order (ADR 003); nothing is credited until paid. */
    async create(user: SessionUser, input: { channel: string; amount: number; requestId: string }) {
      refuseTrial(user);
      const channel = await repo.channel(input.channel);
      if (!channel || !offered(channel)) throw fieldError('channel', 'recharge.channelUnknown');
      const earlier = await repo.byRequest(user.id, input.requestId);
      if (earlier) return createdData((await repo.channel(earlier.channel)) ?? channel, earlier);
      if (input.amount < channel.minFen || input.amount > channel.maxFen) {
        throw fieldError('amount', 'recharge.amountOutOfRange');
      }
      const now = clock.now();
      // Break, exclusion, terms and the deposit limits per period, exact under concurrency (ADR 120).
      const inserted = await deps.gamingLimits.holdDeposit(user, input.amount, (tx) =>
        repo.insertOrder(
          {
            orderNo: newOrderNo('R', now, timeZone),
            userId: user.id,
            channel: channel.code,
            amountFen: input.amount,
            status: 'reviewing',
            requestId: input.requestId,
            createdAt: now,
          },
          tx,
        ),
      );
      const order = inserted ?? (await repo.byRequest(user.id, input.requestId));
      if (!order) throw new Error('recharge order neither inserted nor found');
      return createdData(channel, order);
    },

    async list(
      userId: number,
      q: { range: DateRange; page: number; pageSize: number },
    ): Promise<Page<RechargeOrder>> {
      const { rows, total } = await repo.page(
        { userId, ...rangeBounds(q.range, clock.now(), timeZone) },
        q.pageSize,
        (q.page - 1) * q.pageSize,
      );
      return { list: rows.map((r) => toOrder(r.order)), total, page: q.page, pageSize: q.pageSize };
    },

    async adminList(q: {
      status: RechargeFilter['status'] | 'all';
      range: DateRange;
      account?: string | undefined;
      page: number;
      pageSize: number;
    }) {
      const filter: RechargeFilter = { ...rangeBounds(q.range, clock.now(), timeZone) };
      if (q.status !== 'all') filter.status = q.status;
      if (q.account) filter.account = q.account;
      const { rows, total } = await repo.page(filter, q.pageSize, (q.page - 1) * q.pageSize);
      return {
        list: rows.map((r) => ({
          ...toOrder(r.order),
          userId: r.order.userId,
          account: r.account,
          closedBy: r.order.closedBy,
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /**
     * The gateway callback: signature over the raw body with the channel's secret (constant time),
     * then order, channel and amount; credits exactly once however often it is called.
     */
    async notify(
      channelCode: string,
      rawBody: string,
      signature: string | undefined,
      ip: string,
    ): Promise<void> {
      const channel = await repo.channel(channelCode);
      // A disabled channel takes no money in, even with a valid signature (ADR 110).
      if (!channel || !channel.enabled || channel.kind !== 'gateway' || !channel.notifySecret) {
        throw new AppError('recharge.channelUnknown', ResponseCode.notFound);
      }
      if (!signature || !signatureMatches(signNotification(channel.notifySecret, rawBody), signature)) {
        deps.logger.warn({ channel: channelCode, ip }, 'recharge notification refused: bad signature');
        throw new AppError('recharge.badSignature', ResponseCode.notAllowed);
      }
      let parsed: GatewayNotification;
      try {
        parsed = gatewayNotification.parse(JSON.parse(rawBody));
      } catch {
        throw new AppError('validation.general', ResponseCode.validationFailed);
      }
      await deps.db.transaction(async (tx) => {
        const order = await lockOrder(parsed.orderNo, tx);
        if (order.channel !== channelCode)
          throw new AppError('recharge.orderNotFound', ResponseCode.notFound);
        if (order.amountFen !== parsed.amount) {
          deps.logger.warn(
            {
              channel: channelCode,
              orderNo: order.orderNo,
              expectedFen: order.amountFen,
              notifiedFen: parsed.amount,
            },
            'recharge notification refused: amount mismatch',
          );
          throw new AppError('recharge.amountMismatch', ResponseCode.conflict);
        }
        await passLocked(order, 'gateway', tx);
      });
    },

    /** The operator's "pass": the same single credit as a paid notification. */
    pass: (orderNo: string, closedBy: string, tx: DbOrTx) =>
      lockOrder(orderNo, tx).then((order) => passLocked(order, closedBy, tx)),

    async cancel(orderNo: string, closedBy: string, tx: DbOrTx): Promise<ReviewResult> {
      const order = await lockOrder(orderNo, tx);
      if (order.status === 'cancelled') return { changed: false, before: order, after: order };
      if (order.status === 'passed') throw new AppError('recharge.orderClosed', ResponseCode.conflict);
      const after = await repo.close(order.id, { status: 'cancelled', closedBy, closedAt: clock.now() }, tx);
      return { changed: true, before: order, after };
    },

    /** For the sandbox gateway page: the order and its channel. */
    async sandboxOrder(
      orderNo: string,
    ): Promise<{ order: RechargeOrderRow; channel: RechargeChannelRow } | null> {
      if (!deps.sandboxPayments) return null;
      const order = await repo.byOrderNo(orderNo);
      if (!order) return null;
      const channel = await repo.channel(order.channel);
      return channel && channel.kind === 'gateway' ? { order, channel } : null;
    },
  };
}
export type RechargeService = ReturnType<typeof createRechargeService>;
