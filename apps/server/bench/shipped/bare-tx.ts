// The strongest bare baseline (ADR 129): one transaction per bet, four statements (the balance,
// the bet, the transfer, its entry), each a named prepared statement with every id known in advance
// (no sub-selects), over a node-postgres Pool of 8, from the load process. Closed or open loop.
import pg from 'pg';

import { pidCpuMs } from '../cpu-time';
import { stats, type Stats } from './http-load';

export interface BareTarget {
  databaseUrl: string;
  /** Ledger account id of each simulated player (user id beside it). */
  accounts: { userId: number; accountId: number }[];
  houseAccountId: number;
  game: string;
  issueId: number;
  issue: string;
}

/** Reads what the bare transaction needs from a database the shipped server has filled. */
export async function bareTarget(databaseUrl: string, game: string, issue: string): Promise<BareTarget> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const accounts = await client.query<{ user_id: number; id: number }>(
      `select a.user_id, a.id from ledger_accounts a where a.user_id is not null order by a.id`,
    );
    const house = await client.query<{ id: number }>(
      `select id from ledger_accounts where code = 'system:house'`,
    );
    const row = await client.query<{ id: number }>(
      `select id from draw_issues where game_code = $1 and issue = $2`,
      [game, issue],
    );
    return {
      databaseUrl,
      accounts: accounts.rows.map((r) => ({ userId: Number(r.user_id), accountId: Number(r.id) })),
      houseAccountId: Number(house.rows[0]?.id),
      game,
      issueId: Number(row.rows[0]?.id),
      issue,
    };
  } finally {
    await client.end();
  }
}

const statements = {
  debit:
    'update ledger_accounts set balance_fen = balance_fen - $2 where id = $1 and balance_fen >= $2 returning balance_fen',
  bet: `insert into bets (order_no, user_id, game_code, issue_id, issue, play_code, selection, bet_count,
          unit_price_fen, multiple, amount_fen, potential_payout_fen, rates)
        values ($1, $2, $3, $4, $5, 'HZ', '[["10"]]', 1, $6, 1, $6, $7, '{}')`,
  transfer: `insert into ledger_transfers (id, idempotency_key, type, from_account_id, to_account_id, amount_fen)
             values ($1, $1, 'betting', $2, $3, $4)`,
  entry: `insert into ledger_entries (transfer_id, account_id, type, amount_fen, balance_after_fen)
          values ($1, $2, 'betting', $3, $4)`,
};

let serial = 0;
const runTag = Date.now().toString(36);

async function oneTransaction(pool: pg.Pool, t: BareTarget, player: number) {
  const account = t.accounts[player % t.accounts.length];
  if (!account) throw new Error('no accounts');
  const key = `bare-${runTag}-${(serial += 1)}`;
  const amount = 1;
  const client = await pool.connect();
  try {
    await client.query('begin');
    const debited = await client.query<{ balance_fen: string }>({
      name: 'bare-debit',
      text: statements.debit,
      values: [account.accountId, amount],
    });
    const after = Number(debited.rows[0]?.balance_fen ?? 0);
    await client.query({
      name: 'bare-bet',
      text: statements.bet,
      values: [key, account.userId, t.game, t.issueId, t.issue, amount, amount * 9],
    });
    await client.query({
      name: 'bare-transfer',
      text: statements.transfer,
      values: [key, account.accountId, t.houseAccountId, amount],
    });
    await client.query({
      name: 'bare-entry',
      text: statements.entry,
      values: [key, account.accountId, -amount, after],
    });
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export interface BareResult extends Stats {
  rate: number;
  errors: number;
  firstError: string;
}

let firstError = '';
const noteError = (error: unknown) => {
  firstError ||= error instanceof Error ? error.message : String(error);
  return false;
};

/** `clients` loops sharing the pool of 8 for warm-up + `seconds`; latencies of the counted seconds. */
export async function bareClosed(
  t: BareTarget,
  clients: number,
  { warmupSeconds, seconds }: { warmupSeconds: number; seconds: number },
): Promise<BareResult & { postgresCpuMs: number }> {
  const pool = new pg.Pool({ connectionString: t.databaseUrl, max: 8 });
  const lat: number[] = [];
  let errors = 0;
  const measureFrom = performance.now() + warmupSeconds * 1000;
  const stopAt = measureFrom + seconds * 1000;
  // The database's backends' CPU over the counted seconds, read while the pool's connections live.
  let cpuFrom: Promise<Map<number, number>> = Promise.resolve(new Map());
  const cpuTimer = setTimeout(() => {
    cpuFrom = databaseCpuMs(t.databaseUrl);
  }, warmupSeconds * 1000);
  const loop = async (i: number) => {
    while (performance.now() < stopAt) {
      const start = performance.now();
      const ok = await oneTransaction(pool, t, i).then(() => true, noteError);
      const end = performance.now();
      if (start < measureFrom || end > stopAt) continue;
      if (ok) lat.push(end - start);
      else errors += 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, i) => loop(i)));
  clearTimeout(cpuTimer);
  const postgresCpuMs = cpuBetween(await cpuFrom, await databaseCpuMs(t.databaseUrl));
  await pool.end();
  return { ...stats(lat), rate: lat.length / seconds, errors, firstError, postgresCpuMs };
}

/** Transactions due at `rate` per second; latency from the due time. */
export async function bareOpen(
  t: BareTarget,
  rate: number,
  { warmupSeconds, seconds }: { warmupSeconds: number; seconds: number },
): Promise<BareResult> {
  const pool = new pg.Pool({ connectionString: t.databaseUrl, max: 8 });
  const lat: number[] = [];
  let errors = 0;
  const t0 = performance.now();
  const measureFrom = t0 + warmupSeconds * 1000;
  const stopAt = measureFrom + seconds * 1000;
  const inFlight = new Set<Promise<void>>();
  for (let n = 0; ; n += 1) {
    const due = t0 + (n * 1000) / rate;
    if (due >= stopAt) break;
    const wait = due - performance.now();
    if (wait >= 1) await new Promise((r) => setTimeout(r, Math.floor(wait)));
    const p = oneTransaction(pool, t, n).then(
      () => {
        if (due >= measureFrom) lat.push(performance.now() - due);
        inFlight.delete(p);
      },
      (error: unknown) => {
        noteError(error);
        errors += 1;
        inFlight.delete(p);
      },
    );
    inFlight.add(p);
  }
  await Promise.all(inFlight);
  await pool.end();
  return { ...stats(lat), rate: lat.length / seconds, errors, firstError };
}

/**
 * CPU (ms) used so far by the backends serving one database (by pid, from pg_stat_activity and
 * /proc): on a machine shared with other engineers' PostgreSQL work, summing every postgres process
 * counts their backends too (and drops the ones that ended in between).
 */
export async function databaseCpuMs(databaseUrl: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return new Map(rows.map((r) => [r.pid, pidCpuMs(r.pid)]));
  } finally {
    await client.end();
  }
}

/** CPU between two `databaseCpuMs` readings, over the backends present in both. */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) {
    const was = before.get(pid);
    if (was !== undefined) total += ms - was;
  }
  return total;
}
