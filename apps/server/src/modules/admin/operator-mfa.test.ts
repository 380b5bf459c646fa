import type { FastifyInstance } from 'fastify';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type TestApp, buildTestApp, randomIp, testConfig, buildCheckedApp } from '../../../test/helper';
import { createOperatorsRepo } from './admin-operators.repo';
import { openEnrolCode } from './enrol-code';

// Back-office MFA as in production (issue 22 finding 6, ADR 102): every operator must use TOTP;
// enrolment starts only from a session or an admin's one-time code, and a code is accepted once.
let t: TestApp;
let admin: string;
let adminSecret: string;
const password = 'operator-pw-1';
const codeOf = (secret: string, stepsLater = 0) =>
  generateSync({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + stepsLater * 30 });
const asAdmin = (path: string, body: unknown) => t.post(path, body, { token: admin, lang: 'en' });

/** Password + one-time code → an enrolment session; its first TOTP code opens the desks. */
async function enrol(account: string, pw: string, enrolCode: string) {
  const start = await t.post('/admin/login', { account, password: pw, enrolCode });
  expect(start.body.data, JSON.stringify(start.body)).toMatchObject({
    step: 'enrol',
    token: expect.any(String),
  });
  const secret = String(start.body.data.enrolment.secret);
  const token = String(start.body.data.token);
  return { token, secret };
}

beforeAll(async () => {
  t = await buildTestApp({ config: { operatorTotpForAll: true }, drawScheduler: false });
  // The first admin: the password alone is not enough, and no enrolled admin exists yet. The code
  // comes from the server's shell (`npm run operator:enrol-code`), which calls openEnrolCode.
  const first = await t.post('/admin/login', { account: 'admin', password: 'admin-password-1' });
  expect(first.body.data).toEqual({ step: 'enrolCode' });
  const repo = createOperatorsRepo(t.db);
  const seeded = await repo.byAccount('admin');
  const { code } = await openEnrolCode(repo, seeded?.operator.id ?? 0, t.clock.now());
  const { token, secret } = await enrol('admin', 'admin-password-1', code);
  expect((await t.post('/admin/totp/enable', { code: codeOf(secret) }, { token })).body.code).toBe(0);
  admin = token;
  adminSecret = secret;
}, 180_000);
afterAll(() => t.close());

async function createOperator(role: 'admin' | 'finance' | 'support' = 'finance') {
  const account = `mfa${Math.random().toString(36).slice(2, 9)}`;
  const res = await asAdmin('/admin/operators/create', { account, password, role });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return { id: Number(res.body.data.id), account, password };
}
async function issueCode(id: number) {
  const res = await asAdmin('/admin/operators/enrolCode', { id });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return String(res.body.data.code);
}

describe('in production every operator uses TOTP', () => {
  it('the password step alone hands out neither a token nor a secret, and reaches no desk', async () => {
    const op = await createOperator();
    const res = await t.post('/admin/login', op);
    expect(res.body).toMatchObject({ code: 0, data: { step: 'enrolCode' } });
    expect(res.body.data).toEqual({ step: 'enrolCode' });
    const wrong = await t.post('/admin/login', { ...op, enrolCode: 'AAAA-BBBB-CCCC-DDDD' }, { lang: 'en' });
    expect(wrong.body).toMatchObject({ code: 1000, data: { fields: { enrolCode: expect.any(String) } } });
  });

  it("an admin's one-time code opens an enrolment session that reaches only enrolment; once confirmed, the desks", async () => {
    const op = await createOperator('support');
    const code = await issueCode(op.id);
    // The code is its own: not usable by another operator, and once only (case and dashes ignored).
    const other = await createOperator('support');
    expect((await t.post('/admin/login', { ...other, enrolCode: code })).body.code).toBe(1000);
    const { token, secret } = await enrol(op.account, op.password, code.toLowerCase().replace(/-/g, ''));
    expect((await t.post('/admin/login', { ...op, enrolCode: code })).body.code).toBe(1000);

    const desk = await t.post('/admin/users/search', {}, { token, lang: 'en' });
    expect(desk.body).toMatchObject({ code: 1001, msg: 'Set up two-step verification first' });
    expect((await t.post('/admin/me', {}, { token })).body.data).toMatchObject({ totpEnabled: false });
    expect((await t.post('/admin/totp/enable', { code: codeOf(secret) }, { token })).body.code).toBe(0);
    expect((await t.post('/admin/users/search', {}, { token })).body.code).toBe(0);

    // Enrolled: the next login asks for a code, and with it opens a full session.
    t.clock.advance(60_000);
    expect((await t.post('/admin/login', op)).body.data).toEqual({ step: 'totp' });
    const done = await t.post('/admin/login', { ...op, totp: codeOf(secret) });
    expect(done.body.data).toMatchObject({ step: 'done', role: 'support' });
    // No code for an operator already enrolled: an admin resets the factor first.
    expect((await asAdmin('/admin/operators/enrolCode', { id: op.id })).body.code).toBe(1003);
  });

  it('an expired enrolment code is refused', async () => {
    const op = await createOperator();
    const code = await issueCode(op.id);
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await t.post('/admin/login', { ...op, enrolCode: code })).body.code).toBe(1000);
    // The admin's own session idled out meanwhile: it logs in again with password and code.
    const again = await t.post('/admin/login', {
      account: 'admin',
      password: 'admin-password-1',
      totp: codeOf(adminSecret),
    });
    expect(again.body.data.step).toBe('done');
    admin = String(again.body.data.token);
  });

  it('a session opened before TOTP became mandatory reaches only enrolment, which it may start itself', async () => {
    // The same database under a non-production instance, where the operator logged in with its password.
    const lax = await buildCheckedApp({
      config: testConfig({ operatorTotpForAll: false }),
      db: t.db,
      clock: t.clock,
      drawScheduler: false,
    });
    await lax.ready();
    try {
      const op = await createOperator();
      const login = await lax.inject({
        method: 'POST',
        url: '/admin/login',
        payload: op,
        remoteAddress: randomIp(),
      });
      const token = login.json<{ data: { step: string; token: string } }>().data.token;
      expect(await codeOn(lax, '/admin/users/search', token)).toBe(0);
      expect((await t.post('/admin/users/search', {}, { token })).body.code).toBe(1001);
      const setup = await t.post('/admin/totp/setup', {}, { token });
      expect(setup.body.code).toBe(0);
      const enabled = await t.post(
        '/admin/totp/enable',
        { code: codeOf(String(setup.body.data.secret)) },
        { token },
      );
      expect(enabled.body.code).toBe(0);
      expect((await t.post('/admin/users/search', {}, { token })).body.code).toBe(0);
    } finally {
      await lax.close();
    }
  });
});

async function codeOn(app: FastifyInstance, url: string, token: string) {
  return (await app.inject({ method: 'POST', url, headers: { token }, payload: {} })).json<{ code: number }>()
    .code;
}
describe('a TOTP code is accepted once, even when sent in parallel', () => {
  it('10 parallel logins with the same valid code: exactly one opens a session', async () => {
    const op = await createOperator();
    const { token, secret } = await enrol(op.account, op.password, await issueCode(op.id));
    expect((await t.post('/admin/totp/enable', { code: codeOf(secret) }, { token })).body.code).toBe(0);
    t.clock.advance(60_000);
    const code = codeOf(secret);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.post('/admin/login', { ...op, totp: code })),
    );
    const done = answers.filter((a) => a.body.code === 0 && a.body.data.step === 'done');
    expect(done).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 1000)).toHaveLength(9);
  });

  it('10 parallel confirmations of an enrolment with the same code: exactly one succeeds', async () => {
    const op = await createOperator();
    const { token, secret } = await enrol(op.account, op.password, await issueCode(op.id));
    const code = codeOf(secret);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.post('/admin/totp/enable', { code }, { token })),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    // The others: a used code (1000) or, once the first one committed, nothing pending any more (1003).
    for (const a of answers.filter((x) => x.body.code !== 0)) expect([1000, 1003]).toContain(a.body.code);
  });
});
