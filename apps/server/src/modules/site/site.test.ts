import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { homeData, packageData, serverMessages } from '@fairdraw/contract';
import { games } from '@fairdraw/rules';

import { type TestApp, buildTestApp } from '../../../test/helper';
import { compareVersions } from './site.service';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  // A stand-in for apps/web/dist: index.html plus one hashed asset.
  webDist = mkdtempSync(join(tmpdir(), 'fairdraw-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app shell</title>');
  writeFileSync(join(webDist, 'assets', 'index-AbC123.js'), 'console.log(1)');
  writeFileSync(join(webDist, 'favicon.svg'), '<svg/>');
  t = await buildTestApp({ config: { webDistDir: webDist } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('GET /index/index', () => {
  it('lists the 7 games with localized names, the hall categories, service URL and version', async () => {
    const res = await t.get('/index/index', { lang: 'en' });
    expect(res.body.code).toBe(0);
    const data = homeData.parse(res.body.data);
    expect(data.games.map((g) => g.code)).toEqual(games.map((g) => g.code));
    expect(data.games.find((g) => g.code === 'k3')).toEqual({
      code: 'k3',
      family: 'k3',
      name: 'Quick 3',
      category: 'quick3',
      icon: 'k3',
      intervalSec: 60,
    });
    expect(data.categories.map((c) => c.code)).toEqual(['all', 'quick3', 'minute', 'other', 'lucky']);
    expect(data.serviceUrl).toBe('/pages/customer_service/customer_service');
    expect(data.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('localizes names by LANGUAGE; missing or unknown → vi', async () => {
    const name = async (lang?: string) =>
      (await t.get('/index/index', lang === undefined ? {} : { lang })).body.data.games[6].name as string;
    expect(await name('tw')).toBe('六合彩');
    expect(await name('zh')).toBe('六合彩');
    expect(await name('vi')).toBe('Lục hợp thải');
    expect(await name()).toBe('Lục hợp thải');
    expect(await name('fr')).toBe('Lục hợp thải');
    expect((await t.get('/index/index', { lang: 'my' })).body.msg).toBe(serverMessages.my['common.success']);
  });
});

describe('POST /getPackage', () => {
  it('answers latest, url and force (only below the configured minimum 1.0.0)', async () => {
    const old = await t.post('/getPackage', { platform: 'android', version: '0.9.9' });
    expect(packageData.parse(old.body.data)).toEqual({
      latest: old.body.data.latest,
      url: 'https://example.test/app',
      force: true,
    });
    expect((await t.post('/getPackage', { platform: 'ios', version: '1.0.0' })).body.data.force).toBe(false);
    expect((await t.post('/getPackage', { platform: 'web', version: '1.10' })).body.data.force).toBe(false);
    expect((await t.post('/getPackage', { platform: 'fax' }, { lang: 'en' })).body.code).toBe(1000);
  });

  it('compares versions numerically', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBe(1);
    expect(compareVersions('1.0', '1.0.0')).toBe(0);
    expect(compareVersions('0.9', '1')).toBe(-1);
  });
});

describe('envelope edges', () => {
  it('unknown API paths answer HTTP 404 with the envelope in the caller language', async () => {
    const post = await t.post('/user/nope', {}, { lang: 'en' });
    expect(post).toEqual({
      status: 404,
      body: { code: 404, msg: serverMessages.en['common.pathNotFound'], data: null },
    });
    const get = await t.get('/game/unknown', { lang: 'tw', headers: { accept: 'text/html' } });
    expect(get.status).toBe(404);
    expect(get.body.msg).toBe(serverMessages.tw['common.pathNotFound']);
  });

  it('malformed JSON is a validation failure (1000), not a crash', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/user/login',
      headers: { 'content-type': 'application/json', language: 'en' },
      payload: '{"account":',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 1000, msg: serverMessages.en['validation.general'] });
  });

  it('a POST without a body counts as {}', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/user/trial', remoteAddress: '10.9.9.9' });
    expect(res.json()).toMatchObject({ code: 0 });
  });
});

describe('static web app', () => {
  it('serves index.html for /, /pages/... and other HTML navigations, without caching it', async () => {
    for (const url of ['/', '/pages/mine/mine', '/pages/game/draw_history?game=k3']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('app shell');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const html = await t.app.inject({ method: 'GET', url: '/somewhere', headers: { accept: 'text/html' } });
    expect(html.body).toContain('app shell');
  });

  it('caches hashed assets for a year and answers missing files with the 404 envelope', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404 });
  });

  it('API routes keep precedence over the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/index/index', headers: { accept: 'text/html' } });
    expect(res.json()).toMatchObject({ code: 0 });
  });
});
