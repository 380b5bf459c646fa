import { errors, jwtVerify, SignJWT } from 'jose';

import { limits } from '@fairdraw/rules';

import type { Clock } from './clock';
import { newId } from './ids';

/** The access token (TOKEN header) and the refresh token (`jwt`) of ADR 006. */
export interface AccessClaims {
  userId: number;
  sessionId: string;
}
export interface RefreshClaims extends AccessClaims {
  jti: string;
}

export type TokenFailure = 'expired' | 'invalid';
export type Verified<T> = { ok: true; claims: T } | { ok: false; reason: TokenFailure };

export interface TokenService {
  signAccess(claims: AccessClaims): Promise<string>;
  signRefresh(claims: AccessClaims): Promise<{ jwt: string; jti: string }>;
  verifyAccess(token: string): Promise<Verified<AccessClaims>>;
  verifyRefresh(token: string): Promise<Verified<RefreshClaims>>;
}

const alg = 'HS256';

export function createTokenService(secret: string, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);
  const nowSec = () => Math.floor(clock.now().getTime() / 1000);

  const sign = (typ: 'access' | 'refresh', claims: AccessClaims, ttlSec: number, jti?: string) => {
    const now = nowSec();
    const jwt = new SignJWT({ sid: claims.sessionId, typ })
      .setProtectedHeader({ alg })
      .setSubject(String(claims.userId))
      .setIssuedAt(now)
      .setExpirationTime(now + ttlSec);
    return (jti ? jwt.setJti(jti) : jwt).sign(key);
  };

  const verifyAs = async (token: string, typ: 'access' | 'refresh'): Promise<Verified<RefreshClaims>> => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: [alg], currentDate: clock.now() });
      const userId = Number(payload.sub);
      const sessionId = payload['sid'];
      // A refresh token must never pass as an access token and vice versa.
      if (payload['typ'] !== typ || !Number.isSafeInteger(userId) || typeof sessionId !== 'string') {
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, claims: { userId, sessionId, jti: payload.jti ?? '' } };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  };

  return {
    signAccess: (claims) => sign('access', claims, limits.accessTokenTtlSeconds),
    signRefresh: async (claims) => {
      const jti = newId();
      return { jwt: await sign('refresh', claims, limits.refreshTokenTtlSeconds, jti), jti };
    },
    verifyAccess: async (token) => {
      const result = await verifyAs(token, 'access');
      return result.ok
        ? { ok: true, claims: { userId: result.claims.userId, sessionId: result.claims.sessionId } }
        : result;
    },
    verifyRefresh: async (token) => {
      const result = await verifyAs(token, 'refresh');
      return result.ok && result.claims.jti === '' ? { ok: false, reason: 'invalid' } : result;
    },
  };
}
