import { sql } from 'drizzle-orm';

import type { RiskMarkerKind } from '@fairdraw/contract';

import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';
import { riskRules } from './risk-markers';

const num = (v: unknown) => Number(v ?? 0);
const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

export interface RiskRow {
  userId: number;
  account: string;
  markers: { kind: RiskMarkerKind; detail: string; at: Date }[];
}

/** Reality check, the player's data export and the back office's risk list (ADR 121, 122). */
export function createResponsiblePlayRepo() {
  return {
    /** The session's start, its last "continue", and the stakes and payouts of the bets placed in it. */
    async sessionFigures(userId: number, sessionId: string, tx: DbOrTx) {
      const [row] = rowsOf<Record<string, unknown>>(
        await tx.execute(sql`
          select s.created_at, s.reality_ack_at,
                 (select coalesce(sum(b.amount_fen), 0)::text from bets b
                   where b.user_id = ${userId} and b.created_at >= s.bets_from and b.status <> 'cancelled') as stakes,
                 (select coalesce(sum(b.payout_fen), 0)::text from bets b
                   where b.user_id = ${userId} and b.created_at >= s.bets_from and b.status <> 'cancelled') as payouts
            from sessions s where s.id = ${sessionId} and s.user_id = ${userId}`),
      );
      if (!row) return null;
      return {
        startedAt: date(row['created_at']),
        ackAt: row['reality_ack_at'] == null ? null : date(row['reality_ack_at']),
        stakes: num(row['stakes']),
        payouts: num(row['payouts']),
      };
    },

    async ack(sessionId: string, at: Date, tx: DbOrTx): Promise<void> {
      await tx.execute(
        sql`update sessions set reality_ack_at = ${at.toISOString()}::timestamptz where id = ${sessionId}`,
      );
    },

    /** The player's own rows for the export; no hashes, no seeds, no other player's data. */
    async exportRows(userId: number, tx: DbOrTx) {
      const bets = rowsOf<Record<string, unknown>>(
        await tx.execute(sql`
          select id, order_no as "orderNo", game_code as game, issue, play_code as play, selection,
                 bet_count as "betCount", unit_price_fen as "unitPriceFen", multiple, amount_fen as "amountFen",
                 status, payout_fen as "payoutFen", chase_no as "chaseNo", created_at as "createdAt",
                 settled_at as "settledAt"
            from bets where user_id = ${userId} order by id`),
      );
      const newsletters = rowsOf<Record<string, unknown>>(
        await tx.execute(sql`
          select 'newsletter' as kind, id, title, body, title_key as "titleKey", body_key as "bodyKey", params,
                 created_at as "createdAt", read_at as "readAt"
            from newsletters where user_id = ${userId} order by id`),
      );
      const support = rowsOf<Record<string, unknown>>(
        await tx.execute(sql`
          select 'support' as kind, m.id, m.author, m.text, m.created_at as "createdAt"
            from support_messages m join support_conversations c on c.id = m.conversation_id
           where c.user_id = ${userId} order by m.id`),
      );
      const recharges = rowsOf<Record<string, unknown>>(
        await tx.execute(sql`
          select order_no as "orderNo", channel, amount_fen as "amountFen", status, created_at as "createdAt"
            from recharge_orders where user_id = ${userId} order by id`),
      );
      return { bets, messages: [...newsletters, ...support], recharges };
    },

    /**
     * Players with at least one risk marker in the last `riskRules.lookbackDays` days (ADR 122), newest
     * first; every marker found in one set-based statement, none per player.
     */
    async riskPage(
      q: { marker?: RiskMarkerKind | undefined; limit: number; offset: number; now: Date; timeZone: string },
      tx: DbOrTx,
    ) {
      const r = riskRules;
      const since = new Date(q.now.getTime() - r.lookbackDays * 86_400_000).toISOString();
      const rows = rowsOf<Record<string, unknown>>(
        await tx.execute(sql`
          with rapid as (
            select user_id, max(n) as n, max(created_at) as at from (
              select user_id, created_at,
                     count(*) over (partition by user_id order by created_at
                                    range between ${`${r.rapidDepositsWithinMinutes} minutes`}::interval preceding and current row) as n
                from recharge_orders where status <> 'cancelled' and created_at >= ${since}::timestamptz) x
             where n >= ${r.rapidDepositsCount} group by user_id
          ), lost_issues as (
            select user_id, issue_id, max(settled_at) as settled_at
              from bets where created_at >= ${since}::timestamptz and status in ('won', 'lost', 'refunded')
             group by user_id, issue_id having sum(amount_fen - payout_fen) > 0
          ), chasing as (
            select rc.user_id, count(distinct rc.id) as n, max(rc.created_at) as at
              from recharge_orders rc join lost_issues l on l.user_id = rc.user_id
               and rc.created_at > l.settled_at
               and rc.created_at <= l.settled_at + ${`${r.chasingWithinMinutes} minutes`}::interval
             where rc.status <> 'cancelled' and rc.created_at >= ${since}::timestamptz
             group by rc.user_id having count(distinct rc.id) >= ${r.chasingRecharges}
          ), nights as (
            select user_id, night, extract(epoch from max(created_at) - min(created_at)) / 60 as minutes,
                   max(created_at) as at
              from (select user_id, created_at, (created_at at time zone ${q.timeZone})::date as night,
                           extract(hour from created_at at time zone ${q.timeZone}) as h
                      from bets where created_at >= ${since}::timestamptz and status <> 'cancelled') b
             where h < ${r.nightEndsAtHour}
             group by user_id, night
            having max(created_at) - min(created_at) >= ${`${r.nightMinutes} minutes`}::interval
          ), night as (
            select user_id, count(*) as n, max(minutes) as minutes, max(at) as at from nights group by user_id
          ), raised as (
            select user_id, sum(raises) as n, max(created_at) as at from gaming_limit_changes
             where raises > 0 and created_at >= ${since}::timestamptz
             group by user_id having sum(raises) >= ${r.raisesCount}
          ), markers as (
            select user_id, 'rapidDeposits' as kind, n::text || ' recharges within ' || ${r.rapidDepositsWithinMinutes}::text || ' minutes' as detail, at from rapid
            union all
            select user_id, 'chasingLosses', n::text || ' recharges within ' || ${r.chasingWithinMinutes}::text || ' minutes of a losing issue', at from chasing
            union all
            select user_id, 'nightSessions', n::text || ' nights with play between 00:00 and 0' || ${r.nightEndsAtHour}::text || ':00, the longest ' || floor(minutes)::text || ' minutes', at from night
            union all
            select user_id, 'limitsRaised', n::text || ' limit raises in ' || ${r.lookbackDays}::text || ' days', at from raised
          ), players as (
            select m.user_id, jsonb_agg(jsonb_build_object('kind', m.kind, 'detail', m.detail, 'at', m.at) order by m.at desc) as markers,
                   max(m.at) as latest
              from markers m
             group by m.user_id
            having ${q.marker ?? null}::text is null or bool_or(m.kind = ${q.marker ?? null}::text)
          )
          select p.user_id, u.account, p.markers, count(*) over () as total
            from players p join users u on u.id = p.user_id
           order by p.latest desc, p.user_id
           limit ${q.limit} offset ${q.offset}`),
      );
      const total = rows.length ? num(rows[0]?.['total']) : 0;
      const list: RiskRow[] = rows.map((row) => ({
        userId: num(row['user_id']),
        account: String(row['account']),
        markers: json<{ kind: RiskMarkerKind; detail: string; at: string }[]>(row['markers']).map((m) => ({
          ...m,
          at: new Date(m.at),
        })),
      }));
      return { list, total };
    },
  };
}
export type ResponsiblePlayRepo = ReturnType<typeof createResponsiblePlayRepo>;
