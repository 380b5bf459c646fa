import { sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { forEachRow } from '../../db/row-stream';
import type { BetStatus } from '../../db/schema/betting';
import { rowsOf } from '../../lib/rows';

/** What a drawn issue's settlement needs of it, read once per run. */
export interface DrawnIssueContext {
  gameCode: string;
  issue: string;
  result: number[];
  zodiacYear: number | null;
  /** The scheduled draw time (settlement lag); absent in contexts built by hand. */
  drawAt?: Date;
}

/** A pending bet as a page reads it: only what varies per bet (the issue's part is the context's). */
export interface PendingBet {
  id: number;
  userId: number;
  isTrial: boolean;
  playCode: string;
  /** As stored (jsonb text): parsed only for a bet unlike the issue's others (settlement-outcomes.ts). */
  selectionText: string;
  unitPriceFen: number;
  multiple: number;
  betCount: number;
  /** The odds snapshot as stored (jsonb text); most bets of an issue share it. */
  ratesText: string;
  chaseNo: string | null;
}

export interface BetOutcome {
  status: BetStatus;
  payoutFen: number;
  winCount: number;
  refundCount: number;
  wins: unknown;
}

/** Which bets of a page its UPDATE wrote: all, or these (the others were settled or cancelled meanwhile). */
export type WrittenBets = 'all' | ReadonlySet<number>;

const parse = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/**
 * The odds snapshots an issue's bets share, per play, as a run learns them: a page sends them back
 * and gets NULL instead of the ≈ 330-byte text for every bet whose snapshot equals its play's
 * (the same bytes): most of a page's bytes, and of the garbage a settlement made.
 */
export class KnownRates {
  private readonly byPlay = new Map<string, string>();
  private json = '{}';
  /** Rows that came with their snapshot's text (the rest matched their play's, as NULL). */
  textsReceived = 0;

  textOf(play: string): string | undefined {
    return this.byPlay.get(play);
  }

  learn(play: string, text: string): void {
    if (this.byPlay.has(play)) return;
    this.byPlay.set(play, text);
    // The texts are jsonb's own output: valid JSON values as they are.
    this.json = `{${[...this.byPlay].map(([p, t]) => `${JSON.stringify(p)}:${t}`).join(',')}}`;
  }

  /** Play code → snapshot, as one jsonb parameter. */
  asJson(): string {
    return this.json;
  }
}

/** Settlement's set-based SQL: a page of bets in, one UPDATE of all of them out. */
export function createSettlementRepo() {
  return {
    /** The issue's game, code and draw, or null while it is not drawn. */
    async drawnIssue(issueId: number, tx: DbOrTx): Promise<DrawnIssueContext | null> {
      const [row] = rowsOf<Record<string, unknown>>(
        await tx.execute(sql`
          select game_code, issue, result, zodiac_year, draw_at from draw_issues where id = ${issueId} and drawn_at is not null`),
      );
      if (!row) return null;
      return {
        gameCode: String(row.game_code),
        issue: String(row.issue),
        result: parse<number[]>(row.result),
        zodiacYear: row.zodiac_year === null ? null : Number(row.zodiac_year),
        drawAt: new Date(row.draw_at as string | Date),
      };
    },

    /**
     * A page of one drawn issue's pending bets after `afterId`, locked; another process skips them.
     * `afterId` (the highest id already handed out in this run) keeps each page from re-reading the
     * settled bets before it: no index knows a bet's status (ADR 091). Each bet is handed to `visit`
     * as its row arrives, in id order, in one object `visit` must not keep (the next row overwrites
     * it): a page of 20,000 bets is never 20,000 objects (docs/performance.md). Returns the count.
     */
    async lockPage(
      issueId: number,
      afterId: number,
      limit: number,
      known: KnownRates,
      tx: DbOrTx,
      visit: (bet: Readonly<PendingBet>) => void,
    ): Promise<number> {
      // A bet's snapshot is compared with its play's known one byte for byte (`*=`, record_image_eq,
      // on a one-field record: COALESCE keeps the parser from comparing the rows field by field).
      // jsonb's own `=` walked both objects key by key: ≈ 3 µs a row, half of the page read's
      // PostgreSQL time (docs/performance.md). Equal bytes are an equal value; an equal value in
      // other bytes (900 and 900.0) is merely sent as text, which is what differing snapshots get.
      // A new issue's bets are unknown to the table's statistics: the planner then guesses a few
      // rows and reads the whole issue to sort it (250 ms a page at 100,000 bets). The page is the
      // index range in order; this query only is told so (the page's other statements plan freely).
      const plannerHint = (on: boolean) =>
        tx.execute(sql`select set_config('enable_bitmapscan', ${on ? 'on' : 'off'}, true),
                              set_config('enable_sort', ${on ? 'on' : 'off'}, true)`);
      await plannerHint(false);
      const bet: PendingBet = {
        id: 0,
        userId: 0,
        isTrial: false,
        playCode: '',
        selectionText: '',
        unitPriceFen: 0,
        multiple: 0,
        betCount: 0,
        ratesText: '',
        chaseNo: null,
      };
      const count = await forEachRow(
        tx,
        sql`
        select b.id, b.user_id, b.is_trial, b.play_code, b.selection::text as selection, b.unit_price_fen, b.multiple,
               b.bet_count, case when coalesce(row(b.rates, 0), null) *= coalesce(row(${known.asJson()}::jsonb -> b.play_code, 0), null)
                                 then null else b.rates::text end as rates,
               b.chase_no
          from bets b
         where b.issue_id = ${issueId} and b.id > ${afterId} and b.status = 'pending'
         order by b.id
         limit ${limit}
           for update of b skip locked`,
        (row) => {
          const [id, userId, isTrial, playCode, selection, unitPriceFen, multiple, betCount, rates, chaseNo] =
            row;
          bet.id = Number(id);
          bet.userId = Number(userId);
          bet.isTrial = isTrial === true || isTrial === 't';
          bet.playCode = String(playCode);
          bet.selectionText = String(selection);
          bet.unitPriceFen = Number(unitPriceFen);
          bet.multiple = Number(multiple);
          bet.betCount = Number(betCount);
          if (typeof rates === 'string') {
            known.textsReceived += 1;
            known.learn(bet.playCode, rates);
          }
          bet.ratesText = typeof rates === 'string' ? rates : (known.textOf(bet.playCode) ?? '{}');
          bet.chaseNo = typeof chaseNo === 'string' ? chaseNo : null;
          visit(bet);
        },
      );
      await plannerHint(true);
      return count;
    },

    /**
     * All of a page's outcomes in one statement (`ids[i]` settles as `outcomes[i]`); only
     * still-pending bets change (exactly once). Each distinct outcome is sent once and the bets name
     * theirs by number (a page's bets share a few). Answers 'all', or the ids actually written when
     * some bet was settled or cancelled meanwhile elsewhere.
     */
    async writeOutcomes(
      issueId: number,
      ids: readonly number[],
      outcomes: readonly BetOutcome[],
      tx: DbOrTx,
    ): Promise<WrittenBets> {
      if (!ids.length) return 'all';
      let minId = Infinity;
      let maxId = -Infinity;
      for (const id of ids) {
        if (id < minId) minId = id;
        if (id > maxId) maxId = id;
      }
      // Each distinct outcome once, as columns (arrays indexed by its number, 1-based); a bet names
      // its outcome's number. No join: the UPDATE reads each field by subscript (a join with the
      // outcomes as rows was planned as a nested loop over 20,000 bets × every outcome).
      const numberOf = new Map<BetOutcome, number>();
      const statusNames: string[] = [];
      const statuses: number[] = [];
      const payouts: number[] = [];
      const winCounts: number[] = [];
      const refundCounts: number[] = [];
      const wins: unknown[] = [];
      const numbers: number[] = [];
      for (const outcome of outcomes) {
        let n = numberOf.get(outcome);
        if (n === undefined) {
          n = wins.length + 1;
          numberOf.set(outcome, n);
          let status = statusNames.indexOf(outcome.status);
          if (status < 0) status = statusNames.push(outcome.status) - 1;
          statuses.push(status + 1);
          payouts.push(outcome.payoutFen);
          winCounts.push(outcome.winCount);
          refundCounts.push(outcome.refundCount);
          wins.push(outcome.wins);
        }
        numbers.push(n);
      }
      const pgArray = (values: readonly (number | string)[]) => `{${values.join(',')}}`;
      // Ids come back only when some bet was not written (settled or cancelled meanwhile elsewhere).
      const result = await tx.execute(sql`
        with written as (
        update bets b
           set status = (${pgArray(statusNames)}::text[])[(${pgArray(statuses)}::int[])[v.n]],
               payout_fen = (${pgArray(payouts)}::bigint[])[v.n],
               win_count = (${pgArray(winCounts)}::int[])[v.n],
               refund_count = (${pgArray(refundCounts)}::int[])[v.n],
               wins = ${JSON.stringify(wins)}::jsonb -> (v.n - 1),
               settled_at = now()
          from unnest(${pgArray(ids)}::bigint[], ${pgArray(numbers)}::int[]) as v(id, n)
         where b.id = v.id and b.status = 'pending'
           -- The page's id range in the issue's index: the planner, without statistics for the new
           -- bets, otherwise hashed the whole table (a scan of every bet ever placed, per page).
           and b.issue_id = ${issueId} and b.id between ${minId} and ${maxId}
        returning b.id
        )
        select count(*)::int as n, case when count(*) < ${ids.length} then json_agg(id) end as ids from written`);
      const [row] = rowsOf<{ n: number | string; ids: (number | string)[] | string | null }>(result);
      if (Number(row?.n) === ids.length) return 'all';
      const written = typeof row?.ids === 'string' ? (JSON.parse(row.ids) as unknown[]) : (row?.ids ?? []);
      return new Set(written.map(Number));
    },

    /** Ancestors of each user with their rebates (‰), nearest first: one recursive query per page. */
    async rebateChains(
      userIds: readonly number[],
      tx: DbOrTx,
    ): Promise<Map<number, { userId: number; rebate: number }[]>> {
      const chains = new Map<number, { userId: number; rebate: number }[]>();
      if (!userIds.length) return chains;
      const result = await tx.execute(sql`
        with recursive chain as (
          select u.id as origin, u.id, u.parent_id, u.rebate_per_mille, 0 as depth
            from users u where u.id in (select (jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))::int)
          union all
          select c.origin, p.id, p.parent_id, p.rebate_per_mille, c.depth + 1
            from chain c join users p on p.id = c.parent_id
           where c.depth < 64
        )
        select origin, id, rebate_per_mille, depth from chain order by origin, depth`);
      for (const r of rowsOf<Record<string, unknown>>(result)) {
        const origin = Number(r.origin);
        const list = chains.get(origin) ?? [];
        list.push({ userId: Number(r.id), rebate: Number(r.rebate_per_mille) });
        chains.set(origin, list);
      }
      return chains;
    },

    /**
     * Stop-on-win: the chase's bets on issues not yet closed are cancelled; returns them (to refund).
     * Chases whose bets are all settled or cancelled are finished.
     */
    async stopChases(chaseNos: readonly string[], tx: DbOrTx) {
      if (!chaseNos.length) return [];
      const result = await tx.execute(sql`
        with stopping as (
          select chase_no from chases
           where chase_no in (select jsonb_array_elements_text(${JSON.stringify(chaseNos)}::jsonb))
             and status = 'running' and stop_on_win
        ),
        cancelled as (
          update bets b set status = 'cancelled', settled_at = now()
            from draw_issues d
           where d.id = b.issue_id and b.chase_no in (select chase_no from stopping)
             and b.status = 'pending' and now() < d.close_at
          returning b.id, b.user_id, b.amount_fen, b.is_trial, b.issue_id, b.play_code, b.potential_payout_fen
        )
        select id, user_id, amount_fen, is_trial, issue_id, play_code, potential_payout_fen from cancelled`);
      return rowsOf<Record<string, unknown>>(result).map((r) => ({
        id: Number(r.id),
        userId: Number(r.user_id),
        amountFen: Number(r.amount_fen),
        isTrial: Boolean(r.is_trial),
        issueId: Number(r.issue_id),
        play: String(r.play_code),
        potentialFen: Number(r.potential_payout_fen),
      }));
    },

    async finishChases(chaseNos: readonly string[], tx: DbOrTx): Promise<void> {
      if (!chaseNos.length) return;
      await tx.execute(sql`
        update chases c set status = 'finished'
         where c.chase_no in (select jsonb_array_elements_text(${JSON.stringify(chaseNos)}::jsonb))
           and c.status = 'running'
           and not exists (select 1 from bets b where b.chase_no = c.chase_no and b.status = 'pending')`);
    },

    /** Drawn issues that may still have pending bets (a restart, a lost listener call), oldest first. */
    async issuesToSettle(limit: number, tx: DbOrTx): Promise<number[]> {
      const result = await tx.execute(sql`
        select d.id from unsettled_issues u join draw_issues d on d.id = u.issue_id
         where d.drawn_at is not null
         order by d.draw_at
         limit ${limit}`);
      return rowsOf<{ id: number | string }>(result).map((r) => Number(r.id));
    },

    /**
     * The issue leaves the sweep's list once none of its bets is pending (committed ones counted), and
     * its exposures and players' stakes go with it: no order can reach a closed issue (ADR 095, 096).
     */
    async markSettled(issueId: number, tx: DbOrTx): Promise<void> {
      await tx.execute(sql`
        with settled as (
          delete from unsettled_issues
           where issue_id = ${issueId}
             and not exists (select 1 from bets b where b.issue_id = ${issueId} and b.status = 'pending')
          returning issue_id
        ),
        exposures as (delete from bet_exposures where issue_id in (select issue_id from settled))
        delete from bet_issue_stakes where issue_id in (select issue_id from settled)`);
    },
  };
}
