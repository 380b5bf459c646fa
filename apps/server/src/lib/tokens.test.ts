import { describe, expect, it } from 'vitest';

import { limits } from '@fairdraw/rules';

import { createManualClock } from './clock';
import { createTokenService } from './tokens';

const secret = 'test-secret-that-is-long-enough-for-hs256-0123456789';

describe('access tokens (verified tokens are remembered until they expire)', () => {
  it('a token verified once is still refused after its expiry', async () => {
    const clock = createManualClock(new Date('2026-11-23T10:00:00Z'));
    const tokens = createTokenService(secret, clock);
    const token = await tokens.signAccess({ userId: 7, sessionId: 's1' });
    expect(await tokens.verifyAccess(token)).toEqual({ ok: true, claims: { userId: 7, sessionId: 's1' } });
    expect(await tokens.verifyAccess(token)).toEqual({ ok: true, claims: { userId: 7, sessionId: 's1' } });
    clock.advance((limits.accessTokenTtlSeconds + 1) * 1000);
    expect(await tokens.verifyAccess(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('a changed token, another secret and a refresh token are refused whatever was verified before', async () => {
    const clock = createManualClock(new Date('2026-11-23T10:00:00Z'));
    const tokens = createTokenService(secret, clock);
    const token = await tokens.signAccess({ userId: 7, sessionId: 's1' });
    await tokens.verifyAccess(token);
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${payload}.${signature?.slice(0, -2)}AA`;
    expect((await tokens.verifyAccess(forged)).ok).toBe(false);
    const other = createTokenService(`${secret}-other`, clock);
    expect((await other.verifyAccess(token)).ok).toBe(false);
    const { jwt } = await tokens.signRefresh({ userId: 7, sessionId: 's1' });
    expect((await tokens.verifyAccess(jwt)).ok).toBe(false);
    expect((await tokens.verifyRefresh(token)).ok).toBe(false);
    expect((await tokens.verifyRefresh(jwt)).ok).toBe(true);
  });

  it('an unsigned token (alg: none) with valid claims is refused, for access and refresh', async () => {
    const clock = createManualClock(new Date('2026-11-23T10:00:00Z'));
    const tokens = createTokenService(secret, clock);
    const token = await tokens.signAccess({ userId: 7, sessionId: 's1' });
    const { jwt } = await tokens.signRefresh({ userId: 7, sessionId: 's1' });
    const unsigned = (signed: string) => {
      const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      return `${none}.${signed.split('.')[1]}.`;
    };
    expect((await tokens.verifyAccess(unsigned(token))).ok).toBe(false);
    expect((await tokens.verifyRefresh(unsigned(jwt))).ok).toBe(false);
  });
});
