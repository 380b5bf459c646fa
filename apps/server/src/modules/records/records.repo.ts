import { sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { type Page, type Paged, inList, inRange, limitOf, pagedJson, parsed } from '../../db/json-page';
import type { InstantRange } from '../../lib/date-range';
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

/**
 * Read-only queries over bets and chases, always limited to one user (a player sees only
 * their own rows). Each list is one statement: the page and the filtered total together.
 */
export function createRecordsRepo(db: DbOrTx) {
  return {
    listBets(
      userId: number,
      filter: { range: InstantRange; statuses: readonly string[] | null; game: string | null },
      page: Page,
    ): Promise<Paged<BetRow>> {
      const where = sql`b.user_id = ${userId}${inRange(sql`b.created_at`, filter.range)}${inList(
        sql`b.status`,
        filter.statuses,
      )}${filter.game ? sql` and b.game_code = ${filter.game}` : sql``}`;
      return pagedJson<BetRow>(
        db,
        sql`
        select (select count(*) from bets b where ${where}) as total,
               (select coalesce(json_agg(json_build_object(${betColumns}) order by b.created_at desc, b.id desc), '[]'::json)
                  from (select b.* from bets b where ${where}
                         order by b.created_at desc, b.id desc ${limitOf(page)}) b
                  join draw_issues d on d.id = b.issue_id) as list`,
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
