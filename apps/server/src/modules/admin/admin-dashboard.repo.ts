import { sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';

type Num = string | number;

/**
 * Dashboard sums: settled betting per day and game (operator_report_daily: every user's report_daily
 * rows summed per day, game and play, so a range reads days × plays rows, ADR 135), money in and
 * out, queues.
 */
export function createAdminDashboardRepo(db: DbOrTx) {
  return {
    async gameDays(fromDay: string, toDay: string) {
      return rowsOf<{ day: string; game_code: string; betting: Num; payout: Num; rebate: Num; bets: Num }>(
        await db.execute(sql`
          select day::text as day, game_code, sum(betting_fen) as betting, sum(payout_fen) as payout,
                 sum(rebate_fen) as rebate, sum(bet_count) as bets
            from operator_report_daily where day between ${fromDay}::date and ${toDay}::date
           group by day, game_code order by day, game_code`),
      );
    },
    /** Passed recharges (by closing time) and completed withdrawals (by review time) per day. */
    async moneyDays(start: Date, end: Date, timeZone: string) {
      const s = start.toISOString();
      const e = end.toISOString();
      return rowsOf<{ day: string; kind: 'recharge' | 'withdraw'; n: Num; amount: Num }>(
        await db.execute(sql`
          select (closed_at at time zone ${timeZone})::date::text as day, 'recharge' as kind,
                 count(*) as n, sum(amount_fen) as amount
            from recharge_orders where status = 'passed' and closed_at >= ${s}::timestamptz and closed_at < ${e}::timestamptz
           group by 1
          union all
          select (reviewed_at at time zone ${timeZone})::date::text, 'withdraw', count(*), sum(amount_fen)
            from withdraw_orders where state = 'Completed' and reviewed_at >= ${s}::timestamptz and reviewed_at < ${e}::timestamptz
           group by 1`),
      );
    },
    async pending() {
      const [row] = rowsOf<{ recharge: Num; withdraw: Num; approvals: Num }>(
        await db.execute(sql`
          select (select count(*) from recharge_orders where status = 'reviewing') as recharge,
                 (select count(*) from withdraw_orders where state = 'Pending') as withdraw,
                 (select count(*) from admin_approvals where status = 'pending') as approvals`),
      );
      return {
        recharge: Number(row?.recharge ?? 0),
        withdraw: Number(row?.withdraw ?? 0),
        approvals: Number(row?.approvals ?? 0),
      };
    },
    /** Distinct users with a live session seen since `since` (as /agent/online counts a member). */
    async online(since: Date) {
      const [row] = rowsOf<{ n: Num }>(
        await db.execute(sql`select count(distinct user_id) as n from sessions
                              where ended_at is null and last_seen_at >= ${since.toISOString()}::timestamptz`),
      );
      return Number(row?.n ?? 0);
    },
  };
}
