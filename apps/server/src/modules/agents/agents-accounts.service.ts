import { type AgentCreateAccountBody, type AgentTransferBody, ResponseCode } from '@fairdraw/contract';

import { AppError, fieldError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { oneTimePassword } from '../../lib/ids';
import type { SessionUser } from '../account/account.service';
import type { Page } from './agents.repo';
import { type AgentScope, withProfit } from './agents-scope';
import type { AgentsDeps } from './agents.service';

/** "Online" = a live session seen within this window (ADR 073). */
export const onlineWindowMs = 5 * 60_000;

/** The page a promotion link opens (apps/web paths.register) with the code filled in. */
export const promotionLinkOf = (origin: string, code: string) =>
  `${origin}/pages/account_info/register?inviteCode=${encodeURIComponent(code)}`;

/**
 * The agent's tree and accounts: promotion and invite links, opening accounts, the member list and
 * one member's detail, who is online, and transfers to direct members.
 */
export function createAgentAccounts(deps: AgentsDeps, scope: AgentScope) {
  const { clock } = deps;
  const { repo, iso, today, requireMember } = scope;

  return {
    /** Only agents may use the agent centre (1001 otherwise). */
    requireAgent(user: SessionUser): SessionUser {
      if (user.type !== 'agent') throw new AppError('agent.notAgent', ResponseCode.notAllowed);
      return user;
    },

    promotion(agent: SessionUser, origin: string) {
      const inviteCode = agent.inviteCode ?? '';
      return { inviteCode, link: promotionLinkOf(origin, inviteCode), rebate: agent.rebatePerMille };
    },

    async links(agent: SessionUser, origin: string) {
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

    async createLink(agent: SessionUser, origin: string, rebate: number, type: 'player' | 'agent') {
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

    /**
     * A direct member with a random one-time login password, answered once and stored only hashed
     * (ADR 118). It logs in for `agentAccountClaimDays`; the player then sets their own login
     * password and, with it, a first fund password (there is none until then).
     */
    async createAccount(agent: SessionUser, body: AgentCreateAccountBody) {
      if (body.rebate > agent.rebatePerMille) throw fieldError('rebate', 'agent.rebateTooHigh');
      if (await deps.accounts.findByAccount(body.account)) {
        throw new AppError('auth.accountExists', ResponseCode.conflict);
      }
      const password = oneTimePassword();
      const passwordHash = await deps.passwords.hashLogin(password);
      const claimExpiresAt = new Date(clock.now().getTime() + deps.agentAccountClaimDays * 86_400_000);
      try {
        const user = await deps.db.transaction(async (tx) =>
          deps.accounts.create(
            {
              account: body.account,
              passwordHash,
              fundPasswordHash: null,
              type: body.type,
              parentId: agent.id,
              rebatePerMille: body.rebate,
              inviteCode: body.type === 'agent' ? await deps.invites.freshCode(tx) : null,
              mustChangePassword: true,
              mustChangeFundPassword: true,
              claimExpiresAt,
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
          password,
          claimExpiresAt: iso(claimExpiresAt),
        };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('auth.accountExists', ResponseCode.conflict);
        throw error;
      }
    },

    async subordinates(agent: SessionUser, body: { account?: string | undefined } & Page) {
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

    /** The agent centre's member detail: one member's balance and figures, today and all-time. */
    async detail(agent: SessionUser, userId: number) {
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

    async online(agent: SessionUser, page: Page) {
      const since = new Date(clock.now().getTime() - onlineWindowMs);
      const { rows, total } = await repo.listOnline(agent.id, since, page);
      return {
        list: rows.map((r) => ({ ...r, lastSeenAt: iso(r.lastSeenAt as string) })),
        total,
        ...page,
      };
    },

    /**
     * Agent → direct member, a `transfer` ledger transfer keyed by the caller's requestId: a replay
     * moves nothing and answers the first result; the same requestId with another body is 1003.
     */
    async transfer(agent: SessionUser, ip: string, body: AgentTransferBody) {
      const depth = await requireMember(agent, body.userId);
      if (depth !== 1) throw new AppError('agent.notDirect', ResponseCode.notAllowed);
      await deps.fundPasswords.verify(agent, body.fundPassword, ip);
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
