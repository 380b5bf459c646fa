import { ResponseCode } from '@fairdraw/contract';

import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../account/account.service';
import type { WalletService } from '../wallet/wallet.service';
import { type CancelledBet, cancelRepo } from './cancel.repo';
import { releaseExposures } from './exposure.repo';

/**
 * `/bet/cancel` and `/chase/cancel`: a pending bet whose issue has not closed (by the database's
 * clock) becomes `cancelled` and its stake comes back, keyed by the bet so it is refunded once.
 */
export function createCancelService(deps: { db: Db; wallet: WalletService }) {
  async function refund(user: SessionUser, bets: readonly { id: number; amount: number }[], tx: Tx) {
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
    async cancelBet(user: SessionUser, betId: number) {
      return deps.db.transaction(async (tx) => {
        const bet = await cancelRepo.lockBet(betId, tx);
        if (!bet) throw new AppError('common.notFound', ResponseCode.notFound);
        if (bet.userId !== user.id) throw new AppError('bet.notYours', ResponseCode.notAllowed);
        if (bet.status !== 'pending' || !bet.beforeClose) {
          throw new AppError('bet.notCancellable', ResponseCode.conflict);
        }
        await cancelRepo.markBetCancelled(betId, tx);
        const balance = await refund(user, [{ id: betId, amount: bet.amountFen }], tx);
        await releaseExposures([bet.exposure], tx);
        return { bet: { id: betId, status: 'cancelled' as const, amount: bet.amountFen }, balance };
      });
    },

    async cancelChase(user: SessionUser, chaseNo: string) {
      return deps.db.transaction(async (tx) => {
        const chase = await cancelRepo.lockChase(chaseNo, tx);
        if (!chase) throw new AppError('chase.notFound', ResponseCode.notFound);
        if (chase.userId !== user.id) throw new AppError('bet.notYours', ResponseCode.notAllowed);
        if (chase.status !== 'running') throw new AppError('chase.notRunning', ResponseCode.conflict);
        const bets = await cancelRepo.cancelChase(chaseNo, tx);
        const cancelled = bets.map((b) => ({ id: b.id, amount: b.amountFen }));
        const balance = await refund(user, cancelled, tx);
        await releaseExposures(
          bets.map((b) => b.exposure),
          tx,
        );
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
      const cancelled: CancelledBet[] = [];
      for (const chaseNo of await cancelRepo.lockRunningChasesOf(userId, tx)) {
        cancelled.push(...(await cancelRepo.cancelChase(chaseNo, tx as Tx)));
      }
      for (const trial of [false, true]) {
        const bets = cancelled.filter((b) => b.isTrial === trial);
        if (bets.length === 0) continue;
        const pot = await deps.wallet.potAccountId(trial ? 'demo' : 'house', userId, tx);
        await deps.wallet.postBatch(
          bets.map((b) => ({
            idempotencyKey: `cancel:${b.id}`,
            type: 'betting' as const,
            from: { accountId: pot },
            to: { userId },
            amountFen: b.amountFen,
            remark: 'chase stopped',
          })),
          tx,
        );
      }
      await releaseExposures(
        cancelled.map((b) => b.exposure),
        tx,
      );
      return cancelled.length;
    },
  };
}
export type CancelService = ReturnType<typeof createCancelService>;
