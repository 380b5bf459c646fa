/**
 * Betting benchmarks (issue: betting and settlement), each beside a bare baseline from the same run:
 *  1. (BENCH_ONLY=orders) makeOrder in process: order-throughput.ts;
 *  2. settling 100,000 bets of one issue vs the bare one-statement set-based UPDATE (goal ≤ 1 s);
 *  3. PGlite only: the longest HTTP stall while an issue of 20,000 bets settles;
 *  4. PostgreSQL only: the server's RSS growth while 1,000,000 bets settle (goal < 100 MB).
 * Runs on PostgreSQL with DATABASE_URL, else PGlite. `BENCH_QUICK=1` shrinks every size (smoke run).
 */
import { sql } from 'drizzle-orm';

import { collectGarbage, tuneHeap } from '../src/lib/heap-tuning';
import { rowsOf } from '../src/lib/rows';
import { freshDatabase } from './bench-db';
import { benchApp, dueIssueWithBets, onPostgres, quick, say } from './betting-bench-app';
import { postgresCpuMs } from './cpu-time';
import { makeOrderBench } from './order-throughput';
import { settle } from './settle-measure';

// The server process's own heap setting (server.ts): every figure below is the product's.
tuneHeap();

async function settlementBench() {
  const count = quick ? 10_000 : Number(process.env.BENCH_SETTLE_COUNT ?? 100_000);
  const bench = await freshDatabase('settle');
  const { database } = bench;
  const { instance } = await benchApp(database, { scheduler: false });
  // BENCH_SETTLE_RUNS=n settles n issues of `count` bets one after another in this process (the
  // first one also warms the code up); each is reported, then one bare UPDATE.
  const runs = Math.max(1, Number(process.env.BENCH_SETTLE_RUNS ?? 1));
  try {
    let ours = await dueIssueWithBets(database, count, 1000);
    let { ms, cpu } = await settle(instance, ours.makeDue, database);
    for (let run = 2; run <= runs; run += 1) {
      say(
        `   run ${run - 1}: ${ms.toFixed(0)} ms; CPU node ${cpu.node.toFixed(0)} ms (GC pauses ${cpu.gc.toFixed(0)} ms) + PostgreSQL ${cpu.ownPostgres.toFixed(0)} ms (its connections; every process ${cpu.postgres.toFixed(0)} ms)`,
      );
      ours = await dueIssueWithBets(database, count, 1000);
      ({ ms, cpu } = await settle(instance, ours.makeDue, database));
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
  // BENCH_STALL_BETS: another issue size (100,000 shows PostgreSQL's pages one after another).
  const count = Number(process.env.BENCH_STALL_BETS) || (quick ? 5_000 : 20_000);
  const bench = await freshDatabase('stall');
  const { database } = bench;
  const { instance, url } = await benchApp(database, { scheduler: false });
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
    const { ms } = await settle(instance, makeDue);
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
  const { instance } = await benchApp(database, { scheduler: false });
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
    const { ms, cpu } = await settle(instance, makeDue);
    clearInterval(sampler);
    say(
      `4. postgres: RSS growth while ${count.toLocaleString('en')} bets settle (${(ms / 1000).toFixed(1)} s): ${((peak - before.rss) / 2 ** 20).toFixed(0)} MB (goal < 100 MB; JS heap peak +${((heapPeak - before.heapUsed) / 2 ** 20).toFixed(0)} MB; CPU node ${cpu.node.toFixed(0)} ms, GC pauses ${cpu.gc.toFixed(0)} ms)`,
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
