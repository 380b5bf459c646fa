// The bare side of makeOrder's benchmark (betting.bench.ts): the issue's baseline transaction, and
// for reference one that writes every row an accepted order writes, each in concurrent loops.
import { sql } from 'drizzle-orm';
import pg from 'pg';

import type { Database } from '../src/db/client';
import { rowsOf } from '../src/lib/rows';
import { systemAccountCode } from '../src/modules/wallet/wallet.repo';
import { shardCode } from '../src/modules/wallet/wallet.service';
import { pidCpuMs, postgresCpuMs, processCpuMs } from './cpu-time';

/** The same SQL work of one bet as a bare transaction, `concurrency` loops for `loadSeconds`. */
export async function bareOrderRate(
  { warmupSeconds, loadSeconds }: { warmupSeconds: number; loadSeconds: number },
  database: Database,
  dbUrl: string | null,
  userIds: number[],
  game: string,
  issue: string,
  rows: 'bet' | 'order',
) {
  const [row] = rowsOf<{ id: number }>(
    await database.db.execute(sql`select id from draw_issues where game_code = ${game} and issue = ${issue}`),
  );
  const issueId = Number(row?.id);
  const betStatements = (userId: number, n: number) => [
    `update ledger_accounts set balance_fen = balance_fen - 100 where user_id = ${userId} and balance_fen >= 100`,
    `insert into bets (order_no, user_id, game_code, issue_id, issue, play_code, selection, bet_count, unit_price_fen, multiple, amount_fen, potential_payout_fen, rates)
     values ('BARE${userId}-${n}', ${userId}, '${game}', ${issueId}, '${issue}', 'HZ', '[["10"]]', 1, 100, 1, 100, 900, '{}')`,
    `insert into ledger_transfers (id, idempotency_key, type, from_account_id, to_account_id, amount_fen)
     values ('bare-${userId}-${n}', 'bare-${userId}-${n}', 'betting', (select id from ledger_accounts where user_id = ${userId}), (select id from ledger_accounts where code = 'system:house'), 100)`,
    `insert into ledger_entries (transfer_id, account_id, type, amount_fen, balance_after_fen)
     values ('bare-${userId}-${n}', (select id from ledger_accounts where user_id = ${userId}), 'betting', -100, 0)`,
  ];
  // Every row one accepted order writes, each by the simplest statement: the order (its requestId), the
  // bet, the issue's unsettled mark, and the whole double-entry transfer (both balances, both entries),
  // the stake going to the user's pot shard as makeOrder's does. A reference beside the issue's baseline.
  const orderStatements = (userId: number, n: number) => {
    const pot = `(select id from ledger_accounts where code = '${systemAccountCode(shardCode('house', userId))}')`;
    const user = `(select id from ledger_accounts where user_id = ${userId})`;
    return [
      `update ledger_accounts set balance_fen = balance_fen - 100 where user_id = ${userId} and balance_fen >= 100`,
      `update ledger_accounts set balance_fen = balance_fen + 100 where id = ${pot}`,
      `insert into bet_orders (order_no, user_id, request_id, request_hash, game_code, issue, amount_fen)
       values ('BAREO${userId}-${n}', ${userId}, 'bare-${n}', 'x', '${game}', '${issue}', 100)`,
      `insert into bets (order_no, user_id, game_code, issue_id, issue, play_code, selection, bet_count, unit_price_fen, multiple, amount_fen, potential_payout_fen, rates)
       values ('BAREO${userId}-${n}', ${userId}, '${game}', ${issueId}, '${issue}', 'HZ', '[["10"]]', 1, 100, 1, 100, 900, '{}')`,
      `insert into unsettled_issues (issue_id) values (${issueId}) on conflict do nothing`,
      `insert into ledger_transfers (id, idempotency_key, type, from_account_id, to_account_id, amount_fen)
       values ('bareo-${userId}-${n}', 'bareo-${userId}-${n}', 'betting', ${user}, ${pot}, 100)`,
      `insert into ledger_entries (transfer_id, account_id, type, amount_fen, balance_after_fen)
       values ('bareo-${userId}-${n}', ${user}, 'betting', -100, 0), ('bareo-${userId}-${n}', ${pot}, 'betting', 100, 0)`,
    ];
  };
  const statements = rows === 'bet' ? betStatements : orderStatements;
  const latencies: number[] = [];
  const measureFrom = Date.now() + warmupSeconds * 1000;
  const stopAt = measureFrom + loadSeconds * 1000;
  const pool = dbUrl ? new pg.Pool({ connectionString: dbUrl, max: 16 }) : null;
  let cpuFrom = cpuNow();
  setTimeout(() => (cpuFrom = cpuNow()), warmupSeconds * 1000);
  const loop = async (userId: number) => {
    let n = 0;
    while (Date.now() < stopAt) {
      n += 1;
      const start = performance.now();
      if (pool) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          for (const s of statements(userId, n)) await client.query(s);
          await client.query('commit');
        } finally {
          client.release();
        }
      } else {
        await database.db.transaction(async (tx) => {
          for (const s of statements(userId, n)) await tx.execute(sql.raw(s));
        });
      }
      const ms = performance.now() - start;
      if (Date.now() - ms >= measureFrom) latencies.push(ms);
    }
  };
  await Promise.all(userIds.map((id) => loop(id)));
  const cpuTo = cpuNow();
  await pool?.end();
  latencies.sort((a, b) => a - b);
  const cpuMs = cpuTo.server - cpuFrom.server + cpuTo.postgres - cpuFrom.postgres;
  return {
    cpuMs,
    rate: latencies.length / loadSeconds,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? NaN,
  };
}

/** CPU used so far (ms) by this process, every PostgreSQL process, and the given child process. */
export function cpuNow(childPid?: number) {
  return { server: processCpuMs(), postgres: postgresCpuMs(), client: childPid ? pidCpuMs(childPid) : 0 };
}
