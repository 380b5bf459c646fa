import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';

import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { registerLanguage } from './language';
import { registerWebAndNotFound } from './not-found';

const webPage = '<!doctype html><title>player app</title>';
const adminPage = `<!doctype html><title>back office</title>${'<!-- padding -->'.repeat(100)}`;
const viteManifest = '{"index.html":{"file":"assets/index-Zz9.js","isEntry":true}}';
const adminScript = `console.log(${JSON.stringify('backoffice '.repeat(300))});`;

let root: string;
let app: FastifyInstance;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'fairdraw-backoffice-'));
  const web = join(root, 'web');
  const admin = join(root, 'admin');
  mkdirSync(join(admin, 'assets'), { recursive: true });
  mkdirSync(web);
  writeFileSync(join(web, 'index.html'), webPage);
  writeFileSync(join(admin, 'index.html'), adminPage);
  writeFileSync(join(admin, 'assets', 'index-Zz9.js'), adminScript);
  writeFileSync(join(admin, 'assets', 'index-Zz9.js.br'), brotliCompressSync(adminScript));
  for (const dist of [web, admin]) {
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), viteManifest);
  }
  app = Fastify();
  registerLanguage(app);
  app.post('/admin/login', () => ({ code: 0, msg: 'ok', data: null }));
  await registerWebAndNotFound(app, web, admin);
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the back-office app at /backoffice/', () => {
  it('serves its index at /backoffice/ and redirects /backoffice there', async () => {
    const index = await get('/backoffice/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('back office');
    const bare = await get('/backoffice');
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/backoffice/');
  });

  it('answers its client routes with its own index.html (history mode), never the player app', async () => {
    for (const url of ['/backoffice/login', '/backoffice/withdraw?state=Pending', '/backoffice/users']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('back office');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends its assets precompressed and immutable-cached; a missing asset is a 404, not a page', async () => {
    const asset = await get('/backoffice/assets/index-Zz9.js', { 'accept-encoding': 'br' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(adminScript);
    const missing = await get('/backoffice/assets/gone-123.js');
    expect(missing.statusCode).toBe(404);
  });

  it('leaves the player app at / and the API under /admin/* as they were', async () => {
    expect((await get('/')).body).toContain('player app');
    expect((await get('/pages/mine/mine')).body).toContain('player app');
    const api = await app.inject({ method: 'POST', url: '/admin/login', payload: {} });
    expect(api.json()).toMatchObject({ code: 0 });
    const unknown = await app.inject({ method: 'POST', url: '/admin/nothing', payload: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404 });
  });
});

describe('build internals', () => {
  it('never serves Vite’s .vite/manifest.json of the web app or the back office', async () => {
    for (const url of ['/.vite/manifest.json', '/backoffice/.vite/manifest.json']) {
      for (const accept of ['*/*', 'text/html']) {
        const res = await get(url, { accept });
        expect(res.body, `${url} ${accept}`).not.toContain('isEntry');
      }
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
