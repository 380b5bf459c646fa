// A year of a mid-size operator, generated with set-based SQL on a migrated and seeded PostgreSQL
// database (year-of-data.ts, ADR 127). Everything the books check holds: each order's debit equals
// its bets, each won bet has its payout, each cancelled bet its refund, each rebate names a settled
// bet, every transfer has its two entries, and each account's balance is the sum of its entries
// (running balances included). One file per table family: people, issues, bets, ledger, activity.
import type pg from 'pg';

import { generateBets, gameWeights } from './year-bets';
import { generateLiveEvents, generateReports, generateSupport } from './year-activity';
import { timedSteps, timeZone, type YearContext, type YearSize } from './year-context';
import { dropBulkIndexes, fillTotals, pauseTotals, restoreBulkIndexes } from './year-ddl';
import { generateIssues } from './year-issues';
import { generateLedger } from './year-ledger';
import { generatePeople, generateSessions } from './year-people';
import type { BetTemplate } from './year-templates';

export type { YearSize } from './year-context';

/** This session only: a bulk load that may be redone, with memory for its sorts and index builds. */
async function bulkSession(client: pg.Client) {
  await client.query(`set maintenance_work_mem = '1GB'`);
  await client.query(`set work_mem = '512MB'`);
  await client.query(`set synchronous_commit = off`);
  await client.query(`set synchronize_seqscans = off`);
  await client.query(`set max_parallel_maintenance_workers = 2`);
  await client.query(`select setseed(0.2026)`);
}

export async function generateYear(
  client: pg.Client,
  size: YearSize,
  templates: readonly BetTemplate[],
  passwordHash: string,
  log: (line: string) => void,
): Promise<Record<string, number>> {
  const timings: Record<string, number> = {};
  await bulkSession(client);
  // The year: the `days` whole local days before today.
  const { rows: span } = await client.query<{ first_day: string; start: Date; op: number }>(
    `select ((now() at time zone $1)::date - $2::int)::text as first_day,
            (((now() at time zone $1)::date - $2::int)::timestamp at time zone $1) as start,
            (select min(id) from operators) as op`,
    [timeZone, size.days],
  );
  const ctx: YearContext = {
    client,
    size,
    firstDay: String(span[0]?.first_day),
    start: span[0]?.start as Date,
    step: timedSteps(client, timings, log),
  };
  await client.query(
    `drop view if exists gen_bets, gen_order_amounts;
     drop table if exists gen_templates, gen_means, gen_orders, gen_xfers, gen_shards`,
  );
  await dropBulkIndexes(client);
  await pauseTotals(client);

  await generatePeople(ctx, passwordHash);
  await generateIssues(ctx, Object.keys(gameWeights));
  await generateBets(ctx, templates);
  await generateLedger(ctx);
  await generateReports(ctx);
  await generateLiveEvents(ctx);
  await client.query(
    `drop view gen_bets, gen_order_amounts; drop table gen_templates, gen_means, gen_orders`,
  );

  log('rebuilding keys, indexes and foreign keys:');
  const t0 = performance.now();
  await restoreBulkIndexes(client, log);
  timings['keys and indexes'] = performance.now() - t0;
  log('totals of the report rows and entries (ADR 135):');
  const f0 = performance.now();
  await fillTotals(client, log);
  timings.totals = performance.now() - f0;

  await generateSessions(ctx);
  await generateSupport(ctx, Number(span[0]?.op));
  // As autovacuum would have done by now: visibility map (index-only scans) and statistics.
  const v0 = performance.now();
  await client.query(`vacuum (analyze)`);
  timings['vacuum analyze'] = performance.now() - v0;
  log(`  ${(timings['vacuum analyze'] / 1000).toFixed(1).padStart(7)} s  vacuum analyze`);
  await client.query(
    `create table if not exists year_generated (finished_at timestamptz not null default now(), timings jsonb)`,
  );
  await client.query(`insert into year_generated (timings) values ($1)`, [JSON.stringify(timings)]);
  return timings;
}
