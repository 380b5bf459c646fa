import { sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { executePrepared } from '../../db/prepared';

/** One user's sums for a day's game and play, as the statement reads them (snake_case JSON). */
export interface ReportDelta {
  user_id: number;
  game_code: string;
  play_code: string;
  betting: number;
  payout: number;
  rebate: number;
  bets: number;
}

/**
 * Adds the deltas to `report_daily` (per user) and, summed per ancestor, to `team_report_daily`, in
 * one statement; the day is the transaction's `now()` in `timeZone` (ADR 071). The caller sorts the
 * deltas by user, game and play: one lock order for every settling transaction.
 */
export async function addReportDeltas(deltas: readonly ReportDelta[], timeZone: string, tx: DbOrTx) {
  await executePrepared(
    tx,
    sql`
  with delta as (
    select d.user_id, (now() at time zone ${timeZone})::date as day, d.game_code, d.play_code,
           d.betting, d.payout, d.rebate, d.bets
      from jsonb_to_recordset(${JSON.stringify(deltas)}::jsonb)
        as d(user_id int, game_code text, play_code text, betting bigint, payout bigint, rebate bigint, bets int)
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
         bet_count = d.bet_count + excluded.bet_count`,
  );
}
