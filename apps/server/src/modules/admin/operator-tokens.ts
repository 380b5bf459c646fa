import { createHmac } from 'node:crypto';

import { jwtVerify, SignJWT } from 'jose';

import type { Clock } from '../../lib/clock';

/** Operator sessions last a working shift; there is no refresh token: operators log in again. */
export const operatorTokenTtlSeconds = 8 * 60 * 60;
const alg = 'HS256';
const audience = 'fairdraw-backoffice';

/**
 * Operator tokens are signed with their own key (derived from the JWT secret with a distinct label)
 * and carry their own audience and type, so a player's token can never pass as an operator's and
 * the other way round.
 */
export function createOperatorTokens(jwtSecret: string, clock: Clock) {
  const key = createHmac('sha256', jwtSecret).update('fairdraw operator tokens v1').digest();
  return {
    async sign(operatorId: number): Promise<string> {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ typ: 'operator' })
        .setProtectedHeader({ alg })
        .setSubject(String(operatorId))
        .setAudience(audience)
        .setIssuedAt(now)
        .setExpirationTime(now + operatorTokenTtlSeconds)
        .sign(key);
    },
    /** The operator id, or null for anything that is not a live operator token. */
    async verify(token: string): Promise<number | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [alg],
          audience,
          currentDate: clock.now(),
        });
        const id = Number(payload.sub);
        return payload['typ'] === 'operator' && Number.isSafeInteger(id) ? id : null;
      } catch {
        return null;
      }
    },
  };
}
export type OperatorTokens = ReturnType<typeof createOperatorTokens>;
