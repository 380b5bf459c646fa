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
const verifiedTokensKept = 20_000;

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

  const verifyAs = async (
    token: string,
    typ: 'access' | 'refresh',
  ): Promise<Verified<RefreshClaims & { expSec: number }>> => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: [alg], currentDate: clock.now() });
      const userId = Number(payload.sub);
      const sessionId = payload['sid'];
      // A refresh token must never pass as an access token and vice versa.
      if (payload['typ'] !== typ || !Number.isSafeInteger(userId) || typeof sessionId !== 'string') {
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, claims: { userId, sessionId, jti: payload.jti ?? '', expSec: payload.exp ?? 0 } };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  };

  // Every authenticated request verifies its TOKEN; the HMAC (WebCrypto, asynchronous) was a
  // measurable part of makeOrder's CPU. A token string verified once stays valid until its exp
  // (the session itself is still checked in the database on every request), so verified tokens are
  // remembered, the oldest forgotten first beyond a bound.
  const verifiedAccess = new Map<string, { claims: AccessClaims; expSec: number }>();
  const rememberAccess = (token: string, claims: AccessClaims, expSec: number) => {
    verifiedAccess.set(token, { claims, expSec });
    if (verifiedAccess.size > verifiedTokensKept) {
      const oldest = verifiedAccess.keys().next().value;
      if (oldest !== undefined) verifiedAccess.delete(oldest);
    }
  };

  return {
    signAccess: (claims) => sign('access', claims, limits.accessTokenTtlSeconds),
    signRefresh: async (claims) => {
      const jti = newId();
      return { jwt: await sign('refresh', claims, limits.refreshTokenTtlSeconds, jti), jti };
    },
    verifyAccess: async (token) => {
      const known = verifiedAccess.get(token);
      if (known && known.expSec > nowSec()) return { ok: true, claims: known.claims };
      const result = await verifyAs(token, 'access');
      if (!result.ok) return result;
      const claims = { userId: result.claims.userId, sessionId: result.claims.sessionId };
      rememberAccess(token, claims, result.claims.expSec);
      return { ok: true, claims };
    },
    verifyRefresh: async (token) => {
      const result = await verifyAs(token, 'refresh');
      if (!result.ok) return result;
      const { expSec: _exp, ...claims } = result.claims;
      return claims.jti === '' ? { ok: false, reason: 'invalid' } : { ok: true, claims };
    },
  };
}
