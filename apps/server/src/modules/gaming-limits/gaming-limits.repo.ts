import { type SQL, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';
import type { PeriodFigures, StoredGamingLimits } from './gaming-limits';

const parse = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

type FigureRow = Record<'d' | 'w' | 'm', string | number | null>;
const figures = (row: FigureRow | undefined, prefix = ''): PeriodFigures => {
  const r = (row ?? {}) as Record<string, string | number | null>;
  return {
    daily: Number(r[`${prefix}d`] ?? 0),
    weekly: Number(r[`${prefix}w`] ?? 0),
    monthly: Number(r[`${prefix}m`] ?? 0),
  };
};

/**
 * The starts of the day, ISO week (Monday) and calendar month containing `now`, in the operator's zone,
 * as SQL over `now` (the database's clock for bets, the service's for recharges: each the clock
 * that stamped the rows compared).
 */
const periodStarts = (now: SQL, timeZone: string) => sql`
  select date_trunc('day', ${now} at time zone ${timeZone}) at time zone ${timeZone} as d,
         date_trunc('week', ${now} at time zone ${timeZone}) at time zone ${timeZone} as w,
         date_trunc('month', ${now} at time zone ${timeZone}) at time zone ${timeZone} as m`;

/** The limits on the user row, the period figures they are checked against, and their history. */
export function createGamingLimitsRepo() {
  return {
    /**
     * The user's stored limits, the row locked until the transaction ends: changes, and the orders
     * and recharges of a player who has an amount limit, serialize on it (ADR 120).
     */
    async lock(userId: number, tx: DbOrTx): Promise<StoredGamingLimits | null> {
      const [row] = rowsOf<{ limits: unknown }>(
        await tx.execute(sql`select gaming_limits as limits from users where id = ${userId} for update`),
      );
      return row?.limits == null ? null : parse<StoredGamingLimits>(row.limits);
    },

    async save(userId: number, limits: StoredGamingLimits, tx: DbOrTx): Promise<void> {
      await tx.execute(
        sql`update users set gaming_limits = ${JSON.stringify(limits)}::jsonb where id = ${userId}`,
      );
    },

    async recordChange(userId: number, change: object, raises: number, at: Date, tx: DbOrTx) {
      await tx.execute(sql`
        insert into gaming_limit_changes (user_id, change, raises, created_at)
        values (${userId}, ${JSON.stringify(change)}::jsonb, ${raises}, ${at.toISOString()}::timestamptz)`);
    },

    async history(userId: number, tx: DbOrTx) {
      return rowsOf<{ at: Date | string; change: unknown }>(
        await tx.execute(sql`
          select created_at as at, change from gaming_limit_changes
           where user_id = ${userId} order by id desc limit 200`),
      ).map((r) => ({ at: new Date(r.at), change: parse<Record<string, unknown>>(r.change) }));
    },

    /**
     * Stakes and net loss of the player's bets in the current day, week and month (cancelled ones
     * left out; loss = stakes less what they paid back so far: wins and tie refunds, not rebates).
     * One indexed range read (`bets_user_time_idx`) from the earlier of the week's and month's start.
     */
    async bettingFigures(userId: number, timeZone: string, tx: DbOrTx) {
      const [row] = rowsOf<Record<string, string | number | null>>(
        await tx.execute(sql`
          with p as (${periodStarts(sql`now()`, timeZone)})
          select sum(b.amount_fen) filter (where b.created_at >= p.d)::text as sd,
                 sum(b.amount_fen) filter (where b.created_at >= p.w)::text as sw,
                 sum(b.amount_fen) filter (where b.created_at >= p.m)::text as sm,
                 sum(b.amount_fen - coalesce(b.payout_fen, 0)) filter (where b.created_at >= p.d)::text as ld,
                 sum(b.amount_fen - coalesce(b.payout_fen, 0)) filter (where b.created_at >= p.w)::text as lw,
                 sum(b.amount_fen - coalesce(b.payout_fen, 0)) filter (where b.created_at >= p.m)::text as lm
            from p join bets b
              on b.user_id = ${userId} and b.status <> 'cancelled' and b.created_at >= least(p.w, p.m)`),
      );
      return { stakes: figures(row as FigureRow, 's'), losses: figures(row as FigureRow, 'l') };
    },

    /** Recharges asked for in the current day, week and month, reviewing or credited. */
    async depositFigures(userId: number, now: Date, timeZone: string, tx: DbOrTx): Promise<PeriodFigures> {
      const [row] = rowsOf<FigureRow>(
        await tx.execute(sql`
          with p as (${periodStarts(sql`${now.toISOString()}::timestamptz`, timeZone)})
          select sum(r.amount_fen) filter (where r.created_at >= p.d)::text as d,
                 sum(r.amount_fen) filter (where r.created_at >= p.w)::text as w,
                 sum(r.amount_fen) filter (where r.created_at >= p.m)::text as m
            from p join recharge_orders r
              on r.user_id = ${userId} and r.status <> 'cancelled' and r.created_at >= least(p.w, p.m)`),
      );
      return figures(row);
    },

    /** The player's phone and e-mail kept off other accounts until `until` (only ever lengthened). */
    async excludeContactsOf(userId: number, until: Date, tx: DbOrTx): Promise<void> {
      await tx.execute(sql`
        insert into excluded_contacts (address, user_id, until)
        select a, id, ${until.toISOString()}::timestamptz
          from users, lateral (values (phone), (email)) c(a)
         where id = ${userId} and a is not null
        on conflict (address) do update
          set until = greatest(excluded_contacts.until, excluded.until), user_id = excluded.user_id`);
    },

    /** Whose running break or exclusion holds this address, other than `userId`'s own. */
    async contactHeldByAnother(address: string, userId: number, now: Date, tx: DbOrTx): Promise<boolean> {
      const rows = rowsOf(
        await tx.execute(sql`
          select 1 from excluded_contacts
           where address = ${address} and user_id <> ${userId} and until > ${now.toISOString()}::timestamptz`),
      );
      return rows.length > 0;
    },
  };
}
export type GamingLimitsRepo = ReturnType<typeof createGamingLimitsRepo>;
