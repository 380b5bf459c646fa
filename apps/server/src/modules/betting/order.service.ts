import { createHash, randomInt } from 'node:crypto';

import { type MakeOrderBody, ResponseCode } from '@fairdraw/contract';
import {
  type BetContext,
  betAmountFen,
  betSchemaFor,
  countBets,
  findGame,
  findPlay,
  parlayCode,
  parlayTicketRate,
  zodiacYearAt,
} from '@fairdraw/rules';

import type { BetLimits } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isCheckViolation } from '../../lib/db-errors';
import { zonedDate } from '../../lib/zoned-time';
import type { SessionUser } from '../account/account.service';
import type { GameLimitOverrides } from '../games/game-limits';
import { type WalletService, houseShardCount } from '../wallet/wallet.service';
import { createCoalescer, requestBatching } from '../../lib/coalescer';
import type { GamingLimitsService } from '../gaming-limits/gaming-limits.service';
import { type ContextInput, type NewBet, type NewOrder, createOrderRepo } from './order.repo';
import { newOrderNo } from './order-numbers';

export interface OrderAnswer {
  orderNo: string;
  bets: { id: number; betCount: number; amount: number }[];
  balance: number;
  chaseNo?: string;
}

const hashOf = (body: MakeOrderBody) =>
  createHash('sha256')
    .update(JSON.stringify([body.game, body.issue, body.bets, body.chase ?? null]))
    .digest('hex');

/** The order's debit key: one per user and requestId (ADR 003). */
export const orderDebitKey = (userId: number, requestId: string) => `order:${userId}:${requestId}`;

/**
 * The best odds the bet's own picks can win at (ADR 013): the highest rate among the selected
 * items' rate keys; tiered plays (whose items share tier keys) fall back to the play's highest rate.
 */
function bestRateOf(
  game: string,
  playCode: string,
  selection: readonly (readonly string[])[],
  rates: Record<string, number>,
) {
  // A parlay ticket pays the product of its legs, more than any one leg's rate.
  if (playCode === parlayCode) return parlayTicketRate(selection, rates);
  const play = findPlay(game, playCode);
  let best = 0;
  play?.rows.forEach((row, i) => {
    for (const code of selection[i] ?? []) {
      const key = row.items.find((item) => item.code === code)?.rateKey;
      const rate = key === undefined ? undefined : rates[key];
      if (rate !== undefined) best = Math.max(best, rate);
    }
  });
  return best > 0 ? best : Math.max(0, ...Object.values(rates));
}

/**
 * POST /user/makeOrder. The server recomputes every count and amount with the rules (refusing a
 * differing preview), checks the issue window by the database's clock, snapshots the odds, applies
 * the operator's limits and debits the whole order in the transaction that inserts its bets.
 */
export function createOrderService(deps: {
  db: Db;
  wallet: WalletService;
  /** The game's limits in force: its stored overrides (read with the order's context) over the BET_*_FEN defaults (ADR 083). */
  effectiveLimits: (overrides: GameLimitOverrides) => BetLimits;
  timeZone: string;
  /** The player's own limits (break, exclusion, terms, session time, stakes and losses): 1007 before any debit. */
  gamingLimits: Pick<GamingLimitsService, 'refuseBetting' | 'holdBettingLimits'>;
}) {
  const repo = createOrderRepo(deps.wallet.readParts);
  // Concurrent orders share their two statements (ADR 095): under load a statement carries many
  // orders, which is what makes makeOrder's cost per order small; alone, an order goes at once.
  const readContext = createCoalescer(
    (inputs: readonly ContextInput[]) => repo.contexts(inputs, deps.db),
    requestBatching,
  );
  // Each batch credits its stakes to ONE shard of the pot, the next shard for the next batch: batches
  // in flight never wait for each other's pot rows (ADR 095). A stake may land on any shard: the pot
  // is the sum of its shards.
  let nextShard = randomInt(houseShardCount);
  async function insertBatch(orders: readonly NewOrder[], db: DbOrTx) {
    const shard = (nextShard = (nextShard + 1) % houseShardCount);
    // On `db`: inside a limit's transaction a second connection would wait for this one (ADR 120).
    const pots = {
      house: await deps.wallet.potShardAccountId('house', shard, db),
      demo: await deps.wallet.potShardAccountId('demo', shard, db),
    };
    const parts = repo.insertParts(orders);
    const debit = await deps.wallet.postBatchWith(
      orders.map((order) => ({
        idempotencyKey: orderDebitKey(order.userId, order.requestId),
        type: 'betting',
        from: { userId: order.userId },
        to: { accountId: pots[order.isTrial ? 'demo' : 'house'] },
        amountFen: order.amount,
        remark: order.orderNo,
      })),
      db,
      { before: parts.before, when: parts.gate, select: parts.select },
    );
    return repo.insertOutcomes(debit.row, orders.length);
  }
  const insertOrder = createCoalescer(
    (orders: readonly NewOrder[]) => insertBatch(orders, deps.db),
    requestBatching,
  );
  /**
   * A player with a stake or loss limit: the order alone, inside the transaction that holds the
   * limit (ADR 120); everyone else shares the coalesced statement.
   */
  const insertOne = async (order: NewOrder, tx: DbOrTx | null) => {
    if (!tx) return insertOrder(order);
    const [outcome] = await insertBatch([order], tx);
    if (!outcome) throw new Error('the order statement reported nothing');
    return outcome;
  };

  /**
   * The zodiac year a Mark Six issue is drawn (and settled) in: the operator's date of its draw time,
   * exactly as draws.service labels the draw. Other families have none.
   */
  function contextAt(game: string, drawAt: Date): BetContext {
    return findGame(game)?.family === 'marksix'
      ? { zodiacYear: zodiacYearAt(zonedDate(drawAt, deps.timeZone)) }
      : {};
  }

  /**
   * Before the issue is read, its number's date (the slot's start day) stands in for the draw's: they
   * differ only for a slot drawn at midnight, and a bet whose count needs the year is recounted per
   * issue from the real draw time below (ADR 041).
   */
  function contextOfIssueNumber(game: string, issue: string): BetContext {
    if (findGame(game)?.family !== 'marksix') return {};
    const day = `${issue.slice(0, 4)}-${issue.slice(4, 6)}-${issue.slice(6, 8)}`;
    try {
      return { zodiacYear: zodiacYearAt(day) };
    } catch {
      return {}; // a date no switch list decides: year-dependent plays are refused as invalid
    }
  }

  // A bet schema per game and zodiac year, built once: zod compiles each new schema on first use,
  // which was a measurable share of makeOrder's CPU when built per request.
  const betSchemas = new Map<string, ReturnType<typeof betSchemaFor>>();
  function betSchemaOf(game: string, context: BetContext) {
    const key = `${game}:${context.zodiacYear ?? ''}`;
    let schema = betSchemas.get(key);
    if (!schema) {
      schema = betSchemaFor(game, findPlay, context);
      betSchemas.set(key, schema);
    }
    return schema;
  }

  function validateBets(body: MakeOrderBody) {
    const context = contextOfIssueNumber(body.game, body.issue);
    const schema = betSchemaOf(body.game, context);
    const fields: Record<string, string> = {};
    const bets = body.bets.map((bet, index) => {
      const parsed = schema.safeParse(bet);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          fields[['bets', index, ...issue.path].join('.')] ??= issue.message;
        }
        return null;
      }
      return parsed.data;
    });
    if (Object.keys(fields).length)
      throw new AppError('common.validationFailed', ResponseCode.validationFailed, fields);
    // Counted once per bet, by the rules (the client's preview was compared by the schema).
    return bets
      .filter((b) => b !== null)
      .map((b) => ({
        ...b,
        betCount: countBets(body.game, b.play, b.selection, context),
        needsZodiacYear: findPlay(body.game, b.play)?.needsZodiacYear === true,
      }));
  }

  async function replay(
    userId: number,
    body: MakeOrderBody,
    orderNo: string,
    requestHash: string,
    existingHash: string,
  ) {
    if (existingHash !== requestHash) throw new AppError('common.conflict', ResponseCode.conflict);
    return await repo.replayOf(orderNo, orderDebitKey(userId, body.requestId), deps.db);
  }

  return {
    async makeOrder(
      user: SessionUser,
      body: MakeOrderBody,
      sessionStartedAt: Date | null = null,
    ): Promise<OrderAnswer> {
      const bets = validateBets(body);
      const requestHash = hashOf(body);
      const issueCount = body.chase?.issues ?? 1;
      const plays = [...new Set(bets.map((b) => b.play))];

      const contextInput = {
        userId: user.id,
        requestId: body.requestId,
        game: body.game,
        issue: body.issue,
        issueCount,
        plays,
      };
      // No transaction: the context is read in one statement and the order with its debit is
      // written in one more, which re-checks the issue window and idempotency itself (ADR 090).
      const ctx = await readContext(contextInput);
      if (ctx.existing) {
        return replay(user.id, body, ctx.existing.orderNo, requestHash, ctx.existing.requestHash);
      }
      deps.gamingLimits.refuseBetting(user, sessionStartedAt);
      const limits = deps.effectiveLimits(ctx.limits);
      if (!ctx.enabled) throw new AppError('draw.gameNotFound', ResponseCode.notFound);
      const [first] = ctx.issues;
      if (!first || first.issue !== body.issue)
        throw new AppError('draw.issueNotFound', ResponseCode.notFound);
      if (!first.open) {
        throw first.beforeClose
          ? new AppError('bet.notOpen', ResponseCode.bettingClosed)
          : new AppError('bet.closed', ResponseCode.bettingClosed);
      }
      if (ctx.issues.length < issueCount)
        throw new AppError('bet.chaseIssuesMissing', ResponseCode.limitReached);

      const rows: NewBet[] = [];
      const issueStake = new Map<number, number>();
      const exposure = new Map<string, number>();
      ctx.issues.forEach((issue, seq) => {
        const multipleOverride = body.chase?.multiples?.[seq];
        for (const bet of bets) {
          const rates = ctx.rates[bet.play] ?? {};
          const multiple = multipleOverride ?? bet.multiple;
          // Counted with this issue's own zodiac year (a chase may cross Chinese New Year).
          const betCount = bet.needsZodiacYear
            ? countBets(body.game, bet.play, bet.selection, contextAt(body.game, new Date(issue.drawAt)))
            : bet.betCount;
          const amount = betAmountFen(betCount, bet.unitPrice, multiple);
          if (amount < limits.minStakeFen) throw new AppError('bet.stakeBelowMin', ResponseCode.limitReached);
          if (amount > limits.maxStakeFen) throw new AppError('bet.stakeAboveMax', ResponseCode.limitReached);
          const potential = Math.floor(
            (bet.unitPrice * multiple * bestRateOf(body.game, bet.play, bet.selection, rates)) / 100,
          );
          issueStake.set(issue.id, (issueStake.get(issue.id) ?? 0) + amount);
          const key = `${issue.id}:${bet.play}`;
          exposure.set(key, (exposure.get(key) ?? 0) + potential);
          rows.push({
            issueId: issue.id,
            issue: issue.issue,
            play: bet.play,
            selection: bet.selection.map((row) => [...row]),
            betCount,
            unitPrice: bet.unitPrice,
            multiple,
            amount,
            potential,
            rates,
            chaseSeq: body.chase ? seq : null,
          });
        }
      });
      for (const [issueId, stake] of issueStake) {
        if ((ctx.staked[issueId] ?? 0) + stake > limits.maxIssueStakeFen) {
          throw new AppError('bet.issueStakeLimit', ResponseCode.limitReached);
        }
      }
      for (const [key, potential] of exposure) {
        if ((ctx.potential[key] ?? 0) + potential > limits.maxPayoutFen) {
          throw new AppError('bet.payoutLimit', ResponseCode.limitReached);
        }
      }
      const total = rows.reduce((sum, r) => sum + r.amount, 0);
      if (total > ctx.balance)
        throw new AppError('wallet.insufficientBalance', ResponseCode.insufficientBalance);

      const orderNo = newOrderNo();
      const chaseNo = body.chase ? `C${orderNo.slice(1)}` : null;
      const newOrder: NewOrder = {
        orderNo,
        userId: user.id,
        isTrial: user.type === 'trial',
        requestId: body.requestId,
        requestHash,
        game: body.game,
        issue: body.issue,
        firstIssueId: first.id,
        amount: total,
        limits: { maxIssueStakeFen: limits.maxIssueStakeFen, maxPayoutFen: limits.maxPayoutFen },
        chase:
          chaseNo && body.chase
            ? { chaseNo, issues: body.chase.issues, stopOnWin: body.chase.stopOnWin }
            : null,
        bets: rows,
      };
      const outcome = await deps.gamingLimits
        .holdBettingLimits(user, total, (tx) => insertOne(newOrder, tx))
        .catch((error: unknown) => {
          if (isCheckViolation(error, 'ledger_accounts_balance_ck')) {
            throw new AppError('wallet.insufficientBalance', ResponseCode.insufficientBalance);
          }
          // Orders racing this one took the room the context still showed (ADR 096).
          if (isCheckViolation(error, 'bet_issue_stakes_limit_ck')) {
            throw new AppError('bet.issueStakeLimit', ResponseCode.limitReached);
          }
          if (isCheckViolation(error, 'bet_exposures_payout_limit_ck')) {
            throw new AppError('bet.payoutLimit', ResponseCode.limitReached);
          }
          throw error;
        });
      if (!outcome.inserted) {
        // The issue closed since the context was read, or a twin with this requestId went in first.
        if (!outcome.stillOpen) throw new AppError('bet.closed', ResponseCode.bettingClosed);
        const [again] = await repo.contexts([{ ...contextInput, issueCount: 1, plays: [] }], deps.db);
        if (!again?.existing) throw new AppError('common.conflict', ResponseCode.conflict);
        return replay(user.id, body, again.existing.orderNo, requestHash, again.existing.requestHash);
      }
      const balance = outcome.balance ?? 0;
      const firstIssueBets = rows
        .map((r, i) => ({
          id: outcome.betIds[i] ?? 0,
          betCount: r.betCount,
          amount: r.amount,
          seq: r.chaseSeq ?? 0,
        }))
        .filter((b) => b.seq === 0)
        .map(({ id, betCount, amount }) => ({ id, betCount, amount }));
      return { orderNo, bets: firstIssueBets, balance, ...(chaseNo ? { chaseNo } : {}) };
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
