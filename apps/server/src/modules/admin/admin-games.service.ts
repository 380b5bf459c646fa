import type { z } from 'zod';

import {
  ResponseCode,
  type adminGameRateHistoryBody,
  type adminGameSetLimitsBody,
  type adminGameSetRateBody,
  type adminGameUpdateBody,
} from '@fairdraw/contract';
import { findPlay } from '@fairdraw/rules';

import type { Db, DbOrTx } from '../../db/client';
import type { games } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toZonedIso } from '../../lib/zoned-time';
import type { GameLimitOverrides, GameLimits } from '../games/game-limits';
import { createAdminGamesRepo } from './admin-games.repo';
import type { Audited } from './audit-writer';
import type { OperatorContext } from './operator-context';

type GameRow = typeof games.$inferSelect;

/**
 * Games desk: on/off, close time and order, bet limits (限红) and odds with their history. There is
 * deliberately nothing here (or anywhere) that touches a draw's result. A new rate applies to bets
 * placed after it: bets snapshot their odds at order time (modules/betting).
 */
export function createAdminGamesService(deps: {
  db: Db;
  clock: Clock;
  limits: GameLimits;
  audited: Audited;
  timeZone: string;
}) {
  const repo = createAdminGamesRepo(deps.db);
  const { clock } = deps;
  const iso = (d: Date) => toZonedIso(d, deps.timeZone);

  async function view(g: GameRow, tx?: DbOrTx) {
    const overrides = await deps.limits.overridesOf(g.code, tx);
    return {
      code: g.code,
      family: g.family,
      category: g.category,
      intervalSec: g.intervalSec,
      closeSec: g.closeSec,
      enabled: g.enabled,
      sortOrder: g.sortOrder,
      limitOverrides: overrides,
      limits: deps.limits.effective(overrides),
      updatedAt: iso(g.updatedAt),
    };
  }
  async function lockGame(code: string, tx: DbOrTx) {
    const game = await repo.lockGame(code, tx);
    if (!game) throw new AppError('admin.gameNotFound', ResponseCode.notFound);
    return game;
  }

  return {
    async list() {
      const rows = await repo.listGames();
      return { list: await Promise.all(rows.map((g) => view(g))) };
    },

    /** closeSec must stay below the draw interval; it shapes issues created from now on. */
    async update(ctx: OperatorContext, input: z.output<typeof adminGameUpdateBody>) {
      const r = await deps.audited(ctx, 'game.update', `game:${input.code}`, async (tx) => {
        const game = await lockGame(input.code, tx);
        if (input.closeSec !== undefined && input.closeSec >= game.intervalSec) {
          throw fieldError('closeSec', 'common.validationFailed');
        }
        const patch = {
          ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
          ...(input.closeSec === undefined ? {} : { closeSec: input.closeSec }),
          ...(input.sortOrder === undefined ? {} : { sortOrder: input.sortOrder }),
        };
        const before = { enabled: game.enabled, closeSec: game.closeSec, sortOrder: game.sortOrder };
        const after = { ...before, ...patch };
        const changed = JSON.stringify(before) !== JSON.stringify(after);
        const row = changed
          ? await repo.updateGame(input.code, { ...patch, updatedAt: clock.now() }, tx)
          : game;
        return { changed, before, after, game: await view(row ?? game, tx) };
      });
      return r.game;
    },

    /** Each limit: a positive override, or null back to the env default; absent fields stay. */
    async setLimits(ctx: OperatorContext, input: z.output<typeof adminGameSetLimitsBody>) {
      const r = await deps.audited(ctx, 'game.setLimits', `game:${input.code}`, async (tx) => {
        const game = await lockGame(input.code, tx);
        const before = await deps.limits.overridesOf(input.code, tx);
        const after: GameLimitOverrides = {
          minStakeFen: input.minStakeFen === undefined ? before.minStakeFen : input.minStakeFen,
          maxStakeFen: input.maxStakeFen === undefined ? before.maxStakeFen : input.maxStakeFen,
          maxIssueStakeFen:
            input.maxIssueStakeFen === undefined ? before.maxIssueStakeFen : input.maxIssueStakeFen,
          maxPayoutFen: input.maxPayoutFen === undefined ? before.maxPayoutFen : input.maxPayoutFen,
        };
        const effective = deps.limits.effective(after);
        if (
          effective.minStakeFen > effective.maxStakeFen ||
          effective.maxStakeFen > effective.maxIssueStakeFen
        ) {
          throw fieldError('minStakeFen', 'admin.limitsInvalid');
        }
        const changed = JSON.stringify(before) !== JSON.stringify(after);
        if (changed) await deps.limits.setOverrides(input.code, after, clock.now(), tx);
        return { changed, before, after, game: await view(game, tx) };
      });
      return r.game;
    },

    async rates(code: string) {
      const rows = await repo.ratesOf(code);
      if (!rows.length) throw new AppError('admin.gameNotFound', ResponseCode.notFound);
      return {
        code,
        list: rows.map((r) => ({
          play: r.playCode,
          rateKey: r.rateKey,
          rate: r.rate,
          defaultRate: findPlay(code, r.playCode)?.defaultRates[r.rateKey] ?? null,
          updatedAt: iso(r.updatedAt),
        })),
      };
    },

    /** One rate key of one play; written with its history row and audit row in one transaction. */
    async setRate(ctx: OperatorContext, input: z.output<typeof adminGameSetRateBody>) {
      const target = `game:${input.code}:${input.play}:${input.rateKey}`;
      const r = await deps.audited(ctx, 'game.setRate', target, async (tx) => {
        const current = await repo.lockRate(input.code, input.play, input.rateKey, tx);
        if (!current) throw new AppError('admin.rateNotFound', ResponseCode.notFound);
        const now = clock.now();
        if (current.rate === input.rate) {
          return {
            changed: false,
            before: { rate: current.rate },
            after: { rate: input.rate },
            history: null,
          };
        }
        await repo.setRate(input.code, input.play, input.rateKey, input.rate, now, tx);
        const history = await repo.addHistory(
          {
            gameCode: input.code,
            playCode: input.play,
            rateKey: input.rateKey,
            oldRate: current.rate,
            newRate: input.rate,
            operatorId: ctx.operator.id,
            reason: input.reason ?? null,
            createdAt: now,
          },
          tx,
        );
        return {
          changed: true,
          before: { rate: current.rate },
          after: { rate: input.rate, reason: input.reason ?? null },
          history,
        };
      });
      return {
        id: r.history?.id ?? 0,
        code: input.code,
        play: input.play,
        rateKey: input.rateKey,
        oldRate: r.history?.oldRate ?? input.rate,
        newRate: input.rate,
        operator: ctx.operator.account,
        reason: r.history?.reason ?? null,
        time: iso(r.history?.createdAt ?? clock.now()),
      };
    },

    async rateHistory(q: z.output<typeof adminGameRateHistoryBody>) {
      const { rows, total } = await repo.historyPage(q.code, q.play, q.pageSize, (q.page - 1) * q.pageSize);
      return {
        list: rows.map(({ h, operator }) => ({
          id: h.id,
          code: h.gameCode,
          play: h.playCode,
          rateKey: h.rateKey,
          oldRate: h.oldRate,
          newRate: h.newRate,
          operator,
          reason: h.reason,
          time: iso(h.createdAt),
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
  };
}
export type AdminGamesService = ReturnType<typeof createAdminGamesService>;
