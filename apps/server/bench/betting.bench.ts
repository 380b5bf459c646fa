/**
 * Betting benchmarks (issue: betting and settlement), each beside a bare baseline from the same run:
 *  1. (BENCH_ONLY=orders; `npm run bench` measures makeOrder as shipped: shipped.bench.ts, ADR 129)
 *     makeOrder orders/s and p99 at 64 concurrent clients vs a bare transaction doing one bet's SQL;
 *  2. settling 100,000 bets of one issue vs the bare one-statement set-based UPDATE (goal ≤ 1 s);
 *  3. PGlite only: the longest HTTP stall while an issue of 20,000 bets settles;
 *  4. PostgreSQL only: the server's RSS growth while 1,000,000 bets settle (goal < 100 MB).
 * Runs on PostgreSQL with DATABASE_URL, else PGlite. `BENCH_QUICK=1` shrinks every size (smoke run).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { PerformanceObserver } from 'node:perf_hooks';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { buildApp } from '../src/app';
import { collectGarbage, tuneHeap } from '../src/lib/heap-tuning';
import type { Database } from '../src/db/client';
import { rowsOf } from '../src/lib/rows';
import { testConfig } from '../test/helper';
import { benchRateLimits } from './bench-rate-limits';
import { freshDatabase, seedBets } from './bench-db';
import { bareOrderRate, cpuNow } from './bare-order';
import { issueOpenFor, runLoadClient } from './order-load';
import { pidCpuMs, postgresCpuMs, processCpuMs } from './cpu-time';

// The server process's own heap setting (server.ts): every figure below is the product's.
tuneHeap();

const quick = process.env.BENCH_QUICK === '1';
const onPostgres = Boolean(process.env.DATABASE_URL);
const loadSeconds = quick ? 3 : 10;
// Both sides first run this long uncounted: a server just started opens its connections, plans its
// statements (PostgreSQL plans a named statement afresh for its first five runs on each of the
// pool's connections, and the batched ones are the largest) and compiles its hot code. Traced per
// 250 ms on a slow machine, orders reached their steady rate after ≈ 1.75 s; with 1 s of warm-up
// that cold stretch held most of the slowest 1 % (docs/performance.md).
const warmupSeconds = 3;
// BENCH_CLIENTS changes the number of concurrent clients (1 shows the latency without contention).
const concurrency = Number(process.env.BENCH_CLIENTS ?? 64);
const report: string[] = [];
const say = (line: string) => {
  console.log(line);
  report.push(line);
};

async function app(database: Database, options: { scheduler: boolean }) {
  const instance = await buildApp({
    config: testConfig({
      timeScale: 1,
      issuesAhead: 130,
      rateLimits: benchRateLimits,
      // As the server reads them (config.ts): SETTLEMENT_PAGE_SIZE, SETTLEMENT_WORKERS; unset, the defaults.
      settlement: {
        pageSize: Number(process.env.SETTLEMENT_PAGE_SIZE ?? 0),
        workers: Number(process.env.SETTLEMENT_WORKERS ?? 0),
      },
    }),
    db: database.db,
    dbKind: database.kind,
    drawScheduler: options.scheduler,
  });
  await instance.listen({ port: 0, host: '127.0.0.1' });
  return { instance, url: `http://127.0.0.1:${(instance.server.address() as AddressInfo).port}` };
}

async function makeOrderBench() {
  const bench = await freshDatabase('orders');
  const { database, url: dbUrl } = bench;
  const { instance, url } = await app(database, { scheduler: true });
  try {
    const tokens: string[] = [];
    for (let i = 0; i < concurrency; i += 1) {
      const account = `bench${Date.now().toString(36)}${i}`;
      const reg = await fetch(`${url}/user/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          account,
          password: 'fair2draw58',
          confirmPassword: 'fair2draw58',
          inviteCode: '8888',
          agree: true,
          register_device: 3,
        }),
      });
      const { data } = (await reg.json()) as { data: { token: string } };
      tokens.push(data.token);
    }
    const users = rowsOf<{ id: number }>(
      await database.db.execute(sql`select id from users where account like 'bench%' order by id`),
    );
    for (const u of users) {
      await instance.fairdraw.wallet.transfer({
        from: { system: 'cash' },
        to: { userId: Number(u.id) },
        amountFen: 1_000_000_000,
        type: 'recharge',
        idempotencyKey: `bench-fund-${u.id}`,
      });
    }
    const target = await issueOpenFor(url, (warmupSeconds + loadSeconds + 5) * 1000);
    let cpuFrom = cpuNow();
    let cpuTo = cpuFrom;
    const ours = await runLoadClient(
      { url, tokens, target, seconds: loadSeconds, warmupSeconds },
      {
        // CPU per order over the counted seconds: this process (the server), PostgreSQL, the load client.
        started: (child) => setTimeout(() => (cpuFrom = cpuNow(child.pid)), warmupSeconds * 1000),
        finished: (child) => (cpuTo = cpuNow(child.pid)),
      },
    );
    const userIds = users.map((u) => Number(u.id));
    const bareRun = (rows: 'bet' | 'order') =>
      bareOrderRate(
        { warmupSeconds, loadSeconds },
        database,
        dbUrl,
        userIds,
        target.game,
        target.issue,
        rows,
      );
    const bare = await bareRun('bet');
    const oursRate = ours.ok / loadSeconds;
    say(`1. makeOrder, ${concurrency} clients, ${loadSeconds} s on ${database.kind}:`);
    say(
      `   bare transaction (update balance, insert bet, transfer, entry): ${bare.rate.toFixed(0)} tx/s, p99 ${bare.p99.toFixed(1)} ms`,
    );
    say(
      `   Fairdraw HTTP makeOrder: ${oursRate.toFixed(0)} orders/s, p50 ${Number(ours.p50).toFixed(1)} ms, p99 ${Number(ours.p99).toFixed(1)} ms, errors ${ours.errors}${ours.firstError ? ` (${ours.firstError})` : ''}`,
    );
    say(`   ratio ${(oursRate / bare.rate).toFixed(2)} of bare (goal ≥ 0.70), p99 goal ≤ 50 ms`);
    const perOrder = (a: number, b: number) => ((b - a) / Math.max(1, ours.ok)).toFixed(2);
    say(
      `   CPU per order: server ${perOrder(cpuFrom.server, cpuTo.server)} ms, PostgreSQL ${perOrder(cpuFrom.postgres, cpuTo.postgres)} ms, load client ${perOrder(cpuFrom.client, cpuTo.client)} ms; bare: ${(bare.cpuMs / Math.max(1, bare.rate * loadSeconds)).toFixed(2)} ms (its process and PostgreSQL)`,
    );
    const everyRow = await bareRun('order');
    say(
      `   for reference, a bare transaction writing every row an order writes (order, bet, unsettled mark, both sides of the transfer): ${everyRow.rate.toFixed(0)} tx/s, p99 ${everyRow.p99.toFixed(1)} ms; Fairdraw ${(oursRate / everyRow.rate).toFixed(2)} of it`,
    );
  } finally {
    await instance.close();
    await bench.dispose();
  }
}

/** An undrawn issue made due now (bench only), with `count` seeded bets. */
async function dueIssueWithBets(database: Database, count: number, users: number) {
  const [row] = rowsOf<{ id: number; issue: string }>(
    await database.db.execute(
      sql`select id, issue from draw_issues where game_code = 'k3' and drawn_at is null order by draw_at desc limit 1`,
    ),
  );
  const issueId = Number(row?.id);
  await seedBets(database, issueId, String(row?.issue), count, users);
  return {
    issueId,
    makeDue: () =>
      database.db.execute(
        sql`update draw_issues set open_at = least(open_at, now()), close_at = least(close_at, now()), draw_at = now() where id = ${issueId}`,
      ),
  };
}

/** Garbage collection pauses of this process since it started (ms): V8's own account of them. */
let gcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
}).observe({ entryTypes: ['gc'] });

/**
 * BENCH_CPU_PROF=dir: a CPU profile of each settlement alone (not the seeding around it), written
 * as dir/settle-N.cpuprofile (open it in Chrome's DevTools or speedscope).
 */
const profileDir = process.env.BENCH_CPU_PROF;
let profiles = 0;

async function profiled<T>(work: () => Promise<T>): Promise<T> {
  if (!profileDir) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    profiles += 1;
    writeFileSync(`${profileDir}/settle-${profiles}.cpuprofile`, JSON.stringify(profile));
    session.disconnect();
  }
}

/**
 * The server processes of this bench's own database (its pool's connections): on a machine shared
 * with other engineers' tests, every PostgreSQL process's CPU counts theirs too.
 */
async function ownBackends(database: Database): Promise<number[]> {
  return rowsOf<{ pid: number }>(
    await database.db.execute(sql`select pid from pg_stat_activity where datname = current_database()`),
  ).map((r) => Number(r.pid));
}

async function settle(instance: FastifyInstance, makeDue: () => Promise<unknown>, database?: Database) {
  await makeDue();
  const backendsBefore = database ? await ownBackends(database) : [];
  const ownBefore = new Map(backendsBefore.map((pid) => [pid, pidCpuMs(pid)]));
  const start = performance.now();
  const cpuBefore = { node: processCpuMs(), postgres: postgresCpuMs(), gc: gcMs };
  await profiled(async () => {
    await instance.fairdraw.draws.drawDue();
    await instance.fairdraw.settlement.idle();
  });
  // The observer is told of a pause after it ends: one turn of the loop lets the last ones in.
  await new Promise((r) => setImmediate(r));
  const ms = performance.now() - start;
  const node = processCpuMs() - cpuBefore.node;
  const postgres = postgresCpuMs() - cpuBefore.postgres;
  let ownPostgres = 0;
  // A connection opened during the run started from nothing; one closed during it is lost (rare).
  for (const pid of new Set([...backendsBefore, ...(database ? await ownBackends(database) : [])]))
    ownPostgres += pidCpuMs(pid) - (ownBefore.get(pid) ?? 0);
  lastSettleCpu = { node, postgres, ownPostgres, gc: gcMs - cpuBefore.gc };
  return ms;
}

/**
 * CPU time of the last `settle` (ms): the server process, every PostgreSQL process of the machine,
 * the bench database's own connections, and GC pauses.
 */
let lastSettleCpu = { node: 0, postgres: 0, ownPostgres: 0, gc: 0 };

async function settlementBench() {
  const count = quick ? 10_000 : Number(process.env.BENCH_SETTLE_COUNT ?? 100_000);
  const bench = await freshDatabase('settle');
  const { database } = bench;
  const { instance } = await app(database, { scheduler: false });
  // BENCH_SETTLE_RUNS=n settles n issues of `count` bets one after another in this process (the
  // first one also warms the code up); each is reported, then one bare UPDATE.
  const runs = Math.max(1, Number(process.env.BENCH_SETTLE_RUNS ?? 1));
  try {
    let ours = await dueIssueWithBets(database, count, 1000);
    let ms = await settle(instance, ours.makeDue, database);
    let cpu = lastSettleCpu;
    for (let run = 2; run <= runs; run += 1) {
      say(
        `   run ${run - 1}: ${ms.toFixed(0)} ms; CPU node ${cpu.node.toFixed(0)} ms (GC pauses ${cpu.gc.toFixed(0)} ms) + PostgreSQL ${cpu.ownPostgres.toFixed(0)} ms (its connections; every process ${cpu.postgres.toFixed(0)} ms)`,
      );
      ours = await dueIssueWithBets(database, count, 1000);
      ms = await settle(instance, ours.makeDue, database);
      cpu = lastSettleCpu;
    }
    // Bare: the same bets on another issue, settled by one UPDATE that knows the winning sum.
    const bare = await dueIssueWithBets(database, count, 1000);
    const start = performance.now();
    const bareCpuBefore = postgresCpuMs();
    await database.db.execute(sql`
      update bets set status = case when (selection->0->>0)::int = 10 then 'won' else 'lost' end,
                      payout_fen = case when (selection->0->>0)::int = 10 then amount_fen * 900 / 100 else 0 end,
                      settled_at = now()
       where issue_id = ${bare.issueId} and status = 'pending'`);
    const bareMs = performance.now() - start;
    const bareCpu = postgresCpuMs() - bareCpuBefore;
    const [pending] = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from bets where issue_id = ${ours.issueId} and status = 'pending'`,
      ),
    );
    say(
      `2. settling ${count.toLocaleString('en')} bets of one issue on ${database.kind} (payouts, rebates, ledger, events):`,
    );
    say(
      `   bare one-statement UPDATE: ${bareMs.toFixed(0)} ms; Fairdraw: ${ms.toFixed(0)} ms (ratio ${(ms / bareMs).toFixed(2)}); left pending: ${pending?.n}`,
    );
    if (database.kind === 'postgres')
      say(
        `   CPU time (moves less with load than wall time): Fairdraw node ${cpu.node.toFixed(0)} ms (GC pauses ${cpu.gc.toFixed(0)} ms) + PostgreSQL ${cpu.ownPostgres.toFixed(0)} ms (its connections; every process ${cpu.postgres.toFixed(0)} ms); bare PostgreSQL ${bareCpu.toFixed(0)} ms (every process)`,
      );
    say(`   goal on PostgreSQL: 100,000 bets ≤ 1 s`);
  } finally {
    await instance.close();
    await bench.dispose();
  }
}

async function stallBench() {
  const count = quick ? 5_000 : 20_000;
  const bench = await freshDatabase('stall');
  const { database } = bench;
  const { instance, url } = await app(database, { scheduler: false });
  try {
    const { makeDue } = await dueIssueWithBets(database, count, 500);
    const probe = async (ms: number) => {
      let worst = 0;
      const stopAt = Date.now() + ms;
      while (Date.now() < stopAt) {
        const start = performance.now();
        await fetch(`${url}/index/index`);
        worst = Math.max(worst, performance.now() - start);
        await new Promise((r) => setTimeout(r, 5));
      }
      return worst;
    };
    const idle = await probe(1000);
    let settling = true;
    let worst = 0;
    const prober = (async () => {
      while (settling) worst = Math.max(worst, await probe(50));
    })();
    const ms = await settle(instance, makeDue);
    settling = false;
    await prober;
    say(
      `3. ${database.kind}: longest HTTP answer while ${count.toLocaleString('en')} bets settle (${ms.toFixed(0)} ms): ${worst.toFixed(0)} ms (idle: ${idle.toFixed(0)} ms; goal ≤ 100 ms)`,
    );
  } finally {
    await instance.close();
    await bench.dispose();
  }
}

async function memoryBench() {
  const count = quick ? 50_000 : 1_000_000;
  const bench = await freshDatabase('memory');
  const { database } = bench;
  const { instance } = await app(database, { scheduler: false });
  try {
    const { makeDue } = await dueIssueWithBets(database, count, 5000);
    collectGarbage();
    const before = process.memoryUsage();
    let peak = before.rss;
    let heapPeak = before.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak = Math.max(peak, now.rss);
      heapPeak = Math.max(heapPeak, now.heapUsed);
    }, 50);
    const ms = await settle(instance, makeDue);
    clearInterval(sampler);
    say(
      `4. postgres: RSS growth while ${count.toLocaleString('en')} bets settle (${(ms / 1000).toFixed(1)} s): ${((peak - before.rss) / 2 ** 20).toFixed(0)} MB (goal < 100 MB; JS heap peak +${((heapPeak - before.heapUsed) / 2 ** 20).toFixed(0)} MB; CPU node ${lastSettleCpu.node.toFixed(0)} ms, GC pauses ${lastSettleCpu.gc.toFixed(0)} ms)`,
    );
  } finally {
    await instance.close();
    await bench.dispose();
  }
}

// BENCH_ONLY=orders|settle|stall|memory runs one part (profiling). makeOrder is measured on the
// shipped server by shipped.bench.ts (ADR 129); the in-process figure runs only when asked for.
const only = process.env.BENCH_ONLY;
if (only === 'orders') await makeOrderBench();
if (!only || only === 'settle') await settlementBench();
if ((!only && !onPostgres) || only === 'stall') await stallBench();
if ((!only && onPostgres) || only === 'memory') await memoryBench();
process.exit(0);
