/**
 * `tsx apps/server/bench/shipped/request-costs.ts` (DATABASE_URL: an admin URL; a fresh database is made):
 * what one request costs the shipped server at a given open-loop rate (ORDER_RATE, 800; ORDER_SECONDS, 8),
 * with /game/current and /bet/list beside the orders as shipped.bench.ts sends them: the main thread's
 * and the other threads' CPU, write and read system calls, and context switches per request, from
 * /proc. A profile samples wall time, so a write that waits for a core shows as the write's own time;
 * these counters say how many there are and what they cost in CPU. BENCH_SERVER_ARGS: node flags.
 *
 * Then where an order's time goes: the client's latency, the server's own (its request log's
 * `durationMs`, from arrival to answer) and PostgreSQL's, per statement, from the cluster's log
 * (`log_min_duration_statement = 0` for the run's database; PG_LOG, Debian's log file by default).
 */
import { closeSync, openSync, readFileSync, readSync, readdirSync, statSync } from 'node:fs';

import pg from 'pg';

import { type Player, openLoop, trialPlayers } from './http-load';
import { openIssueWith } from './issue-window';
import { orderKind, readKinds } from './request-kinds';
import { buildShipped, freshPostgres, startShipped } from './shipped-server';

const rate = Number(process.env.ORDER_RATE ?? 800);
const seconds = Number(process.env.ORDER_SECONDS ?? 8);
const game = 'k3';
const pgLog = process.env.PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';

/** The bytes a file gained since `from` (its size then). */
function appended(file: string, from: number): string {
  const size = statSync(file).size;
  const buffer = Buffer.alloc(Math.max(0, size - from));
  const fd = openSync(file, 'r');
  readSync(fd, buffer, 0, buffer.length, from);
  closeSync(fd);
  return buffer.toString('utf8');
}
const sizeOf = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return -1;
  }
};
const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

/** CPU ticks of the main thread, of the others, and of the others by thread name (V8's GC helpers, libuv's pool). */
function threadTicks(pid: number) {
  const out = { main: 0, others: 0, byName: new Map<string, number>() };
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(f[11]) + Number(f[12]);
    if (Number(tid) === pid) out.main += ticks;
    else {
      out.others += ticks;
      out.byName.set(name, (out.byName.get(name) ?? 0) + ticks);
    }
  }
  return out;
}
function counters(pid: number) {
  const io = Object.fromEntries(
    readFileSync(`/proc/${pid}/io`, 'utf8')
      .trim()
      .split('\n')
      .map((l) => l.split(': ') as [string, string])
      .map(([k, v]) => [k, Number(v)]),
  );
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const num = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    ...threadTicks(pid),
    user: Number(f[11]),
    system: Number(f[12]),
    writes: io.syscw ?? 0,
    reads: io.syscr ?? 0,
    voluntary: num('voluntary_ctxt_switches'),
    involuntary: num('nonvoluntary_ctxt_switches'),
  };
}

/**
 * With pg_stat_statements loaded (shared_preload_libraries), each statement's calls, rows and time per
 * request of the counted run, the costliest first; null without the extension.
 */
async function statementStatsFrom(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_stat_statements');
    await client.query('select pg_stat_statements_reset()');
  } catch {
    await client.end();
    return null;
  }
  return {
    async print(requests: number) {
      const { rows } = await client.query<{ query: string; calls: string; rows: string; ms: number }>(
        `select query, calls, rows, total_exec_time as ms from pg_stat_statements
          where dbid = (select oid from pg_database where datname = current_database())
          order by total_exec_time desc limit 12`,
      );
      await client.end();
      console.log('PostgreSQL per request, by statement (pg_stat_statements):');
      for (const r of rows)
        console.log(
          `  ${(Number(r.calls) / requests).toFixed(3)} calls, ${(Number(r.rows) / requests).toFixed(2)} rows, ${(r.ms / requests).toFixed(3)} ms: ${r.query.replace(/\s+/g, ' ').slice(0, 150)}`,
        );
    },
  };
}

if (process.env.SHIPPED_BUILD !== 'none') buildShipped();
const db = await freshPostgres('reqcost');
const dbName = new URL(db.url).pathname.slice(1);
{
  const admin = new pg.Client({ connectionString: db.url });
  await admin.connect();
  await admin.query(`ALTER DATABASE ${dbName} SET log_min_duration_statement = 0`);
  await admin.end();
}
const server = await startShipped(
  {
    DATABASE_URL: db.url,
    TRUST_PROXY: '1',
    RATE_LIMIT_WRITES_PER_ACCOUNT: '10000000',
    RATE_LIMIT_WRITES_PER_ADDRESS: '10000000',
  },
  { label: 'reqcost', nodeArgs: (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean) },
);
try {
  const pid = server.child.pid ?? 0;
  const players: Player[] = await trialPlayers(server.url, 200);
  const { issue } = await openIssueWith(server.url, game, (seconds + 4) * 1000);
  // Each loop its own requestIds: the counted run's orders must not be replays of the warm-up's.
  const kindsTagged = (tag: string) => [
    { ...orderKind(players, game, () => issue, tag), rate },
    ...readKinds(players, game, rate),
  ];
  await openLoop(server.url, kindsTagged('warm'), { warmupSeconds: 0, seconds: 2 }); // not counted
  const kinds = kindsTagged('rc');
  const statementStats = await statementStatsFrom(db.url);
  const before = counters(pid);
  const logsFrom = { server: sizeOf(server.logFile), pg: sizeOf(pgLog) };
  const result = await openLoop(server.url, kinds, { warmupSeconds: 0, seconds });
  const after = counters(pid);
  const requests = Object.values(result.kinds).reduce((n, k) => n + k.ok + k.failed, 0);
  const per = (key: Exclude<keyof typeof before, 'byName'>, scale = 1) =>
    (((after[key] - before[key]) * scale) / requests).toFixed(2);
  const threads = [...after.byName]
    .map(([name, ticks]) => [name, ticks - (before.byName.get(name) ?? 0)] as const)
    .filter(([, ticks]) => ticks > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([name, ticks]) => `${name} ${((ticks * 10) / requests).toFixed(3)}`)
    .join(', ');
  console.log(
    `${rate} orders/s + reads, ${requests} requests: per request main thread ${per('main', 10)} ms CPU, other threads ${per('others', 10)} ms (user ${per('user', 10)}, system ${per('system', 10)}); write calls ${per('writes')}, read calls ${per('reads')}; context switches voluntary ${per('voluntary')}, involuntary ${per('involuntary')}`,
  );
  console.log(`other threads, ms per request: ${threads}`);
  const k = result.kinds.makeOrder;
  console.log(
    `orders p50 ${k?.p50.toFixed(1)} p99 ${k?.p99.toFixed(1)} ms; /game/current p99 ${result.kinds['/game/current']?.p99.toFixed(1)}; /bet/list p99 ${result.kinds['/bet/list']?.p99.toFixed(1)}`,
  );
  // The server's own time for each order (pino's request line), and PostgreSQL's per statement.
  const served = appended(server.logFile, logsFrom.server)
    .split('\n')
    .filter((l) => l.includes('"route":"/user/makeOrder"'))
    .map((l) => (JSON.parse(l) as { durationMs: number }).durationMs);
  console.log(
    `orders in the server (arrival → answer, its request log): p50 ${quantile(served, 0.5).toFixed(2)} p99 ${quantile(served, 0.99).toFixed(2)} ms`,
  );
  await statementStats?.print(requests);
  if (logsFrom.pg >= 0) {
    const byKind = new Map<string, { count: number; ms: number }>();
    for (const line of appended(pgLog, logsFrom.pg).split('\n')) {
      if (!line.includes(`@${dbName} `)) continue;
      const m = /duration: ([\d.]+) ms\s+(parse|bind|execute|statement)/.exec(line);
      if (!m) continue;
      const kind = m[2] ?? '';
      const entry = byKind.get(kind) ?? { count: 0, ms: 0 };
      entry.count += 1;
      entry.ms += Number(m[1]);
      byKind.set(kind, entry);
    }
    const parts = [...byKind]
      .map(([kind, e]) => `${kind} ${(e.count / requests).toFixed(2)}× ${(e.ms / requests).toFixed(3)} ms`)
      .join(', ');
    console.log(`PostgreSQL per request (every request of the run, its log): ${parts}`);
  }
} finally {
  await server.stop();
  await db.drop();
}
process.exit(0);
