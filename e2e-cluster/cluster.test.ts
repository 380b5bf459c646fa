import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  type Cluster,
  freshDatabase,
  openIssue,
  post,
  randomIp,
  sleep,
  startTestCluster,
  upstreamsOf,
} from './harness';
import { openResumableSse, type ResumableSse } from './resumable-sse';
import { type Player, startSteadyLoad } from './steady-load';

// k3/ffc every 6 s, sfc/pk10 every 18 s, wfc/xyft/lhc every 30 s (27 s open).
const timeScale = '10';
const graceMs = 8_000;
const root = join(import.meta.dirname, '..');
const dwd = (position: number, digit: number) => ({
  play: 'DWD',
  selection: [0, 1, 2, 3, 4].map((p) => (p === position ? [String(digit)] : [])),
});
const figures: Record<string, unknown> = {};
/** Requests per second of the steady stream (the 2-core CI machine is shared; raise it on a real one). */
const loadRate = Number(process.env.CLUSTER_LOAD_RATE ?? 15);

type Database = Awaited<ReturnType<typeof freshDatabase>>;
let database: Database;
let cluster: Cluster;

async function trialPlayer(url: string): Promise<Player & { userId: number }> {
  const trial = await post<{ token: string }>(`${url}/user/trial`, {});
  expect(trial.body.code, JSON.stringify(trial.body)).toBe(0);
  const info = await post<{ id: number }>(`${url}/user/getUserInfo`, {}, { token: trial.body.data.token });
  return { token: trial.body.data.token, userId: info.body.data.id };
}

/** Public events and this user's own, stored with ids in (fromId, toId], as comparable keys. */
async function expectedKeys(fromId: number, toId: number, userId: number): Promise<string[]> {
  const rows = await database.sql.query<{ kind: string; game: string; issue: string }>(
    `select kind, payload->>'game' game, payload->>'issue' issue from live_events
      where id > $1 and id <= $2 and (user_id is null or user_id = $3) and kind <> 'service'`,
    [fromId, toId, userId],
  );
  return rows.rows.map((r) => `${r.kind}:${r.game}:${r.issue}`);
}
const keysOf = (client: ResumableSse) =>
  new Set(client.events.map((e) => `${e.event}:${String(e.data.game)}:${String(e.data.issue)}`));
const maxEventId = async () =>
  Number(
    (await database.sql.query<{ m: string }>(`select coalesce(max(id), 0) m from live_events`)).rows[0]?.m,
  );

/** Waits (bounded) until every client has every expected key; returns what is still missing. */
async function missingAfterWait(
  clients: { sse: ResumableSse; userId: number }[],
  fromId: number,
  toId: number,
) {
  const missing = async () => {
    const out: string[] = [];
    for (const c of clients) {
      const got = keysOf(c.sse);
      for (const key of await expectedKeys(fromId, toId, c.userId))
        if (!got.has(key)) out.push(`${c.userId} ${key}`);
    }
    return out;
  };
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(250)) {
    if (!(await missing()).length) return [];
  }
  return missing();
}

function ledgerCheck(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn('npm', ['run', '--silent', 'ledger:check'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('three instances behind nginx on PostgreSQL + Redis', () => {
  const suiteStarted = Date.now();
  beforeAll(async () => {
    database = await freshDatabase();
    const started = Date.now();
    cluster = await startTestCluster(database.url, {
      FAIRDRAW_TIME_SCALE: timeScale,
      DRAW_ISSUES_AHEAD: '60',
      SETTLEMENT_PAGE_SIZE: '100',
      SHUTDOWN_GRACE_MS: String(graceMs),
    });
    figures.clusterStartMs = Date.now() - started;
  }, 240_000);

  afterAll(async () => {
    await cluster?.stop();
    await database?.drop();
    figures.suiteMs = Date.now() - suiteStarted;
    console.log(`cluster figures: ${JSON.stringify(figures)}`);
  });

  it('serves the web app, the API, the back office and SSE on one port', async () => {
    const api = await fetch(`${cluster.url}/index/index`);
    expect(((await api.json()) as { code: number }).code).toBe(0);
    const backoffice = await fetch(`${cluster.url}/backoffice/`);
    expect(backoffice.status).toBe(200);
    if (existsSync(join(root, 'apps/web/dist/index.html'))) {
      const web = await fetch(`${cluster.url}/`);
      expect(web.headers.get('content-type')).toMatch(/text\/html/);
    }
    const sse = await fetch(`${cluster.url}/game/events`);
    expect(sse.headers.get('content-type')).toMatch(/text\/event-stream/);
    await sse.body?.cancel();
  });

  it('a session and every rate limit hold whichever instance answers (round-robin)', async () => {
    const account = `cl${Date.now().toString(36)}`;
    const password = 'fair2draw58';
    const registered = await post<{ token: string }>(`${cluster.url}/user/register`, {
      account,
      password,
      confirmPassword: password,
      inviteCode: '8888',
      agree: true,
      register_device: 3,
    });
    expect(registered.body.code, JSON.stringify(registered.body)).toBe(0);
    for (let i = 0; i < 9; i += 1) {
      const info = await post(`${cluster.url}/user/getUserInfo`, {}, { token: registered.body.data.token });
      expect(info.body.code).toBe(0);
    }
    const infoUpstreams = new Set(
      upstreamsOf(cluster)
        .filter((l) => l.path.endsWith('/user/getUserInfo'))
        .flatMap((l) => l.upstreams),
    );
    expect(infoUpstreams.size, 'the session was accepted by every instance').toBe(3);

    // Login: 5 failures in 15 minutes, counted in the database, refuse the 6th try on any instance.
    const ip = randomIp();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await post(`${cluster.url}/user/login`, { account, password: 'wrong-pass1' }, { ip });
      expect(wrong.body.code).not.toBe(0);
      expect(wrong.body.code).not.toBe(1006);
    }
    const locked = await post(`${cluster.url}/user/login`, { account, password }, { ip });
    expect(locked.body.code, 'the 6th login, right password, on whichever instance').toBe(1006);
    const loginUpstreams = new Set(
      upstreamsOf(cluster)
        .filter((l) => l.path.endsWith('/user/login'))
        .flatMap((l) => l.upstreams),
    );
    expect(loginUpstreams.size).toBe(3);

    // Support: 10 messages a minute per user.
    const player = await trialPlayer(cluster.url);
    for (let i = 0; i < 10; i += 1) {
      const sent = await post(`${cluster.url}/service/send`, { text: `hello ${i}` }, { token: player.token });
      expect(sent.body.code, JSON.stringify(sent.body)).toBe(0);
    }
    const eleventh = await post(`${cluster.url}/service/send`, { text: 'one more' }, { token: player.token });
    expect(eleventh.body.code).toBe(1006);

    // Trial accounts: 20 an hour per address.
    const trialIp = randomIp();
    for (let i = 0; i < 20; i += 1) {
      const trial = await post(`${cluster.url}/user/trial`, {}, { ip: trialIp });
      expect(trial.body.code, JSON.stringify(trial.body)).toBe(0);
    }
    expect((await post(`${cluster.url}/user/trial`, {}, { ip: trialIp })).body.code).toBe(1006);
  }, 120_000);

  it('each issue is drawn once; an SSE client on each instance gets every result and its own settled events', async () => {
    const players = await Promise.all(cluster.ports.map(() => trialPlayer(cluster.url)));
    const clients = cluster.ports.map((port, i) => ({
      userId: players[i]?.userId ?? 0,
      sse: openResumableSse(`${cluster.instance(port).url}/game/events`, { TOKEN: players[i]?.token ?? '' }),
    }));
    await Promise.all(clients.map((c) => c.sse.ready));
    const fromId = await maxEventId();
    try {
      const issue = await openIssue(cluster.url, 'ffc', 1_500);
      for (const [i, player] of players.entries()) {
        const order = await post(
          `${cluster.url}/user/makeOrder`,
          {
            game: 'ffc',
            issue,
            requestId: `sse-${i}`,
            bets: [{ ...dwd(0, i), unitPrice: 100, multiple: 1 }],
          },
          { token: player.token },
        );
        expect(order.body.code, JSON.stringify(order.body)).toBe(0);
      }
      // Until each player's issue has settled (ffc: 6 s issues).
      const settledIds = async () =>
        (
          await database.sql.query<{ user_id: number }>(
            `select user_id from live_events where kind = 'settled' and id > $1 and payload->>'issue' = $2`,
            [fromId, issue],
          )
        ).rows.map((r) => r.user_id);
      for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(250)) {
        if ((await settledIds()).length === players.length) break;
      }
      expect((await settledIds()).sort()).toEqual(players.map((p) => p.userId).sort());
      const toId = await maxEventId();
      expect(await missingAfterWait(clients, fromId, toId)).toEqual([]);
      // Its own settled event, and nobody else's.
      for (const c of clients) {
        const settled = c.sse.events.filter((e) => e.event === 'settled');
        expect(settled.map((e) => e.data.issue)).toEqual([issue]);
      }
      const results = clients[0]?.sse.events.filter((e) => e.event === 'result') ?? [];
      expect(results.length, 'draws happened meanwhile').toBeGreaterThanOrEqual(1);
    } finally {
      for (const c of clients) c.sse.close();
    }
  }, 120_000);

  it('a rolling restart under a steady stream of orders and reads loses no request, and no SSE client misses an event', async () => {
    const players = await Promise.all([0, 1, 2, 3].map(() => trialPlayer(cluster.url)));
    const clients = players.slice(0, 3).map((p) => ({
      userId: p.userId,
      sse: openResumableSse(`${cluster.url}/game/events`, { TOKEN: p.token }),
    }));
    await Promise.all(clients.map((c) => c.sse.ready));
    const fromId = await maxEventId();
    const load = startSteadyLoad(cluster.url, players, {
      ratePerSecond: loadRate,
      orderGame: 'wfc',
      orderPlay: dwd(2, 7),
    });
    const started = Date.now();
    const stops: { port: number; code: number | null; ms: number; readyMs: number }[] = [];
    try {
      await sleep(2_000);
      for (const port of cluster.ports) {
        const stopped = await cluster.signal(port, 'SIGTERM');
        const restartedAt = Date.now();
        await cluster.restart(port);
        stops.push({ port, code: stopped.code, ms: stopped.ms, readyMs: Date.now() - restartedAt });
        // As an operator waits for the balancer to take an instance back: nginx's passive check may have
        // marked it down for fail_timeout (5 s) while it restarted; stopping the next one sooner can
        // leave nginx no upstream it will use.
        await sleep(6_000);
      }
      await sleep(3_000);
    } finally {
      const report = await load.stop();
      figures.rollingRestart = {
        ms: Date.now() - started,
        sent: report.sent,
        lost: report.lost,
        orders: report.orders,
        refusedByCode: report.refusedByCode,
        stops,
        lostSamples: report.lostSamples.slice(0, 5),
      };
    }
    const report = load.report;
    expect(report.lostSamples).toEqual([]);
    expect(report.lost).toBe(0);
    expect(report.orders).toBeGreaterThan(50);
    for (const s of stops) {
      expect(s.code, `instance ${s.port} exited 0 on SIGTERM`).toBe(0);
      expect(s.ms).toBeLessThan(graceMs);
    }
    const toId = await maxEventId();
    try {
      expect(await missingAfterWait(clients, fromId, toId)).toEqual([]);
      for (const c of clients)
        expect(c.sse.reconnects, 'each stream was ended and resumed').toBeGreaterThanOrEqual(1);
      figures.sseReconnects = clients.map((c) => c.sse.reconnects);
    } finally {
      for (const c of clients) c.sse.close();
    }
  }, 300_000);

  it('kill -9 of the instance settling a large issue: the others finish it, ledger:check green', async () => {
    const bettor = await trialPlayer(cluster.url);
    const players = await Promise.all([0, 1, 2].map(() => trialPlayer(cluster.url)));
    const issue = await openIssue(cluster.url, 'wfc', 20_000);
    let orders = 0;
    const placeOrders = async () => {
      while (orders < 200) {
        const n = (orders += 1);
        const res = await post(
          `${cluster.url}/user/makeOrder`,
          {
            game: 'wfc',
            issue,
            requestId: `big-${n}`,
            bets: Array.from({ length: 100 }, (_, i) => ({
              ...dwd((n + i) % 5, (n * 7 + i) % 10),
              unitPrice: 1,
              multiple: 1,
            })),
          },
          { token: bettor.token },
        );
        expect(res.body.code, JSON.stringify(res.body).slice(0, 200)).toBe(0);
      }
    };
    await Promise.all([placeOrders(), placeOrders(), placeOrders(), placeOrders()]);
    const pending = async () =>
      Number(
        (
          await database.sql.query<{ n: number }>(
            `select count(*)::int n from bets b join draw_issues d on d.id = b.issue_id
              where d.game_code = 'wfc' and d.issue = $1 and b.status = 'pending'`,
            [issue],
          )
        ).rows[0]?.n,
      );
    const load = startSteadyLoad(cluster.url, players, {
      ratePerSecond: loadRate,
      orderGame: 'k3',
      orderPlay: { play: 'HZ', selection: [['10']] },
    });
    let killedPort = 0;
    let pendingAtKill = 0;
    try {
      // Once some pages have committed: the instance whose transaction holds a page of bets locked
      // (SELECT … FOR UPDATE takes RowShareLock on the table until its commit).
      for (const deadline = Date.now() + 90_000; Date.now() < deadline && !killedPort;) {
        const left = await pending();
        const active =
          left < 20_000 && left > 2_000
            ? await database.sql.query<{ app: string }>(
                `select a.application_name app from pg_locks l
                   join pg_class c on c.oid = l.relation join pg_stat_activity a on a.pid = l.pid
                  where c.relname = 'bets' and l.mode = 'RowShareLock' and a.application_name like 'fairdraw-%'`,
              )
            : { rows: [] };
        const app = active.rows[0]?.app;
        if (app) {
          killedPort = Number(app.slice('fairdraw-'.length));
          await cluster.signal(killedPort, 'SIGKILL');
          pendingAtKill = await pending();
        } else await sleep(10);
      }
      expect(killedPort, 'caught an instance settling').toBeGreaterThan(0);
      const killedAt = Date.now();
      for (const deadline = Date.now() + 60_000; Date.now() < deadline && (await pending()) > 0;)
        await sleep(100);
      figures.killSettlement = { pendingAtKill, finishedByOthersMs: Date.now() - killedAt };
      expect(pendingAtKill, 'the kill landed mid-settlement').toBeGreaterThan(0);
      expect(pendingAtKill).toBeLessThan(20_000);
      expect(await pending()).toBe(0);
      await cluster.restart(killedPort);
    } finally {
      const report = await load.stop();
      figures.kill9 = {
        sent: report.sent,
        lost: report.lost,
        refusedByCode: report.refusedByCode,
        lostSamples: report.lostSamples.slice(0, 5),
      };
    }
    const check = await ledgerCheck(database.url);
    expect(check.code, check.output).toBe(0);
  }, 300_000);

  it('over the whole run, every issue due was drawn exactly once', async () => {
    const twice = await database.sql.query(
      `select payload->>'game' g, payload->>'issue' i from live_events where kind = 'result' group by 1, 2 having count(*) > 1`,
    );
    expect(twice.rows).toEqual([]);
    const undrawn = await database.sql.query(
      `select game_code, issue from draw_issues where draw_at < now() - interval '3 seconds' and drawn_at is null`,
    );
    expect(undrawn.rows).toEqual([]);
    const drawn = await database.sql.query<{ n: number }>(
      `select count(*)::int n from draw_issues where drawn_at is not null`,
    );
    figures.issuesDrawn = drawn.rows[0]?.n;
  });
});
