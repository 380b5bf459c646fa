import { sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { rowsOf } from '../../lib/rows';
import type { GameLimitOverrides } from '../games/game-limits';
import type { WalletService } from '../wallet/wallet.service';

export interface OrderIssue {
  id: number;
  issue: string;
  open: boolean;
  beforeClose: boolean;
  /** The draw time (ISO): its date in the operator's zone picks a Mark Six issue's zodiac year. */
  drawAt: string;
}

export interface OrderContext {
  enabled: boolean | null;
  existing: { orderNo: string; requestHash: string } | null;
  /** The order's issue first, then the following ones (chases). */
  issues: OrderIssue[];
  /** Play code → rate key → rate, as stored now (the snapshot each bet keeps). */
  rates: Record<string, Record<string, number>>;
  /** Issue id → the user's stake already on it (not cancelled). */
  staked: Record<string, number>;
  /** `issueId:play` → the user's potential payout already on it (限红). */
  potential: Record<string, number>;
  balance: number;
  /** The game's stored limit overrides (null where the BET_*_FEN default applies, ADR 083). */
  limits: GameLimitOverrides;
}

export interface NewBet {
  issueId: number;
  issue: string;
  play: string;
  selection: string[][];
  betCount: number;
  unitPrice: number;
  multiple: number;
  amount: number;
  potential: number;
  rates: Record<string, number>;
  chaseSeq: number | null;
}

export interface ContextInput {
  userId: number;
  requestId: string;
  game: string;
  issue: string;
  issueCount: number;
  plays: string[];
}

/** One order as the batched insert statement takes it (see insertParts). */
export interface NewOrder {
  orderNo: string;
  userId: number;
  isTrial: boolean;
  requestId: string;
  requestHash: string;
  game: string;
  issue: string;
  firstIssueId: number;
  amount: number;
  chase: { chaseNo: string; issues: number; stopOnWin: boolean } | null;
  bets: NewBet[];
  /** The limits in force, written beside the player's sums so their CHECKs hold them exactly (ADR 096). */
  limits: { maxIssueStakeFen: number; maxPayoutFen: number };
}

/** What the insert statement reports per order (see insertParts' `select` and insertOutcomes). */
export interface InsertOutcome {
  inserted: boolean;
  stillOpen: boolean;
  betIds: number[];
  /** The user's balance right after this order's debit (null when nothing was debited). */
  balance: number | null;
}

const jsonOf = <T>(value: unknown): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : (value as T);
const limit = (value: number | string | null | undefined) => (value == null ? null : Number(value));

/**
 * makeOrder's two statements (no transaction around them: each is atomic), each taking a BATCH of
 * orders (ADR 095: concurrent orders share them). Everything an order needs to know comes back in
 * ONE round trip (idempotency, issue windows by the database's clock, odds, the user's stake and
 * exposure, balance, the game's limit overrides); the orders, chases, bets and debits go in with ONE
 * more (the wallet's batch statement). The ledger is read through the wallet's statement parts
 * (`ledger`), inside the same statement.
 */
export function createOrderRepo(ledger: WalletService['readParts']) {
  return {
    /** Each input's context, in the inputs' order; one statement for all of them. */
    async contexts(inputs: readonly ContextInput[], tx: DbOrTx): Promise<OrderContext[]> {
      const input = JSON.stringify(
        inputs.map((i, ord) => ({
          ord,
          user_id: i.userId,
          request_id: i.requestId,
          game: i.game,
          issue: i.issue,
          issue_count: i.issueCount,
          plays: i.plays,
        })),
      );
      const result = await executePrepared(
        tx,
        sql`
        select i.ord, c.ctx
          from jsonb_to_recordset(${input}::jsonb)
            as i(ord int, user_id int, request_id text, game text, issue text, issue_count int, plays jsonb)
         cross join lateral (
          with iss as (
            select id, issue, draw_at, (open_at <= now() and now() < close_at) as open, (now() < close_at) as before_close
              from draw_issues
             where game_code = i.game
               and draw_at >= (select draw_at from draw_issues where game_code = i.game and issue = i.issue)
             order by draw_at
             limit i.issue_count
          ),
          rates as (
            select play_code, jsonb_object_agg(rate_key, rate) as rates
              from game_rates
             where game_code = i.game and play_code in (select jsonb_array_elements_text(i.plays))
             group by play_code
          ),
          mine as (
            select issue_id, play_code, potential_fen
              from bet_exposures
             where user_id = i.user_id and issue_id in (select id from iss)
          )
          select json_build_object(
            'enabled', (select enabled from games where code = i.game),
            'existing', (select json_build_object('orderNo', order_no, 'requestHash', request_hash)
                           from bet_orders where user_id = i.user_id and request_id = i.request_id),
            'issues', (select coalesce(json_agg(json_build_object('id', id, 'issue', issue, 'open', open,
                         'beforeClose', before_close, 'drawAt', draw_at) order by draw_at), '[]'::json) from iss),
            'rates', (select coalesce(json_object_agg(play_code, rates), '{}'::json) from rates),
            'staked', (select coalesce(json_object_agg(issue_id, stake_fen), '{}'::json)
                         from bet_issue_stakes
                        where user_id = i.user_id and issue_id in (select id from iss)),
            'potential', (select coalesce(json_object_agg(issue_id || ':' || play_code, potential_fen), '{}'::json)
                            from mine),
            'balance', ${ledger.balanceOfUser(sql`i.user_id`)},
            'limits', (select json_build_object('minStakeFen', min_stake_fen, 'maxStakeFen', max_stake_fen,
                         'maxIssueStakeFen', max_issue_stake_fen, 'maxPayoutFen', max_payout_fen)
                         from game_limits where game_code = i.game)
          ) as ctx
         ) c
         order by i.ord`,
      );
      const rows = rowsOf<{ ord: number; ctx: OrderContext | string }>(result);
      if (rows.length !== inputs.length) throw new Error('order context query returned a row per order');
      return rows.map((row) => {
        const ctx = jsonOf<OrderContext>(row.ctx);
        const stored = (ctx.limits ?? {}) as Partial<
          Record<keyof GameLimitOverrides, number | string | null>
        >;
        return {
          ...ctx,
          balance: Number(ctx.balance ?? 0),
          limits: {
            minStakeFen: limit(stored.minStakeFen),
            maxStakeFen: limit(stored.maxStakeFen),
            maxIssueStakeFen: limit(stored.maxIssueStakeFen),
            maxPayoutFen: limit(stored.maxPayoutFen),
          },
        };
      });
    },

    /**
     * The orders, their chases and bets as CTEs for the wallet's batch statement (ADR 090: one
     * statement, one round trip, atomic without BEGIN/COMMIT). An order goes in only when its requestId
     * is free and its issue is still open by the database's clock; `gate` lets a transfer through only
     * when its order went in (the wallet's transfer `ord` is the order's index: one transfer per order,
     * in the same order); `select` reports what happened to each order (see insertOutcomes).
     */
    insertParts(orders: readonly NewOrder[]) {
      const ordersJson = JSON.stringify(
        orders.map((o, ord) => ({
          ord,
          order_no: o.orderNo,
          user_id: o.userId,
          is_trial: o.isTrial,
          request_id: o.requestId,
          request_hash: o.requestHash,
          game: o.game,
          issue: o.issue,
          first_issue_id: o.firstIssueId,
          amount: o.amount,
          chase_no: o.chase?.chaseNo ?? null,
          chase_issues: o.chase?.issues ?? 0,
          stop_on_win: o.chase?.stopOnWin ?? false,
          issue_stake_limit: o.limits.maxIssueStakeFen,
          payout_limit: o.limits.maxPayoutFen,
        })),
      );
      const betsJson = JSON.stringify(
        orders.flatMap((o, ord) =>
          o.bets.map((b, seq) => ({
            ord,
            seq,
            issue_id: b.issueId,
            issue: b.issue,
            play: b.play,
            selection: b.selection,
            bet_count: b.betCount,
            unit_price: b.unitPrice,
            multiple: b.multiple,
            amount: b.amount,
            potential: b.potential,
            rates: b.rates,
            chase_seq: b.chaseSeq,
          })),
        ),
      );
      return {
        before: sql`
        oi as (
          -- A scalar subquery, probed by primary key per order: as EXISTS, the generic plan (sized for
          -- 100 input rows) hashed every open issue from a scan of the whole table on each batch.
          select t.*, coalesce((select d.open_at <= now() and now() < d.close_at
                                  from draw_issues d where d.id = t.first_issue_id), false) as open
            from jsonb_to_recordset(${ordersJson}::jsonb)
              as t(ord int, order_no text, user_id int, is_trial boolean, request_id text, request_hash text,
                   game text, issue text, first_issue_id bigint, amount bigint, chase_no text, chase_issues int,
                   stop_on_win boolean, issue_stake_limit bigint, payout_limit bigint)
        ),
        o as (
          insert into bet_orders (order_no, user_id, request_id, request_hash, game_code, issue, amount_fen, chase_no)
          select order_no, user_id, request_id, request_hash, game, issue, amount, chase_no
            from oi where open
           order by user_id, request_id -- twins in two batches meet in one order: no deadlock
          on conflict (user_id, request_id) do nothing
          returning order_no
        ),
        oo as (select oi.* from oi join o on o.order_no = oi.order_no),
        c as (
          insert into chases (chase_no, user_id, order_no, game_code, issues, stop_on_win, amount_fen)
          select chase_no, user_id, order_no, game, chase_issues, stop_on_win, amount
            from oo where chase_no is not null
          returning chase_no
        ),
        b as (
          insert into bets (order_no, user_id, is_trial, game_code, issue_id, issue, play_code, selection, bet_count,
                            unit_price_fen, multiple, amount_fen, potential_payout_fen, rates, chase_no, chase_seq,
                            day_counted)
          select oo.order_no, oo.user_id, oo.is_trial, oo.game, t.issue_id, t.issue, t.play, t.selection,
                 t.bet_count, t.unit_price, t.multiple, t.amount, t.potential, t.rates, oo.chase_no, t.chase_seq,
                 true -- counted by the CTE n below
            from oo join jsonb_to_recordset(${betsJson}::jsonb)
              as t(ord int, seq int, issue_id bigint, issue text, play text, selection jsonb, bet_count int,
                   unit_price bigint, multiple int, amount bigint, potential bigint, rates jsonb, chase_seq smallint)
              on t.ord = oo.ord
           order by t.ord, t.seq
          returning id, order_no, issue_id, user_id, game_code, play_code, amount_fen, potential_payout_fen
        ),
        -- The player's sums move with the limits in force beside them: a sum over its limit fails the
        -- row's CHECK and with it the whole statement, however many orders raced for the row (ADR 096).
        x as (
          insert into bet_exposures (issue_id, user_id, play_code, stake_fen, potential_fen, potential_limit_fen)
          select b.issue_id, b.user_id, b.play_code, sum(b.amount_fen), sum(b.potential_payout_fen),
                 min(oo.payout_limit)
            from b join oo on oo.order_no = b.order_no
           group by b.issue_id, b.user_id, b.play_code
           order by b.issue_id, b.user_id, b.play_code -- rows locked in one order by every batch
          on conflict (issue_id, user_id, play_code) do update
            set stake_fen = bet_exposures.stake_fen + excluded.stake_fen,
                potential_fen = bet_exposures.potential_fen + excluded.potential_fen,
                potential_limit_fen = excluded.potential_limit_fen
          returning issue_id
        ),
        s as (
          insert into bet_issue_stakes (issue_id, user_id, stake_fen, stake_limit_fen)
          select b.issue_id, b.user_id, sum(b.amount_fen), min(oo.issue_stake_limit)
            from b join oo on oo.order_no = b.order_no
           where (select count(*) from x) > 0 -- every exposure row first: the order cancels lock them in
           group by b.issue_id, b.user_id
           order by b.issue_id, b.user_id
          on conflict (issue_id, user_id) do update
            set stake_fen = bet_issue_stakes.stake_fen + excluded.stake_fen,
                stake_limit_fen = excluded.stake_limit_fen
        ),
        u as (
          insert into unsettled_issues (issue_id)
          select distinct issue_id from b
          on conflict do nothing
        ),
        -- /bet/list's totals (ADR 148): the bets per player, operator day (their created_at is now())
        -- and game, in the zone start-up aligned. Here, not in a statement trigger: a third of its cost.
        n as (
          insert into bet_day_counts as t (user_id, day, game_code, bets)
          select b.user_id,
                 (now() at time zone coalesce((select z.time_zone from bet_count_zone z where z.id = 1), 'Asia/Ho_Chi_Minh'))::date,
                 b.game_code, count(*)
            from b
           group by 1, 2, 3
           order by 1, 2, 3
          on conflict (user_id, day, game_code) do update set bets = t.bets + excluded.bets
        )`,
        gate: sql`t.ord in (select ord from oo)`,
        select: sql`(select coalesce(json_agg(ord), '[]'::json) from oo) as inserted_ords,
                    (select coalesce(json_agg(ord), '[]'::json) from oi where open) as open_ords,
                    (select coalesce(json_agg(json_build_array(oo.ord, b.id) order by b.id), '[]'::json)
                       from b join oo on oo.order_no = b.order_no) as bet_ids,
                    (select coalesce(json_agg(json_build_array(inp.ord, e.balance_after_fen)), '[]'::json)
                       from ent e join input inp on inp.id = e.transfer_id where e.amount_fen < 0) as debited`,
      };
    },

    /** Per order (in insertParts' order), what the statement reported (see insertParts' `select`). */
    insertOutcomes(row: Record<string, unknown>, count: number): InsertOutcome[] {
      const inserted = new Set(jsonOf<number[] | null>(row['inserted_ords']) ?? []);
      const open = new Set(jsonOf<number[] | null>(row['open_ords']) ?? []);
      const betIds = jsonOf<[number, number | string][] | null>(row['bet_ids']) ?? [];
      const debited = new Map(
        (jsonOf<[number, number | string][] | null>(row['debited']) ?? []).map(([ord, b]) => [
          ord,
          Number(b),
        ]),
      );
      return Array.from({ length: count }, (_, ord) => ({
        inserted: inserted.has(ord),
        stillOpen: open.has(ord),
        betIds: betIds.filter(([o]) => o === ord).map(([, id]) => Number(id)),
        balance: debited.get(ord) ?? null,
      }));
    },

    /** A replay's answer: the order's first-issue bets and the balance its debit left. */
    async replayOf(orderNo: string, debitKey: string, tx: DbOrTx) {
      const result = await tx.execute(sql`
        select json_build_object(
          'chaseNo', (select chase_no from bet_orders where order_no = ${orderNo}),
          'bets', (select coalesce(json_agg(json_build_object('id', id, 'betCount', bet_count, 'amount', amount_fen)
                     order by id), '[]'::json)
                     from bets where order_no = ${orderNo} and coalesce(chase_seq, 0) = 0),
          'balance', ${ledger.balanceAfterDebit(debitKey)}
        ) as r`);
      const [row] = rowsOf<{ r: unknown }>(result);
      const r = (typeof row?.r === 'string' ? JSON.parse(row.r) : row?.r) as {
        chaseNo: string | null;
        bets: { id: number; betCount: number; amount: number }[];
        balance: number | string | null;
      };
      return {
        orderNo,
        bets: r.bets.map((b) => ({
          id: Number(b.id),
          betCount: Number(b.betCount),
          amount: Number(b.amount),
        })),
        balance: Number(r.balance ?? 0),
        ...(r.chaseNo ? { chaseNo: r.chaseNo } : {}),
      };
    },
  };
}
export type OrderRepo = ReturnType<typeof createOrderRepo>;
