import { sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';

/**
 * Moves user U (with its whole subtree S) under agent P, set-based, inside the caller's transaction
 * (ADR 081). The caller has locked U and P and checked that P is an agent outside S.
 *  1. team_report_daily: the rows of S leave every old strict ancestor of U...
 *  2. user_tree: pairs (old ancestor of U, member of S) are deleted; pairs (ancestor-or-self of P,
 *     member of S) are inserted with depth = depth(a→P) + 1 + depth(U→s);
 *  3. ...and join every new ancestor (P and P's ancestors), so each team report still equals the sum
 *     of its current members' daily rows.
 * The parent-change trigger refuses any other change of users.parent_id (migration 0007).
 * Returns the number of users moved (U and its descendants).
 */
export async function moveSubtree(userId: number, newParentId: number, tx: DbOrTx): Promise<number> {
  const subtreeRows = sql`(select r.day, r.game_code, r.play_code, sum(r.betting_fen) as betting,
          sum(r.payout_fen) as payout, sum(r.rebate_fen) as rebate, sum(r.bet_count) as bets
     from report_daily r join user_tree s on s.descendant_id = r.user_id and s.ancestor_id = ${userId}
    group by r.day, r.game_code, r.play_code)`;

  await tx.execute(sql`
    update team_report_daily d
       set betting_fen = d.betting_fen - m.betting, payout_fen = d.payout_fen - m.payout,
           rebate_fen = d.rebate_fen - m.rebate, bet_count = d.bet_count - m.bets
      from ${subtreeRows} m, user_tree a
     where a.descendant_id = ${userId} and a.depth >= 1 and d.ancestor_id = a.ancestor_id
       and d.day = m.day and d.game_code = m.game_code and d.play_code = m.play_code`);
  await tx.execute(sql`
    delete from team_report_daily d using user_tree a
     where a.descendant_id = ${userId} and a.depth >= 1 and d.ancestor_id = a.ancestor_id
       and d.betting_fen = 0 and d.payout_fen = 0 and d.rebate_fen = 0 and d.bet_count = 0`);

  await tx.execute(sql`select set_config('fairdraw.parent_move', 'on', true)`);
  await tx.execute(sql`update users set parent_id = ${newParentId} where id = ${userId}`);
  await tx.execute(sql`select set_config('fairdraw.parent_move', 'off', true)`);
  await tx.execute(sql`
    delete from user_tree t
     where t.descendant_id in (select descendant_id from user_tree where ancestor_id = ${userId})
       and t.ancestor_id not in (select descendant_id from user_tree where ancestor_id = ${userId})`);
  await tx.execute(sql`
    insert into user_tree (ancestor_id, descendant_id, depth)
    select a.ancestor_id, s.descendant_id, a.depth + 1 + s.depth
      from user_tree a cross join user_tree s
     where a.descendant_id = ${newParentId} and s.ancestor_id = ${userId}`);

  await tx.execute(sql`
    insert into team_report_daily as d (ancestor_id, day, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count)
    select a.ancestor_id, m.day, m.game_code, m.play_code, m.betting, m.payout, m.rebate, m.bets
      from ${subtreeRows} m cross join user_tree a
     where a.descendant_id = ${newParentId}
     order by a.ancestor_id, m.day, m.game_code, m.play_code
    on conflict (ancestor_id, day, game_code, play_code) do update
       set betting_fen = d.betting_fen + excluded.betting_fen,
           payout_fen = d.payout_fen + excluded.payout_fen,
           rebate_fen = d.rebate_fen + excluded.rebate_fen,
           bet_count = d.bet_count + excluded.bet_count`);

  const [moved] = rowsOf<{ n: string | number }>(
    await tx.execute(sql`select count(*) as n from user_tree where ancestor_id = ${userId}`),
  );
  return Number(moved?.n ?? 0);
}

/** Whether `candidateId` is `userId` itself or one of its descendants. */
export async function isInSubtree(userId: number, candidateId: number, tx: DbOrTx): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(
      sql`select 1 from user_tree where ancestor_id = ${userId} and descendant_id = ${candidateId} limit 1`,
    ),
  );
  return rows.length > 0;
}
