import { sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';
import type { StoredGamingLimits } from './gaming-limits';

const parse = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** The limits on the user row, and the day's figures they are checked against. */
export function createGamingLimitsRepo() {
  return {
    /** The user's stored limits, the row locked until the transaction ends (changes serialize). */
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

    /**
     * The net loss of the bets placed today: their stakes (cancelled ones left out) less what
     * they paid back so far (wins and tie refunds). Rebates are not counted against it.
     */
    async lossToday(userId: number, timeZone: string, tx: DbOrTx): Promise<number> {
      // "Today" by the database's clock, the one that stamped the bets, in the operator's zone.
      const [row] = rowsOf<{ loss: string | number }>(
        await tx.execute(sql`
          select (coalesce(sum(amount_fen) filter (where status <> 'cancelled'), 0)
                  - coalesce(sum(payout_fen) filter (where status <> 'cancelled'), 0))::text as loss
            from bets
           where user_id = ${userId}
             and created_at >= (date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})`),
      );
      return Number(row?.loss ?? 0);
    },

    /** Recharges asked for since `from`, reviewing or credited (cancelled ones left out). */
    async depositsSince(userId: number, from: Date, tx: DbOrTx): Promise<number> {
      const [row] = rowsOf<{ total: string | number }>(
        await tx.execute(sql`
          select coalesce(sum(amount_fen), 0)::text as total
            from recharge_orders
           where user_id = ${userId} and created_at >= ${from.toISOString()}::timestamptz and status <> 'cancelled'`),
      );
      return Number(row?.total ?? 0);
    },
  };
}
