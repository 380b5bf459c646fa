import { sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';

export interface IssueRaw {
  issue: string;
  open_at: Date | string;
  close_at: Date | string;
  draw_at: Date | string;
  commitment: string;
  seed: string | null;
  result: number[] | null;
  drawn_at: Date | string | null;
}

/** Read-only queries over issues and the settled-bet report rows. Never writes a draw. */
export function createAdminDrawsRepo(db: DbOrTx) {
  return {
    /** Per game (by the database's clock, as the draws module keeps time): the open issue, the next one, the last drawn one and how many are overdue. */
    async live() {
      return rowsOf<{
        code: string;
        enabled: boolean;
        current: IssueRaw | null;
        next: IssueRaw | null;
        last: IssueRaw | null;
        overdue: string | number;
      }>(
        await db.execute(sql`
          select g.code, g.enabled,
            (select row_to_json(i) from draw_issues i where i.game_code = g.code
                and i.open_at <= now() and i.close_at > now()
              order by i.draw_at limit 1) as current,
            (select row_to_json(i) from draw_issues i where i.game_code = g.code
                and i.open_at > now() order by i.draw_at limit 1) as next,
            (select row_to_json(i) from draw_issues i where i.game_code = g.code and i.drawn_at is not null
              order by i.draw_at desc limit 1) as last,
            (select count(*) from draw_issues i where i.game_code = g.code and i.drawn_at is null
                and i.draw_at < now()) as overdue
            from games g order by g.sort_order, g.code`),
      );
    },
    /** Issues whose draw time has come, newest first (future issues are not history). */
    async history(game: string, limit: number, offset: number) {
      const where = sql`game_code = ${game} and draw_at <= now()`;
      const rows = rowsOf<IssueRaw>(
        await db.execute(sql`
          select issue, open_at, close_at, draw_at, commitment, seed, result, drawn_at
            from draw_issues where ${where} order by draw_at desc limit ${limit} offset ${offset}`),
      );
      const [total] = rowsOf<{ n: string | number }>(
        await db.execute(sql`select count(*) as n from draw_issues where ${where}`),
      );
      return { rows, total: Number(total?.n ?? 0) };
    },
    /**
     * Stakes and payouts per game and play of real-money bets settled in [start, end), won or lost
     * (a wholly refunded bet is left out; a tie's refund inside a bet counts as return, as in rtp.md).
     */
    async returns(start: Date, end: Date, game: string | undefined) {
      return rowsOf<{ game_code: string; play_code: string; stakes: string; payouts: string; bets: string }>(
        await db.execute(sql`
          select game_code, play_code, sum(amount_fen) as stakes, sum(payout_fen) as payouts, count(*) as bets
            from bets
           where status in ('won', 'lost') and not is_trial
             and settled_at >= ${start.toISOString()}::timestamptz and settled_at < ${end.toISOString()}::timestamptz
             ${game ? sql`and game_code = ${game}` : sql``}
           group by game_code, play_code order by game_code, play_code`),
      );
    },
    async ratesOf(game: string | undefined) {
      return rowsOf<{ game_code: string; play_code: string; rate_key: string; rate: number }>(
        await db.execute(sql`select game_code, play_code, rate_key, rate from game_rates
                              ${game ? sql`where game_code = ${game}` : sql``}`),
      );
    },
  };
}
