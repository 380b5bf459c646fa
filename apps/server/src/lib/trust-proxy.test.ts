import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import { loadEnv } from '../env';
import { fastifyTrustProxy } from './trust-proxy';

/** A bare Fastify with TRUST_PROXY as the server would read it, answering the address it sees. */
async function ipSeenWith(trustProxy: string, peer: string, forwardedFor?: string): Promise<string> {
  const app = Fastify({ trustProxy: fastifyTrustProxy(loadEnv({ TRUST_PROXY: trustProxy }).TRUST_PROXY) });
  app.get('/ip', (request) => ({ ip: request.ip }));
  const response = await app.inject({
    method: 'GET',
    url: '/ip',
    remoteAddress: peer,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return response.json<{ ip: string }>().ip;
}

describe('TRUST_PROXY (ADR 106)', () => {
  it('with one hop, a forged leftmost X-Forwarded-For does not become request.ip', async () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; the one proxy appended the address it saw.
    expect(await ipSeenWith('1', '10.0.0.2', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ipSeenWith('1', '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('with two hops, the client is the second entry from the right', async () => {
    expect(await ipSeenWith('2', '10.0.0.2', '6.6.6.6, 203.0.113.9, 10.0.0.1')).toBe('203.0.113.9');
  });

  it('with a proxy list, only a listed peer may name the client', async () => {
    expect(await ipSeenWith('10.0.0.0/8, 192.0.2.7', '10.0.0.2', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ipSeenWith('10.0.0.0/8', '198.51.100.1', '6.6.6.6')).toBe('198.51.100.1');
  });

  it('by default trusts nobody: the peer is the client', async () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(await ipSeenWith('false', '198.51.100.1', '6.6.6.6')).toBe('198.51.100.1');
  });

  it('refuses `true` (every hop) and anything that is not a count or addresses', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY true would trust every hop/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY is not a hop count/);
    expect(() => loadEnv({ TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY is not a hop count/);
    expect(() => loadEnv({ TRUST_PROXY: '99' })).toThrow(/TRUST_PROXY must be at most 10 hops/);
    expect(loadEnv({ TRUST_PROXY: '::1, fd00::/8' }).TRUST_PROXY).toEqual(['::1', 'fd00::/8']);
  });
});
