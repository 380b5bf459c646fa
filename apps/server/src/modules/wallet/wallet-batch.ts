import { type SQL, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import type { LedgerEntryType } from '../../db/schema';
import { newTransferId } from '../../lib/ids';
import { rowsOf } from '../../lib/rows';

/** A ledger account by id (system accounts), or a user's account by user id (resolved in SQL). */
export type BatchAccount = { accountId: number } | { userId: number };

export interface BatchTransfer {
  /** Unique per business operation (ADR 003): a replayed key moves nothing. */
  idempotencyKey: string;
  type: LedgerEntryType;
  from: BatchAccount;
  to: BatchAccount;
  amountFen: number;
  remark?: string | null;
}

const idOf = (a: BatchAccount) => ('accountId' in a ? a.accountId : null);
const userOf = (a: BatchAccount) => ('userId' in a ? a.userId : null);

export interface BatchResult {
  /** Transfers actually written (keys seen before are skipped). */
  inserted: number;
  /** Balance after the batch of every account it touched. */
  balances: Map<number, number>;
}

/**
 * What a caller adds to the batch's statement so its own writes commit or fail with the money, in
 * ONE statement (no BEGIN/COMMIT round trips): `before` are the caller's CTEs (written `name as
 * (...)`), `when` gates the transfers (a condition on the transfer `t`, whose `ord` is its index in
 * the batch: e.g. only if the caller's insert for it happened), and `select` adds columns to the
 * statement's one row (it may read the batch's CTEs: `input` (id, ord) and `ent`, the entries with
 * their balance after).
 */
export interface BatchStatementParts {
  before?: SQL;
  when?: SQL;
  select?: SQL;
}

function validate(transfers: readonly BatchTransfer[]) {
  for (const t of transfers) {
    if (!Number.isSafeInteger(t.amountFen) || t.amountFen <= 0) {
      throw new RangeError(`transfer amount must be a positive integer of fen, got ${t.amountFen}`);
    }
    const same =
      ('accountId' in t.from && 'accountId' in t.to && t.from.accountId === t.to.accountId) ||
      ('userId' in t.from && 'userId' in t.to && t.from.userId === t.to.userId);
    if (same) throw new RangeError('transfer to the same account');
  }
}

/**
 * Many transfers in ONE statement (settlement, orders): transfers inserted with ON CONFLICT on the
 * idempotency key, both entries of each inserted transfer, and each touched account's balance moved
 * once by the sum of its entries, with every entry's running balance-after. Accounts are locked in
 * id order first, so two batches never deadlock. A user balance below zero violates
 * ledger_accounts_balance_ck and aborts the whole statement (the caller maps it to 1004).
 */
export async function postTransferBatch(
  transfers: readonly BatchTransfer[],
  tx: DbOrTx,
  parts: BatchStatementParts = {},
): Promise<BatchResult & { row: Record<string, unknown> }> {
  if (!transfers.length && !parts.before) return { inserted: 0, balances: new Map(), row: {} };
  validate(transfers);
  const input = JSON.stringify(
    transfers.map((t, ord) => ({
      id: newTransferId(),
      key: t.idempotencyKey,
      type: t.type,
      from_id: idOf(t.from),
      from_user: userOf(t.from),
      to_id: idOf(t.to),
      to_user: userOf(t.to),
      amount: t.amountFen,
      remark: t.remark ?? null,
      ord,
    })),
  );
  const result = await executePrepared(
    tx,
    sql`
    with ${parts.before ? sql`${parts.before},` : sql``}
    -- Accounts are reached by key, one probe each: scalar subqueries and \`= any\` arrays, never joins.
    -- The statement is prepared and its generic plan guesses 100 transfers; joined, ledger_accounts
    -- was scanned whole and hashed four times a batch below ≈ 20,000 accounts (docs/performance.md).
    input as (
      select t.id, t.key, t.type,
             coalesce(t.from_id, (select a.id from ledger_accounts a where a.user_id = t.from_user)) as from_id,
             coalesce(t.to_id, (select a.id from ledger_accounts a where a.user_id = t.to_user)) as to_id,
             t.amount, t.remark, t.ord
        from jsonb_to_recordset(${input}::jsonb)
          as t(id text, key text, type text, from_id int, from_user int, to_id int, to_user int,
               amount bigint, remark text, ord int)
       where ${parts.when ?? sql`true`}
    ),
    ins as (
      insert into ledger_transfers (id, idempotency_key, type, from_account_id, to_account_id, amount_fen, remark, created_at)
      select id, key, type, from_id, to_id, amount, remark, now() from input order by ord
      on conflict (idempotency_key) do nothing
      returning id, type, from_account_id, to_account_id, amount_fen
    ),
    legs as (
      select i.id as transfer_id, i.type, i.from_account_id as account_id, -i.amount_fen as amount, inp.ord, 0 as side
        from ins i join input inp on inp.id = i.id
      union all
      select i.id, i.type, i.to_account_id, i.amount_fen, inp.ord, 1
        from ins i join input inp on inp.id = i.id
    ),
    totals as (select account_id, sum(amount)::bigint as total from legs group by account_id),
    locked as (
      select a.id from ledger_accounts a
       where a.id = any(array(select account_id from totals)) order by a.id for update
    ),
    upd as (
      update ledger_accounts a set balance_fen = a.balance_fen + t.total
        from totals t
       where a.id = any(array(select id from locked)) and a.id = t.account_id
      returning a.id, a.balance_fen
    ),
    ent as (
      insert into ledger_entries (transfer_id, account_id, type, amount_fen, balance_after_fen, created_at)
      select l.transfer_id, l.account_id, l.type, l.amount,
             u.balance_fen - t.total + sum(l.amount) over (partition by l.account_id order by l.ord, l.side
               rows between unbounded preceding and current row),
             now()
        from legs l join upd u on u.id = l.account_id join totals t on t.account_id = l.account_id
      returning transfer_id, account_id, amount_fen, balance_after_fen
    )
    select (select count(*) from ins)::int as inserted,
           (select count(*) from ent)::int as entries,
           (select coalesce(json_agg(json_build_array(id, balance_fen)), '[]'::json) from upd) as balances
           ${parts.select ? sql`, ${parts.select}` : sql``}
  `,
  );
  const [row] = rowsOf<{ inserted: number; entries: number; balances: [number, number | string][] | string }>(
    result,
  );
  const pairs =
    typeof row?.balances === 'string'
      ? (JSON.parse(row.balances) as [number, number][])
      : (row?.balances ?? []);
  return {
    inserted: Number(row?.inserted ?? 0),
    balances: new Map(pairs.map(([id, balance]) => [Number(id), Number(balance)])),
    row: row ?? {},
  };
}
