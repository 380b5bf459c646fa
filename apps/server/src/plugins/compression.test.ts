import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { compressThresholdBytes, registerCompression } from './compression';
import { registerLanguage } from './language';
import { registerWebAndNotFound } from './not-found';

const script = `console.log(${JSON.stringify('fairdraw '.repeat(400))});`;
const page = `<!doctype html><title>app shell</title>${'<!-- padding -->'.repeat(100)}`;

/** A stand-in for apps/web/dist as the build writes it: each text file with its .br and .gz. */
function writeBuiltFile(dir: string, name: string, text: string) {
  writeFileSync(join(dir, name), text);
  writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
  writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
}

let webDist: string;
let app: FastifyInstance;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'fairdraw-compress-'));
  mkdirSync(join(webDist, 'assets'));
  writeBuiltFile(webDist, 'index.html', page);
  writeBuiltFile(join(webDist, 'assets'), 'index-AbC123.js', script);
  app = Fastify();
  registerLanguage(app);
  await registerCompression(app);
  app.get('/index/big', () => ({ code: 0, msg: 'ok', data: { items: Array(200).fill('game') } }));
  app.get('/index/small', () => ({ code: 0, msg: 'ok', data: null }));
  await registerWebAndNotFound(app, webDist, join(webDist, 'no-admin-dist'));
});
afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('precompressed web assets', () => {
  it('sends the .br file to a client that takes brotli, immutable-cached, varying on Accept-Encoding', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the .gz file to a gzip-only client, and the plain file to a client that takes neither', async () => {
    const gzip = await get('/assets/index-AbC123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('index.html comes compressed too, and is never cached without revalidation', async () => {
    for (const url of ['/', '/pages/mine/mine']) {
      const res = await get(url, 'br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(page);
    }
  });
});

describe('API answers', () => {
  it(`are compressed above ${compressThresholdBytes} bytes (brotli first, else gzip)`, async () => {
    const br = await get('/index/big', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toMatchObject({ code: 0 });
    const gzip = await get('/index/big', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).data.items).toHaveLength(200);
  });

  it('stay plain below the threshold or when the client takes no compression', async () => {
    expect((await get('/index/small', 'gzip, br')).headers['content-encoding']).toBeUndefined();
    const plain = await get('/index/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toMatchObject({ code: 0 });
  });
});
