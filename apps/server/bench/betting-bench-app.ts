// Shared by the betting benchmarks (betting.bench.ts, order-throughput.ts): the app under test as
// the product builds it, the size switches, and a due issue with seeded bets.
import type { AddressInfo } from 'node:net';

import { sql } from 'drizzle-orm';

import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { rowsOf } from '../src/lib/rows';
import { testConfig } from '../test/helper';
import { benchRateLimits } from './bench-rate-limits';
import { seedBets } from './bench-db';

/** `BENCH_QUICK=1` shrinks every size (smoke run). */
export const quick = process.env.BENCH_QUICK === '1';
export const onPostgres = Boolean(process.env.DATABASE_URL);
export const say = (line: string) => console.log(line);

/** The server as it ships, listening on a free port of this process. */
export async function benchApp(database: Database, options: { scheduler: boolean }) {
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

/** An undrawn issue made due now (bench only), with `count` seeded bets. */
export async function dueIssueWithBets(database: Database, count: number, users: number) {
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
