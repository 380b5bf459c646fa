import { sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';

/**
 * Adds a page of just-settled bets to the daily report rows (ADR 071), in settlement's transaction
 * after its ledger batch: one set-based statement. Per user, settlement day (TZ), game and play: the
 * bettor's net stake (refunded combinations excluded), winnings (the refund part of a payout
 * excluded) and bet count, and each bet's rebate share per receiver (the bettor or an ancestor — the
 * per-bet amounts settlement summed into its per-page rebate transfers, ADR 013), into `report_daily`; the same deltas,
 * summed per ancestor of each user, into `team_report_daily`. Trial bets are left out. The caller
 * passes only the bets this page settled, so every bet is counted exactly once.
 */
export interface RebateShare {
  betId: number;
  /** The receiver: the bettor or one of its ancestors. */
  userId: number;
  amountFen: number;
}

export async function recordSettledBets(
  betIds: readonly number[],
  rebates: readonly RebateShare[],
  timeZone: string,
  tx: DbOrTx,
) {
  if (!betIds.length) return;
  const ids = sql`(select (jsonb_array_elements_text(${JSON.stringify(betIds)}::jsonb))::bigint)`;
  const shares = JSON.stringify(
    rebates.map((r) => ({ bet_id: r.betId, user_id: r.userId, amount: r.amountFen })),
  );
  await tx.execute(sql`
    with delta as (
      select user_id, day, game_code, play_code, sum(betting)::bigint as betting,
             sum(payout)::bigint as payout, sum(rebate)::bigint as rebate, sum(bets)::int as bets
        from (
          select b.user_id, (b.settled_at at time zone ${timeZone})::date as day, b.game_code, b.play_code,
                 b.unit_price_fen * b.multiple * (b.bet_count - b.refund_count) as betting,
                 b.payout_fen - b.unit_price_fen * b.multiple * b.refund_count as payout,
                 0::bigint as rebate, 1 as bets
            from bets b
           where b.id in ${ids} and not b.is_trial and b.status in ('won', 'lost', 'refunded')
          union all
          select r.user_id, (b.settled_at at time zone ${timeZone})::date, b.game_code, b.play_code,
                 0, 0, r.amount, 0
            from jsonb_to_recordset(${shares}::jsonb) as r(bet_id bigint, user_id int, amount bigint)
            join bets b on b.id = r.bet_id
           where b.id in ${ids} and not b.is_trial
        ) x
       group by user_id, day, game_code, play_code
    ), own as (
      insert into report_daily as d (user_id, day, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count)
      select user_id, day, game_code, play_code, betting, payout, rebate, bets from delta
       order by user_id, day, game_code, play_code
      on conflict (user_id, day, game_code, play_code) do update
         set betting_fen = d.betting_fen + excluded.betting_fen,
             payout_fen = d.payout_fen + excluded.payout_fen,
             rebate_fen = d.rebate_fen + excluded.rebate_fen,
             bet_count = d.bet_count + excluded.bet_count
    )
    insert into team_report_daily as d (ancestor_id, day, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count)
    select t.ancestor_id, x.day, x.game_code, x.play_code, sum(x.betting), sum(x.payout), sum(x.rebate), sum(x.bets)
      from delta x join user_tree t on t.descendant_id = x.user_id and t.depth >= 1
     group by t.ancestor_id, x.day, x.game_code, x.play_code
     -- One lock order for every settling transaction: concurrent pages wait, never deadlock.
     order by t.ancestor_id, x.day, x.game_code, x.play_code
    on conflict (ancestor_id, day, game_code, play_code) do update
       set betting_fen = d.betting_fen + excluded.betting_fen,
           payout_fen = d.payout_fen + excluded.payout_fen,
           rebate_fen = d.rebate_fen + excluded.rebate_fen,
           bet_count = d.bet_count + excluded.bet_count`);
}
