import { ResponseCode } from '@fairdraw/contract';

import type { Db, DbOrTx } from '../../db/client';
import type { ResetKind } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toZonedIso } from '../../lib/zoned-time';
import type { SessionService } from '../auth/session.service';
import type { PasswordResetService } from '../password-reset/password-reset.service';
import type { WalletService } from '../wallet/wallet.service';
import { type UserRowRaw, type UserSearch, createAdminUsersRepo } from './admin-users.repo';
import { createApprovalsRepo } from './admin-approvals.repo';
import type { Audited } from './audit-writer';
import type { OperatorContext } from './operator-context';
import { isInSubtree, moveSubtree } from './user-move.repo';

interface Deps {
  db: Db;
  clock: Clock;
  sessions: Pick<SessionService, 'endSessionsOf'>;
  resets: Pick<PasswordResetService, 'issue' | 'contactsOf'>;
  audited: Audited;
  timeZone: string;
  /** The user's latest ledger entries come from the wallet's read API (docs/ARCHITECTURE.md "Data"). */
  wallet: Pick<WalletService, 'latestEntries'>;
}

const recentMax = 20;

/** The users desk: search, detail, freeze, password resets and moves between agents, all audited. */
export function createAdminUsersService(deps: Deps) {
  const repo = createAdminUsersRepo(deps.db);
  const iso = (v: Date | string | null | undefined) =>
    v === null || v === undefined ? null : toZonedIso(new Date(v), deps.timeZone);

  const row = (u: UserRowRaw) => ({
    id: u.id,
    account: u.account,
    type: u.type,
    parentId: u.parent_id,
    parentAccount: u.parent_account,
    rebate: u.rebate_per_mille,
    balance: Number(u.balance),
    frozen: u.is_frozen,
    phone: u.phone,
    email: u.email,
    createdAt: iso(u.created_at) ?? '',
    lastLoginAt: iso(u.last_login_at),
    lastLoginIp: u.last_login_ip,
  });
  const required = async (userId: number) => {
    const u = await repo.user(userId);
    if (!u) throw new AppError('admin.userNotFound', ResponseCode.notFound);
    return u;
  };

  const approvals = createApprovalsRepo(deps.db);
  async function lockResettable(userId: number, tx: DbOrTx) {
    const u = await repo.lockUser(userId, tx);
    if (!u) throw new AppError('admin.userNotFound', ResponseCode.notFound);
    if (u.type === 'trial') throw new AppError('auth.trialNotAllowed', ResponseCode.notAllowed);
    return u;
  }
  /** Replaces the secret and sends the player a code (also the execution of an approved fund reset). */
  async function resetNow(userId: number, kind: ResetKind, tx: DbOrTx) {
    return deps.resets.issue(await lockResettable(userId, tx), kind, tx);
  }

  return {
    async search(q: UserSearch & { page: number; pageSize: number }) {
      const { rows, total } = await repo.search(q, q.pageSize, (q.page - 1) * q.pageSize);
      return { list: rows.map(row), total, page: q.page, pageSize: q.pageSize };
    },

    async detail(userId: number) {
      const u = await required(userId);
      const [agentChain, ledger, bets, sessions, failed] = await Promise.all([
        repo.agentChain(userId),
        deps.wallet.latestEntries(userId, recentMax),
        repo.bets(userId, recentMax),
        repo.sessions(userId, recentMax),
        repo.failedLogins(u.account, recentMax),
      ]);
      return {
        user: {
          ...row(u),
          hasFundPassword: u.has_fund_password,
          mustChangePassword: u.must_change,
          inviteCode: u.invite_code,
        },
        agentChain,
        ledger: ledger.map((e) => ({
          id: Number(e['id']),
          time: iso(e['created_at'] as string) ?? '',
          type: String(e['type']),
          amount: Number(e['amount_fen']),
          balanceAfter: Number(e['balance_after_fen']),
          ref: String(e['transfer_id']),
          remark: (e['remark'] as string | null) ?? null,
        })),
        bets: bets.map((b) => ({
          id: Number(b['id']),
          time: iso(b['created_at'] as string) ?? '',
          game: String(b['game_code']),
          issue: String(b['issue']),
          play: String(b['play_code']),
          amount: Number(b['amount_fen']),
          payout: Number(b['payout_fen']),
          status: String(b['status']),
        })),
        sessions: sessions.map((s) => ({
          id: String(s['id']),
          createdAt: iso(s['created_at'] as string) ?? '',
          lastSeenAt: iso(s['last_seen_at'] as string) ?? '',
          ip: (s['ip'] as string | null) ?? null,
          userAgent: (s['user_agent'] as string | null) ?? null,
          live: s['ended_at'] === null,
          endReason: (s['end_reason'] as string | null) ?? null,
        })),
        failedLogins: failed.map((f) => ({ time: iso(f.created_at) ?? '', ip: f.ip })),
      };
    },

    /** Freezing ends every live session in the same transaction (their calls answer 402). */
    async freeze(ctx: OperatorContext, userId: number, frozen: boolean) {
      const r = await deps.audited(
        ctx,
        frozen ? 'user.freeze' : 'user.unfreeze',
        `user:${userId}`,
        async (tx) => {
          const u = await repo.lockUser(userId, tx);
          if (!u) throw new AppError('admin.userNotFound', ResponseCode.notFound);
          if (u.is_frozen === frozen) return { changed: false, before: { frozen }, after: { frozen } };
          await repo.setFrozen(userId, frozen, tx);
          if (frozen) await deps.sessions.endSessionsOf(userId, null, 'frozen', tx);
          return { changed: true, before: { frozen: u.is_frozen }, after: { frozen } };
        },
      );
      return { changed: r.changed, frozen };
    },

    /**
     * ADR 104: the operator never sees a secret. A login reset (support or admin) sends the player a
     * one-time code through their bound contacts at once; a fund reset is admin-only and waits for a
     * second admin (maker–checker, kind `user.resetFund`), whose approval runs `resetNow`.
     */
    async resetPassword(ctx: OperatorContext, userId: number, kind: ResetKind) {
      if (kind === 'login') {
        const r = await deps.audited(ctx, 'user.resetLoginPassword', `user:${userId}`, async (tx) => {
          const channels = await resetNow(userId, 'login', tx);
          return { changed: true, before: null, after: { kind, channels }, channels };
        });
        return { status: 'sent' as const, channels: r.channels, approval: null };
      }
      if (ctx.operator.role !== 'admin') {
        throw new AppError('admin.fundResetAdminOnly', ResponseCode.notAllowed);
      }
      const approval = await deps.audited(ctx, 'approval.request', `user:${userId}`, async (tx) => {
        const u = await lockResettable(userId, tx);
        deps.resets.contactsOf(u); // refused now rather than when the checker approves
        const opened = await approvals.open(
          {
            kind: 'user.resetFund',
            target: `user:${userId}`,
            requestKey: `user.resetFund:${userId}`,
            amountFen: 0,
            payload: { userId },
            makerId: ctx.operator.id,
            status: 'pending',
            createdAt: deps.clock.now(),
          },
          tx,
        );
        return {
          changed: opened.created,
          before: null,
          after: { kind: 'user.resetFund' },
          row: opened.row,
        };
      });
      const { id, status } = approval.row;
      return {
        status: 'pending' as const,
        channels: [],
        approval: { id, kind: 'user.resetFund' as const, status },
      };
    },

    resetNow,

    /** Admin only (route roles): the user and its subtree move under another agent. */
    async moveAgent(ctx: OperatorContext, userId: number, newParentId: number) {
      const r = await deps.audited(ctx, 'user.moveAgent', `user:${userId}`, async (tx) => {
        // One lock order (lower id first) so two crossing moves wait instead of deadlocking.
        const [first, second] = userId < newParentId ? [userId, newParentId] : [newParentId, userId];
        const a = await repo.lockUser(first, tx);
        const b = await repo.lockUser(second, tx);
        const user = a?.id === userId ? a : b;
        const parent = a?.id === newParentId ? a : b;
        if (!user) throw new AppError('admin.userNotFound', ResponseCode.notFound);
        if (!parent) throw fieldError('newParentId', 'admin.userNotFound');
        if (user.parent_id === null || user.type === 'trial') {
          throw new AppError('common.notAllowed', ResponseCode.notAllowed);
        }
        if (parent.type !== 'agent') throw fieldError('newParentId', 'admin.parentNotAgent');
        if (await isInSubtree(userId, newParentId, tx))
          throw fieldError('newParentId', 'admin.moveIntoOwnTeam');
        if (user.rebate_per_mille > parent.rebate_per_mille) {
          throw fieldError('newParentId', 'admin.rebateAboveParent');
        }
        const oldParentId = user.parent_id;
        if (oldParentId === newParentId) {
          return {
            changed: false,
            before: { parentId: oldParentId },
            after: { parentId: newParentId },
            oldParentId,
            movedUsers: 0,
          };
        }
        const movedUsers = await moveSubtree(userId, newParentId, tx);
        return {
          changed: true,
          before: { parentId: oldParentId },
          after: { parentId: newParentId, movedUsers },
          oldParentId,
          movedUsers,
        };
      });
      return { changed: r.changed, oldParentId: r.oldParentId, newParentId, movedUsers: r.movedUsers };
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
