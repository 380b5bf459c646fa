import { sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';

/** The rolling window over which one maker's amounts per user add up (docs/security.md finding 3, ADR 105). */
export const makerWindowMs = 24 * 60 * 60 * 1000;

/**
 * Reads for the split-proof maker–checker rule (ADR 105). Callers hold the target user's row lock
 * (`lockUser`), so the sum and the action that follows it are atomic per user.
 */
export function createMakerWindowRepo() {
  return {
    /** `select … for update` on the user: every guarded action on that user queues behind it. */
    async lockUser(userId: number, tx: DbOrTx) {
      const [row] = rowsOf<{ id: number; type: string }>(
        await tx.execute(sql`select id, type from users where id = ${userId} for update`),
      );
      return row;
    },
    /**
     * Σ |amount| of what `makerId` did alone to `userId` since `since`: adjustments and withdrawal
     * completions that needed no checker (their audit rows; approved ones are audited as approvals).
     */
    async soloSumFen(makerId: number, userId: number, since: Date, tx: DbOrTx): Promise<number> {
      const [row] = rowsOf<{ total: string | number | null }>(
        await tx.execute(sql`
          select coalesce(sum(abs((a.after ->> 'amount')::bigint)), 0) as total
            from admin_audit_log a
           where a.operator_id = ${makerId}
             and a.created_at > ${since}
             and ((a.action = 'user.adjust' and a.target = ${`user:${userId}`})
               or (a.action = 'withdraw.complete' and a.target in (
                     select 'withdraw:' || w.order_no from withdraw_orders w
                      where w.user_id = ${userId} and w.reviewed_by = ${makerId} and w.reviewed_at > ${since})))`),
      );
      return Number(row?.total ?? 0);
    },
    /** The user a withdrawal belongs to, with its amount and state. */
    async withdrawal(orderNo: string, tx: DbOrTx) {
      const [row] = rowsOf<{ user_id: number; amount_fen: string | number; state: string }>(
        await tx.execute(
          sql`select user_id, amount_fen, state from withdraw_orders where order_no = ${orderNo}`,
        ),
      );
      return row && { userId: row.user_id, amountFen: Number(row.amount_fen), state: row.state };
    },
  };
}
