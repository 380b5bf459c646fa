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
