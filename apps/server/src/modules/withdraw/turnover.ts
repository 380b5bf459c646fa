import type { DbOrTx } from '../../db/client';
import type { WithdrawRepo } from './withdraw.repo';

/**
 * The turnover rule (issue 10, ADR 032), in one place so it can change: since the user's last
 * Pending or Completed withdrawal, the stakes of bets (ledger 'betting' debits, net of 'betting'
 * refunds) must reach the amount recharged since then × the factor. Returns what is still to bet.
 */
export async function remainingTurnoverFen(
  repo: Pick<WithdrawRepo, 'lastWithdrawalAt' | 'ledgerSum'>,
  userId: number,
  factorPerMille: number,
  exceptWithdrawalId: number,
  tx?: DbOrTx,
): Promise<number> {
  const since = await repo.lastWithdrawalAt(userId, exceptWithdrawalId, tx);
  const recharged = await repo.ledgerSum(userId, 'recharge', since, tx);
  // Stakes are debits (negative entries); refunds of stakes come back as positive 'betting' entries.
  const turnover = -(await repo.ledgerSum(userId, 'betting', since, tx));
  const required = Math.ceil((recharged * factorPerMille) / 1000);
  return Math.max(0, required - turnover);
}
