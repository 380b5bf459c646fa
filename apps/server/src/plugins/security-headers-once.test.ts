// ADR 146: helmet's middleware is built once, when the plugin is registered. @fastify/helmet 13 built it
// again for every request, and that was about 30 % of the shipped server's CPU per order in the closed loop.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Fastify from 'fastify';
import type * as HelmetModule from 'helmet';
import { describe, expect, it, vi } from 'vitest';

import { registerSecurityHeaders } from './security-headers';

const built = vi.hoisted(() => ({ count: 0 }));
vi.mock('helmet', async (importOriginal) => {
  const real = (await importOriginal<typeof HelmetModule>()).default;
  return {
    default: (...args: Parameters<typeof real>) => {
      built.count += 1;
      return real(...args);
    },
  };
});

function distDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fairdraw-headers-once-'));
  mkdirSync(join(dir, 'web'));
  writeFileSync(join(dir, 'web', 'index.html'), '<!doctype html><html><body></body></html>');
  return join(dir, 'web');
}

describe('security headers (helmet counted through a wrapping mock)', () => {
  it('builds helmet once at registration and sets its headers on every answer', async () => {
    const app = Fastify();
    const dir = distDir();
    registerSecurityHeaders(app, { webDistDir: dir, adminDistDir: dir, hstsMaxAgeS: 0 });
    app.post('/ping', () => ({ code: 0 }));
    await app.ready();
    const builtAtRegistration = built.count;
    expect(builtAtRegistration).toBe(1);
    for (let i = 0; i < 3; i += 1) {
      const answer = await app.inject({ method: 'POST', url: '/ping', payload: {} });
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(built.count, 'no middleware built per request').toBe(builtAtRegistration);
    await app.close();
  });
});
