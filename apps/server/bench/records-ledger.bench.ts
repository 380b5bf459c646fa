/**
 * Records and ledger:check on a large book: one heavy player among many, bets spread over 30 days,
 * each with its order debit and (when won) its settle transfer. Prints how long each records query
 * (first page, filtered, deep page, report) and the whole ledger check take.
 * Run: npx tsx apps/server/bench/records-ledger.bench.ts [totalBets] (DATABASE_URL → a fresh
 * PostgreSQL database on that server, else PGlite in memory). Defaults: 300,000 on PostgreSQL,
 * 60,000 on PGlite.
 */
import { randomBytes } from 'node:crypto';

import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';

import { type Database, openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { createManualClock } from '../src/lib/clock';
import { rowsOf } from '../src/lib/rows';
import { createRecordsService } from '../src/modules/records/records.service';
import { checkLedger } from '../src/modules/wallet/ledger-check';
import { createWalletService } from '../src/modules/wallet/wallet.service';

const adminUrl = process.env.DATABASE_URL;
const totalBets = Number(process.argv[2] ?? (adminUrl ? 300_000 : 60_000));
const users = 50;
/** The heavy player holds a third of all bets. */
const heavyShare = 3;

async function open(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  if (!adminUrl) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    return { database, dispose: () => database.close() };
  }
  const name = `fairdraw_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    database,
    dispose: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

async function fill(database: Database) {
  const { db } = database;
  await db.execute(sql`
    insert into games (code, family, category, interval_sec, close_sec) values ('k3', 'k3', 'quick3', 60, 5)`);
  await db.execute(sql`
    insert into users (account, type, rebate_per_mille)
    select 'bench' || g, 'player', 0 from generate_series(1, ${users}) g`);
  await db.execute(sql`
    insert into ledger_accounts (user_id, kind, code) select id, 'user', 'user:' || id from users`);
  await db.execute(sql`
    insert into ledger_accounts (kind, code) values ('system', 'system:cash'), ('system', 'system:house:0')`);
  // One issue per minute over 30 days, all drawn.
  await db.execute(sql`
    insert into draw_issues (game_code, issue, open_at, close_at, draw_at, commitment, seed_cipher, seed, result, drawn_at)
    select 'k3', 'I' || g, t - interval '60 seconds', t - interval '5 seconds', t, 'c', 'x', 's', '[1,2,3]'::jsonb, t
      from generate_series(1, 43200) g, lateral (select now() - (g || ' minutes')::interval as t) x`);
  // Bet i belongs to the heavy user (id 1) when i % heavyShare = 0, else to one of the others.
  await db.execute(sql`
    insert into bet_orders (order_no, user_id, request_id, request_hash, game_code, issue, amount_fen, created_at)
    select 'B' || i, case when i % ${heavyShare} = 0 then 1 else 2 + i % ${users - 1} end, 'r' || i, 'h', 'k3',
           'I' || (1 + i % 43200), 200, now() - ((i % 43200) || ' minutes')::interval
      from generate_series(1, ${totalBets}) i`);
  await db.execute(sql`
    insert into bets (order_no, user_id, game_code, issue_id, issue, play_code, selection, bet_count, unit_price_fen,
                      multiple, amount_fen, potential_payout_fen, rates, status, payout_fen, settled_at, created_at)
    select o.order_no, o.user_id, 'k3', d.id, d.issue, 'HZ', '[["10"]]'::jsonb, 1, 200, 1, 200, 1000,
           '{"10":500}'::jsonb, case when i % 3 = 0 then 'won' when i % 3 = 1 then 'lost' else 'pending' end,
           case when i % 3 = 0 then 1000 else 0 end, o.created_at, o.created_at
      from generate_series(1, ${totalBets}) i
      join bet_orders o on o.order_no = 'B' || i
      join draw_issues d on d.issue = o.issue`);
  await db.execute(sql`
    insert into ledger_transfers (id, idempotency_key, type, from_account_id, to_account_id, amount_fen, remark, created_at)
    select 'rc' || a.id, 'recharge:' || a.id, 'recharge', (select id from ledger_accounts where code = 'system:cash'),
           a.id, 100000000, null, now() - interval '31 days'
      from ledger_accounts a where a.kind = 'user'`);
  await db.execute(sql`
    insert into ledger_transfers (id, idempotency_key, type, from_account_id, to_account_id, amount_fen, remark, created_at)
    select 'o' || o.order_no, 'order:' || o.user_id || ':' || o.request_id, 'betting', a.id,
           (select id from ledger_accounts where code = 'system:house:0'), o.amount_fen, o.order_no, o.created_at
      from bet_orders o join ledger_accounts a on a.user_id = o.user_id`);
  await db.execute(sql`
    insert into ledger_transfers (id, idempotency_key, type, from_account_id, to_account_id, amount_fen, remark, created_at)
    select 's' || b.id, 'settle:' || b.id, 'payout', (select id from ledger_accounts where code = 'system:house:0'),
           a.id, b.payout_fen, 'k3 ' || b.issue, b.created_at + interval '1 minute'
      from bets b join ledger_accounts a on a.user_id = b.user_id where b.payout_fen > 0`);
  await db.execute(sql`
    insert into ledger_entries (transfer_id, account_id, type, amount_fen, balance_after_fen, created_at)
    select id, from_account_id, type, -amount_fen, 0, created_at from ledger_transfers
    union all
    select id, to_account_id, type, amount_fen, 0, created_at from ledger_transfers`);
  await db.execute(sql`
    update ledger_accounts a set balance_fen = coalesce((select sum(amount_fen) from ledger_entries e
                                                        where e.account_id = a.id), 0)`);
  // As autovacuum would have: lets counts use index-only scans.
  await db.execute(sql`vacuum analyze`);
}

async function timed<T>(label: string, fn: () => Promise<T>, runs = 5): Promise<[string, number, number]> {
  await fn(); // warm
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return [label, times[Math.floor(runs / 2)] ?? 0, times[runs - 1] ?? 0];
}

async function main() {
  const { database, dispose } = await open();
  try {
    await runMigrations(database);
    const t0 = performance.now();
    await fill(database);
    const fillMs = performance.now() - t0;
    const [count] = rowsOf<{ heavy: number | string; entries: number | string }>(
      await database.db.execute(sql`
        select (select count(*) from bets where user_id = 1) as heavy, (select count(*) from ledger_entries) as entries`),
    );
    const records = createRecordsService({
      db: database.db,
      clock: createManualClock(new Date()),
      timeZone: 'Asia/Ho_Chi_Minh',
      wallet: createWalletService({
        db: database.db,
        logger: pino({ level: 'silent' }),
        clock: createManualClock(new Date()),
      }),
    });
    const page = { page: 1, pageSize: 20 };
    const rows = [
      await timed('/bet/list all, page 1', () =>
        records.listBets(1, 'en', { range: 'all', status: 'all', ...page }),
      ),
      await timed('/bet/list won, 7d, k3', () =>
        records.listBets(1, 'en', { range: '7d', status: 'won', game: 'k3', ...page }),
      ),
      await timed('/bet/list lost, today', () =>
        records.listBets(1, 'en', { range: 'today', status: 'lost', ...page }),
      ),
      await timed('/bet/list all, page 1000', () =>
        records.listBets(1, 'en', { range: 'all', status: 'all', page: 1000, pageSize: 20 }),
      ),
      await timed('/bet/detail', () => records.betDetail(1, 'en', 3)),
      await timed('/transaction/list all, page 1', () =>
        records.listTransactions(1, { range: 'all', type: 'all', ...page }),
      ),
      await timed('/transaction/list payout, 3d', () =>
        records.listTransactions(1, { range: '3d', type: 'payout', ...page }),
      ),
      await timed('/report/personal all', () => records.personalReport(1, { range: 'all' })),
      await timed('/report/personal today', () => records.personalReport(1, { range: 'today' })),
      await timed('/chase/list', () => records.listChases(1, 'en', { range: 'all', status: 'all', ...page })),
    ];
    const check = await timed('ledger:check (checkLedger)', () => checkLedger(database.db), 1);
    const report = await checkLedger(database.db);
    console.log(
      `records/ledger bench on ${database.kind}: ${totalBets} bets (${Number(count?.heavy)} of the measured player), ` +
        `${Number(count?.entries)} ledger entries; filled in ${(fillMs / 1000).toFixed(1)} s`,
    );
    for (const [label, median, max] of [...rows, check]) {
      console.log(
        `  ${label.padEnd(34)} median ${median.toFixed(1).padStart(8)} ms   max ${max.toFixed(1).padStart(8)} ms`,
      );
    }
    console.log(
      `  ledger:check violations: ${report.violations.length}; ms per check: ${JSON.stringify(report.timings)}`,
    );
    if (report.violations.length) console.log(report.violations.slice(0, 5));
  } finally {
    await dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
