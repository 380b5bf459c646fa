import { ResponseCode } from '@fairdraw/contract';

import type { Db, DbOrTx } from '../../db/client';
import type { SessionEndReason } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createCoalescer, requestBatching } from '../../lib/coalescer';
import { newId } from '../../lib/ids';
import type { TokenService } from '../../lib/tokens';
import type { SessionUser } from '../account/account.service';
import { type SessionRow, createAuthRepo } from './auth.repo';

export interface SessionTokens {
  token: string;
  jwt: string;
}
export interface ClientMeta {
  ip: string;
  userAgent: string | null;
}
export interface VerifiedSession {
  userId: number;
  sessionId: string;
  sessionStartedAt: Date;
}

const touchEveryMs = 60_000;

/** Why an ended session's calls fail (ADR 006): replaced → 403, logout → 401, the rest → 402. */
function endedError(reason: SessionEndReason | null): AppError {
  switch (reason) {
    case 'replaced':
      return new AppError('auth.loggedInElsewhere', ResponseCode.loggedInElsewhere);
    case 'logout':
      return new AppError('auth.tokenInvalid', ResponseCode.tokenInvalid);
    case 'expired':
      return new AppError('auth.trialExpired', ResponseCode.loginInvalid);
    default:
      return new AppError('auth.loginInvalid', ResponseCode.loginInvalid);
  }
}

/** Sessions and token pairs. One live session per account. */
export function createSessionService(deps: { db: Db; tokens: TokenService; clock: Clock }) {
  const repo = createAuthRepo(deps.db);
  const { tokens, clock } = deps;
  // Requests arriving together are authenticated with one statement (ADR 095).
  const sessionWithUser = createCoalescer(async (ids: readonly string[]) => {
    const byId = new Map((await repo.findSessionsWithUsers(ids)).map((row) => [row.session.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  }, requestBatching);

  async function issue(userId: number, sessionId: string) {
    const token = await tokens.signAccess({ userId, sessionId });
    const refresh = await tokens.signRefresh({ userId, sessionId });
    return { token, jwt: refresh.jwt, jti: refresh.jti };
  }

  return {
    /** A new login: every older live session of the user ends as 'replaced' (their calls → 403). */
    async start(userId: number, meta: ClientMeta, tx: DbOrTx): Promise<SessionTokens> {
      const now = clock.now();
      const sessionId = newId();
      const { token, jwt, jti } = await issue(userId, sessionId);
      await repo.endSessionsOf(userId, null, 'replaced', now, tx);
      await repo.insertSession(
        {
          id: sessionId,
          userId,
          refreshJti: jti,
          createdAt: now,
          lastSeenAt: now,
          ip: meta.ip,
          userAgent: meta.userAgent,
        },
        tx,
      );
      return { token, jwt };
    },

    /** TOKEN header → live session and its user (one query), or the envelope error the client acts on. */
    async verifyAccess(token: string | undefined): Promise<VerifiedSession & { user: SessionUser }> {
      if (!token) throw new AppError('auth.tokenInvalid', ResponseCode.tokenInvalid);
      const verified = await tokens.verifyAccess(token);
      if (!verified.ok) throw new AppError('auth.tokenInvalid', ResponseCode.tokenInvalid);
      const found = await sessionWithUser(verified.claims.sessionId);
      const session = found?.session;
      if (!found || !session || session.userId !== verified.claims.userId) {
        throw new AppError('auth.tokenInvalid', ResponseCode.tokenInvalid);
      }
      if (session.endedAt) throw endedError(session.endReason);
      const now = clock.now();
      if (now.getTime() - session.lastSeenAt.getTime() > touchEveryMs) await repo.touch(session.id, now);
      return {
        userId: session.userId,
        sessionId: session.id,
        sessionStartedAt: session.createdAt,
        user: found.user,
      };
    },

    /**
     * Exchanges a refresh token for a new pair. Presenting a jti that is no longer current means a
     * copy of the token exists elsewhere: the whole session is revoked (reuse detection).
     */
    async refresh(jwt: string): Promise<{ session: SessionRow; tokens: SessionTokens }> {
      const verified = await tokens.verifyRefresh(jwt);
      if (!verified.ok) throw new AppError('auth.loginInvalid', ResponseCode.loginInvalid);
      const { sessionId, userId, jti } = verified.claims;
      const session = await repo.findSession(sessionId);
      if (!session || session.userId !== userId)
        throw new AppError('auth.loginInvalid', ResponseCode.loginInvalid);
      if (session.endedAt) throw endedError(session.endReason === 'logout' ? null : session.endReason);
      const now = clock.now();
      const next = await issue(userId, sessionId);
      if (session.refreshJti !== jti || !(await repo.rotateJti(sessionId, jti, next.jti, now))) {
        await repo.endSession(sessionId, 'reuse_detected', now);
        throw new AppError('auth.loginInvalid', ResponseCode.loginInvalid);
      }
      return { session, tokens: { token: next.token, jwt: next.jwt } };
    },

    /** Ends the session the refresh token names; unknown or invalid tokens are a no-op. */
    async logout(jwt: string): Promise<void> {
      const verified = await tokens.verifyRefresh(jwt);
      if (!verified.ok) return;
      const session = await repo.findSession(verified.claims.sessionId);
      if (session && session.userId === verified.claims.userId) {
        await repo.endSession(session.id, 'logout', clock.now());
      }
    },

    endSession: (sessionId: string, reason: SessionEndReason, tx?: DbOrTx) =>
      repo.endSession(sessionId, reason, clock.now(), tx),
    /** Ends every live session of the user except `keepSessionId`. */
    endSessionsOf: (userId: number, keepSessionId: string | null, reason: SessionEndReason, tx?: DbOrTx) =>
      repo.endSessionsOf(userId, keepSessionId, reason, clock.now(), tx),
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
