import { type SQL, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { type Page, type Paged, inList, inRange, limitOf, pagedJson } from '../../db/json-page';
import { type InstantRange, isWholeHistory } from '../../lib/date-range';
import { rowsOf } from '../../lib/rows';

/** One ledger entry of a user with its transfer's key and remark. */
export interface EntryRow {
  id: number;
  createdAt: string;
  type: string;
  amountFen: number;
  balanceAfterFen: number;
  key: string;
  remark: string | null;
}

/** The user's ledger account, as a subquery (the entries' index leads with it). */
const accountOf = (userId: number) => sql`(select id from ledger_accounts where user_id = ${userId})`;

/**
 * The wallet's read API as parts of another module's statement: scalar subqueries, so a caller that
 * reads everything it needs in one statement (makeOrder's context, ADR 090, ADR 095) pays no round
 * trip for the ledger and never names its tables.
 */
export const ledgerReadParts = {
  /** The balance of the user whose id is the SQL expression `userId` (null without an account). */
  balanceOfUser: (userId: SQL) => sql`(select balance_fen from ledger_accounts where user_id = ${userId})`,
  /** The balance the debit of the transfer with this key left its payer (null when none was posted). */
  balanceAfterDebit: (idempotencyKey: string) =>
    sql`(select e.balance_after_fen from ledger_entries e
           join ledger_transfers t on t.id = e.transfer_id
          where t.idempotency_key = ${idempotencyKey} and e.amount_fen < 0)`,
};
export type LedgerReadParts = typeof ledgerReadParts;

/**
 * The wallet's read API over one user's entries (docs/ARCHITECTURE.md "Data"): other modules list or
 * sum the ledger through these, never by reading its tables.
 */
export function createLedgerReadsRepo(db: DbOrTx) {
  return {
    /** A page of the user's entries, newest first, filtered by time and type, with the filtered total. */
    entriesPage(
      userId: number,
      filter: { range: InstantRange; types: readonly string[] | null },
      page: Page,
      tx: DbOrTx = db,
    ): Promise<Paged<EntryRow>> {
      const where = sql`e.account_id = ${accountOf(userId)}${inRange(sql`e.created_at`, filter.range)}${inList(
        sql`e.type`,
        filter.types,
      )}`;
      // The whole history's total is the account's per-type entry counts, kept by triggers (ADR 135):
      // counting a heavy player's 200,000 entries read every one (the list took 23–25 ms).
      const total = isWholeHistory(filter.range)
        ? sql`(select coalesce(sum(t.entry_count), 0) from ledger_type_totals t
                where t.account_id = ${accountOf(userId)}${inList(sql`t.type`, filter.types)})`
        : sql`(select count(*) from ledger_entries e where ${where})`;
      return pagedJson<EntryRow>(
        tx,
        sql`
        select ${total} as total,
               (select coalesce(json_agg(json_build_object(
                         'id', e.id, 'createdAt', e.created_at, 'type', e.type, 'amountFen', e.amount_fen,
                         'balanceAfterFen', e.balance_after_fen, 'key', t.idempotency_key, 'remark', t.remark)
                       order by e.created_at desc, e.id desc), '[]'::json)
                  from (select e.* from ledger_entries e where ${where}
                         order by e.created_at desc, e.id desc ${limitOf(page)}) e
                  join ledger_transfers t on t.id = e.transfer_id) as list`,
      );
    },

    /**
     * Σ of the user's entries per type over the range (signed: debits are negative). The whole
     * history reads the account's per-type totals, which triggers keep equal to that sum (ADR 135).
     */
    async entrySumsByType(
      userId: number,
      range: InstantRange,
      tx: DbOrTx = db,
    ): Promise<Map<string, number>> {
      const rows = rowsOf<{ type: string; total: number | string }>(
        await tx.execute(
          isWholeHistory(range)
            ? sql`select t.type, t.amount_fen as total from ledger_type_totals t
                   where t.account_id = ${accountOf(userId)} and t.entry_count > 0`
            : sql`
          select e.type, coalesce(sum(e.amount_fen), 0)::bigint as total
            from ledger_entries e
           where e.account_id = ${accountOf(userId)}${inRange(sql`e.created_at`, range)}
           group by e.type`,
        ),
      );
      return new Map(rows.map((r) => [r.type, Number(r.total)]));
    },

    /** The user's latest entries, newest first, in the columns' own names (the back office's user detail). */
    async latestEntries(userId: number, limit: number, tx: DbOrTx = db) {
      return rowsOf<Record<string, unknown>>(
        await tx.execute(sql`
          select e.id, e.created_at, e.type, e.amount_fen, e.balance_after_fen, e.transfer_id, t.remark
            from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
           where e.account_id = ${accountOf(userId)}
           order by e.id desc limit ${limit}`),
      );
    },

    /** Every entry of the user, oldest first, named for the player's data export (ADR 121). */
    async allEntries(userId: number, tx: DbOrTx = db) {
      return rowsOf<Record<string, unknown>>(
        await tx.execute(sql`
          select e.id, e.type, e.amount_fen as "amountFen", e.balance_after_fen as "balanceAfterFen",
                 e.created_at as "createdAt"
            from ledger_entries e
           where e.account_id = ${accountOf(userId)} order by e.id`),
      );
    },
  };
}
export type LedgerReads = ReturnType<typeof createLedgerReadsRepo>;
