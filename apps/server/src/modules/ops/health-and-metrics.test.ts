import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fundedPlayer, openIssue, placeSumBets } from '../../../test/betting-fixtures';
import { type TestApp, buildTestApp, randomIp, rowsOf } from '../../../test/helper';
import { logRedaction } from '../../lib/log-redaction';
import { createMetrics } from '../../lib/metrics';
import { createReadiness } from '../../lib/readiness';
import { buildOpsServer } from './ops-server';

const waitUntil = async (check: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
};

/** The value of one sample line of the exposition text (0 when absent). */
const sample = (text: string, line: RegExp): number => {
  const found = text.split('\n').find((l) => line.test(l));
  return found ? Number(found.split(' ').at(-1)) : 0;
};

describe('health, readiness and metrics', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const logger = pino(
      { level: 'info', ...logRedaction },
      { write: (line: string) => void lines.push(line) },
    );
    t = await buildTestApp({ config: { timeScale: 20 }, logger }); // k3 every 3 s
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /healthz answers 200 and GET /readyz 200 with every check ok', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    await waitUntil(
      async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200,
      10_000,
    );
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({
      status: 'ready',
      failed: [],
      checks: { database: 'ok', migrations: 'ok', redis: 'ok', scheduler: 'ok' },
    });
  });

  it('GET /readyz answers 503 naming the migrations when the database lags behind this build', async () => {
    const [last] = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id from drizzle.__drizzle_migrations order by id desc limit 1`),
    );
    const saved = rowsOf(
      await t.db.execute(sql`select * from drizzle.__drizzle_migrations where id = ${last?.id}`),
    );
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last?.id}`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unready', failed: ['migrations'] });
    } finally {
      const row = saved[0] as { id: number; hash: string; created_at: string | number };
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
  });

  it('reports a stalled draw scheduler, and a tick makes it ready again', async () => {
    const readiness = createReadiness({
      db: t.db,
      redisUrl: null,
      schedulerEnabled: true,
      schedulerStaleMs: 50,
    });
    await new Promise((r) => setTimeout(r, 120));
    const stalled = await readiness.evaluate();
    expect(stalled.ready).toBe(false);
    expect(stalled.checks.scheduler).toMatch(/^no pass for \d+ ms$/);
    readiness.schedulerTick();
    expect((await readiness.evaluate()).ready).toBe(true);
    await readiness.close();
  });

  it('reports Redis unreachable when REDIS_URL points nowhere', async () => {
    const readiness = createReadiness({
      db: t.db,
      redisUrl: 'redis://127.0.0.1:1',
      schedulerEnabled: false,
      checkTimeoutMs: 1000,
    });
    const report = await readiness.evaluate();
    expect(report.ready).toBe(false);
    expect(report.checks.redis).not.toBe('ok');
    await readiness.close();
  });

  it('orders, settlement, draws and request latencies appear in /metrics (real app, real database)', async () => {
    const player = await fundedPlayer(t, 100_000);
    const issue = await openIssue(t, 'k3', 800);
    expect((await placeSumBets(t, player.token, issue, ['10', '11'])).body.code).toBe(0);
    // Refused by the service: a player without balance.
    const broke = await fundedPlayer(t, 0);
    const refused = await placeSumBets(t, broke.token, issue, ['10']);
    expect(refused.body.code).not.toBe(0);
    const metrics = () => t.app.ops.metrics.registry.metrics();
    await waitUntil(
      async () => sample(await metrics(), /^fairdraw_bets_settled_total\{game="k3"\}/) >= 2,
      20_000,
    );
    const text = await metrics();
    expect(sample(text, /^fairdraw_orders_accepted_total /)).toBe(1);
    expect(sample(text, new RegExp(`^fairdraw_orders_refused_total\\{code="${refused.body.code}"\\}`))).toBe(
      1,
    );
    expect(sample(text, /^fairdraw_settlement_lag_seconds_count\{game="k3"\}/)).toBeGreaterThanOrEqual(1);
    expect(sample(text, /^fairdraw_draw_lag_seconds_count\{game="k3"\}/)).toBeGreaterThanOrEqual(1);
    // By route pattern, never the raw URL.
    expect(
      sample(
        text,
        /^fairdraw_http_request_duration_seconds_count\{method="POST",route="\/user\/makeOrder",status="200"\}/,
      ),
    ).toBe(2);
    expect(text).toContain('fairdraw_sse_clients 0');
  });

  it('writes one log line per request with its request id, user id and duration, and no password or token', async () => {
    const session = await t.register();
    lines.length = 0;
    const login = await t.login(session.account, session.password, { ip: randomIp() });
    expect(login.body.code).toBe(0);
    const info = await t.post('/user/getUserInfo', {}, { token: login.body.data.token });
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const requests = logged.filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(2);
    const [loginLine, infoLine] = requests;
    expect(loginLine).toMatchObject({ route: '/user/login', statusCode: 200, userId: null });
    expect(typeof loginLine?.reqId).toBe('string');
    expect(typeof loginLine?.durationMs).toBe('number');
    expect(infoLine).toMatchObject({ route: '/user/getUserInfo', userId: Number(info.body.data.id) });
    const all = lines.join('\n');
    expect(all).not.toContain(session.password);
    expect(all).not.toContain(login.body.data.token);
    expect(all).not.toContain(login.body.data.jwt);
  });
});

describe('the metrics listener', () => {
  it('answers the Prometheus text only with the bearer token when one is configured', async () => {
    const metrics = createMetrics({ defaultMetrics: true });
    const ops = buildOpsServer({ metrics, token: 'a-metrics-token-0123' });
    try {
      expect((await ops.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const wrong = await ops.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer nope' },
      });
      expect(wrong.statusCode).toBe(401);
      const res = await ops.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer a-metrics-token-0123' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      // Default metrics: event-loop lag and heap (ADR 112).
      expect(res.body).toContain('fairdraw_nodejs_eventloop_lag_seconds');
      expect(res.body).toContain('fairdraw_nodejs_heap_size_used_bytes');
      expect(res.body).toContain('fairdraw_db_pool_in_use');
    } finally {
      await ops.close();
    }
  });
});
