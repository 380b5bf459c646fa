import type { z } from 'zod';

import {
  ResponseCode,
  type betListBody,
  type chaseListBody,
  type reportPersonalBody,
  type transactionListBody,
} from '@fairdraw/contract';
import { type MessageLanguage, findGame, findPlay, textOf } from '@fairdraw/rules';

import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { rangeToDays, rangeToInstants } from '../../lib/date-range';
import { toZonedIso } from '../../lib/zoned-time';
import type { WalletService } from '../wallet/wallet.service';
import { type BetRow, betStatusesOf, createRecordsRepo } from './records.repo';

type BetListBody = z.infer<typeof betListBody>;
type ChaseListBody = z.infer<typeof chaseListBody>;
type TransactionListBody = z.infer<typeof transactionListBody>;
type ReportPersonalBody = z.infer<typeof reportPersonalBody>;

const settledStatuses = new Set(['won', 'lost', 'refunded']);

/** The ledger keeps demo money as its own type; players see it as a bonus (the contract lists 7 types). */
const wireTypeOf = (type: string) => (type === 'trial' ? 'bonus' : type);
const ledgerTypesOf = (type: TransactionListBody['type']) =>
  type === 'all' ? null : type === 'bonus' ? ['bonus', 'trial'] : [type];

/**
 * The business reference of a ledger transfer, from its idempotency key (ADR 003 / 060):
 * a stake → the order number, a settlement, refund or rebate → the bet id, anything else → the
 * key without its prefix.
 */
export function refOf(key: string, remark: string | null): string {
  const [kind = '', first = '', ...rest] = key.split(':');
  if (kind === 'order') return remark ?? [first, ...rest].join(':');
  if (kind === 'settle' || kind === 'cancel' || kind === 'chase-stop' || kind === 'rebate') return first;
  return key.includes(':') ? key.slice(kind.length + 1) : key;
}

/** `/bet/list`, `/bet/detail`, `/chase/list`, `/transaction/list`, `/report/personal`: own rows only. */
export function createRecordsService(deps: {
  db: Db;
  clock: Clock;
  timeZone: string;
  /** The player's ledger entries come from the wallet's read API (docs/ARCHITECTURE.md "Data"). */
  wallet: Pick<WalletService, 'entriesPage' | 'entrySumsByType'>;
}) {
  const repo = createRecordsRepo(deps.db);
  const iso = (at: string | null) => (at === null ? null : toZonedIso(new Date(at), deps.timeZone));
  const rangeOf = (range: BetListBody['range']) => rangeToInstants(range, deps.timeZone, deps.clock.now());
  const gameNameOf = (lang: MessageLanguage, game: string) => {
    const definition = findGame(game);
    return definition ? textOf(lang, definition.nameKey) : game;
  };

  function betView(lang: MessageLanguage, b: BetRow) {
    const play = findPlay(b.gameCode, b.playCode);
    return {
      id: Number(b.id),
      time: iso(b.createdAt),
      game: b.gameCode,
      gameName: gameNameOf(lang, b.gameCode),
      play: b.playCode,
      playName: play ? textOf(lang, play.nameKey) : b.playCode,
      selection: b.selection,
      betCount: b.betCount,
      amount: b.amountFen,
      payout: b.payoutFen,
      // A bet's own result; rebates are separate ledger transfers (see /report/personal).
      profit: settledStatuses.has(b.status) ? b.payoutFen - b.amountFen : 0,
      issue: b.issue,
      status: b.status,
      drawResult: b.result,
    };
  }

  return {
    /** Start-up: `/bet/list`'s per-day counts in the server's time zone (recounted when it changed). */
    alignBetCountZone: () => repo.alignBetCountZone(deps.timeZone),
    async listBets(userId: number, lang: MessageLanguage, body: BetListBody) {
      const { page, pageSize } = body;
      if (body.game !== undefined && !findGame(body.game)) {
        throw new AppError('common.validationFailed', ResponseCode.validationFailed, {
          game: 'draw.gameNotFound',
        });
      }
      const { rows, total } = await repo.listBets(
        userId,
        {
          range: rangeToDays(body.range, deps.timeZone, deps.clock.now()),
          statuses: betStatusesOf[body.status],
          game: body.game ?? null,
        },
        { page, pageSize },
      );
      return { list: rows.map((b) => betView(lang, b)), total, page, pageSize };
    },

    async betDetail(userId: number, lang: MessageLanguage, betId: number) {
      const bet = await repo.findBet(betId);
      if (!bet) throw new AppError('common.notFound', ResponseCode.notFound);
      if (Number(bet.userId) !== userId) throw new AppError('bet.notYours', ResponseCode.notAllowed);
      const stake = bet.unitPriceFen * bet.multiple;
      return {
        ...betView(lang, bet),
        unitPrice: bet.unitPriceFen,
        multiple: bet.multiple,
        odds: Object.entries(bet.rates)
          .map(([key, rate]) => ({ key, rate }))
          .sort((a, b) => a.key.localeCompare(b.key)),
        winCount: bet.winCount,
        refundCount: bet.refundCount,
        // Per winning combination (grouped by combination and rate): floor(unit stake × rate / 100).
        wins: (bet.wins ?? []).map((w) => ({
          combination: w.combination ?? (w.key ? w.key.split(',') : []),
          rate: w.rate,
          count: w.count,
          payout: Math.floor((stake * w.rate) / 100) * w.count,
        })),
        draw:
          bet.result && bet.seed ? { result: bet.result, seed: bet.seed, drawnAt: iso(bet.drawnAt) } : null,
        settledAt: iso(bet.settledAt),
        cancellable: bet.cancellable,
        orderNo: bet.orderNo,
        chaseNo: bet.chaseNo,
      };
    },

    async listChases(userId: number, lang: MessageLanguage, body: ChaseListBody) {
      const { page, pageSize } = body;
      const { rows, total } = await repo.listChases(
        userId,
        { range: rangeOf(body.range), status: body.status === 'all' ? null : body.status },
        { page, pageSize },
      );
      return {
        list: rows.map((c) => ({
          chaseNo: c.chaseNo,
          time: iso(c.createdAt),
          game: c.gameCode,
          gameName: gameNameOf(lang, c.gameCode),
          startIssue: c.firstIssue,
          issues: c.issues,
          played: Number(c.played),
          won: Number(c.won),
          amount: c.amountFen,
          payout: Number(c.payoutFen),
          refunded: Number(c.refundedFen),
          stopOnWin: c.stopOnWin,
          status: c.status,
        })),
        total,
        page,
        pageSize,
      };
    },

    async listTransactions(userId: number, body: TransactionListBody) {
      const { page, pageSize } = body;
      const { rows, total } = await deps.wallet.entriesPage(
        userId,
        { range: rangeOf(body.range), types: ledgerTypesOf(body.type) },
        { page, pageSize },
      );
      return {
        list: rows.map((e) => ({
          id: Number(e.id),
          time: iso(e.createdAt),
          type: wireTypeOf(e.type),
          amount: e.amountFen,
          balanceAfter: e.balanceAfterFen,
          ref: refOf(e.key, e.remark),
          remark: e.remark,
        })),
        total,
        page,
        pageSize,
      };
    },

    /**
     * From the user's ledger entries over the range (ADR 060): betting is stakes net of refunds
     * (cancels, ties, stopped chases), withdraw net of rejected withdrawals; profit = payout + rebate − betting.
     */
    async personalReport(userId: number, body: ReportPersonalBody) {
      const sums = await deps.wallet.entrySumsByType(userId, rangeOf(body.range));
      const sum = (type: string) => sums.get(type) ?? 0;
      const betting = -sum('betting');
      const payout = sum('payout');
      const rebate = sum('rebate');
      return {
        betting,
        payout,
        profit: payout + rebate - betting,
        rebate,
        bonus: sum('bonus') + sum('trial'),
        recharge: sum('recharge'),
        withdraw: -sum('withdraw'),
      };
    },
  };
}
export type RecordsService = ReturnType<typeof createRecordsService>;
