import { type SQL, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/rows';
import {
  type Checkpoint,
  checkpointReach,
  checkpointSumsQuery,
  defaultCheckpointMarginMs,
  incrementalQueries,
  latestCheckpoint,
  writeCheckpoint,
} from './ledger-checkpoint';

export interface LedgerViolation {
  /** Which invariant (one of `ledgerChecks`). */
  check: LedgerCheckName;
  /** What broke it: a transfer, account, bet or order. */
  subject: string;
  detail: string;
}

export interface LedgerCheckReport {
  /** `incremental` read only what came after `checkpoint` (ADR 128). */
  mode: 'full' | 'incremental';
  /** The checkpoint an incremental run started from, or a full run verified. */
  checkpoint: Checkpoint | null;
  /** The checkpoint this run wrote (only when green and asked to). */
  wroteCheckpoint: number | null;
  violations: LedgerViolation[];
  counts: { accounts: number; transfers: number; entries: number; bets: number; orders: number };
  /** Milliseconds each check took. */
  timings: Partial<Record<LedgerCheckName, number>>;
}

export interface LedgerCheckOptions {
  /** `incremental` (the default of `npm run ledger:check`) falls back to full without a checkpoint. */
  mode?: 'full' | 'incremental';
  /** After a green run, store a checkpoint for the next incremental one. */
  writeCheckpoint?: boolean;
  /** What a checkpoint leaves out: entries and bets younger than this (ms). */
  checkpointMarginMs?: number;
}

type Row = Record<string, unknown>;
interface Check {
  /** Rows that break the invariant; `limit` is appended. */
  query: SQL;
  describe: (row: Row) => Omit<LedgerViolation, 'check'>;
}

const n = (v: unknown) => Number(v ?? 0);
/** The bet id in `settle:<id>`, `cancel:<id>`, `chase-stop:<id>`, `rebate:<id>:<userId>:<pot>` (null if malformed). */
const betIdOfKey = sql`(case when split_part(t.idempotency_key, ':', 2) ~ '^[0-9]{1,18}$'
                               then split_part(t.idempotency_key, ':', 2)::bigint end)`;
const s = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint' ? String(v) : '';

/**
 * The books' invariants (ADR 061), each one set-based query returning the rows that
 * break it. Transfers are matched to bets by their idempotency keys: `order:<userId>:<requestId>`
 * (stake), `settle:<betId>` (payout or tie refund), `cancel:<betId>` / `chase-stop:<betId>` (refunds)
 * and `rebate:<first rebated betId of the settlement page>:<userId>:<pot account>` (ADR 013).
 */
const checks = {
  'transfer-balanced': {
    // Two entries: −amount on the source, +amount on the target, of the transfer's type.
    query: sql`
      select t.id, t.idempotency_key, count(e.id) as entries, coalesce(sum(e.amount_fen), 0) as net
        from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
       group by t.id
      having count(e.id) <> 2
          or count(*) filter (where e.account_id = t.from_account_id and e.amount_fen = -t.amount_fen) <> 1
          or count(*) filter (where e.account_id = t.to_account_id and e.amount_fen = t.amount_fen) <> 1
          or count(*) filter (where e.type <> t.type) <> 0
       order by t.id`,
    describe: (r) => ({
      subject: `transfer ${s(r.id)} (${s(r.idempotency_key)})`,
      detail: `${n(r.entries)} entries netting ${n(r.net)}; expected −amount on the source and +amount on the target`,
    }),
  },
  'entries-sum-zero': {
    query: sql`
      select sum(amount_fen) as total from ledger_entries having coalesce(sum(amount_fen), 0) <> 0`,
    describe: (r) => ({ subject: 'all entries', detail: `Σ amount_fen = ${n(r.total)}, expected 0` }),
  },
  'balance-equals-entries': {
    query: sql`
      select a.code, a.balance_fen, coalesce(e.total, 0) as total
        from ledger_accounts a
        left join (select account_id, sum(amount_fen) as total from ledger_entries group by account_id) e
          on e.account_id = a.id
       where a.balance_fen <> coalesce(e.total, 0)
       order by a.id`,
    describe: (r) => ({
      subject: `account ${s(r.code)}`,
      detail: `cached balance ${n(r.balance_fen)} ≠ Σ entries ${n(r.total)}`,
    }),
  },
  'user-balance-non-negative': {
    query: sql`
      select code, balance_fen from ledger_accounts where kind = 'user' and balance_fen < 0 order by id`,
    describe: (r) => ({ subject: `account ${s(r.code)}`, detail: `balance ${n(r.balance_fen)} < 0` }),
  },
  'settled-bet-paid-once': {
    // A payout (won) or refund (tie) equal to payout_fen, to the bettor; none when nothing is due.
    // Both directions: bets owed a transfer, then settle transfers that should not exist.
    query: sql`
      select b.id, b.status, b.payout_fen, t.amount_fen as paid, t.to_account_id, a.id as user_account
        from bets b
        join ledger_accounts a on a.user_id = b.user_id
        left join ledger_transfers t on t.idempotency_key = 'settle:' || b.id
       where b.payout_fen > 0 and b.status <> 'cancelled'
         and (t.id is null or t.amount_fen <> b.payout_fen or t.to_account_id <> a.id)
      union all
      select ${betIdOfKey} as id, b.status, b.payout_fen, t.amount_fen, t.to_account_id, null
        from ledger_transfers t
        left join bets b on b.id = ${betIdOfKey}
       where t.idempotency_key like 'settle:%'
         and (b.id is null or b.payout_fen = 0 or b.status = 'cancelled')
       order by id`,
    describe: (r) => ({
      subject: `bet ${s(r.id)} (${s(r.status) || 'missing'})`,
      detail:
        r.paid === null || r.paid === undefined
          ? `payout_fen ${n(r.payout_fen)} but no settle:${s(r.id)} transfer`
          : `settle:${s(r.id)} moved ${n(r.paid)} to account ${s(r.to_account_id)}; expected ${
              r.user_account === null || r.user_account === undefined
                ? 'none'
                : `${n(r.payout_fen)} to account ${s(r.user_account)}`
            }`,
    }),
  },
  'cancelled-bet-refunded-once': {
    query: sql`
      select b.id, b.status, b.amount_fen, c.amount_fen as cancel_fen, x.amount_fen as stop_fen
        from bets b
        left join ledger_transfers c on c.idempotency_key = 'cancel:' || b.id
        left join ledger_transfers x on x.idempotency_key = 'chase-stop:' || b.id
       where b.status = 'cancelled'
         and ((c.id is null) = (x.id is null) or coalesce(c.amount_fen, x.amount_fen) <> b.amount_fen)
      union all
      select ${betIdOfKey} as id, b.status, b.amount_fen,
             case when t.idempotency_key like 'cancel:%' then t.amount_fen end,
             case when t.idempotency_key like 'chase-stop:%' then t.amount_fen end
        from ledger_transfers t
        left join bets b on b.id = ${betIdOfKey}
       where (t.idempotency_key like 'cancel:%' or t.idempotency_key like 'chase-stop:%')
         and (b.id is null or b.status <> 'cancelled')
       order by id`,
    describe: (r) => ({
      subject: `bet ${s(r.id)} (${s(r.status) || 'missing'})`,
      detail: `stake ${s(r.amount_fen) || '?'}; cancel refund ${s(r.cancel_fen) || 'none'}, chase-stop refund ${
        s(r.stop_fen) || 'none'
      }; expected exactly one equal to the stake, and only for a cancelled bet`,
    }),
  },
  'order-debit-equals-bets': {
    query: sql`
      select o.order_no, o.amount_fen, t.amount_fen as debit, coalesce(bs.total, 0) as bets_total
        from bet_orders o
        left join (select order_no, sum(amount_fen) as total from bets group by order_no) bs
          on bs.order_no = o.order_no
        left join ledger_transfers t on t.idempotency_key = 'order:' || o.user_id || ':' || o.request_id
       where t.id is null or t.amount_fen <> coalesce(bs.total, 0) or o.amount_fen <> coalesce(bs.total, 0)
       order by o.order_no`,
    describe: (r) => ({
      subject: `order ${s(r.order_no)}`,
      detail: `debit ${s(r.debit) || 'missing'}, order amount ${n(r.amount_fen)}, Σ bets ${n(r.bets_total)}`,
    }),
  },
  'rebate-on-settled-bet': {
    // README: rebates only on settled stakes (won or lost), never on demo money.
    query: sql`
      select t.idempotency_key, b.status, b.is_trial
        from ledger_transfers t
        left join bets b on b.id = ${betIdOfKey}
       where t.idempotency_key like 'rebate:%'
         and (b.id is null or b.is_trial or b.status not in ('won', 'lost'))
       order by t.idempotency_key`,
    describe: (r) => ({
      subject: s(r.idempotency_key),
      detail: `rebate on a ${r.status ? `${s(r.status)}${r.is_trial ? ' trial' : ''} bet` : 'missing bet'}`,
    }),
  },
} satisfies Record<string, Check>;

const checkpointSums: Check = {
  query: sql`select 1 where false`,
  describe: (r) => ({
    subject: `account id ${s(r.account_id)}`,
    detail: `checkpoint sum ${s(r.sum_fen) || 'missing'} ≠ Σ entries it covers ${n(r.total)}`,
  }),
};

export type LedgerCheckName = keyof typeof checks | 'checkpoint-sums';
export const ledgerChecks = Object.keys(checks) as (keyof typeof checks)[];

/**
 * Runs every check in one read-only, repeatable-read transaction (one snapshot: a live server's
 * writes in between cannot fake a violation). At most `limitPerCheck` violations per check.
 * Incremental (ADR 128): each check over what came after the latest checkpoint; full: everything,
 * plus the latest checkpoint's sums against the entries they cover.
 */
export async function checkLedger(
  db: Db,
  limitPerCheck = 20,
  options: LedgerCheckOptions = {},
): Promise<LedgerCheckReport> {
  const margin = options.checkpointMarginMs ?? defaultCheckpointMarginMs;
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    // Grouping 10^5–10^6 bets by order fits in memory instead of spilling a text sort to disk.
    await tx.execute(sql`set local work_mem = '64MB'`);
    const checkpoint = await latestCheckpoint(tx);
    const mode = options.mode === 'incremental' && checkpoint ? 'incremental' : 'full';
    const incremental = mode === 'incremental' && checkpoint ? incrementalQueries(checkpoint) : null;
    const violations: LedgerViolation[] = [];
    const timings: Partial<Record<LedgerCheckName, number>> = {};
    const run: [LedgerCheckName, Check][] = ledgerChecks.map((name) => [
      name,
      incremental ? { ...checks[name], query: incremental[name] ?? checks[name].query } : checks[name],
    ]);
    if (mode === 'full' && checkpoint)
      run.push(['checkpoint-sums', { ...checkpointSums, query: checkpointSumsQuery(checkpoint) }]);
    for (const [name, check] of run) {
      const started = performance.now();
      // Materialized: the planner joins everything by hash instead of walking an index in output order.
      const rows = rowsOf<Row>(
        await tx.execute(sql`with v as materialized (${check.query}) select * from v limit ${limitPerCheck}`),
      );
      timings[name] = Math.round(performance.now() - started);
      for (const row of rows) violations.push({ check: name, ...check.describe(row) });
    }
    // Counts from the planner's statistics past a checkpoint: exact ones would read every table.
    const [counts] = rowsOf<Row>(
      await tx.execute(
        incremental
          ? sql`
        select (select count(*) from ledger_accounts) as accounts,
               (select reltuples::bigint from pg_class where oid = 'ledger_transfers'::regclass) as transfers,
               (select reltuples::bigint from pg_class where oid = 'ledger_entries'::regclass) as entries,
               (select reltuples::bigint from pg_class where oid = 'bets'::regclass) as bets,
               (select reltuples::bigint from pg_class where oid = 'bet_orders'::regclass) as orders`
          : sql`
        select (select count(*) from ledger_accounts) as accounts,
               (select count(*) from ledger_transfers) as transfers,
               (select count(*) from ledger_entries) as entries,
               (select count(*) from bets) as bets,
               (select count(*) from bet_orders) as orders`,
      ),
    );
    const reach = violations.length || !options.writeCheckpoint ? null : await checkpointReach(tx, margin);
    return {
      mode,
      checkpoint,
      reach,
      violations,
      timings,
      counts: {
        accounts: n(counts?.accounts),
        transfers: Math.max(0, n(counts?.transfers)),
        entries: Math.max(0, n(counts?.entries)),
        bets: Math.max(0, n(counts?.bets)),
        orders: Math.max(0, n(counts?.orders)),
      },
    } as const;
  });
  const { reach, ...report } = result;
  const wroteCheckpoint = reach ? await writeCheckpoint(db, reach, report.checkpoint, report.mode) : null;
  return { ...report, wroteCheckpoint };
}
