import type { SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  type LedgerInvariant,
  beginCheckSnapshot,
  checkQueries,
  ledgerCounts,
  ledgerInvariants,
  noRows,
  violatingRows,
} from './ledger-check.repo';
import {
  type Checkpoint,
  checkpointReach,
  checkpointSumsQuery,
  defaultCheckpointMarginMs,
  latestCheckpoint,
  writeCheckpoint,
} from './ledger-checkpoint.repo';

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
type Describe = (row: Row) => Omit<LedgerViolation, 'check'>;
interface Check {
  /** Rows that break the invariant; `limit` is appended. */
  query: SQL;
  describe: Describe;
}

const n = (v: unknown) => Number(v ?? 0);
const s = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint' ? String(v) : '';

/** Each invariant's violating row, in words. */
const describers: Record<LedgerInvariant, Describe> = {
  'transfer-balanced': (r) => ({
    subject: `transfer ${s(r.id)} (${s(r.idempotency_key)})`,
    detail: `${n(r.entries)} entries netting ${n(r.net)}; expected −amount on the source and +amount on the target`,
  }),
  'entries-sum-zero': (r) => ({ subject: 'all entries', detail: `Σ amount_fen = ${n(r.total)}, expected 0` }),
  'balance-equals-entries': (r) => ({
    subject: `account ${s(r.code)}`,
    detail: `cached balance ${n(r.balance_fen)} ≠ Σ entries ${n(r.total)}`,
  }),
  'user-balance-non-negative': (r) => ({
    subject: `account ${s(r.code)}`,
    detail: `balance ${n(r.balance_fen)} < 0`,
  }),
  'settled-bet-paid-once': (r) => ({
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
  'cancelled-bet-refunded-once': (r) => ({
    subject: `bet ${s(r.id)} (${s(r.status) || 'missing'})`,
    detail: `stake ${s(r.amount_fen) || '?'}; cancel refund ${s(r.cancel_fen) || 'none'}, chase-stop refund ${
      s(r.stop_fen) || 'none'
    }; expected exactly one equal to the stake, and only for a cancelled bet`,
  }),
  'order-debit-equals-bets': (r) => ({
    subject: `order ${s(r.order_no)}`,
    detail: `debit ${s(r.debit) || 'missing'}, order amount ${n(r.amount_fen)}, Σ bets ${n(r.bets_total)}`,
  }),
  'type-totals-equal-entries': (r) => ({
    subject: `account id ${s(r.account_id)}${r.type ? ` type ${s(r.type)}` : ''}`,
    detail: r.type
      ? `ledger_type_totals ${s(r.total_fen) || 'missing'} fen in ${s(r.total_count) || '0'} entries ≠ Σ entries ${
          s(r.entries_fen) || '0'
        } fen in ${s(r.entries) || '0'}`
      : `Σ ledger_type_totals ${n(r.total_fen)} ≠ Σ entries ${n(r.entries_fen)}`,
  }),
  'money-totals-equal-orders': (r) => ({
    subject: `${s(r.kind)} on ${s(r.day)}`,
    detail: `operator_money_daily ${s(r.order_count) || '0'} orders, ${s(r.amount_fen) || '0'} fen ≠ the orders' ${
      s(r.orders) || '0'
    }, ${s(r.orders_fen) || '0'} fen`,
  }),
  'rebate-on-settled-bet': (r) => ({
    subject: s(r.idempotency_key),
    detail: `rebate on a ${r.status ? `${s(r.status)}${r.is_trial ? ' trial' : ''} bet` : 'missing bet'}`,
  }),
};

const checkpointSums: Check = {
  query: noRows,
  describe: (r) => ({
    subject: `account id ${s(r.account_id)}`,
    detail: `checkpoint sum ${s(r.sum_fen) || 'missing'} ≠ Σ entries it covers ${n(r.total)}`,
  }),
};

export type LedgerCheckName = LedgerInvariant | 'checkpoint-sums';
export const ledgerChecks = ledgerInvariants;

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
    await beginCheckSnapshot(tx);
    const checkpoint = await latestCheckpoint(tx);
    const mode = options.mode === 'incremental' && checkpoint ? 'incremental' : 'full';
    const incremental = mode === 'incremental' ? checkpoint : null;
    const queries = checkQueries(incremental);
    const violations: LedgerViolation[] = [];
    const timings: Partial<Record<LedgerCheckName, number>> = {};
    const run: [LedgerCheckName, Check][] = ledgerChecks.map((name) => [
      name,
      { query: queries[name], describe: describers[name] },
    ]);
    if (mode === 'full' && checkpoint)
      run.push(['checkpoint-sums', { ...checkpointSums, query: checkpointSumsQuery(checkpoint) }]);
    for (const [name, check] of run) {
      const started = performance.now();
      const rows = await violatingRows(tx, check.query, limitPerCheck);
      timings[name] = Math.round(performance.now() - started);
      for (const row of rows) violations.push({ check: name, ...check.describe(row) });
    }
    // Counts from the planner's statistics past a checkpoint: exact ones would read every table.
    const counts = await ledgerCounts(tx, incremental !== null);
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
