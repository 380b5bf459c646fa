import { type SQL, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';
import type { Checkpoint } from './ledger-checkpoint.repo';

type Row = Record<string, unknown>;

/** The bet id in `settle:<id>`, `cancel:<id>`, `chase-stop:<id>`, `rebate:<id>:<userId>:<pot>` (null if malformed). */
const betIdOfKey = sql`(case when split_part(t.idempotency_key, ':', 2) ~ '^[0-9]{1,18}$'
                               then split_part(t.idempotency_key, ':', 2)::bigint end)`;

/**
 * A check with nothing to read in a mode: full mode's checkpoint sums need a checkpoint
 * (ledger-checkpoint.repo.ts); the money totals are checked by full runs only.
 */
export const noRows = sql`select 1 where false`;

/**
 * What a check reads: everything (full), or what came after a checkpoint (incremental, ADR 128) —
 * transfers with an entry past it (all their entries counted), bets past it, orders numbered after
 * it — with each account's balance compared to its checkpoint sum plus newer entries. In full mode
 * every condition is `true`, which the planner drops: the queries are the whole-ledger ones.
 */
function rangeOf(cp: Checkpoint | null) {
  if (!cp)
    return {
      transfer: sql`true`,
      entry: sql`true`,
      bet: sql`true`,
      order: sql`true`,
      entriesBeforeFen: 0,
      checkpointId: -1,
    };
  return {
    transfer: sql`t.id in (select distinct transfer_id from ledger_entries where id > ${cp.uptoEntryId})`,
    entry: sql`id > ${cp.uptoEntryId}`,
    bet: sql`b.id > ${cp.uptoBetId}`,
    order: sql`o.order_no >= ${cp.ordersBefore}`,
    entriesBeforeFen: cp.entriesTotalFen,
    checkpointId: cp.id,
  };
}

/**
 * The books' invariants (ADR 061), each one set-based query returning the rows that break it, over
 * the whole ledger or past a checkpoint (`rangeOf`); ledger-check.ts describes the rows. Transfers
 * are matched to bets by their idempotency keys: `order:<userId>:<requestId>` (stake),
 * `settle:<betId>` (payout or tie refund), `cancel:<betId>` / `chase-stop:<betId>` (refunds) and
 * `rebate:<first rebated betId of the settlement page>:<userId>:<pot account>` (ADR 013). The audit
 * reads the betting tables beside the ledger's.
 */
export function checkQueries(cp: Checkpoint | null) {
  const range = rangeOf(cp);
  return {
    // Two entries: −amount on the source, +amount on the target, of the transfer's type.
    'transfer-balanced': sql`
      select t.id, t.idempotency_key, count(e.id) as entries, coalesce(sum(e.amount_fen), 0) as net
        from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
       where ${range.transfer}
       group by t.id
      having count(e.id) <> 2
          or count(*) filter (where e.account_id = t.from_account_id and e.amount_fen = -t.amount_fen) <> 1
          or count(*) filter (where e.account_id = t.to_account_id and e.amount_fen = t.amount_fen) <> 1
          or count(*) filter (where e.type <> t.type) <> 0
       order by t.id`,
    'entries-sum-zero': sql`
      select ${range.entriesBeforeFen}::bigint + coalesce(sum(amount_fen), 0) as total
        from ledger_entries where ${range.entry}
      having ${range.entriesBeforeFen}::bigint + coalesce(sum(amount_fen), 0) <> 0`,
    'balance-equals-entries': sql`
      select a.code, a.balance_fen, coalesce(s.sum_fen, 0) + coalesce(e.total, 0) as total
        from ledger_accounts a
        left join ledger_checkpoint_sums s on s.checkpoint_id = ${range.checkpointId} and s.account_id = a.id
        left join (select account_id, sum(amount_fen) as total from ledger_entries where ${range.entry}
                    group by account_id) e on e.account_id = a.id
       where a.balance_fen <> coalesce(s.sum_fen, 0) + coalesce(e.total, 0)
       order by a.id`,
    'user-balance-non-negative': sql`
      select code, balance_fen from ledger_accounts where kind = 'user' and balance_fen < 0 order by id`,
    // A payout (won) or refund (tie) equal to payout_fen, to the bettor; none when nothing is due.
    // Both directions: bets owed a transfer, then settle transfers that should not exist.
    'settled-bet-paid-once': sql`
      select b.id, b.status, b.payout_fen, t.amount_fen as paid, t.to_account_id, a.id as user_account
        from bets b
        join ledger_accounts a on a.user_id = b.user_id
        left join ledger_transfers t on t.idempotency_key = 'settle:' || b.id
       where ${range.bet} and b.payout_fen > 0 and b.status <> 'cancelled'
         and (t.id is null or t.amount_fen <> b.payout_fen or t.to_account_id <> a.id)
      union all
      select ${betIdOfKey} as id, b.status, b.payout_fen, t.amount_fen, t.to_account_id, null
        from ledger_transfers t
        left join bets b on b.id = ${betIdOfKey}
       where ${range.transfer} and t.idempotency_key like 'settle:%'
         and (b.id is null or b.payout_fen = 0 or b.status = 'cancelled')
       order by id`,
    'cancelled-bet-refunded-once': sql`
      select b.id, b.status, b.amount_fen, c.amount_fen as cancel_fen, x.amount_fen as stop_fen
        from bets b
        left join ledger_transfers c on c.idempotency_key = 'cancel:' || b.id
        left join ledger_transfers x on x.idempotency_key = 'chase-stop:' || b.id
       where ${range.bet} and b.status = 'cancelled'
         and ((c.id is null) = (x.id is null) or coalesce(c.amount_fen, x.amount_fen) <> b.amount_fen)
      union all
      select ${betIdOfKey} as id, b.status, b.amount_fen,
             case when t.idempotency_key like 'cancel:%' then t.amount_fen end,
             case when t.idempotency_key like 'chase-stop:%' then t.amount_fen end
        from ledger_transfers t
        left join bets b on b.id = ${betIdOfKey}
       where ${range.transfer}
         and (t.idempotency_key like 'cancel:%' or t.idempotency_key like 'chase-stop:%')
         and (b.id is null or b.status <> 'cancelled')
       order by id`,
    // The whole ledger sums every order's bets in one pass; past a checkpoint each newer order's
    // bets are found by its own statement's marks (same user, same created_at: one now()).
    'order-debit-equals-bets': sql`
      select o.order_no, o.amount_fen, t.amount_fen as debit, coalesce(bs.total, 0) as bets_total
        from bet_orders o
        ${
          cp
            ? sql`left join lateral (select sum(b.amount_fen) as total from bets b
                            where b.user_id = o.user_id and b.created_at = o.created_at and b.order_no = o.order_no) bs on true`
            : sql`left join (select order_no, sum(amount_fen) as total from bets group by order_no) bs
          on bs.order_no = o.order_no`
        }
        left join ledger_transfers t on t.idempotency_key = 'order:' || o.user_id || ':' || o.request_id
       where ${range.order}
         and (t.id is null or t.amount_fen <> coalesce(bs.total, 0) or o.amount_fen <> coalesce(bs.total, 0))
       order by o.order_no`,
    // The totals kept by triggers (ADR 135) equal what they sum. Full: every (account, type)'s amount
    // and count against its entries. Past a checkpoint: each account's totals over all types against
    // its checkpoint sum plus newer entries (what balance-equals-entries reads; no count there).
    'type-totals-equal-entries': cp
      ? sql`
      select a.id as account_id, null as type, coalesce(t.total, 0) as total_fen, null as total_count,
             coalesce(s.sum_fen, 0) + coalesce(e.total, 0) as entries_fen, null as entries
        from ledger_accounts a
        left join ledger_checkpoint_sums s on s.checkpoint_id = ${range.checkpointId} and s.account_id = a.id
        left join (select account_id, sum(amount_fen) as total from ledger_entries where ${range.entry}
                    group by account_id) e on e.account_id = a.id
        left join (select account_id, sum(amount_fen) as total from ledger_type_totals group by account_id) t
          on t.account_id = a.id
       where coalesce(t.total, 0) <> coalesce(s.sum_fen, 0) + coalesce(e.total, 0)
       order by a.id`
      : sql`
      select coalesce(t.account_id, e.account_id) as account_id, coalesce(t.type, e.type) as type,
             t.amount_fen as total_fen, t.entry_count as total_count, e.total as entries_fen, e.n as entries
        from (select * from ledger_type_totals where amount_fen <> 0 or entry_count <> 0) t
        full join (select account_id, type, sum(amount_fen) as total, count(*) as n from ledger_entries
                    group by account_id, type) e on e.account_id = t.account_id and e.type = t.type
       where t.amount_fen is distinct from e.total or t.entry_count is distinct from e.n
       order by 1, 2`,
    // The dashboard's money per day (ADR 135 addendum) against the orders, each day in the zone the
    // totals are kept in. Full runs only (it reads every order: ≈ 0.5 s for a year's 560,000).
    'money-totals-equal-orders': cp
      ? noRows
      : sql`
      with zone as (select time_zone from operator_money_zone where id = 1),
      o as (
        select (closed_at at time zone (select time_zone from zone))::date as day, 'recharge' as kind,
               count(*) as n, sum(amount_fen) as total
          from recharge_orders where status = 'passed' and closed_at is not null group by 1
        union all
        select (reviewed_at at time zone (select time_zone from zone))::date, 'withdraw', count(*), sum(amount_fen)
          from withdraw_orders where state = 'Completed' and reviewed_at is not null group by 1)
      select coalesce(m.day, o.day)::text as day, coalesce(m.kind, o.kind) as kind, m.order_count, m.amount_fen,
             o.n as orders, o.total as orders_fen
        from (select * from operator_money_daily where order_count <> 0 or amount_fen <> 0) m
        full join o on o.day = m.day and o.kind = m.kind
       where m.order_count is distinct from o.n or m.amount_fen is distinct from o.total
       order by 1, 2`,
    // README: rebates only on settled stakes (won or lost), never on demo money.
    'rebate-on-settled-bet': sql`
      select t.idempotency_key, b.status, b.is_trial
        from ledger_transfers t
        left join bets b on b.id = ${betIdOfKey}
       where ${range.transfer} and t.idempotency_key like 'rebate:%'
         and (b.id is null or b.is_trial or b.status not in ('won', 'lost'))
       order by t.idempotency_key`,
  } satisfies Record<string, SQL>;
}

export type LedgerInvariant = keyof ReturnType<typeof checkQueries>;
export const ledgerInvariants = Object.keys(checkQueries(null)) as LedgerInvariant[];

/** One snapshot for every check: a live server's writes in between cannot fake a violation. */
export async function beginCheckSnapshot(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`set transaction isolation level repeatable read, read only`);
  // Grouping 10^5–10^6 bets by order fits in memory instead of spilling a text sort to disk.
  await tx.execute(sql`set local work_mem = '64MB'`);
}

/** At most `limit` rows of a check's query. */
export async function violatingRows(tx: DbOrTx, query: SQL, limit: number): Promise<Row[]> {
  // Materialized: the planner joins everything by hash instead of walking an index in output order.
  return rowsOf<Row>(await tx.execute(sql`with v as materialized (${query}) select * from v limit ${limit}`));
}

/** How many rows the books hold; `estimated` takes the planner's statistics instead of reading every table. */
export async function ledgerCounts(tx: DbOrTx, estimated: boolean): Promise<Row | undefined> {
  const [counts] = rowsOf<Row>(
    await tx.execute(
      estimated
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
  return counts;
}
