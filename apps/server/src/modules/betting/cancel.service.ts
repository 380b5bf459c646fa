import { sql } from 'drizzle-orm';

import { ResponseCode } from '@fairdraw/contract';

import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { rowsOf } from '../../lib/rows';
import type { UserRow } from '../account/account.service';
import type { WalletService } from '../wallet/wallet.service';
import { type CancelledExposure, releaseExposures } from './exposure.repo';

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

/**
 * `/bet/cancel` and `/chase/cancel`: a pending bet whose issue has not closed (by the database's
 * clock) becomes `cancelled` and its stake comes back, keyed by the bet so it is refunded once.
 */
export function createCancelService(deps: { db: Db; wallet: WalletService }) {
  async function refund(
    user: UserRow,
    bets: readonly { id: number; amount: number }[],
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  ) {
    const pot = await deps.wallet.potAccountId(user.type === 'trial' ? 'demo' : 'house', user.id, tx);
    await deps.wallet.postBatch(
      bets.map((b) => ({
        idempotencyKey: `cancel:${b.id}`,
        type: 'betting' as const,
        from: { accountId: pot },
        to: { userId: user.id },
        amountFen: b.amount,
        remark: 'cancelled',
      })),
      tx,
    );
    return deps.wallet.balanceOf(user.id, tx);
  }

  return {
    async cancelBet(user: UserRow, betId: number) {
      return deps.db.transaction(async (tx) => {
        const [row] = rowsOf<CancellableRow>(
          await tx.execute(sql`
            select b.id, b.user_id, b.status, b.amount_fen, b.is_trial, (now() < d.close_at) as before_close,
                   b.issue_id, b.play_code, b.potential_payout_fen
              from bets b join draw_issues d on d.id = b.issue_id
             where b.id = ${betId}
               for update of b`),
        );
        if (!row) throw new AppError('common.notFound', ResponseCode.notFound);
        if (Number(row.user_id) !== user.id) throw new AppError('bet.notYours', ResponseCode.notAllowed);
        if (row.status !== 'pending' || !row.before_close) {
          throw new AppError('bet.notCancellable', ResponseCode.conflict);
        }
        await tx.execute(sql`update bets set status = 'cancelled', settled_at = now() where id = ${betId}`);
        const balance = await refund(user, [{ id: betId, amount: Number(row.amount_fen) }], tx);
        await releaseExposures([exposureOf(row)], tx);
        return { bet: { id: betId, status: 'cancelled' as const, amount: Number(row.amount_fen) }, balance };
      });
    },

    async cancelChase(user: UserRow, chaseNo: string) {
      return deps.db.transaction(async (tx) => {
        const [chase] = rowsOf<{ chase_no: string; user_id: number; status: string }>(
          await tx.execute(
            sql`select chase_no, user_id, status from chases where chase_no = ${chaseNo} for update`,
          ),
        );
        if (!chase) throw new AppError('chase.notFound', ResponseCode.notFound);
        if (Number(chase.user_id) !== user.id) throw new AppError('bet.notYours', ResponseCode.notAllowed);
        if (chase.status !== 'running') throw new AppError('chase.notRunning', ResponseCode.conflict);
        const rows = rowsOf<ExposureRow & { id: number | string; amount_fen: number | string }>(
          await tx.execute(sql`
            update bets b set status = 'cancelled', settled_at = now()
              from draw_issues d
             where d.id = b.issue_id and b.chase_no = ${chaseNo} and b.status = 'pending' and now() < d.close_at
            returning b.id, b.amount_fen, b.user_id, b.issue_id, b.play_code, b.potential_payout_fen`),
        );
        const cancelled = rows.map((r) => ({ id: Number(r.id), amount: Number(r.amount_fen) }));
        await tx.execute(sql`update chases set status = 'cancelled' where chase_no = ${chaseNo}`);
        const balance = await refund(user, cancelled, tx);
        await releaseExposures(rows.map(exposureOf), tx);
        return {
          chase: { chaseNo, status: 'cancelled' as const, refunded: cancelled.length },
          refundedAmount: cancelled.reduce((s, b) => s + b.amount, 0),
          balance,
        };
      });
    },

    /**
     * A break or a self-exclusion (ADR 121): every running chase of the player stops in the caller's
     * transaction; its bets on issues not yet closed are cancelled and refunded (keyed per bet, as a
     * cancel is, so a repeat refunds nothing twice). Bets already closed are played out.
     */
    async stopChasesOf(userId: number, tx: DbOrTx): Promise<number> {
      const chases = rowsOf<{ chase_no: string }>(
        await tx.execute(sql`
          select chase_no from chases where user_id = ${userId} and status = 'running'
           order by chase_no for update`),
      );
      if (chases.length === 0) return 0;
      const numbers = chases.map((c) => c.chase_no);
      const rows = rowsOf<ExposureRow & { id: number | string; is_trial: boolean }>(
        await tx.execute(sql`
          update bets b set status = 'cancelled', settled_at = now()
            from draw_issues d
           where d.id = b.issue_id and b.user_id = ${userId} and b.status = 'pending' and now() < d.close_at
             and b.chase_no in (select jsonb_array_elements_text(${JSON.stringify(numbers)}::jsonb))
          returning b.id, b.amount_fen, b.is_trial, b.user_id, b.issue_id, b.play_code, b.potential_payout_fen`),
      );
      await tx.execute(sql`
        update chases set status = 'cancelled'
         where chase_no in (select jsonb_array_elements_text(${JSON.stringify(numbers)}::jsonb))`);
      for (const trial of [false, true]) {
        const bets = rows.filter((r) => Boolean(r.is_trial) === trial);
        if (bets.length === 0) continue;
        const pot = await deps.wallet.potAccountId(trial ? 'demo' : 'house', userId, tx);
        await deps.wallet.postBatch(
          bets.map((b) => ({
            idempotencyKey: `cancel:${b.id}`,
            type: 'betting' as const,
            from: { accountId: pot },
            to: { userId },
            amountFen: Number(b.amount_fen),
            remark: 'chase stopped',
          })),
          tx,
        );
      }
      await releaseExposures(rows.map(exposureOf), tx);
      return rows.length;
    },
  };
}
export type CancelService = ReturnType<typeof createCancelService>;
