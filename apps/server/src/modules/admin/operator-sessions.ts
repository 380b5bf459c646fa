import { randomBytes } from 'node:crypto';

import type { Db, DbOrTx } from '../../db/client';
import type { OperatorSessionEndReason } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { type OperatorSessionScope, createOperatorSessionsRepo } from './operator-sessions.repo';
import type { OperatorTokens } from './operator-tokens';

export type { OperatorSessionScope } from './operator-sessions.repo';

interface Deps {
  db: Db;
  clock: Clock;
  tokens: OperatorTokens;
  /** A session unused this long is over (ADMIN_IDLE_MINUTES). */
  idleMinutes: number;
}

/** A live session behind a token: who, which row, and what it may reach. */
export interface LiveOperatorSession {
  operatorId: number;
  sessionId: string;
  scope: OperatorSessionScope;
}

/**
 * Revocable operator sessions (ADR 102). The signed token names a row in operator_sessions; every
 * /admin call checks and touches that row in one statement, so a logout, an idle timeout or a
 * security change takes effect at once in every server process sharing the database.
 */
export function createOperatorSessions(deps: Deps) {
  const repo = createOperatorSessionsRepo(deps.db);
  const { clock } = deps;
  const idleSince = () => new Date(clock.now().getTime() - deps.idleMinutes * 60_000);

  return {
    /** Opens a session and answers its token. */
    async open(operatorId: number, scope: OperatorSessionScope, ip: string, tx: DbOrTx = deps.db) {
      const sessionId = randomBytes(18).toString('base64url');
      await repo.insert({ id: sessionId, operatorId, scope, ip, now: clock.now() }, tx);
      return deps.tokens.sign({ operatorId, sessionId });
    },
    /** The live session of a token, marked as used now; null when the token or its session is not live. */
    async check(token: string): Promise<LiveOperatorSession | null> {
      const claims = await deps.tokens.verify(token);
      if (!claims) return null;
      const since = idleSince();
      const scope = await repo.touch(claims.sessionId, claims.operatorId, clock.now(), since);
      if (scope) return { ...claims, scope };
      await repo.endIdle(claims.sessionId, clock.now(), since);
      return null;
    },
    end: (sessionId: string, reason: OperatorSessionEndReason, tx: DbOrTx = deps.db) =>
      repo.end(sessionId, reason, clock.now(), tx),
    /** Ends the operator's sessions, all of them or all but the caller's own (`keep`). */
    endAllOf: (
      operatorId: number,
      reason: OperatorSessionEndReason,
      keep: string | null,
      tx: DbOrTx = deps.db,
    ) => repo.endAllOf(operatorId, reason, clock.now(), keep, tx),
    widen: (sessionId: string, tx: DbOrTx = deps.db) => repo.widen(sessionId, tx),
  };
}
export type OperatorSessions = ReturnType<typeof createOperatorSessions>;
