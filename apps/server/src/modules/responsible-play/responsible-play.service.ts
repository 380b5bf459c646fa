import {
  type AdminResponsiblePlayData,
  type ExportData,
  type RealityCheckData,
  ResponseCode,
  type RiskMarkerKind,
} from '@fairdraw/contract';

import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toZonedIso } from '../../lib/zoned-time';
import type { SessionUser } from '../account/account.service';
import { limitsInForce, realityCheckDue } from '../gaming-limits/gaming-limits';
import type { GamingLimitsService } from '../gaming-limits/gaming-limits.service';
import type { WalletService } from '../wallet/wallet.service';
import { createResponsiblePlayRepo } from './responsible-play.repo';

/** Dates inside exported rows, as the rest of the API shows them (operator's zone). */
function zoned<T extends Record<string, unknown>>(row: T, timeZone: string): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    out[k] =
      v instanceof Date
        ? toZonedIso(v, timeZone)
        : typeof v === 'string' && /At$/.test(k) && !Number.isNaN(Date.parse(v))
          ? toZonedIso(new Date(v), timeZone)
          : v;
  }
  return out as T;
}

/**
 * Reality check, data export and the back office's read-only views (ADR 121, 122).
 * Breaks, exclusion and limits themselves live in gaming-limits; closure and terms in account.
 */
export function createResponsiblePlayService(deps: {
  db: Db;
  clock: Clock;
  timeZone: string;
  /** FAIRDRAW_REALITY_CHECK_SCALE, else FAIRDRAW_TIME_SCALE (tests, demos; 1 in production): the check comes that much sooner. */
  realityCheckScale?: number;
  limits: Pick<GamingLimitsService, 'view' | 'terms' | 'history'>;
  /** The player's bound payout addresses, masked as getUserInfo shows them. */
  payoutAddresses?: (userId: number) => Promise<unknown>;
  /** What the back office's panel shows of a player (adminView). */
  findUser: (
    userId: number,
  ) => Promise<
    Pick<SessionUser, 'gamingLimits' | 'termsVersion' | 'termsAcceptedAt' | 'type' | 'closedAt'> | undefined
  >;
  /** The player's ledger entries come from the wallet's read API (docs/ARCHITECTURE.md "Data"). */
  wallet: Pick<WalletService, 'allEntries'>;
}) {
  const repo = createResponsiblePlayRepo();
  const iso = (d: Date) => toZonedIso(d, deps.timeZone);

  async function realityCheck(user: SessionUser, sessionId: string, ack: boolean): Promise<RealityCheckData> {
    const now = deps.clock.now();
    if (ack) await repo.ack(sessionId, now, deps.db);
    const figures = await repo.sessionFigures(user.id, sessionId, deps.db);
    if (!figures) throw new AppError('auth.tokenInvalid', ResponseCode.tokenInvalid);
    const interval = deps.limits.view(user).realityCheckMinutes;
    const scaledMinutes = interval / (deps.realityCheckScale ?? 1);
    const { dueAt, due } = realityCheckDue(figures.startedAt, figures.ackAt, scaledMinutes, now);
    return {
      sessionStartedAt: iso(figures.startedAt),
      minutesPlayed: Math.max(0, Math.floor((now.getTime() - figures.startedAt.getTime()) / 60_000)),
      stakes: figures.stakes,
      payouts: figures.payouts,
      net: figures.payouts - figures.stakes,
      intervalMinutes: interval,
      dueAt: iso(dueAt),
      due,
    };
  }

  return {
    /** POST /user/realityCheck: figures of the current login session and when the next check is due. */
    realityCheck: (user: SessionUser, sessionId: string) => realityCheck(user, sessionId, false),
    /** POST /user/realityCheckAck: "continue", stored on the session so every tab and instance agrees. */
    realityCheckAck: (user: SessionUser, sessionId: string) => realityCheck(user, sessionId, true),

    /** POST /user/exportData: the player's own data as JSON, no secrets (no hashes, masked addresses). */
    async exportData(user: SessionUser): Promise<ExportData> {
      const rows = await repo.exportRows(user.id, deps.db);
      const transactions = await deps.wallet.allEntries(user.id);
      const z = (r: Record<string, unknown>) => zoned(r, deps.timeZone);
      return {
        exportedAt: iso(deps.clock.now()),
        profile: {
          id: user.id,
          account: user.account,
          type: user.type,
          phone: user.phone,
          email: user.email,
          icon: user.icon,
          createdAt: iso(user.createdAt),
          lastLoginAt: user.lastLoginAt ? iso(user.lastLoginAt) : null,
          lastLoginIp: user.lastLoginIp,
          registerIp: user.registerIp,
          payoutAddresses: deps.payoutAddresses ? await deps.payoutAddresses(user.id) : [],
          recharges: rows.recharges.map(z),
        },
        limits: deps.limits.view(user),
        terms: deps.limits.terms(user),
        bets: rows.bets.map(z),
        transactions: transactions.map(z),
        messages: rows.messages.map(z),
      };
    },

    /** POST /admin/users/responsiblePlay: what the player set, read-only for every operator. */
    async adminView(userId: number): Promise<AdminResponsiblePlayData> {
      const user = await deps.findUser(userId);
      if (!user) throw new AppError('admin.userNotFound', ResponseCode.notFound);
      const history = await deps.limits.history(userId);
      return {
        limits: deps.limits.view(user),
        terms: deps.limits.terms(user),
        closedAt: user.closedAt ? iso(user.closedAt) : null,
        history: history.map((h) => ({ at: iso(h.at), change: h.change })),
      };
    },

    /** POST /admin/risk/players (and its CSV): players with markers, newest first. */
    async riskPlayers(q: { marker?: RiskMarkerKind | undefined; page: number; pageSize: number }) {
      const { list, total } = await repo.riskPage(
        {
          marker: q.marker,
          limit: q.pageSize,
          offset: (q.page - 1) * q.pageSize,
          now: deps.clock.now(),
          timeZone: deps.timeZone,
        },
        deps.db,
      );
      return {
        list: list.map((p) => ({ ...p, markers: p.markers.map((m) => ({ ...m, at: iso(m.at) })) })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /** Whether play is stopped now (break or exclusion): notices to everyone are not shown then. */
    isQuiet(user: SessionUser): boolean {
      const limits = limitsInForce(user.gamingLimits, deps.clock.now());
      const now = deps.clock.now().getTime();
      return [limits.breakUntil, limits.selfExcludedUntil].some((u) => u !== null && Date.parse(u) > now);
    },
  };
}
export type ResponsiblePlayService = ReturnType<typeof createResponsiblePlayService>;
