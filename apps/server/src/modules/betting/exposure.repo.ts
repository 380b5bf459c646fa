import { sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';

/** A cancelled bet's share of its player's exposure on its issue and play (bet_exposures, ADR 095). */
export interface CancelledExposure {
  issueId: number;
  userId: number;
  play: string;
  amountFen: number;
  potentialFen: number;
}

/**
 * Cancelled bets leave their player's exposure and issue stake. Called after the refund of the same
 * transaction: makeOrder locks ledger accounts, then exposure rows, then issue stakes, and so does
 * every other writer, so none waits for another in the opposite order (no deadlock).
 */
export async function releaseExposures(bets: readonly CancelledExposure[], tx: DbOrTx): Promise<void> {
  if (!bets.length) return;
  const input = JSON.stringify(
    bets.map((b) => ({
      issue_id: b.issueId,
      user_id: b.userId,
      play: b.play,
      amount: b.amountFen,
      potential: b.potentialFen,
    })),
  );
  await tx.execute(sql`
    update bet_exposures e
       set stake_fen = e.stake_fen - r.stake, potential_fen = e.potential_fen - r.potential
      from (select issue_id, user_id, play, sum(amount) as stake, sum(potential) as potential
              from jsonb_to_recordset(${input}::jsonb)
                as t(issue_id bigint, user_id int, play text, amount bigint, potential bigint)
             group by issue_id, user_id, play) r
     where e.issue_id = r.issue_id and e.user_id = r.user_id and e.play_code = r.play`);
  await tx.execute(sql`
    update bet_issue_stakes s
       set stake_fen = s.stake_fen - r.stake
      from (select issue_id, user_id, sum(amount) as stake
              from jsonb_to_recordset(${input}::jsonb) as t(issue_id bigint, user_id int, amount bigint)
             group by issue_id, user_id) r
     where s.issue_id = r.issue_id and s.user_id = r.user_id`);
}
