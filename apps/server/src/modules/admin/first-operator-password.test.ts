import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';

import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serverMessages } from '@fairdraw/contract';

import { type TestApp, buildTestApp } from '../../../test/helper';
import { firstOperatorPasswordFile } from '../../db/seed';

let t: TestApp;
let dataDir: string;
const lines: string[] = [];
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'fairdraw-first-operator-'));
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger: FastifyBaseLogger = pino({ level: 'info' }, sink);
  t = await buildTestApp({ config: { adminPassword: null, dataDir }, logger });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const passwordFile = () => join(dataDir, firstOperatorPasswordFile);

describe('a generated first operator password (issue 22, finding 13)', () => {
  it('is written to a 0600 file in DATA_DIR and never logged; the log names the file', () => {
    const generated = readFileSync(passwordFile(), 'utf8').trim();
    expect(generated.length).toBeGreaterThanOrEqual(12);
    expect(statSync(passwordFile()).mode & 0o777).toBe(0o600);
    const log = lines.join('');
    expect(log).toContain(passwordFile());
    expect(log).not.toContain(generated);
  });

  it('must be changed before any desk answers; then everything opens and the old one is dead', async () => {
    const generated = readFileSync(passwordFile(), 'utf8').trim();
    const login = await t.post('/admin/login', { account: 'admin', password: generated }, { lang: 'en' });
    expect(login.body.data).toMatchObject({ step: 'done', mustChangePassword: true });
    const token = String(login.body.data.token);
    const desk = await t.post('/admin/users/search', {}, { token, lang: 'en' });
    expect(desk.body).toMatchObject({ code: 1001, msg: serverMessages.en['auth.mustChangePassword'] });
    expect((await t.post('/admin/operators/list', {}, { token })).body.code).toBe(1001);
    const me = await t.post('/admin/me', {}, { token });
    expect(me.body).toMatchObject({ code: 0, data: { account: 'admin', mustChangePassword: true } });

    const wrongOld = await t.post(
      '/admin/password',
      { oldPassword: 'not-the-password', newPassword: 'Operator-own-99' },
      { token, lang: 'en' },
    );
    expect(wrongOld.body.code).toBe(1000);
    const common = await t.post(
      '/admin/password',
      { oldPassword: generated, newPassword: 'password123' },
      { token, lang: 'en' },
    );
    expect(common.body.msg).toBe(serverMessages.en['auth.passwordCommon']);
    const changed = await t.post(
      '/admin/password',
      { oldPassword: generated, newPassword: 'Operator-own-99' },
      { token, lang: 'en' },
    );
    expect(changed.body).toMatchObject({ code: 0, data: { mustChangePassword: false } });
    expect((await t.post('/admin/users/search', {}, { token })).body.code).toBe(0);
    expect((await t.post('/admin/login', { account: 'admin', password: generated })).body.code).toBe(1000);
    const again = await t.post('/admin/login', { account: 'admin', password: 'Operator-own-99' });
    expect(again.body.data).toMatchObject({ step: 'done', mustChangePassword: false });
  });
});
