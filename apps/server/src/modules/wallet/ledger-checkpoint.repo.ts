// The incremental ledger check (ADR 128): a green check stores a checkpoint — how far it looked
// (entry id, bet id, order number) and each account's Σ entries up to there — and the next check
// reads only what came after it. What lies before a checkpoint is trusted by the incremental check
// and re-read by the full one, which also verifies the latest checkpoint's sums.
import { type SQL, sql } from 'drizzle-orm';

import type { Db, DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';

export interface Checkpoint {
  id: number;
  uptoEntryId: number;
  uptoBetId: number;
  ordersBefore: string;
  entriesTotalFen: number;
}

/** A checkpoint covers what is older than this: a transaction open longer could still commit below it. */
export const defaultCheckpointMarginMs = 10 * 60_000;
const keepCheckpoints = 3;

type Row = Record<string, unknown>;

export async function latestCheckpoint(tx: DbOrTx): Promise<Checkpoint | null> {
  const [row] = rowsOf<Row>(
    await tx.execute(sql`
      select id, upto_entry_id, upto_bet_id, orders_before, entries_total_fen
        from ledger_checkpoints order by id desc limit 1`),
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    uptoEntryId: Number(row.upto_entry_id),
    uptoBetId: Number(row.upto_bet_id),
    ordersBefore: typeof row.orders_before === 'string' ? row.orders_before : 'B',
    entriesTotalFen: Number(row.entries_total_fen),
  };
}

/**
 * How far a checkpoint taken now may reach, read in the check's snapshot: the last entry and bet
 * older than the margin, and below the first bet still pending (a bet ≤ uptoBetId never changes
 * again). Orders are named by their UTC time (`B` + digits); the margin also covers clock skew.
 */
export async function checkpointReach(tx: DbOrTx, marginMs: number) {
  const [row] = rowsOf<Row>(
    await tx.execute(sql`
      with cutoff as (select now() - ${marginMs} * interval '1 millisecond' as at)
      select coalesce((select id from ledger_entries where created_at < (select at from cutoff)
                        order by id desc limit 1), 0) as entry_id,
             least(coalesce((select id from bets where created_at < (select at from cutoff) order by id desc limit 1), 0),
                   coalesce((select min(p.id) - 1 from unsettled_issues u
                               cross join lateral (select b.id from bets b where b.issue_id = u.issue_id and b.status = 'pending'
                                                   order by b.id limit 1) p), 9223372036854775807)) as bet_id,
             'B' || to_char((select at from cutoff) at time zone 'UTC' - ${marginMs} * interval '1 millisecond',
                            'YYYYMMDDHH24MISSMS') as orders_before`),
  );
  return {
    uptoEntryId: Number(row?.entry_id ?? 0),
    uptoBetId: Math.max(0, Number(row?.bet_id ?? 0)),
    ordersBefore: typeof row?.orders_before === 'string' ? row.orders_before : 'B',
  };
}

/**
 * Stores a checkpoint after a green check: the sums continue `from` (incremental) or are taken
 * from every entry (full). The prefix it covers never changes in a sound ledger, so computing the
 * sums in this new transaction reads what the check read. Older checkpoints beyond the last three go.
 */
export async function writeCheckpoint(
  db: Db,
  reach: Awaited<ReturnType<typeof checkpointReach>>,
  from: Checkpoint | null,
  mode: 'full' | 'incremental',
): Promise<number> {
  if (from && mode === 'incremental') {
    // Never behind the checkpoint it continues (a larger margin than last time).
    reach = {
      uptoEntryId: Math.max(reach.uptoEntryId, from.uptoEntryId),
      uptoBetId: Math.max(reach.uptoBetId, from.uptoBetId),
      ordersBefore: reach.ordersBefore > from.ordersBefore ? reach.ordersBefore : from.ordersBefore,
    };
  }
  return db.transaction(async (tx) => {
    const fromEntry = from && mode === 'incremental' ? from.uptoEntryId : 0;
    const [cp] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into ledger_checkpoints (upto_entry_id, upto_bet_id, orders_before, entries_total_fen, mode)
        values (${reach.uptoEntryId}, ${reach.uptoBetId}, ${reach.ordersBefore},
                ${from && mode === 'incremental' ? from.entriesTotalFen : 0} +
                  (select coalesce(sum(amount_fen), 0) from ledger_entries where id > ${fromEntry} and id <= ${reach.uptoEntryId}),
                ${mode})
        returning id`),
    );
    const id = Number(cp?.id);
    await tx.execute(sql`
      insert into ledger_checkpoint_sums (checkpoint_id, account_id, sum_fen)
      select ${id}, account_id, sum(total)
        from (select account_id, sum_fen as total from ledger_checkpoint_sums
               where checkpoint_id = ${from && mode === 'incremental' ? from.id : -1}
              union all
              select account_id, sum(amount_fen) from ledger_entries
               where id > ${fromEntry} and id <= ${reach.uptoEntryId} group by account_id) s
       group by account_id`);
    await tx.execute(sql`
      delete from ledger_checkpoints
       where id not in (select id from ledger_checkpoints order by id desc limit ${keepCheckpoints})`);
    return id;
  });
}

/** Bet id in a transfer's key (`settle:<id>`, `cancel:<id>`, `rebate:<id>:…`), null if malformed. */
const betIdOfKey = sql`(case when split_part(t.idempotency_key, ':', 2) ~ '^[0-9]{1,18}$'
                               then split_part(t.idempotency_key, ':', 2)::bigint end)`;

/**
 * The incremental form of each check of ledger-check.repo.ts: the same invariant over what came after
 * the checkpoint — transfers with an entry past it (all their entries counted), bets past it, orders
 * numbered after it — with each account's balance compared to its checkpoint sum plus newer entries.
 */
export function incrementalQueries(cp: Checkpoint): Record<string, SQL> {
  const newTransfers = sql`(select distinct transfer_id from ledger_entries where id > ${cp.uptoEntryId})`;
  return {
    'transfer-balanced': sql`
      select t.id, t.idempotency_key, count(e.id) as entries, coalesce(sum(e.amount_fen), 0) as net
        from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
       where t.id in ${newTransfers}
       group by t.id
      having count(e.id) <> 2
          or count(*) filter (where e.account_id = t.from_account_id and e.amount_fen = -t.amount_fen) <> 1
          or count(*) filter (where e.account_id = t.to_account_id and e.amount_fen = t.amount_fen) <> 1
          or count(*) filter (where e.type <> t.type) <> 0
       order by t.id`,
    'entries-sum-zero': sql`
      select ${cp.entriesTotalFen}::bigint + coalesce(sum(amount_fen), 0) as total
        from ledger_entries where id > ${cp.uptoEntryId}
      having ${cp.entriesTotalFen}::bigint + coalesce(sum(amount_fen), 0) <> 0`,
    'balance-equals-entries': sql`
      select a.code, a.balance_fen, coalesce(s.sum_fen, 0) + coalesce(e.total, 0) as total
        from ledger_accounts a
        left join ledger_checkpoint_sums s on s.checkpoint_id = ${cp.id} and s.account_id = a.id
        left join (select account_id, sum(amount_fen) as total from ledger_entries where id > ${cp.uptoEntryId}
                    group by account_id) e on e.account_id = a.id
       where a.balance_fen <> coalesce(s.sum_fen, 0) + coalesce(e.total, 0)
       order by a.id`,
    'user-balance-non-negative': sql`
      select code, balance_fen from ledger_accounts where kind = 'user' and balance_fen < 0 order by id`,
    'settled-bet-paid-once': sql`
      select b.id, b.status, b.payout_fen, t.amount_fen as paid, t.to_account_id, a.id as user_account
        from bets b
        join ledger_accounts a on a.user_id = b.user_id
        left join ledger_transfers t on t.idempotency_key = 'settle:' || b.id
       where b.id > ${cp.uptoBetId} and b.payout_fen > 0 and b.status <> 'cancelled'
         and (t.id is null or t.amount_fen <> b.payout_fen or t.to_account_id <> a.id)
      union all
      select ${betIdOfKey} as id, b.status, b.payout_fen, t.amount_fen, t.to_account_id, null
        from ledger_transfers t
        left join bets b on b.id = ${betIdOfKey}
       where t.id in ${newTransfers} and t.idempotency_key like 'settle:%'
         and (b.id is null or b.payout_fen = 0 or b.status = 'cancelled')
       order by id`,
    'cancelled-bet-refunded-once': sql`
      select b.id, b.status, b.amount_fen, c.amount_fen as cancel_fen, x.amount_fen as stop_fen
        from bets b
        left join ledger_transfers c on c.idempotency_key = 'cancel:' || b.id
        left join ledger_transfers x on x.idempotency_key = 'chase-stop:' || b.id
       where b.id > ${cp.uptoBetId} and b.status = 'cancelled'
         and ((c.id is null) = (x.id is null) or coalesce(c.amount_fen, x.amount_fen) <> b.amount_fen)
      union all
      select ${betIdOfKey} as id, b.status, b.amount_fen,
             case when t.idempotency_key like 'cancel:%' then t.amount_fen end,
             case when t.idempotency_key like 'chase-stop:%' then t.amount_fen end
        from ledger_transfers t
        left join bets b on b.id = ${betIdOfKey}
       where t.id in ${newTransfers}
         and (t.idempotency_key like 'cancel:%' or t.idempotency_key like 'chase-stop:%')
         and (b.id is null or b.status <> 'cancelled')
       order by id`,
    // An order's bets are inserted by its own statement: same user, same created_at (one now()).
    'order-debit-equals-bets': sql`
      select o.order_no, o.amount_fen, t.amount_fen as debit, coalesce(bs.total, 0) as bets_total
        from bet_orders o
        left join lateral (select sum(b.amount_fen) as total from bets b
                            where b.user_id = o.user_id and b.created_at = o.created_at and b.order_no = o.order_no) bs on true
        left join ledger_transfers t on t.idempotency_key = 'order:' || o.user_id || ':' || o.request_id
       where o.order_no >= ${cp.ordersBefore}
         and (t.id is null or t.amount_fen <> coalesce(bs.total, 0) or o.amount_fen <> coalesce(bs.total, 0))
       order by o.order_no`,
    'rebate-on-settled-bet': sql`
      select t.idempotency_key, b.status, b.is_trial
        from ledger_transfers t
        left join bets b on b.id = ${betIdOfKey}
       where t.id in ${newTransfers} and t.idempotency_key like 'rebate:%'
         and (b.id is null or b.is_trial or b.status not in ('won', 'lost'))
       order by t.idempotency_key`,
  };
}

/** Full mode: the latest checkpoint's sums against the entries they cover (a tampered prefix). */
export function checkpointSumsQuery(cp: Checkpoint): SQL {
  return sql`
    select coalesce(s.account_id, e.account_id) as account_id, s.sum_fen, coalesce(e.total, 0) as total
      from (select account_id, sum_fen from ledger_checkpoint_sums where checkpoint_id = ${cp.id}) s
      full join (select account_id, sum(amount_fen) as total from ledger_entries where id <= ${cp.uptoEntryId}
                  group by account_id) e on e.account_id = s.account_id
     where coalesce(s.sum_fen, 0) <> coalesce(e.total, 0)
     order by 1`;
}
