import { type SQL, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';

type Row = Record<string, unknown>;

/** The bet id in `settle:<id>`, `cancel:<id>`, `chase-stop:<id>`, `rebate:<id>:<userId>:<pot>` (null if malformed). */
const betIdOfKey = sql`(case when split_part(t.idempotency_key, ':', 2) ~ '^[0-9]{1,18}$'
                               then split_part(t.idempotency_key, ':', 2)::bigint end)`;

/**
 * The books' invariants (ADR 061), each one set-based query over the whole ledger returning the
 * rows that break it; ledger-check.ts describes the rows. Transfers are matched to bets by their
 * idempotency keys: `order:<userId>:<requestId>` (stake), `settle:<betId>` (payout or tie refund),
 * `cancel:<betId>` / `chase-stop:<betId>` (refunds) and `rebate:<first rebated betId of the settlement
 * page>:<userId>:<pot account>` (ADR 013). The audit reads the betting tables beside the ledger's.
 */
export const fullCheckQueries = {
  // Two entries: −amount on the source, +amount on the target, of the transfer's type.
  'transfer-balanced': sql`
      select t.id, t.idempotency_key, count(e.id) as entries, coalesce(sum(e.amount_fen), 0) as net
        from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
       group by t.id
      having count(e.id) <> 2
          or count(*) filter (where e.account_id = t.from_account_id and e.amount_fen = -t.amount_fen) <> 1
          or count(*) filter (where e.account_id = t.to_account_id and e.amount_fen = t.amount_fen) <> 1
          or count(*) filter (where e.type <> t.type) <> 0
       order by t.id`,
  'entries-sum-zero': sql`
      select sum(amount_fen) as total from ledger_entries having coalesce(sum(amount_fen), 0) <> 0`,
  'balance-equals-entries': sql`
      select a.code, a.balance_fen, coalesce(e.total, 0) as total
        from ledger_accounts a
        left join (select account_id, sum(amount_fen) as total from ledger_entries group by account_id) e
          on e.account_id = a.id
       where a.balance_fen <> coalesce(e.total, 0)
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
       where b.payout_fen > 0 and b.status <> 'cancelled'
         and (t.id is null or t.amount_fen <> b.payout_fen or t.to_account_id <> a.id)
      union all
      select ${betIdOfKey} as id, b.status, b.payout_fen, t.amount_fen, t.to_account_id, null
        from ledger_transfers t
        left join bets b on b.id = ${betIdOfKey}
       where t.idempotency_key like 'settle:%'
         and (b.id is null or b.payout_fen = 0 or b.status = 'cancelled')
       order by id`,
  'cancelled-bet-refunded-once': sql`
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
  'order-debit-equals-bets': sql`
      select o.order_no, o.amount_fen, t.amount_fen as debit, coalesce(bs.total, 0) as bets_total
        from bet_orders o
        left join (select order_no, sum(amount_fen) as total from bets group by order_no) bs
          on bs.order_no = o.order_no
        left join ledger_transfers t on t.idempotency_key = 'order:' || o.user_id || ':' || o.request_id
       where t.id is null or t.amount_fen <> coalesce(bs.total, 0) or o.amount_fen <> coalesce(bs.total, 0)
       order by o.order_no`,
  // README: rebates only on settled stakes (won or lost), never on demo money.
  'rebate-on-settled-bet': sql`
      select t.idempotency_key, b.status, b.is_trial
        from ledger_transfers t
        left join bets b on b.id = ${betIdOfKey}
       where t.idempotency_key like 'rebate:%'
         and (b.id is null or b.is_trial or b.status not in ('won', 'lost'))
       order by t.idempotency_key`,
} satisfies Record<string, SQL>;

export type LedgerInvariant = keyof typeof fullCheckQueries;
export const ledgerInvariants = Object.keys(fullCheckQueries) as LedgerInvariant[];

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

/** Full mode's extra check has no whole-ledger form: it needs a checkpoint (ledger-checkpoint.repo.ts). */
export const noRows = sql`select 1 where false`;
