import type { z } from 'zod';

import {
  type AgentCreateAccountBody,
  type AgentTransferBody,
  type RangeInput,
  ResponseCode,
  type agentBalanceChangesBody,
  type agentRechargeWithdrawBody,
} from '@fairdraw/contract';
import { type MessageLanguage, findGame, findPlay, textOf } from '@fairdraw/rules';

import type { Db } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { type InstantRange, rangeToInstants } from '../../lib/date-range';
import { isUniqueViolation } from '../../lib/db-errors';
import type { PasswordHasher } from '../../lib/password';
import { toZonedIso, zonedDate } from '../../lib/zoned-time';
import type { AccountService, UserRow } from '../account/account.service';
import type { SessionService } from '../auth/session.service';
import type { WalletService } from '../wallet/wallet.service';
import { type DayRange, type Figures, type Page, createAgentsRepo } from './agents.repo';
import type { Invites } from './invites';

type BalanceChangesBody = z.infer<typeof agentBalanceChangesBody>;
type RechargeWithdrawBody = z.infer<typeof agentRechargeWithdrawBody>;

export interface AgentsDeps {
  db: Db;
  clock: Clock;
  passwords: PasswordHasher;
  accounts: Pick<AccountService, 'create' | 'findByAccount'>;
  sessions: Pick<SessionService, 'assertNotThrottled' | 'recordFailure'>;
  wallet: Pick<WalletService, 'transfer' | 'balanceOf'>;
  invites: Invites;
  timeZone: string;
  defaultLoginPassword: string;
  defaultFundPassword: string;
}

/** "Online" = a live session seen within this window (ADR 073). */
export const onlineWindowMs = 5 * 60_000;

/** The page a promotion link opens (apps/web paths.register) with the code filled in. */
export const promotionLinkOf = (origin: string, code: string) =>
  `${origin}/pages/account_info/register?inviteCode=${encodeURIComponent(code)}`;

const withProfit = (f: Figures) => ({ ...f, profit: f.payout + f.rebate - f.betting });

/**
 * The agent centre (api.md "Agent centre", ADR 070–073). Every call is the caller's: callers are
 * agents (checked here), and every user id or account named must be in the caller's team (depth ≥ 1
 * in user_tree, not a trial account) or the call answers 1001 — never an empty row.
 */
export function createAgentsService(deps: AgentsDeps) {
  const repo = createAgentsRepo(deps.db);
  const { clock, timeZone } = deps;
  const iso = (at: string | Date | null) => (at === null ? null : toZonedIso(new Date(at), timeZone));
  const instantsOf = (range: RangeInput): InstantRange => rangeToInstants(range, timeZone, clock.now());
  /** The inclusive calendar days of a range (the daily rows are keyed by day). */
  const daysOf = (range: RangeInput): DayRange => {
    const { from, to } = instantsOf(range);
    return {
      from: from ? zonedDate(from, timeZone) : null,
      to: to ? zonedDate(new Date(to.getTime() - 1), timeZone) : null,
    };
  };
  const today = (): DayRange => daysOf('today');
  const nameOfGame = (lang: MessageLanguage, code: string) => {
    const game = findGame(code);
    return game ? textOf(lang, game.nameKey) : code;
  };
  const nameOfPlay = (lang: MessageLanguage, game: string, play: string) => {
    const found = findPlay(game, play);
    return found ? textOf(lang, found.nameKey) : play;
  };

  async function requireMember(agent: UserRow, userId: number): Promise<number> {
    const depth = await repo.depthUnder(agent.id, userId);
    if (depth === null) throw new AppError('agent.notInTeam', ResponseCode.notAllowed);
    return depth;
  }

  async function memberIdOf(agent: UserRow, account: string | undefined): Promise<number | null> {
    if (!account) return null;
    const id = await repo.memberByAccount(agent.id, account);
    if (id === null) throw new AppError('agent.notInTeam', ResponseCode.notAllowed);
    return id;
  }

  return {
    /** Only agents may use the agent centre (1001 otherwise). */
    requireAgent(user: UserRow): UserRow {
      if (user.type !== 'agent') throw new AppError('agent.notAgent', ResponseCode.notAllowed);
      return user;
    },

    promotion(agent: UserRow, origin: string) {
      const inviteCode = agent.inviteCode ?? '';
      return { inviteCode, link: promotionLinkOf(origin, inviteCode), rebate: agent.rebatePerMille };
    },

    async links(agent: UserRow, origin: string) {
      const rows = await deps.invites.list(agent.id);
      return {
        list: rows.map((l) => ({
          code: l.code,
          link: promotionLinkOf(origin, l.code),
          rebate: l.rebatePerMille,
          type: l.type,
          registrations: l.registrations,
          createdAt: iso(l.createdAt),
        })),
      };
    },

    async createLink(agent: UserRow, origin: string, rebate: number, type: 'player' | 'agent') {
      if (rebate > agent.rebatePerMille) throw fieldError('rebate', 'agent.rebateTooHigh');
      const l = await deps.invites.create(agent.id, rebate, type);
      return {
        code: l.code,
        link: promotionLinkOf(origin, l.code),
        rebate: l.rebatePerMille,
        type: l.type,
        registrations: l.registrations,
        createdAt: iso(l.createdAt),
      };
    },

    /** A direct member with the configured default passwords, both to be changed at first login. */
    async createAccount(agent: UserRow, body: AgentCreateAccountBody) {
      if (body.rebate > agent.rebatePerMille) throw fieldError('rebate', 'agent.rebateTooHigh');
      if (await deps.accounts.findByAccount(body.account)) {
        throw new AppError('auth.accountExists', ResponseCode.conflict);
      }
      const passwordHash = await deps.passwords.hashLogin(deps.defaultLoginPassword);
      const fundPasswordHash = await deps.passwords.hashFund(deps.defaultFundPassword);
      try {
        const user = await deps.db.transaction(async (tx) =>
          deps.accounts.create(
            {
              account: body.account,
              passwordHash,
              fundPasswordHash,
              type: body.type,
              parentId: agent.id,
              rebatePerMille: body.rebate,
              inviteCode: body.type === 'agent' ? await deps.invites.freshCode(tx) : null,
              mustChangePassword: true,
              mustChangeFundPassword: true,
            },
            tx,
          ),
        );
        return {
          userId: user.id,
          account: user.account,
          type: user.type,
          rebate: user.rebatePerMille,
          inviteCode: user.inviteCode,
          createdAt: iso(user.createdAt),
        };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('auth.accountExists', ResponseCode.conflict);
        throw error;
      }
    },

    async subordinates(agent: UserRow, body: { account?: string | undefined } & Page) {
      const { page, pageSize } = body;
      const { rows, total } = await repo.listMembers(agent.id, body.account || null, { page, pageSize });
      const totals = await repo.figuresPerUser(
        rows.map((r) => r.userId),
        { from: null, to: null },
      );
      return {
        list: rows.map((r) => {
          const f = totals.get(r.userId);
          return {
            userId: r.userId,
            account: r.account,
            type: r.type,
            rebate: r.rebate,
            level: r.level,
            parentId: r.parentId,
            createdAt: iso(r.createdAt),
            lastLoginAt: iso(r.lastLoginAt),
            lastLoginIp: r.lastLoginIp,
            balance: Number(r.balance),
            totalProfit: f ? withProfit(f).profit : 0,
          };
        }),
        total,
        page,
        pageSize,
      };
    },

    /** spec §2 "Agent sub-user": one member's balance and figures, today and all-time. */
    async detail(agent: UserRow, userId: number) {
      const level = await requireMember(agent, userId);
      const user = await repo.userById(userId);
      if (!user) throw new AppError('agent.notInTeam', ResponseCode.notAllowed);
      const [all, day, sums, balance] = await Promise.all([
        repo.figuresPerUser([userId], { from: null, to: null }),
        repo.figuresPerUser([userId], today()),
        repo.entrySumsOf(userId),
        deps.wallet.balanceOf(userId),
      ]);
      const total = withProfit(all.get(userId) ?? { betting: 0, payout: 0, rebate: 0, count: 0 });
      const todays = withProfit(day.get(userId) ?? { betting: 0, payout: 0, rebate: 0, count: 0 });
      const credit = (type: string) => sums.get(type)?.credit ?? 0;
      return {
        userId,
        account: user.account,
        type: user.type,
        level,
        isDirect: level === 1,
        rebate: user.rebatePerMille,
        balance,
        todayProfit: todays.profit,
        todayBetting: todays.betting,
        totalProfit: total.profit,
        betting: total.betting,
        payout: total.payout,
        rebateAmount: total.rebate,
        bonus: credit('bonus'),
        transferIn: credit('transfer'),
        transferOut: sums.get('transfer')?.debit ?? 0,
        lastLoginAt: iso(user.lastLoginAt),
        lastLoginIp: user.lastLoginIp,
        createdAt: iso(user.createdAt),
      };
    },

    async online(agent: UserRow, page: Page) {
      const since = new Date(clock.now().getTime() - onlineWindowMs);
      const { rows, total } = await repo.listOnline(agent.id, since, page);
      return {
        list: rows.map((r) => ({ ...r, lastSeenAt: iso(r.lastSeenAt as string) })),
        total,
        ...page,
      };
    },

    async balanceChanges(agent: UserRow, body: BalanceChangesBody) {
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

    /**
     * Team recharges and withdrawals. Order tables arrive with the payments issue; until then these
     * are the ledger's recharge and withdraw transfers, all of them completed (ADR 073).
     */
    async rechargeWithdraw(agent: UserRow, body: RechargeWithdrawBody) {
      const { page, pageSize } = body;
      const types = body.kind === 'all' ? ['recharge', 'withdraw'] : [body.kind];
      const { rows, total } = await repo.listTeamEntries(
        agent.id,
        { range: instantsOf(body.range), memberId: null, types },
        { page, pageSize },
      );
      return {
        list: rows.map((r) => ({
          id: r.id,
          time: iso(r.time as string),
          userId: r.userId,
          account: r.account,
          kind: r.type,
          amount: Math.abs(Number(r.amount)),
          status: 'passed',
          remark: r.remark,
        })),
        total,
        page,
        pageSize,
      };
    },

    async overview(agent: UserRow, range: RangeInput) {
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

    async gameStats(agent: UserRow, lang: MessageLanguage, range: RangeInput, game: string | undefined) {
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
    async report(agent: UserRow, range: RangeInput, page: Page) {
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

    /**
     * Agent → direct member, a `transfer` ledger transfer keyed by the caller's requestId: a replay
     * moves nothing and answers the first result; the same requestId with another body is 1003.
     */
    async transfer(agent: UserRow, ip: string, body: AgentTransferBody) {
      const depth = await requireMember(agent, body.userId);
      if (depth !== 1) throw new AppError('agent.notDirect', ResponseCode.notAllowed);
      const subject = String(agent.id);
      await deps.sessions.assertNotThrottled('fund_password', [{ subject }]);
      if (!agent.fundPasswordHash) throw new AppError('auth.fundPasswordNotSet', ResponseCode.notAllowed);
      if (!(await deps.passwords.verifyFund(agent.fundPasswordHash, body.fundPassword))) {
        await deps.sessions.recordFailure('fund_password', subject, ip);
        throw fieldError('fundPassword', 'auth.wrongFundPassword');
      }
      const result = await deps.wallet.transfer({
        from: { userId: agent.id },
        to: { userId: body.userId },
        amountFen: body.amount,
        type: 'transfer',
        idempotencyKey: `agent-transfer:${agent.id}:${body.requestId}`,
        remark: `agent ${agent.account} → ${body.userId}`,
      });
      const debit = result.entries.find((e) => e.amountFen < 0);
      return {
        transfer: {
          id: result.transferId,
          userId: body.userId,
          amount: body.amount,
          time: iso(debit?.createdAt ?? clock.now()),
          replayed: result.replayed,
        },
        balance: await deps.wallet.balanceOf(agent.id),
      };
    },
  };
}
export type AgentsService = ReturnType<typeof createAgentsService>;
