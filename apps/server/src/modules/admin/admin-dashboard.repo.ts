import { sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { alignZoneTotals } from '../../db/zone-totals';
import { rowsOf } from '../../lib/rows';

type Num = string | number;

/**
 * Dashboard sums: settled betting per day and game (operator_report_daily: every user's report_daily
 * rows summed per day, game and play, so a range reads days × plays rows, ADR 135), money in and
 * out per day (operator_money_daily: two rows a day, ADR 135 addendum), queues.
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
    /**
     * Passed recharges (by closing day) and completed withdrawals (by review day) per day, from
     * operator_money_daily (two rows a day, ADR 135 addendum) when its days are in `timeZone`; else
     * (a server whose TZ start-up has not aligned yet) from the orders of the range, as before.
     * One statement: the zone check and the read see one snapshot.
     */
    async moneyDays(range: { from: string; to: string; start: Date; end: Date }, timeZone: string) {
      const s = range.start.toISOString();
      const e = range.end.toISOString();
      return rowsOf<{ day: string; kind: 'recharge' | 'withdraw'; n: Num; amount: Num }>(
        await db.execute(sql`
          with zone as (select time_zone = ${timeZone} as kept from operator_money_zone where id = 1)
          select day::text as day, kind, order_count as n, amount_fen as amount
            from operator_money_daily
           where day between ${range.from}::date and ${range.to}::date and coalesce((select kept from zone), false)
          union all
          (select (closed_at at time zone ${timeZone})::date::text, 'recharge', count(*), sum(amount_fen)
             from recharge_orders where status = 'passed' and closed_at >= ${s}::timestamptz and closed_at < ${e}::timestamptz
              and not coalesce((select kept from zone), false)
            group by 1)
          union all
          (select (reviewed_at at time zone ${timeZone})::date::text, 'withdraw', count(*), sum(amount_fen)
             from withdraw_orders where state = 'Completed' and reviewed_at >= ${s}::timestamptz and reviewed_at < ${e}::timestamptz
              and not coalesce((select kept from zone), false)
            group by 1)`),
      );
    },
    /** Start-up: operator_money_daily's days in `timeZone` (the server's TZ), recounted when it differs. */
    alignMoneyZone(timeZone: string): Promise<boolean> {
      return alignZoneTotals(
        db,
        {
          zoneTable: sql`operator_money_zone`,
          sources: sql`recharge_orders, withdraw_orders`,
          recount: async (tx) => {
            await tx.execute(sql`delete from operator_money_daily`);
            await tx.execute(sql`
              insert into operator_money_daily (day, kind, order_count, amount_fen)
              select (closed_at at time zone ${timeZone})::date, 'recharge', count(*), sum(amount_fen)
                from recharge_orders where status = 'passed' and closed_at is not null group by 1
              union all
              select (reviewed_at at time zone ${timeZone})::date, 'withdraw', count(*), sum(amount_fen)
                from withdraw_orders where state = 'Completed' and reviewed_at is not null group by 1`);
          },
        },
        timeZone,
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
