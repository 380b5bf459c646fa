/**
 * A year of a mid-size operator (ADR 127): `npm run bench:year -w @fairdraw/server`.
 *
 *   generate  makes the database `fairdraw_year` (YEAR_DB) on the DATABASE_URL server, migrates and
 *             seeds it with the server's own code, then fills a year with set-based SQL
 *             (year-generate.ts): ≥ 10,000,000 bets, ≥ 30,000,000 ledger entries. Skipped when
 *             the database holds a finished year already; `--fresh` drops and makes it again.
 *   measure   the hot paths with the real server code on that database, then on an empty one
 *             (year-measure.ts): makeOrder over HTTP, one issue's settlement, /bet/list,
 *             /transaction/list, the agent report, the back-office dashboard, ledger:check.
 *
 * Without an argument: generate (if needed), then measure. Not part of `npm test`. Sizes:
 * YEAR_DAYS (365), YEAR_BETS_PER_DAY (28,000), YEAR_PLAYERS (20,000), YEAR_AGENTS (400). Measure:
 * YEAR_SKIP_YEAR / YEAR_SKIP_EMPTY (one database only), YEAR_SKIP_ORDERS, YEAR_SKIP_SETTLE,
 * YEAR_SETTLE_BETS (100,000), YEAR_READS_ONLY (the reads alone: before and after an index),
 * YEAR_SKIP_CHECK (no ledger:check: it takes minutes on the year).
 */
import pg from 'pg';

import { games as gameCatalogue } from '@fairdraw/rules';

import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { createPasswordHasher } from '../src/lib/password';
import { testConfig } from '../test/helper';
import { generateYear } from './year-generate';
import { measureYear } from './year-measure';
import { betTemplates } from './year-templates';

const adminUrl = process.env.DATABASE_URL;
const dbName = process.env.YEAR_DB ?? 'fairdraw_year';
const args = process.argv.slice(2);
const log = (line: string) => console.log(line);

function urlOf(name: string): string {
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

async function generated(): Promise<boolean> {
  const { rows } = await adminQuery(`select 1 from pg_database where datname = '${dbName}'`);
  if (!rows.length) return false;
  const client = new pg.Client({ connectionString: urlOf(dbName) });
  await client.connect();
  try {
    const { rows: done } = await client.query(`select to_regclass('year_generated') as t`);
    if (!done[0]?.t) return false;
    return (await client.query(`select 1 from year_generated`)).rows.length > 0;
  } finally {
    await client.end();
  }
}

async function generate() {
  if (args.includes('--fresh')) await adminQuery(`drop database if exists ${dbName} with (force)`);
  if (await generated()) {
    log(`${dbName} already holds a generated year (--fresh to make it again)`);
    return;
  }
  const { rows } = await adminQuery(`select 1 from pg_database where datname = '${dbName}'`);
  if (!rows.length) await adminQuery(`create database ${dbName}`);
  const started = performance.now();
  // Migrations and the seed (games, odds, the house agent, system accounts) by the server's own code.
  const database = await openDatabase({ kind: 'postgres', url: urlOf(dbName), poolSize: 4 });
  await runMigrations(database);
  const app = await buildApp({
    config: testConfig({ timeScale: 1, issuesAhead: 130 }),
    db: database.db,
    dbKind: database.kind,
    drawScheduler: false,
  });
  await app.ready();
  await app.close();
  await database.close();

  const size = {
    days: Number(process.env.YEAR_DAYS ?? 365),
    betsPerDay: Number(process.env.YEAR_BETS_PER_DAY ?? 28_000),
    players: Number(process.env.YEAR_PLAYERS ?? 20_000),
    agents: Number(process.env.YEAR_AGENTS ?? 400),
  };
  const hasher = await createPasswordHasher('year-of-data');
  const passwordHash = await hasher.hashLogin('fair2draw58');
  const templates = betTemplates(gameCatalogue.map((g) => g.code));
  log(`generating ${JSON.stringify(size)} into ${dbName} (${templates.length} bet templates)`);
  const client = new pg.Client({ connectionString: urlOf(dbName) });
  await client.connect();
  try {
    await generateYear(client, size, templates, passwordHash, log);
    const { rows: counts } = await client.query<Record<string, string>>(`
      select (select count(*) from bets) as bets, (select count(*) from bet_orders) as orders,
             (select count(*) from ledger_transfers) as transfers, (select count(*) from ledger_entries) as entries,
             (select count(*) from draw_issues) as issues, (select count(*) from users) as users,
             (select count(*) from live_events) as live_events, (select count(*) from support_messages) as support_messages,
             pg_size_pretty(pg_database_size(current_database())) as size`);
    log(
      `generated in ${((performance.now() - started) / 60_000).toFixed(1)} min: ${JSON.stringify(counts[0])}`,
    );
  } finally {
    await client.end();
  }
}

async function main() {
  if (!adminUrl) throw new Error('DATABASE_URL (a PostgreSQL server) is required');
  if (['test', 'postgres', 'fairdraw'].includes(dbName)) throw new Error(`refusing to use ${dbName}`);
  const only = args.find((a) => a === 'generate' || a === 'measure');
  if (only !== 'measure') await generate();
  if (only !== 'generate') await measureYear(urlOf(dbName), adminUrl, log);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
