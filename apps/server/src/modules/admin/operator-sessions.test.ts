import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  type TestApp,
  buildTestApp,
  randomIp,
  rowsOf,
  testConfig,
  buildCheckedApp,
} from '../../../test/helper';

// Revocable operator sessions (issue 22 finding 5, ADR 102): logout, idle timeout, and password,
// role or TOTP changes end sessions, checked on every /admin call from the database.
let t: TestApp;
let admin: string;
const idleMinutes = 30;
beforeAll(async () => {
  t = await buildTestApp({ config: { adminIdleMinutes: idleMinutes }, drawScheduler: false });
  admin = await tokenOf('admin', 'admin-password-1');
}, 180_000);
afterAll(() => t.close());

async function tokenOf(account: string, password: string, app?: FastifyInstance) {
  const body = app
    ? (
        await app.inject({
          method: 'POST',
          url: '/admin/login',
          payload: { account, password },
          remoteAddress: randomIp(),
        })
      ).json<{ data: { step: string; token: string } }>()
    : (await t.post('/admin/login', { account, password })).body;
  expect(body.data.step, JSON.stringify(body)).toBe('done');
  return String(body.data.token);
}
const me = async (token: string) => (await t.post('/admin/me', {}, { token })).body.code;
const asAdmin = (path: string, body: unknown) => t.post(path, body, { token: admin, lang: 'en' });
const minutes = (n: number) => n * 60_000;

async function createOperator(role: 'admin' | 'finance' | 'support' = 'finance') {
  const account = `ses${Math.random().toString(36).slice(2, 9)}`;
  const res = await asAdmin('/admin/operators/create', { account, password: 'operator-pw-1', role });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return { id: Number(res.body.data.id), account, password: 'operator-pw-1' };
}
async function endReasons(operatorId: number) {
  const rows = rowsOf<{ end_reason: string | null }>(
    await t.db.execute(
      sql`select end_reason from operator_sessions where operator_id = ${operatorId} order by end_reason`,
    ),
  );
  return rows.map((r) => r.end_reason);
}

describe('operator sessions are server-side and revocable', () => {
  it('logout ends only that session: its token answers 401, another session of the operator stays', async () => {
    const op = await createOperator();
    const first = await tokenOf(op.account, op.password);
    const second = await tokenOf(op.account, op.password);
    expect((await t.post('/admin/logout', {}, { token: first })).body.code).toBe(0);
    expect(await me(first)).toBe(401);
    expect((await t.post('/admin/logout', {}, { token: first })).body.code).toBe(401);
    expect(await me(second)).toBe(0);
    expect(await endReasons(op.id)).toContain('logout');
  });

  it(`a session unused for ${idleMinutes} minutes ends; one used in time slides on`, async () => {
    const op = await createOperator();
    const busy = await tokenOf(op.account, op.password);
    const idle = await tokenOf(op.account, op.password);
    // The admin of the other tests keeps its own session alive along the way.
    t.clock.advance(minutes(idleMinutes - 1));
    expect([await me(busy), await me(admin)]).toEqual([0, 0]);
    t.clock.advance(minutes(2));
    expect(await me(idle)).toBe(401);
    expect([await me(busy), await me(admin)]).toEqual([0, 0]);
    t.clock.advance(minutes(idleMinutes - 1));
    expect([await me(busy), await me(admin)]).toEqual([0, 0]);
    // The idle one stays ended even if used again at once (it is recorded as such, not just refused).
    expect(await me(idle)).toBe(401);
    expect(await endReasons(op.id)).toContain('idle');
  });

  it('a password change by an admin ends all the target’s sessions; its own password change keeps only the acting session', async () => {
    const op = await createOperator();
    const a = await tokenOf(op.account, op.password);
    const b = await tokenOf(op.account, op.password);
    expect(
      (await asAdmin('/admin/operators/update', { id: op.id, password: 'operator-pw-2' })).body.code,
    ).toBe(0);
    expect([await me(a), await me(b)]).toEqual([401, 401]);
    expect(await endReasons(op.id)).toEqual(['password_changed', 'password_changed']);

    // An admin changing its own password: its other sessions end, the one it acts from stays.
    const boss = await createOperator('admin');
    const acting = await tokenOf(boss.account, boss.password);
    const other = await tokenOf(boss.account, boss.password);
    const self = await t.post(
      '/admin/operators/update',
      { id: boss.id, password: 'operator-pw-3' },
      { token: acting },
    );
    expect(self.body.code, JSON.stringify(self.body)).toBe(0);
    expect(await me(other)).toBe(401);
    expect(await me(acting)).toBe(0);
  });

  it('a role change or a disable by an admin ends every session of the target', async () => {
    const op = await createOperator('support');
    const tokens = [await tokenOf(op.account, op.password), await tokenOf(op.account, op.password)];
    await asAdmin('/admin/operators/update', { id: op.id, role: 'finance' });
    for (const token of tokens) expect(await me(token)).toBe(401);
    const fresh = await tokenOf(op.account, op.password);
    expect(await me(fresh)).toBe(0);
    await asAdmin('/admin/operators/update', { id: op.id, disabled: true });
    await asAdmin('/admin/operators/update', { id: op.id, disabled: false });
    // Enabled again, the old session stays ended: a disable is not a pause.
    expect(await me(fresh)).toBe(401);
    expect(await endReasons(op.id)).toEqual(['disabled', 'role_changed', 'role_changed']);
  });

  it('enrolling TOTP ends the operator’s other sessions; an admin’s TOTP reset or requirement ends them all', async () => {
    const op = await createOperator();
    const enrolling = await tokenOf(op.account, op.password);
    const other = await tokenOf(op.account, op.password);
    const { secret } = (await t.post('/admin/totp/setup', {}, { token: enrolling })).body.data as {
      secret: string;
    };
    const code = generateSync({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
    expect((await t.post('/admin/totp/enable', { code }, { token: enrolling })).body.code).toBe(0);
    expect(await me(other)).toBe(401);
    expect(await me(enrolling)).toBe(0);

    await asAdmin('/admin/operators/update', { id: op.id, resetTotp: true });
    expect(await me(enrolling)).toBe(401);

    const again = await tokenOf(op.account, op.password);
    await asAdmin('/admin/operators/update', { id: op.id, totpRequired: true });
    expect(await me(again)).toBe(401);
    expect(await endReasons(op.id)).toEqual(['totp_changed', 'totp_changed', 'totp_changed']);
  });

  it('holds across server processes: a logout or change made through one instance is refused by another', async () => {
    // A second app instance on the same database: nothing about sessions may live in memory.
    const other = await buildCheckedApp({
      config: testConfig({ adminIdleMinutes: idleMinutes }),
      db: t.db,
      clock: t.clock,
      drawScheduler: false,
    });
    await other.ready();
    try {
      const op = await createOperator();
      const token = await tokenOf(op.account, op.password, other);
      const meOn = async (app: FastifyInstance) =>
        (await app.inject({ method: 'POST', url: '/admin/me', headers: { token }, payload: {} })).json<{
          code: number;
        }>().code;
      expect([await meOn(t.app), await meOn(other)]).toEqual([0, 0]);
      expect((await t.post('/admin/logout', {}, { token })).body.code).toBe(0);
      expect(await meOn(other)).toBe(401);

      const second = await tokenOf(op.account, op.password, other);
      await asAdmin('/admin/operators/update', { id: op.id, role: 'support' });
      expect(
        (
          await other.inject({ method: 'POST', url: '/admin/me', headers: { token: second }, payload: {} })
        ).json<{ code: number }>().code,
      ).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('a token whose session was ended in the database is refused at once, though its signature is valid', async () => {
    const [row] = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id from operators where account = 'admin'`),
    );
    await t.db.execute(
      sql`update operator_sessions set ended_at = now(), end_reason = 'logout' where operator_id = ${row?.id ?? 0} and ended_at is null`,
    );
    expect(await me(admin)).toBe(401);
    admin = await tokenOf('admin', 'admin-password-1');
    expect(await me(admin)).toBe(0);
  });
});
