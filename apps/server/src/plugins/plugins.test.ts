import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';

import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';

import { serverMessages } from '@fairdraw/contract';

import { registerErrorEnvelope } from './error-envelope';
import { registerLanguage } from './language';
import { registerWebAndNotFound } from './not-found';

/** A bare Fastify with the cross-cutting plugins only: no database needed. */
async function bareApp(lines: string[] = []) {
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger: FastifyBaseLogger = pino({ level: 'error' }, sink);
  const app = Fastify({ loggerInstance: logger });
  registerLanguage(app);
  registerErrorEnvelope(app, { timeZone: 'Asia/Ho_Chi_Minh' });
  app.post('/boom', () => {
    throw new Error('secret database detail');
  });
  await registerWebAndNotFound(
    app,
    join(tmpdir(), 'fairdraw-missing-dist'),
    join(tmpdir(), 'fairdraw-missing-admin-dist'),
  );
  return app;
}

describe('error envelope', () => {
  it('masks unexpected errors as code 500 with a generic message, and logs the detail', async () => {
    const lines: string[] = [];
    const app = await bareApp(lines);
    const res = await app.inject({ method: 'POST', url: '/boom', headers: { language: 'en' }, payload: {} });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: serverMessages.en['common.internal'], data: null });
    expect(res.body).not.toContain('secret');
    expect(lines.join('')).toContain('secret database detail');
    await app.close();
  });
});

describe('web app missing', () => {
  it('pages get a short "run npm run build" page while apps/web/dist does not exist', async () => {
    const app = await bareApp();
    for (const url of ['/', '/pages/home/home']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('npm run build');
    }
    const api = await app.inject({ method: 'GET', url: '/user/whatever' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404, msg: serverMessages.vi['common.pathNotFound'] });
    await app.close();
  });
});
