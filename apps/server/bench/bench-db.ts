import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';
import pg from 'pg';

import { type Database, openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { rowsOf } from '../src/lib/rows';

/**
 * A fresh migrated database: a new PostgreSQL database under DATABASE_URL, else PGlite in a
 * temporary data directory on disk, as `npm start` runs it (in memory, PGlite's files are
 * JavaScript arrays that are copied whole each time a table outgrows them: stalls the product never
 * has).
 */
export async function freshDatabase(
  label: string,
): Promise<{ database: Database; url: string | null; dispose(): Promise<void> }> {
  const admin = process.env.DATABASE_URL;
  if (!admin) {
    const dataDir = mkdtempSync(join(tmpdir(), `fairdraw-bench-${label}-`));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await runMigrations(database);
    return {
      database,
      url: null,
      dispose: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `fairdraw_bench_${label}_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 16 });
  await runMigrations(database);
  // BENCH_TOTALS=off: the derived totals' triggers (ADR 135) off, to measure what they cost.
  if (process.env.BENCH_TOTALS === 'off')
    for (const table of [
      'ledger_entries',
      'report_daily',
      'team_report_daily',
      'recharge_orders',
      'withdraw_orders',
    ])
      await database.db.execute(sql.raw(`alter table ${table} disable trigger user`));
  return {
    database,
    url: url.toString(),
    dispose: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * `count` bets on one issue from `users` players (K3 sum, one combination each), inserted by SQL
 * (the bench measures settlement, not placing). Players get ledger accounts; stakes are not debited.
 */
export async function seedBets(
  database: Database,
  issueId: number,
  issue: string,
  count: number,
  users: number,
) {
  const db = database.db;
  await db.execute(sql`
    insert into users (account, type, parent_id, rebate_per_mille)
    select 'bench' || g || '_' || ${issueId}, 'player', (select id from users where invite_code = '8888'), 5
      from generate_series(1, ${users}::int) g`);
  await db.execute(sql`
    insert into ledger_accounts (user_id, kind, code)
    select u.id, 'user', 'user:' || u.id from users u
     where u.account like ${'bench%_' + issueId} and not exists (select 1 from ledger_accounts a where a.user_id = u.id)`);
  const ids = rowsOf<{ id: number }>(
    await db.execute(sql`select id from users where account like ${'bench%_' + issueId} order by id`),
  ).map((r) => Number(r.id));
  const first = ids[0] ?? 0;
  for (let done = 0; done < count; done += 100_000) {
    const n = Math.min(100_000, count - done);
    await db.execute(sql`
      insert into bets (order_no, user_id, game_code, issue_id, issue, play_code, selection, bet_count, unit_price_fen,
                        multiple, amount_fen, potential_payout_fen, rates, day_counted)
      select 'BENCH' || ${issueId}::text || '-' || (g / 100), ${first}::int + (g % ${ids.length}::int), 'k3', ${issueId}, ${issue}, 'HZ',
             jsonb_build_array(jsonb_build_array(((g % 16) + 3)::text)), 1, 100, 1, 100, 20000,
             (select jsonb_object_agg(rate_key, rate) from game_rates where game_code = 'k3' and play_code = 'HZ'),
             true
        from generate_series(${done}::int, ${done + n - 1}::int) g`);
  }
  // Counted once, as makeOrder's statement counts its bets (ADR 148); unmarked, a row trigger
  // would upsert the counts once per bet just before the settlement being measured.
  await db.execute(sql`
    insert into bet_day_counts as t (user_id, day, game_code, bets)
    select user_id, (created_at at time zone (select time_zone from bet_count_zone))::date, game_code, count(*)
      from bets where issue_id = ${issueId} group by 1, 2, 3
    on conflict (user_id, day, game_code) do update set bets = t.bets + excluded.bets`);
}
