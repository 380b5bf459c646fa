// The bulk load of year-of-data.ts: the big tables' keys, indexes and foreign keys are dropped
// before the load and rebuilt after it (one sort per index instead of 10^7 random inserts). The
// definitions are saved in the database first, so an interrupted run restores them on its next start.
import type pg from 'pg';

// The report tables too: their keys (user or team, then day) are filled in no order, and kept
// during the load cost 398 s and 308 s of 13.9 M and 4.8 M rows (docs/performance.md).
const bulkTables = [
  'bets',
  'bet_orders',
  'ledger_transfers',
  'ledger_entries',
  'report_daily',
  'team_report_daily',
];

export async function dropBulkIndexes(client: pg.Client): Promise<void> {
  await client.query(
    `create table if not exists year_saved_ddl (ord serial, drop_sql text, create_sql text)`,
  );
  const { rows: saved } = await client.query<{ n: string }>(`select count(*) as n from year_saved_ddl`);
  if (Number(saved[0]?.n) > 0) return; // dropped by an earlier run, not yet restored
  const tables = bulkTables.map((t) => `'${t}'::regclass`).join(', ');
  // Foreign keys first (from or to the tables), then keys and unique constraints, then plain indexes.
  await client.query(`
    insert into year_saved_ddl (drop_sql, create_sql)
    select format('alter table %s drop constraint %I', c.conrelid::regclass, c.conname),
           format('alter table %s add constraint %I %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid))
      from pg_constraint c
     where c.contype = 'f' and (c.conrelid in (${tables}) or c.confrelid in (${tables}))
     order by c.conname`);
  await client.query(`
    insert into year_saved_ddl (drop_sql, create_sql)
    select format('alter table %s drop constraint %I', c.conrelid::regclass, c.conname),
           format('alter table %s add constraint %I %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid))
      from pg_constraint c
     where c.contype in ('p', 'u') and c.conrelid in (${tables})
       -- bets' key stays: the load inserts in id order (cheap) and pages through bets by id.
       and c.conname <> 'bets_pkey'
     order by c.conname`);
  await client.query(`
    insert into year_saved_ddl (drop_sql, create_sql)
    select format('drop index %s', i.indexrelid::regclass), pg_get_indexdef(i.indexrelid)
      from pg_index i
     where i.indrelid in (${tables})
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
     order by i.indexrelid::regclass::text`);
  const { rows } = await client.query<{ drop_sql: string }>(
    `select drop_sql from year_saved_ddl order by ord`,
  );
  for (const r of rows) await client.query(r.drop_sql);
}

/** Rebuilds in the reverse order: indexes, keys, then foreign keys (validated by one join each). */
export async function restoreBulkIndexes(client: pg.Client, log: (line: string) => void): Promise<void> {
  const exists = await client.query(`select to_regclass('year_saved_ddl') as t`);
  if (!exists.rows[0]?.t) return;
  const { rows } = await client.query<{ create_sql: string }>(
    `select create_sql from year_saved_ddl order by ord desc`,
  );
  for (const r of rows) {
    const t0 = performance.now();
    await client.query(r.create_sql);
    log(`  ${((performance.now() - t0) / 1000).toFixed(1)} s  ${r.create_sql.slice(0, 110)}`);
  }
  await client.query(`drop table year_saved_ddl`);
}

/** The tables whose totals (ADR 135, 148) triggers keep: the triggers are off for the bulk load. */
const totalledTables = [
  'bets',
  'report_daily',
  'team_report_daily',
  'ledger_entries',
  'recharge_orders',
  'withdraw_orders',
];

export async function pauseTotals(client: pg.Client): Promise<void> {
  for (const table of totalledTables) await client.query(`alter table ${table} disable trigger user`);
}

/** After the load: the totals filled once from their sources (as migrations 0028, 0029 and 0031 do), triggers on. */
export async function fillTotals(client: pg.Client, log: (line: string) => void): Promise<void> {
  const figures = `sum(betting_fen), sum(payout_fen), sum(rebate_fen), sum(bet_count)`;
  const columns = `betting_fen, payout_fen, rebate_fen, bet_count`;
  const statements: [string, string][] = [
    [
      'operator_report_daily',
      `insert into operator_report_daily (day, game_code, play_code, ${columns})
       select day, game_code, play_code, ${figures} from report_daily group by day, game_code, play_code`,
    ],
    [
      'report_total',
      `insert into report_total (user_id, game_code, play_code, ${columns})
       select user_id, game_code, play_code, ${figures} from report_daily group by user_id, game_code, play_code`,
    ],
    [
      'team_report_total',
      `insert into team_report_total (ancestor_id, game_code, play_code, ${columns})
       select ancestor_id, game_code, play_code, ${figures} from team_report_daily group by ancestor_id, game_code, play_code`,
    ],
    [
      'ledger_type_totals',
      `insert into ledger_type_totals (account_id, type, amount_fen, entry_count)
       select account_id, type, sum(amount_fen), count(*) from ledger_entries group by account_id, type`,
    ],
    [
      'operator_money_daily',
      `insert into operator_money_daily (day, kind, order_count, amount_fen)
       select (closed_at at time zone (select time_zone from operator_money_zone))::date, 'recharge', count(*), sum(amount_fen)
         from recharge_orders where status = 'passed' and closed_at is not null group by 1
       union all
       select (reviewed_at at time zone (select time_zone from operator_money_zone))::date, 'withdraw', count(*), sum(amount_fen)
         from withdraw_orders where state = 'Completed' and reviewed_at is not null group by 1`,
    ],
    [
      'bet_day_counts',
      `insert into bet_day_counts (user_id, day, game_code, bets)
       select user_id, (created_at at time zone (select time_zone from bet_count_zone))::date, game_code, count(*)
         from bets group by 1, 2, 3`,
    ],
  ];
  await client.query(
    `truncate operator_report_daily, report_total, team_report_total, ledger_type_totals, operator_money_daily, bet_day_counts`,
  );
  for (const [table, text] of statements) {
    const t0 = performance.now();
    const { rowCount } = await client.query(text);
    log(
      `  ${((performance.now() - t0) / 1000).toFixed(1).padStart(7)} s  ${table} (${(rowCount ?? 0).toLocaleString('en')} rows)`,
    );
  }
  for (const table of totalledTables) await client.query(`alter table ${table} enable trigger user`);
}
