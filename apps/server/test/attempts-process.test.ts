import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type ServerProcess, startServerProcess } from './server-process';
import { checkedFetch } from './answer-check';

// Issue 22, finding 2: the attempt guard holds across server processes sharing one PostgreSQL.
// Two processes cannot share one embedded PGlite directory, so this runs only with DATABASE_URL.
const adminUrl = process.env.DATABASE_URL;
const parallel = 50;

async function post(server: ServerProcess, path: string, body: unknown, token?: string) {
  const res = await checkedFetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', LANGUAGE: 'en', ...(token ? { TOKEN: token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: Record<string, unknown> | null };
}
const codesOf = (results: Array<{ code: number }>) => {
  const counts: Record<number, number> = {};
  for (const r of results) counts[r.code] = (counts[r.code] ?? 0) + 1;
  return counts;
};

describe.skipIf(!adminUrl)('attempt guard across two server processes on one PostgreSQL', () => {
  const name = `fairdraw_test_${randomBytes(6).toString('hex')}`;
  const servers: ServerProcess[] = [];
  let db: pg.Client;
  const failures = async (kind: string, subject: string) =>
    Number(
      (
        await db.query<{ n: number }>(
          'select count(*)::int as n from failed_attempts where kind = $1 and subject = $2',
          [kind, subject],
        )
      ).rows[0]?.n,
    );
  /** Request i goes to process i mod 2. */
  const spread = (make: (server: ServerProcess) => Promise<{ code: number }>) =>
    Promise.all(Array.from({ length: parallel }, (_, i) => make(servers[i % 2]!)));

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const env = {
      DATABASE_URL: url.toString(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      FUND_PASSWORD_PEPPER: randomBytes(16).toString('hex'),
      DRAW_SEED_KEY: randomBytes(32).toString('hex'),
      ADMIN_PASSWORD: 'admin-password-1',
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    for (let i = 0; i < 2; i += 1) {
      servers.push(
        await startServerProcess({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'fairdraw-attempts-')) }),
      );
    }
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
  }, 240_000);

  afterAll(async () => {
    await db?.end();
    await Promise.all(servers.map((s) => s.kill()));
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  }, 60_000);

  it('50 parallel wrong fund passwords over both processes: 4 × 1000, then locked; exactly 5 failures', async () => {
    const [one, two] = [servers[0]!, servers[1]!];
    const account = `proc${randomBytes(4).toString('hex')}`;
    const registered = await post(one, '/user/register', {
      account,
      password: 'fair2draw58',
      confirmPassword: 'fair2draw58',
      inviteCode: '8888',
      agree: true,
      register_device: 3,
    });
    expect(registered.code, JSON.stringify(registered)).toBe(0);
    const token = String(registered.data?.token);
    const set = await post(
      two,
      '/user/updateTransPwd',
      { loginPassword: 'fair2draw58', newPassword: '246810', confirmPassword: '246810' },
      token,
    );
    expect(set.code, JSON.stringify(set)).toBe(0);
    const me = await post(one, '/user/getUserInfo', {}, token);
    const userId = Number(me.data?.id);
    const results = await spread((server) =>
      post(
        server,
        '/user/updateTransPwd',
        { oldPassword: '999999', newPassword: '135790', confirmPassword: '135790' },
        token,
      ),
    );
    expect(codesOf(results)).toEqual({ 1000: 4, 1006: 46 });
    expect(await failures('fund_password', `withdraw:${userId}`)).toBe(5);
    const right = await post(
      two,
      '/user/updateTransPwd',
      { oldPassword: '246810', newPassword: '135790', confirmPassword: '135790' },
      token,
    );
    expect(right.code).toBe(1006);
  });

  it('50 parallel wrong player logins over both processes: exactly 5 verified (1001), the right password refused after', async () => {
    const account = `proc${randomBytes(4).toString('hex')}`;
    const registered = await post(servers[0]!, '/user/register', {
      account,
      password: 'fair2draw58',
      confirmPassword: 'fair2draw58',
      inviteCode: '8888',
      agree: true,
      register_device: 3,
    });
    expect(registered.code, JSON.stringify(registered)).toBe(0);
    const results = await spread((server) => post(server, '/user/login', { account, password: 'wrong123' }));
    expect(codesOf(results)).toEqual({ 1001: 5, 1006: 45 });
    expect(await failures('login', account)).toBe(5);
    expect((await post(servers[1]!, '/user/login', { account, password: 'fair2draw58' })).code).toBe(1006);
  });

  it('50 parallel wrong operator logins over both processes: exactly 5 verified (1000)', async () => {
    const results = await spread((server) =>
      post(server, '/admin/login', { account: 'admin', password: 'nope' }),
    );
    expect(codesOf(results)).toEqual({ 1000: 5, 1006: 45 });
    expect(await failures('operator_login', 'admin@127.0.0.1')).toBe(5);
  });
});
