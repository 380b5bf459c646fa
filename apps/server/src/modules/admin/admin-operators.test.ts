import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type TestApp, buildTestApp, rowsOf } from '../../../test/helper';
import { listOf } from '../../../test/money-kit';
import { sql } from 'drizzle-orm';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.post('/admin/login', { account: 'admin', password: 'admin-password-1' })).body.data.token;
});
afterAll(() => t.close());

const asAdmin = (path: string, body: unknown) => t.post(path, body, { token: admin, lang: 'en' });
/** The code an authenticator app shows now (by the test clock), or `stepsLater` steps on. */
const codeOf = (secret: string, stepsLater = 0) =>
  generateSync({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + stepsLater * 30 });

async function createOperator(role: 'admin' | 'finance' | 'support', totpRequired = false) {
  const account = `op${Math.random().toString(36).slice(2, 9)}`;
  const res = await asAdmin('/admin/operators/create', {
    account,
    password: 'operator-pw-1',
    role,
    totpRequired,
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return { id: Number(res.body.data.id), account, password: 'operator-pw-1' };
}

describe('operators', () => {
  it('admin creates, lists and updates operators; duplicates answer 1000; /admin/me shows the caller', async () => {
    const op = await createOperator('support');
    expect(
      (
        await asAdmin('/admin/operators/create', {
          account: op.account.toUpperCase(),
          password: 'operator-pw-1',
          role: 'finance',
        })
      ).body.code,
    ).toBe(1000);
    const list = await asAdmin('/admin/operators/list', { pageSize: 100 });
    expect(listOf<{ account: string }>(list).map((o) => o.account)).toContain(op.account);
    const up = await asAdmin('/admin/operators/update', { id: op.id, role: 'finance' });
    expect(up.body.data).toMatchObject({ id: op.id, role: 'finance', disabled: false, totpEnabled: false });
    const login = await t.post('/admin/login', op);
    expect(login.body.data).toMatchObject({ step: 'done', role: 'finance' });
    const me = await t.post('/admin/me', {}, { token: login.body.data.token });
    expect(me.body.data).toMatchObject({ id: op.id, account: op.account, role: 'finance' });
    expect((await asAdmin('/admin/operators/update', { id: 999_999, role: 'admin' })).body.code).toBe(1002);
  });

  it('disabling an operator refuses its login (1001) and its live token (401); a new password replaces the old', async () => {
    const op = await createOperator('finance');
    const token = (await t.post('/admin/login', op)).body.data.token;
    expect((await t.post('/admin/me', {}, { token })).body.code).toBe(0);
    await asAdmin('/admin/operators/update', { id: op.id, disabled: true });
    expect((await t.post('/admin/me', {}, { token })).body.code).toBe(401);
    expect((await t.post('/admin/login', op)).body.code).toBe(1001);
    await asAdmin('/admin/operators/update', { id: op.id, disabled: false, password: 'new-operator-pw-2' });
    expect((await t.post('/admin/login', op)).body.code).toBe(1000);
    expect((await t.post('/admin/login', { ...op, password: 'new-operator-pw-2' })).body.data.step).toBe(
      'done',
    );
  });

  it('an admin can neither disable nor demote itself (1001)', async () => {
    const me = await asAdmin('/admin/me', {});
    const id = Number(me.body.data.id);
    expect((await asAdmin('/admin/operators/update', { id, disabled: true })).body.code).toBe(1001);
    expect((await asAdmin('/admin/operators/update', { id, role: 'support' })).body.code).toBe(1001);
  });
});

describe('TOTP second factor', () => {
  it('setup + enable, then login asks for the code, accepts it once, refuses a wrong or replayed one', async () => {
    const op = await createOperator('finance');
    const token = (await t.post('/admin/login', op)).body.data.token;
    const setup = await t.post('/admin/totp/setup', {}, { token });
    const secret = String(setup.body.data.secret);
    expect(setup.body.data.otpauthUrl).toContain(`otpauth://totp/Fairdraw:${op.account}`);
    expect(
      (
        await t.post(
          '/admin/totp/enable',
          { code: '000000' === codeOf(secret) ? '111111' : '000000' },
          { token },
        )
      ).body.code,
    ).toBe(1000);
    const enabled = await t.post('/admin/totp/enable', { code: codeOf(secret) }, { token });
    expect(enabled.body.data).toMatchObject({ totpEnabled: true });
    // Stored encrypted: the base32 secret appears nowhere in the row.
    const [row] = rowsOf<Record<string, unknown>>(
      await t.db.execute(sql`select * from operator_security where operator_id = ${op.id}`),
    );
    expect(JSON.stringify(row)).not.toContain(secret);
    expect((await t.post('/admin/totp/setup', {}, { token })).body.code).toBe(1003);

    t.clock.advance(60_000);
    expect((await t.post('/admin/login', op)).body.data).toEqual({ step: 'totp' });
    const wrong = await t.post('/admin/login', { ...op, totp: codeOf(secret, 10) }, { lang: 'en' });
    expect(wrong.body).toMatchObject({ code: 1000, data: { fields: { totp: expect.any(String) } } });
    const code = codeOf(secret);
    const ok = await t.post('/admin/login', { ...op, totp: code });
    expect(ok.body.data).toMatchObject({ step: 'done', token: expect.any(String) });
    expect((await t.post('/admin/login', { ...op, totp: code })).body.code).toBe(1000);
    expect((await t.post('/admin/login', { ...op, totp: '12345' })).body.code).toBe(1000);
  });

  it("required by an admin: the password alone opens nothing; the admin's one-time code opens the enrolment", async () => {
    const op = await createOperator('support', true);
    // ADR 102: the password step never hands out a secret (whoever holds it would enrol first).
    expect((await t.post('/admin/login', op)).body.data).toEqual({ step: 'enrolCode' });
    const issued = await asAdmin('/admin/operators/enrolCode', { id: op.id });
    const first = await t.post('/admin/login', { ...op, enrolCode: issued.body.data.code });
    expect(first.body.data).toMatchObject({ step: 'enrol', role: 'support', token: expect.any(String) });
    const secret = String(first.body.data.enrolment.secret);
    const token = String(first.body.data.token);
    expect((await t.post('/admin/users/search', {}, { token })).body.code).toBe(1001);
    const done = await t.post('/admin/totp/enable', { code: codeOf(secret) }, { token });
    expect(done.body.data).toMatchObject({ totpEnabled: true, role: 'support' });
    expect((await t.post('/admin/users/search', {}, { token })).body.code).toBe(0);
    t.clock.advance(60_000);
    expect((await t.post('/admin/login', op)).body.data.step).toBe('totp');

    // An admin resets the factor: the operator needs a new code and enrols with a new secret.
    await asAdmin('/admin/operators/update', { id: op.id, resetTotp: true });
    expect((await t.post('/admin/login', op)).body.data.step).toBe('enrolCode');
    const again = await asAdmin('/admin/operators/enrolCode', { id: op.id });
    const second = await t.post('/admin/login', { ...op, enrolCode: again.body.data.code });
    expect(second.body.data.enrolment.secret).not.toBe(secret);
  });

  it('every operator change is in the audit log, filterable by operator, action, target and day', async () => {
    const op = await createOperator('finance');
    await asAdmin('/admin/operators/update', { id: op.id, totpRequired: true });
    const me = Number((await asAdmin('/admin/me', {})).body.data.id);
    const byTarget = await asAdmin('/admin/audit/list', { target: `operator:${op.id}` });
    expect(listOf<{ action: string }>(byTarget).map((e) => e.action)).toEqual(['operator.update']);
    expect(listOf<{ after: { totpRequired: boolean } }>(byTarget)[0]?.after.totpRequired).toBe(true);
    const byAction = await asAdmin('/admin/audit/list', {
      action: 'operator.',
      operatorId: me,
      pageSize: 100,
    });
    expect(listOf<{ action: string }>(byAction).length).toBeGreaterThanOrEqual(2);
    for (const e of listOf<{ action: string; operatorId: number }>(byAction)) {
      expect(e.action.startsWith('operator.')).toBe(true);
      expect(e.operatorId).toBe(me);
    }
    expect(
      (await asAdmin('/admin/audit/list', { from: '2001-01-01', to: '2001-01-02' })).body.data.total,
    ).toBe(0);
    expect((await asAdmin('/admin/audit/list', { from: 'yesterday' })).body.code).toBe(1000);
  });
});
