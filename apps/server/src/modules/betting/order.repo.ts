import { sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { rowsOf } from '../../lib/rows';
import type { GameLimitOverrides } from '../games/game-limits';

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

/**
 * makeOrder's two statements (no transaction around them: each is atomic). Everything the order
 * needs to know comes back in ONE round trip
 * (idempotency, issue windows by the database's clock, odds, the user's stake and exposure, balance,
 * the game's limit overrides);
 * the order, its chase, its bets and its debit go in with ONE more (the wallet's batch statement).
 */
export function createOrderRepo() {
  return {
    async context(
      input: {
        userId: number;
        requestId: string;
        game: string;
        issue: string;
        issueCount: number;
        plays: string[];
      },
      tx: DbOrTx,
    ): Promise<OrderContext> {
      const { userId, requestId, game, issue, issueCount, plays } = input;
      const result = await executePrepared(
        tx,
        sql`
        with iss as (
          select id, issue, draw_at, (open_at <= now() and now() < close_at) as open, (now() < close_at) as before_close
            from draw_issues
           where game_code = ${game}
             and draw_at >= (select draw_at from draw_issues where game_code = ${game} and issue = ${issue})
           order by draw_at
           limit ${issueCount}
        ),
        rates as (
          select play_code, jsonb_object_agg(rate_key, rate) as rates
            from game_rates
           where game_code = ${game} and play_code in (select jsonb_array_elements_text(${JSON.stringify(plays)}::jsonb))
           group by play_code
        ),
        mine as (
          select issue_id, play_code, amount_fen, potential_payout_fen
            from bets
           where user_id = ${userId} and status <> 'cancelled' and issue_id in (select id from iss)
        )
        select json_build_object(
          'enabled', (select enabled from games where code = ${game}),
          'existing', (select json_build_object('orderNo', order_no, 'requestHash', request_hash)
                         from bet_orders where user_id = ${userId} and request_id = ${requestId}),
          'issues', (select coalesce(json_agg(json_build_object('id', id, 'issue', issue, 'open', open,
                       'beforeClose', before_close, 'drawAt', draw_at) order by draw_at), '[]'::json) from iss),
          'rates', (select coalesce(json_object_agg(play_code, rates), '{}'::json) from rates),
          'staked', (select coalesce(json_object_agg(issue_id, s), '{}'::json)
                       from (select issue_id, sum(amount_fen) as s from mine group by issue_id) x),
          'potential', (select coalesce(json_object_agg(k, s), '{}'::json)
                       from (select issue_id || ':' || play_code as k, sum(potential_payout_fen) as s
                               from mine group by issue_id, play_code) y),
          'balance', (select balance_fen from ledger_accounts where user_id = ${userId}),
          'limits', (select json_build_object('minStakeFen', min_stake_fen, 'maxStakeFen', max_stake_fen,
                       'maxIssueStakeFen', max_issue_stake_fen, 'maxPayoutFen', max_payout_fen)
                       from game_limits where game_code = ${game})
        ) as ctx`,
      );
      const [row] = rowsOf<{ ctx: OrderContext | string }>(result);
      const ctx = typeof row?.ctx === 'string' ? (JSON.parse(row.ctx) as OrderContext) : row?.ctx;
      if (!ctx) throw new Error('order context query returned nothing');
      const stored = (ctx.limits ?? {}) as Partial<Record<keyof GameLimitOverrides, number | string | null>>;
      const limit = (value: number | string | null | undefined) => (value == null ? null : Number(value));
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
    },

    /**
     * The order, its chase and its bets as CTEs for the wallet's batch statement (ADR 090:
     * one statement, one round trip, atomic without BEGIN/COMMIT). Nothing is inserted when the
     * requestId was taken meanwhile or the order's issue is no longer open by the database's clock;
     * `gate` lets the debit happen only when the order went in; `select` reports what happened.
     */
    insertParts(input: {
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
    }) {
      const { orderNo, userId, chase } = input;
      const betsJson = JSON.stringify(
        input.bets.map((b, ord) => ({
          ord,
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
      );
      const openNow = sql`exists (select 1 from draw_issues
                                   where id = ${input.firstIssueId} and open_at <= now() and now() < close_at)`;
      return {
        before: sql`
        o as (
          insert into bet_orders (order_no, user_id, request_id, request_hash, game_code, issue, amount_fen, chase_no)
          select ${orderNo}, ${userId}, ${input.requestId}, ${input.requestHash}, ${input.game}, ${input.issue},
                 ${input.amount}, ${chase?.chaseNo ?? null}
           where ${openNow}
          on conflict (user_id, request_id) do nothing
          returning order_no
        ),
        c as (
          insert into chases (chase_no, user_id, order_no, game_code, issues, stop_on_win, amount_fen)
          select ${chase?.chaseNo ?? ''}, ${userId}, o.order_no, ${input.game}, ${chase?.issues ?? 0},
                 ${chase?.stopOnWin ?? false}, ${input.amount}
            from o where ${chase !== null}
          returning chase_no
        ),
        b as (
          insert into bets (order_no, user_id, is_trial, game_code, issue_id, issue, play_code, selection, bet_count,
                            unit_price_fen, multiple, amount_fen, potential_payout_fen, rates, chase_no, chase_seq)
          select o.order_no, ${userId}, ${input.isTrial}, ${input.game}, t.issue_id, t.issue, t.play, t.selection,
                 t.bet_count, t.unit_price, t.multiple, t.amount, t.potential, t.rates,
                 ${chase?.chaseNo ?? null}, t.chase_seq
            from o cross join jsonb_to_recordset(${betsJson}::jsonb)
              as t(ord int, issue_id bigint, issue text, play text, selection jsonb, bet_count int, unit_price bigint,
                   multiple int, amount bigint, potential bigint, rates jsonb, chase_seq smallint)
           order by t.ord
          returning id, issue_id
        ),
        u as (
          insert into unsettled_issues (issue_id)
          select distinct issue_id from b
          on conflict do nothing
        )`,
        gate: sql`exists (select 1 from o)`,
        select: sql`(select count(*) from o)::int as order_inserted,
                    (select coalesce(json_agg(id order by id), '[]'::json) from b) as bet_ids,
                    ${openNow} as still_open`,
      };
    },

    /** What the order's statement reported (see insertParts' `select`). */
    insertOutcome(row: Record<string, unknown>) {
      const ids =
        typeof row['bet_ids'] === 'string' ? (JSON.parse(row['bet_ids']) as unknown[]) : row['bet_ids'];
      return {
        inserted: Number(row['order_inserted'] ?? 0) > 0,
        stillOpen: row['still_open'] === true || row['still_open'] === 't',
        betIds: (Array.isArray(ids) ? ids : []).map(Number),
      };
    },

    /** A replay's answer: the order's first-issue bets and the balance its debit left. */
    async replayOf(orderNo: string, debitKey: string, tx: DbOrTx) {
      const result = await tx.execute(sql`
        select json_build_object(
          'chaseNo', (select chase_no from bet_orders where order_no = ${orderNo}),
          'bets', (select coalesce(json_agg(json_build_object('id', id, 'betCount', bet_count, 'amount', amount_fen)
                     order by id), '[]'::json)
                     from bets where order_no = ${orderNo} and coalesce(chase_seq, 0) = 0),
          'balance', (select e.balance_after_fen from ledger_entries e
                        join ledger_transfers t on t.id = e.transfer_id
                       where t.idempotency_key = ${debitKey} and e.amount_fen < 0)
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
