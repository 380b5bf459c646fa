import type { DbOrTx } from '../../db/client';
import { type ReportDelta, addReportDeltas } from './report-daily.repo';

/**
 * Adds a page of just-settled bets to the daily report rows (ADR 071), in settlement's transaction
 * after its ledger batch: one set-based statement. Per user, settlement day (TZ), game and play: the
 * bettor's net stake (refunded combinations excluded), winnings (the refund part of a payout
 * excluded) and bet count, and each bet's rebate share per receiver (the bettor or an ancestor — the
 * per-bet amounts settlement summed into its per-page rebate transfers, ADR 013), into `report_daily`;
 * the same deltas, summed per ancestor of each user, into `team_report_daily`. Trial bets are left
 * out. The caller passes only the bets this page settled, so every bet is counted exactly once.
 * The figures come from the page settlement holds in memory (re-reading its bets by id was a sixth of
 * a page's time); the day is the transaction's `now()`, the bets' `settled_at`.
 */
export interface SettledBetFigures {
  userId: number;
  gameCode: string;
  playCode: string;
  isTrial: boolean;
  /** Net stake: unit × multiple × (combinations − refunded ones). */
  bettingFen: number;
  /** Payout without the refunded stake. */
  winningsFen: number;
  /** How many bets these figures sum (settlement passes one per bettor and play of a page). */
  bets: number;
}

export interface RebateShare {
  /** The receiver: the bettor or one of its ancestors. */
  userId: number;
  gameCode: string;
  playCode: string;
  amountFen: number;
}

/** Per user, game and play: the page's sums (trial bets excluded). */
function deltasOf(bets: readonly SettledBetFigures[], rebates: readonly RebateShare[]): ReportDelta[] {
  const deltas = new Map<string, ReportDelta>();
  const deltaOf = (userId: number, gameCode: string, playCode: string) => {
    const key = `${userId}\u0000${gameCode}\u0000${playCode}`;
    let delta = deltas.get(key);
    if (!delta) {
      delta = {
        user_id: userId,
        game_code: gameCode,
        play_code: playCode,
        betting: 0,
        payout: 0,
        rebate: 0,
        bets: 0,
      };
      deltas.set(key, delta);
    }
    return delta;
  };
  for (const bet of bets) {
    if (bet.isTrial) continue;
    const delta = deltaOf(bet.userId, bet.gameCode, bet.playCode);
    delta.betting += bet.bettingFen;
    delta.payout += bet.winningsFen;
    delta.bets += bet.bets;
  }
  for (const share of rebates)
    deltaOf(share.userId, share.gameCode, share.playCode).rebate += share.amountFen;
  // One lock order for every settling transaction: concurrent pages wait, never deadlock.
  return [...deltas.values()].sort(
    (a, b) =>
      a.user_id - b.user_id ||
      a.game_code.localeCompare(b.game_code) ||
      a.play_code.localeCompare(b.play_code),
  );
}

export async function recordSettledBets(
  bets: readonly SettledBetFigures[],
  rebates: readonly RebateShare[],
  timeZone: string,
  tx: DbOrTx,
) {
  const deltas = deltasOf(bets, rebates);
  if (!deltas.length) return;
  await addReportDeltas(deltas, timeZone, tx);
}
