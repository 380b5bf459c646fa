import { createHmac } from 'node:crypto';

import { jwtVerify, SignJWT } from 'jose';

import type { Clock } from '../../lib/clock';

/** The absolute limit of an operator session (a working shift); idleness ends it sooner (ADR 102). */
export const operatorTokenTtlSeconds = 8 * 60 * 60;
const alg = 'HS256';
const audience = 'fairdraw-backoffice';

/** Who a verified operator token speaks for: the operator and its server-side session row. */
export interface OperatorTokenClaims {
  operatorId: number;
  sessionId: string;
}

/**
 * Operator tokens are signed with their own key (derived from the JWT secret with a distinct label)
 * and carry their own audience and type, so a player's token can never pass as an operator's and
 * the other way round. Each names its session (`sid`), which the server checks on every call.
 */
export function createOperatorTokens(jwtSecret: string, clock: Clock) {
  const key = createHmac('sha256', jwtSecret).update('fairdraw operator tokens v1').digest();
  return {
    async sign({ operatorId, sessionId }: OperatorTokenClaims): Promise<string> {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ typ: 'operator', sid: sessionId })
        .setProtectedHeader({ alg })
        .setSubject(String(operatorId))
        .setAudience(audience)
        .setIssuedAt(now)
        .setExpirationTime(now + operatorTokenTtlSeconds)
        .sign(key);
    },
    /** The claims, or null for anything that is not an unexpired operator token naming a session. */
    async verify(token: string): Promise<OperatorTokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [alg],
          audience,
          currentDate: clock.now(),
        });
        const operatorId = Number(payload.sub);
        const sessionId = payload['sid'];
        return payload['typ'] === 'operator' &&
          Number.isSafeInteger(operatorId) &&
          typeof sessionId === 'string'
          ? { operatorId, sessionId }
          : null;
      } catch {
        return null;
      }
    },
  };
}
export type OperatorTokens = ReturnType<typeof createOperatorTokens>;
