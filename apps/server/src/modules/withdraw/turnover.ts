import type { DbOrTx } from '../../db/client';
import type { WalletService } from '../wallet/wallet.service';
import type { WithdrawRepo } from './withdraw.repo';

/**
 * The turnover rule (ADR 032), in one place so it can change: since the user's last
 * Pending or Completed withdrawal, the stakes of bets (ledger 'betting' debits, net of 'betting'
 * refunds) must reach the money brought in since then × the factor. Money brought in is recharges,
 * incoming agent transfers and backstage credits (ADR 105: otherwise an agent's recharge, moved to a
 * member, is withdrawn without a bet). Returns what is still to bet.
 */
export async function remainingTurnoverFen(
  repo: Pick<WithdrawRepo, 'lastWithdrawalAt'>,
  wallet: Pick<WalletService, 'entrySum'>,
  userId: number,
  factorPerMille: number,
  exceptWithdrawalId: number,
  tx?: DbOrTx,
): Promise<number> {
  const since = await repo.lastWithdrawalAt(userId, exceptWithdrawalId, tx);
  const broughtIn = await wallet.entrySum(
    userId,
    { types: ['recharge', 'transfer', 'backstage'], since, creditsOnly: true },
    tx,
  );
  // Stakes are debits (negative entries); refunds of stakes come back as positive 'betting' entries.
  const turnover = -(await wallet.entrySum(userId, { types: ['betting'], since }, tx));
  const required = Math.ceil((broughtIn * factorPerMille) / 1000);
  return Math.max(0, required - turnover);
}
