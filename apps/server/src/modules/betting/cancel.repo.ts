import { sql } from 'drizzle-orm';

import type { DbOrTx, Tx } from '../../db/client';
import { rowsOf } from '../../lib/rows';
import type { CancelledExposure } from './exposure.repo';

interface ExposureRow {
  user_id: number | string;
  issue_id: number | string;
  play_code: string;
  amount_fen: number | string;
  potential_payout_fen: number | string;
}

interface CancellableRow extends ExposureRow {
  id: number;
  status: string;
  is_trial: boolean;
  before_close: boolean;
}

const exposureOf = (r: ExposureRow): CancelledExposure => ({
  issueId: Number(r.issue_id),
  userId: Number(r.user_id),
  play: r.play_code,
  amountFen: Number(r.amount_fen),
  potentialFen: Number(r.potential_payout_fen),
});

/** A bet locked for cancelling: its owner, state, whether its issue is still open (database clock). */
export interface LockedBet {
  userId: number;
  status: string;
  amountFen: number;
  beforeClose: boolean;
  exposure: CancelledExposure;
}

/** A bet a chase cancelled: its refund and its share of the exposure. */
export interface CancelledBet {
  id: number;
  amountFen: number;
  isTrial: boolean;
  exposure: CancelledExposure;
}

/** The statements of `/bet/cancel` and `/chase/cancel`, each inside the caller's transaction. */
export const cancelRepo = {
  /** Locks the bet row until the transaction ends (a concurrent cancel or settlement waits). */
  async lockBet(betId: number, tx: Tx): Promise<LockedBet | undefined> {
    const [row] = rowsOf<CancellableRow>(
      await tx.execute(sql`
        select b.id, b.user_id, b.status, b.amount_fen, b.is_trial, (now() < d.close_at) as before_close,
               b.issue_id, b.play_code, b.potential_payout_fen
          from bets b join draw_issues d on d.id = b.issue_id
         where b.id = ${betId}
           for update of b`),
    );
    if (!row) return undefined;
    return {
      userId: Number(row.user_id),
      status: row.status,
      amountFen: Number(row.amount_fen),
      beforeClose: row.before_close,
      exposure: exposureOf(row),
    };
  },

  async markBetCancelled(betId: number, tx: Tx): Promise<void> {
    await tx.execute(sql`update bets set status = 'cancelled', settled_at = now() where id = ${betId}`);
  },

  async lockChase(chaseNo: string, tx: Tx): Promise<{ userId: number; status: string } | undefined> {
    const [chase] = rowsOf<{ user_id: number; status: string }>(
      await tx.execute(sql`select user_id, status from chases where chase_no = ${chaseNo} for update`),
    );
    return chase && { userId: Number(chase.user_id), status: chase.status };
  },

  /** Cancels the chase's pending bets on issues not yet closed, and the chase itself. */
  async cancelChase(chaseNo: string, tx: Tx): Promise<CancelledBet[]> {
    const rows = rowsOf<ExposureRow & { id: number | string; is_trial: boolean }>(
      await tx.execute(sql`
        update bets b set status = 'cancelled', settled_at = now()
          from draw_issues d
         where d.id = b.issue_id and b.chase_no = ${chaseNo} and b.status = 'pending' and now() < d.close_at
        returning b.id, b.amount_fen, b.is_trial, b.user_id, b.issue_id, b.play_code, b.potential_payout_fen`),
    );
    await tx.execute(sql`update chases set status = 'cancelled' where chase_no = ${chaseNo}`);
    return rows.map((r) => ({
      id: Number(r.id),
      amountFen: Number(r.amount_fen),
      isTrial: Boolean(r.is_trial),
      exposure: exposureOf(r),
    }));
  },

  /** Locks the player's running chases (a break or exclusion stops them all, ADR 121). */
  async lockRunningChasesOf(userId: number, tx: DbOrTx): Promise<string[]> {
    return rowsOf<{ chase_no: string }>(
      await tx.execute(sql`
        select chase_no from chases where user_id = ${userId} and status = 'running'
         order by chase_no for update`),
    ).map((c) => c.chase_no);
  },
};
