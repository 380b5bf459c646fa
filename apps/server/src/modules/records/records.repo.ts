import { type SQL, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { alignZoneTotals } from '../../db/zone-totals';
import { type Page, type Paged, inList, inRange, limitOf, pagedJson, parsed } from '../../db/json-page';
import type { DayRange, InstantRange } from '../../lib/date-range';
import { rowsOf } from '../../lib/rows';

export interface BetRow {
  id: number;
  createdAt: string;
  gameCode: string;
  playCode: string;
  selection: string[][];
  betCount: number;
  amountFen: number;
  payoutFen: number;
  issue: string;
  status: string;
  result: number[] | null;
}

export interface BetDetailRow extends BetRow {
  userId: number;
  unitPriceFen: number;
  multiple: number;
  rates: Record<string, number>;
  wins: { combination?: string[]; key?: string; rate: number; count: number }[] | null;
  winCount: number;
  refundCount: number;
  seed: string | null;
  drawnAt: string | null;
  settledAt: string | null;
  orderNo: string;
  chaseNo: string | null;
  chaseSeq: number | null;
  cancellable: boolean;
}

export interface ChaseRow {
  chaseNo: string;
  createdAt: string;
  gameCode: string;
  issues: number;
  firstIssue: string | null;
  played: number;
  won: number;
  amountFen: number;
  payoutFen: number;
  refundedFen: number;
  stopOnWin: boolean;
  status: string;
}

/** `/bet/list` status filter → bet statuses; `lost` means "not won" once settled (ADR 060). */
export const betStatusesOf = {
  all: null,
  won: ['won'],
  pending: ['pending'],
  lost: ['lost', 'refunded', 'cancelled'],
} as const;
export type BetStatusFilter = keyof typeof betStatusesOf;

const betColumns = sql`
  'id', b.id, 'createdAt', b.created_at, 'gameCode', b.game_code, 'playCode', b.play_code,
  'selection', b.selection, 'betCount', b.bet_count, 'amountFen', b.amount_fen, 'payoutFen', b.payout_fen,
  'issue', b.issue, 'status', b.status, 'result', d.result`;

/** ` and c.day >= fromDay and c.day < toDay` over bet_day_counts, each bound only when given. */
const inDays = (range: DayRange): SQL =>
  sql`${range.fromDay ? sql` and c.day >= ${range.fromDay}::date` : sql``}${
    range.toDay ? sql` and c.day < ${range.toDay}::date` : sql``
  }`;

/**
 * Read-only queries over bets and chases, always limited to one user (a player sees only
 * their own rows). Each list is one statement: the page and the filtered total together.
 */
export function createRecordsRepo(db: DbOrTx) {
  return {
    listBets(
      userId: number,
      filter: { range: DayRange; statuses: readonly string[] | null; game: string | null },
      page: Page,
    ): Promise<Paged<BetRow>> {
      const where = sql`b.user_id = ${userId}${inRange(sql`b.created_at`, filter.range)}${inList(
        sql`b.status`,
        filter.statuses,
      )}${filter.game ? sql` and b.game_code = ${filter.game}` : sql``}`;
      const counted = sql`(select count(*) from bets b where ${where})`;
      // Every status: the per-day counts (ADR 148) while their days are in this range's zone, else
      // (a start-up that has not aligned them yet) the bets counted. Only the branch taken is run.
      const total = filter.statuses
        ? counted
        : sql`case when coalesce((select z.time_zone = ${filter.range.timeZone} from bet_count_zone z where z.id = 1), false)
                   then (select coalesce(sum(c.bets), 0) from bet_day_counts c
                          where c.user_id = ${userId}${inDays(filter.range)}${
                            filter.game ? sql` and c.game_code = ${filter.game}` : sql``
                          })
                   else ${counted} end`;
      return pagedJson<BetRow>(
        db,
        sql`
        select ${total} as total,
               (select coalesce(json_agg(json_build_object(${betColumns}) order by b.created_at desc, b.id desc), '[]'::json)
                  from (select b.* from bets b where ${where}
                         order by b.created_at desc, b.id desc ${limitOf(page)}) b
                  join draw_issues d on d.id = b.issue_id) as list`,
      );
    },

    /** Start-up: bet_day_counts' days in `timeZone` (the server's TZ), recounted when it differs. */
    alignBetCountZone(timeZone: string): Promise<boolean> {
      return alignZoneTotals(
        db,
        {
          zoneTable: sql`bet_count_zone`,
          sources: sql`bets`,
          recount: async (tx) => {
            await tx.execute(sql`delete from bet_day_counts`);
            await tx.execute(sql`
              insert into bet_day_counts (user_id, day, game_code, bets)
              select user_id, (created_at at time zone ${timeZone})::date, game_code, count(*)
                from bets group by 1, 2, 3`);
          },
        },
        timeZone,
      );
    },

    /**
     * Every (player, day, game) whose kept count differs from its bets counted in bet_count_zone's
     * zone: none when ADR 148's counts are right (the load's reconciliation and the tests ask).
     */
    async betCountsDrift() {
      return rowsOf<{
        user_id: number;
        day: string;
        game_code: string;
        kept: string | null;
        counted: string | null;
      }>(
        await db.execute(sql`
          with counted as (
            select user_id, (created_at at time zone (select time_zone from bet_count_zone where id = 1))::date as day,
                   game_code, count(*) as n
              from bets group by 1, 2, 3)
          select coalesce(c.user_id, k.user_id) as user_id, coalesce(c.day, k.day)::text as day,
                 coalesce(c.game_code, k.game_code) as game_code, k.bets as kept, c.n as counted
            from counted c full join (select * from bet_day_counts where bets <> 0) k
              on k.user_id = c.user_id and k.day = c.day and k.game_code = c.game_code
           where k.bets is distinct from c.n`),
      );
    },

    async findBet(betId: number): Promise<BetDetailRow | undefined> {
      const [row] = rowsOf<{ bet: unknown }>(
        await db.execute(sql`
          select json_build_object(${betColumns},
                   'userId', b.user_id, 'unitPriceFen', b.unit_price_fen, 'multiple', b.multiple,
                   'rates', b.rates, 'wins', b.wins, 'winCount', b.win_count, 'refundCount', b.refund_count,
                   'seed', d.seed, 'drawnAt', d.drawn_at, 'settledAt', b.settled_at, 'orderNo', b.order_no,
                   'chaseNo', b.chase_no, 'chaseSeq', b.chase_seq,
                   'cancellable', (b.status = 'pending' and now() < d.close_at)) as bet
            from bets b join draw_issues d on d.id = b.issue_id
           where b.id = ${betId}`),
      );
      return row ? parsed<BetDetailRow>(row.bet) : undefined;
    },

    listChases(
      userId: number,
      filter: { range: InstantRange; status: string | null },
      page: Page,
    ): Promise<Paged<ChaseRow>> {
      const where = sql`c.user_id = ${userId}${inRange(sql`c.created_at`, filter.range)}${
        filter.status ? sql` and c.status = ${filter.status}` : sql``
      }`;
      return pagedJson<ChaseRow>(
        db,
        sql`
        select (select count(*) from chases c where ${where}) as total,
               (select coalesce(json_agg(json_build_object(
                         'chaseNo', c.chase_no, 'createdAt', c.created_at, 'gameCode', c.game_code,
                         'issues', c.issues, 'firstIssue', s.first_issue, 'played', s.played, 'won', s.won,
                         'amountFen', c.amount_fen, 'payoutFen', s.payout, 'refundedFen', s.refunded,
                         'stopOnWin', c.stop_on_win, 'status', c.status)
                       order by c.created_at desc, c.chase_no desc), '[]'::json)
                  from (select c.* from chases c where ${where}
                         order by c.created_at desc, c.chase_no desc ${limitOf(page)}) c
                  cross join lateral (
                    select min(b.issue) as first_issue,
                           count(distinct b.chase_seq) filter (where b.status in ('won', 'lost', 'refunded')) as played,
                           count(distinct b.chase_seq) filter (where b.status = 'won') as won,
                           coalesce(sum(b.payout_fen), 0) as payout,
                           coalesce(sum(b.amount_fen) filter (where b.status = 'cancelled'), 0) as refunded
                      from bets b where b.chase_no = c.chase_no) s) as list`,
      );
    },
  };
}
export type RecordsRepo = ReturnType<typeof createRecordsRepo>;
