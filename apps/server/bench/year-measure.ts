// The hot paths of a year of data (ADR 127), timed with the real server code on the generated year
// and on an empty database: makeOrder over HTTP (64 clients, beside the bare transaction), one
// issue's settlement of 100,000 bets, the records, the agent report, the dashboard, ledger:check.
import type { AddressInfo } from 'node:net';

import { sql } from 'drizzle-orm';

import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { systemClock } from '../src/lib/clock';
import { createPasswordHasher } from '../src/lib/password';
import { rowsOf } from '../src/lib/rows';
import { createAdminDashboardService } from '../src/modules/admin/admin-dashboard.service';
import { createLivePruner } from '../src/modules/live/live-pruner';
import { checkLedger } from '../src/modules/wallet/ledger-check';
import { testConfig } from '../test/helper';
import { bareOrderRate } from './bare-order';
import { freshDatabase, seedBets } from './bench-db';
import { benchRateLimits } from './bench-rate-limits';
import { issueOpenFor, runLoadClient } from './order-load';

const clients = 64;
const warmupSeconds = 3;
const loadSeconds = 10;
const timeZone = 'Asia/Ho_Chi_Minh';
type Log = (line: string) => void;

async function startApp(database: Database, scheduler: boolean) {
  const app = await buildApp({
    config: testConfig({ timeScale: 1, issuesAhead: 130, rateLimits: benchRateLimits }),
    db: database.db,
    dbKind: database.kind,
    drawScheduler: scheduler,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

async function post<T>(url: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', LANGUAGE: 'en', ...(token ? { TOKEN: token } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 0) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.data;
}

/**
 * The players and the agent measured: on the year, the heaviest players (the generator's skew puts
 * the most bets on the first ids) and the first one's agent; on an empty database, made here.
 */
async function measuredPeople(database: Database) {
  const { db } = database;
  const [year] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from users where account like 'yplayer%'`),
  );
  if (!Number(year?.n)) {
    const hash = await (await createPasswordHasher('year-of-data')).hashLogin('fair2draw58');
    await db.execute(sql`
      insert into users (account, password_hash, type, parent_id, rebate_per_mille, invite_code)
      select 'yagent00001', ${hash}, 'agent', id, 20, 'YA1' from users where invite_code = '8888'`);
    await db.execute(sql`
      insert into users (account, password_hash, type, parent_id, rebate_per_mille)
      select 'yplayer' || lpad(g::text, 7, '0'), ${hash}, 'player', (select id from users where account = 'yagent00001'), 0
        from generate_series(1, ${clients}) g`);
    await db.execute(sql`
      insert into ledger_accounts (user_id, kind, code)
      select id, 'user', 'user:' || id from users u
       where account like 'y%' and not exists (select 1 from ledger_accounts a where a.user_id = u.id)`);
  }
  const players = rowsOf<{ id: number; account: string; parent_id: number }>(
    await db.execute(
      sql`select id, account, parent_id from users where account like 'yplayer%' order by id limit ${clients}`,
    ),
  );
  const [agent] = rowsOf<{ account: string }>(
    await db.execute(sql`select account from users where id = ${players[0]?.parent_id ?? 0}`),
  );
  return { players, agent: String(agent?.account) };
}

async function timed(runs: number, fn: () => Promise<unknown>): Promise<{ p50: number; max: number }> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(runs / 2)] ?? 0, max: times[runs - 1] ?? 0 };
}

async function makeOrders(
  url: string,
  database: Database,
  dbUrl: string,
  userIds: number[],
  tokens: string[],
  log: Log,
) {
  const target = await issueOpenFor(url, (warmupSeconds + loadSeconds + 5) * 1000);
  const ours = await runLoadClient({ url, tokens, target, seconds: loadSeconds, warmupSeconds });
  const [before] = rowsOf<{ entry: number; bet: number }>(
    await database.db.execute(
      sql`select (select coalesce(max(id), 0) from ledger_entries) as entry, (select coalesce(max(id), 0) from bets) as bet`,
    ),
  );
  const bare = await bareOrderRate(
    { warmupSeconds, loadSeconds },
    database,
    dbUrl,
    userIds,
    target.game,
    target.issue,
    'bet',
  );
  await undoBareRows(database, Number(before?.entry), Number(before?.bet));
  const rate = ours.ok / loadSeconds;
  log(
    `  makeOrder, ${clients} clients, ${loadSeconds} s: ${rate.toFixed(0)} orders/s, p50 ${ours.p50.toFixed(1)} ms, ` +
      `p99 ${ours.p99.toFixed(1)} ms, errors ${ours.errors}${ours.firstError ? ` (${ours.firstError})` : ''}; ` +
      `bare ${bare.rate.toFixed(0)} tx/s, p99 ${bare.p99.toFixed(1)} ms; ratio ${(rate / bare.rate).toFixed(2)} ` +
      `(goals ≥ 0.70, p99 ≤ 50 ms)`,
  );
}

/**
 * The bare baseline writes half a transfer (one entry, no credit: bare-order.ts's minimal order), so
 * the ledger check would list it; its rows are taken out again, found past the ids before it ran.
 */
async function undoBareRows(database: Database, entriesBefore: number, betsBefore: number) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`
      update ledger_accounts a set balance_fen = a.balance_fen - e.total
        from (select account_id, sum(amount_fen) as total from ledger_entries
               where id > ${entriesBefore} and transfer_id like 'bare-%' group by account_id) e
       where a.id = e.account_id`);
    await tx.execute(sql`
      with gone as (delete from ledger_entries where id > ${entriesBefore} and transfer_id like 'bare-%' returning transfer_id)
      delete from ledger_transfers t using gone where t.id = gone.transfer_id`);
    await tx.execute(sql`delete from bets where id > ${betsBefore} and order_no like 'BARE%'`);
  });
}

async function settleOneIssue(database: Database, log: Log, count: number) {
  const { app } = await startApp(database, false);
  try {
    const [row] = rowsOf<{ id: number; issue: string }>(
      await database.db.execute(
        sql`select id, issue from draw_issues where game_code = 'k3' and drawn_at is null order by draw_at desc limit 1`,
      ),
    );
    const issueId = Number(row?.id);
    await seedBets(database, issueId, String(row?.issue), count, 1000);
    await database.db.execute(sql`analyze bets`);
    await database.db.execute(
      sql`update draw_issues set open_at = least(open_at, now()), close_at = least(close_at, now()), draw_at = now() where id = ${issueId}`,
    );
    const t0 = performance.now();
    await app.fairdraw.draws.drawDue();
    await app.fairdraw.settlement.idle();
    const ms = performance.now() - t0;
    const [left] = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from bets where issue_id = ${issueId} and status = 'pending'`,
      ),
    );
    log(
      `  settlement of ${count.toLocaleString('en')} bets of one issue: ${ms.toFixed(0)} ms (goal ≤ 2 s), left pending ${left?.n}`,
    );
  } finally {
    await app.close();
  }
}

async function reads(url: string, database: Database, player: string, agentAccount: string, log: Log) {
  const agent = (
    await post<{ token: string }>(url, '/user/login', { account: agentAccount, password: 'fair2draw58' })
  ).token;
  const runs = 15;
  const rows: [string, () => Promise<unknown>][] = [
    [
      '/bet/list all, page 1',
      () => post(url, '/bet/list', { range: 'all', status: 'all', page: 1, pageSize: 20 }, player),
    ],
    [
      '/bet/list won, 7d',
      () => post(url, '/bet/list', { range: '7d', status: 'won', page: 1, pageSize: 20 }, player),
    ],
    [
      '/bet/list all, page 200',
      () => post(url, '/bet/list', { range: 'all', status: 'all', page: 200, pageSize: 20 }, player),
    ],
    [
      '/transaction/list all, page 1',
      () => post(url, '/transaction/list', { range: 'all', type: 'all', page: 1, pageSize: 20 }, player),
    ],
    [
      '/transaction/list payout, 3d',
      () => post(url, '/transaction/list', { range: '3d', type: 'payout', page: 1, pageSize: 20 }, player),
    ],
    ['/report/personal all', () => post(url, '/report/personal', { range: 'all' }, player)],
    ['/agent/report 7d', () => post(url, '/agent/report', { range: '7d', page: 1, pageSize: 20 }, agent)],
    ['/agent/report all', () => post(url, '/agent/report', { range: 'all', page: 1, pageSize: 20 }, agent)],
    ['/agent/overview all', () => post(url, '/agent/overview', { range: 'all' }, agent)],
    ['/agent/gameStats all', () => post(url, '/agent/gameStats', { range: 'all' }, agent)],
  ];
  const dashboard = createAdminDashboardService({ db: database.db, clock: systemClock, timeZone });
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone });
  rows.push(['dashboard (today)', () => dashboard.dashboard({})]);
  rows.push(['dashboard (30 days)', () => dashboard.dashboard({ from: day(-29), to: day(0) })]);
  rows.push(['dashboard (366 days)', () => dashboard.dashboard({ from: day(-365), to: day(0) })]);
  for (const [label, fn] of rows) {
    const t = await timed(runs, fn);
    log(
      `  ${label.padEnd(30)} p50 ${t.p50.toFixed(1).padStart(8)} ms   max ${t.max.toFixed(1).padStart(8)} ms`,
    );
  }
}

export async function sizes(database: Database, log: Log) {
  const tables = rowsOf<{ name: string; rows: string; heap: string; indexes: string; total: string }>(
    await database.db.execute(sql`
      select c.relname as name, c.reltuples::bigint::text as rows,
             pg_size_pretty(pg_table_size(c.oid)) as heap, pg_size_pretty(pg_indexes_size(c.oid)) as indexes,
             pg_size_pretty(pg_total_relation_size(c.oid)) as total
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and pg_total_relation_size(c.oid) > 8 * 1024 * 1024
       order by pg_total_relation_size(c.oid) desc`),
  );
  const [db] = rowsOf<{ size: string }>(
    await database.db.execute(sql`select pg_size_pretty(pg_database_size(current_database())) as size`),
  );
  log(`  database ${db?.size}; tables over 8 MB (rows ≈ reltuples; table incl. TOAST / indexes / total):`);
  for (const t of tables)
    log(`    ${t.name.padEnd(22)} ${t.rows.padStart(11)}  ${t.heap} / ${t.indexes} / ${t.total}`);
}

async function measureOn(label: string, database: Database, dbUrl: string, log: Log) {
  log(`\n== ${label} ==`);
  await sizes(database, log);
  const people = await measuredPeople(database);
  const { app, url } = await startApp(database, true);
  try {
    const tokens: string[] = [];
    for (const p of people.players) {
      await app.fairdraw.wallet.transfer({
        from: { system: 'cash' },
        to: { userId: Number(p.id) },
        amountFen: 100_000_000,
        type: 'recharge',
        idempotencyKey: `year-bench-${Date.now()}-${p.id}`,
      });
      tokens.push(
        (await post<{ token: string }>(url, '/user/login', { account: p.account, password: 'fair2draw58' }))
          .token,
      );
    }
    if (process.env.YEAR_SKIP_READS !== '1') await reads(url, database, String(tokens[0]), people.agent, log);
    if (process.env.YEAR_SKIP_ORDERS !== '1' && process.env.YEAR_READS_ONLY !== '1')
      await makeOrders(
        url,
        database,
        dbUrl,
        people.players.map((p) => Number(p.id)),
        tokens,
        log,
      );
  } finally {
    await app.close();
  }
  // Reads alone: before and after an index, on the same data.
  if (process.env.YEAR_READS_ONLY === '1') return;
  // The full check, which stores a checkpoint when green; after the settlement, the incremental one.
  const checks = process.env.YEAR_SKIP_CHECK !== '1';
  if (checks) await ledgerCheck(database, 'full', log);
  if (process.env.YEAR_SKIP_SETTLE !== '1')
    await settleOneIssue(database, log, Number(process.env.YEAR_SETTLE_BETS ?? 100_000));
  if (checks) await ledgerCheck(database, 'incremental', log);
  await pruneLiveEvents(database, log);
}

async function ledgerCheck(database: Database, mode: 'full' | 'incremental', log: Log) {
  const t0 = performance.now();
  const report = await checkLedger(database.db, 20, { mode, writeCheckpoint: true });
  log(
    `  ledger:check (${report.mode}) ${((performance.now() - t0) / 1000).toFixed(1)} s, ${report.violations.length} violations, ` +
      `checkpoint written ${report.wroteCheckpoint ?? 'none'}; ms per check ${JSON.stringify(report.timings)}`,
  );
  for (const v of report.violations.slice(0, 3)) log(`    ${v.check}: ${v.subject}: ${v.detail}`);
}

/** The live-events pruner (every instance runs it each minute) on whatever backlog there is. */
async function pruneLiveEvents(database: Database, log: Log) {
  const pruner = createLivePruner({ db: database.db, retainMs: 60 * 60_000 });
  const [before] = rowsOf<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from live_events`),
  );
  const t0 = performance.now();
  const deleted = await pruner.runOnce();
  log(
    `  live_events pruner, one run: ${deleted.toLocaleString('en')} of ${Number(before?.n).toLocaleString('en')} rows deleted ` +
      `in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

export async function measureYear(yearUrl: string, adminUrl: string, log: Log): Promise<void> {
  const year = await openDatabase({ kind: 'postgres', url: yearUrl, poolSize: 16 });
  // Migrations newer than the generated database (this branch's) apply first, as at an upgrade.
  const m0 = performance.now();
  await runMigrations(year);
  log(`migrations applied to the year in ${((performance.now() - m0) / 1000).toFixed(1)} s`);
  try {
    if (process.env.YEAR_SKIP_YEAR !== '1') await measureOn('a year of data', year, yearUrl, log);
  } finally {
    await year.close();
  }
  if (process.env.YEAR_SKIP_EMPTY === '1') return;
  process.env.DATABASE_URL = adminUrl;
  const empty = await freshDatabase('empty');
  try {
    // The seed (games, odds, house agent, system accounts) as the server makes it.
    const { app } = await startApp(empty.database, false);
    await app.close();
    await measureOn('empty database', empty.database, String(empty.url), log);
  } finally {
    await empty.dispose();
  }
}
