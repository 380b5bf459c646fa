// docs/security.md finding 9 (ADR 107): CSP, nosniff, Referrer-Policy on pages and API; no-store on API
// answers; HSTS only over TLS.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type TestApp, buildTestApp } from '../../test/helper';

const inlineStyle = '.app-boot{display:flex}';
const styleHash = `'sha256-${createHash('sha256').update(inlineStyle).digest('base64')}'`;

function builtApps(): { webDistDir: string; adminDistDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'fairdraw-headers-'));
  const webDistDir = join(root, 'web');
  const adminDistDir = join(root, 'admin');
  mkdirSync(webDistDir);
  mkdirSync(adminDistDir);
  writeFileSync(
    join(webDistDir, 'index.html'),
    `<!doctype html><html><head><style>${inlineStyle}</style><script type="module" src="/assets/main.js"></script></head><body></body></html>`,
  );
  writeFileSync(
    join(adminDistDir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  return { webDistDir, adminDistDir };
}

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { ...builtApps(), hstsMaxAgeS: 31_536_000 }, trustProxy: 1 });
});
afterAll(() => t.close());

describe('browser security headers', () => {
  it('the web app gets a strict CSP: scripts from this origin only, its inline style by hash, no framing', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'style-src')).toBe(`style-src 'self' ${styleHash}`);
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['strict-transport-security'], 'plain HTTP: no HSTS').toBeUndefined();
  });

  it('the back office allows inline styles (antd) but never inline scripts', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/backoffice/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('API answers are never cached and carry the same headers', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/index/index' });
    expect(home.headers['cache-control']).toBe('no-store');
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    expect(home.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const refused = await t.app.inject({ method: 'POST', url: '/user/getUserInfo', payload: {} });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('HSTS is sent when the request came over TLS (here through the one trusted proxy)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/index/index',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
