/**
 * makeOrder in process (BENCH_ONLY=orders on betting.bench.ts; `npm run bench` measures makeOrder as
 * shipped: shipped.bench.ts, ADR 129): orders/s and p99 at BENCH_CLIENTS (64) concurrent clients vs
 * a bare transaction doing one bet's SQL, from the same run.
 */
import { sql } from 'drizzle-orm';

import { rowsOf } from '../src/lib/rows';
import { bareOrderRate, cpuNow } from './bare-order';
import { freshDatabase } from './bench-db';
import { benchApp, quick, say } from './betting-bench-app';
import { issueOpenFor, runLoadClient } from './order-load';

const loadSeconds = quick ? 3 : 10;
// Both sides first run this long uncounted: a server just started opens its connections, plans its
// statements (PostgreSQL plans a named statement afresh for its first five runs on each of the
// pool's connections, and the batched ones are the largest) and compiles its hot code. Traced per
// 250 ms on a slow machine, orders reached their steady rate after ≈ 1.75 s; with 1 s of warm-up
// that cold stretch held most of the slowest 1 % (docs/performance.md).
const warmupSeconds = 3;
// BENCH_CLIENTS changes the number of concurrent clients (1 shows the latency without contention).
const concurrency = Number(process.env.BENCH_CLIENTS ?? 64);

export async function makeOrderBench() {
  const bench = await freshDatabase('orders');
  const { database, url: dbUrl } = bench;
  const { instance, url } = await benchApp(database, { scheduler: true });
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
    // Every game may be between issues or about to close: wait (up to a minute) for one to open.
    const target = await issueOpenFor(url, (warmupSeconds + loadSeconds + 5) * 1000);
    let cpuFrom = cpuNow();
    let cpuTo = cpuFrom;
    // CPU per order over the counted seconds: this process (the server), PostgreSQL, the load client.
    const ours = await runLoadClient(
      { url, tokens, target, seconds: loadSeconds, warmupSeconds },
      {
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
