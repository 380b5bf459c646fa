import type { z } from 'zod';

import {
  type RangeInput,
  ResponseCode,
  type agentBalanceChangesBody,
  type agentRechargeWithdrawBody,
} from '@fairdraw/contract';
import { type MessageLanguage, findGame, findPlay, textOf } from '@fairdraw/rules';

import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../account/account.service';
import type { Page } from './agents.repo';
import { type AgentScope, withProfit } from './agents-scope';

type BalanceChangesBody = z.infer<typeof agentBalanceChangesBody>;
type RechargeWithdrawBody = z.infer<typeof agentRechargeWithdrawBody>;

const nameOfGame = (lang: MessageLanguage, code: string) => {
  const game = findGame(code);
  return game ? textOf(lang, game.nameKey) : code;
};
const nameOfPlay = (lang: MessageLanguage, game: string, play: string) => {
  const found = findPlay(game, play);
  return found ? textOf(lang, found.nameKey) : play;
};

/** The team's figures and records: overview, report, game stats, balance changes, money orders. */
export function createAgentReports(scope: AgentScope) {
  const { repo, iso, instantsOf, daysOf, memberIdOf } = scope;

  return {
    async balanceChanges(agent: SessionUser, body: BalanceChangesBody) {
      const { page, pageSize } = body;
      const types = body.type === 'all' ? null : body.type === 'bonus' ? ['bonus', 'trial'] : [body.type];
      const { rows, total } = await repo.listTeamEntries(
        agent.id,
        { range: instantsOf(body.range), memberId: await memberIdOf(agent, body.account), types },
        { page, pageSize },
      );
      return {
        list: rows.map((r) => ({
          ...r,
          time: iso(r.time as string),
          type: r.type === 'trial' ? 'bonus' : r.type,
        })),
        total,
        page,
        pageSize,
      };
    },

    /** Team recharge and withdrawal orders, each with its own table's status. */
    async rechargeWithdraw(agent: SessionUser, body: RechargeWithdrawBody) {
      const { page, pageSize } = body;
      const kinds = body.kind === 'all' ? (['recharge', 'withdraw'] as const) : [body.kind];
      const { rows, total } = await repo.listTeamOrders(
        agent.id,
        { range: instantsOf(body.range), kinds },
        { page, pageSize },
      );
      return {
        list: rows.map((r) => ({
          id: r.id,
          orderNo: r.orderNo,
          time: iso(r.time as string),
          userId: r.userId,
          account: r.account,
          kind: r.kind,
          amount: Number(r.amount),
          status: r.status,
          remark: r.remark,
        })),
        total,
        page,
        pageSize,
      };
    },

    async overview(agent: SessionUser, range: RangeInput) {
      const days = daysOf(range);
      const instants = instantsOf(range);
      const [counts, figures, money] = await Promise.all([
        repo.teamCounts(agent.id, days, instants),
        repo.teamFigures(agent.id, days),
        repo.teamEntrySums(agent.id, instants, ['recharge', 'withdraw']),
      ]);
      const { count: _count, ...f } = withProfit(figures);
      return {
        ...counts,
        ...f,
        bets: figures.count,
        recharge: money.get('recharge') ?? 0,
        withdraw: -(money.get('withdraw') ?? 0),
      };
    },

    async gameStats(agent: SessionUser, lang: MessageLanguage, range: RangeInput, game: string | undefined) {
      if (game !== undefined && !findGame(game)) {
        throw new AppError('common.validationFailed', ResponseCode.validationFailed, {
          game: 'draw.gameNotFound',
        });
      }
      const rows = await repo.teamGameStats(agent.id, daysOf(range), game ?? null);
      const list = rows.map((r) => ({
        ...withProfit(r),
        game: r.game,
        gameName: nameOfGame(lang, r.game),
        play: r.play,
        playName: nameOfPlay(lang, r.game, r.play),
      }));
      const sum = (k: 'betting' | 'payout' | 'rebate' | 'count') => list.reduce((s, r) => s + r[k], 0);
      return {
        list,
        total: withProfit({
          betting: sum('betting'),
          payout: sum('payout'),
          rebate: sum('rebate'),
          count: sum('count'),
        }),
      };
    },

    /** Per direct member (its whole branch) and the team's totals. */
    async report(agent: SessionUser, range: RangeInput, page: Page) {
      const days = daysOf(range);
      const [branches, team] = await Promise.all([
        repo.branchReport(agent.id, days, page),
        repo.teamFigures(agent.id, days),
      ]);
      return {
        list: branches.rows.map((b) => {
          const f = {
            betting: Number(b.betting),
            payout: Number(b.payout),
            rebate: Number(b.rebateAmount),
            count: Number(b.count),
          };
          return {
            userId: b.userId,
            account: b.account,
            type: b.type,
            rebate: b.rebate,
            betting: f.betting,
            payout: f.payout,
            rebateAmount: f.rebate,
            count: f.count,
            profit: withProfit(f).profit,
          };
        }),
        total: branches.total,
        ...page,
        team: withProfit(team),
      };
    },
  };
}
