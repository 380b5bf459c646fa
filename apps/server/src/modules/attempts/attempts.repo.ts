import { eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { type attemptKinds, failedAttempts } from '../../db/schema';
import { rowsOf } from '../../lib/rows';

export type AttemptKind = (typeof attemptKinds)[number];

/** At most `max` failures inside the last `windowMs`. */
export interface Tier {
  max: number;
  windowMs: number;
}

/** One throttled column of `failed_attempts` and the tiers its value must stay under. */
export interface Limit {
  by: 'subject' | 'ip';
  value: string;
  /** Empty: the key is locked (so counts by it stay exact) but never refuses. */
  tiers: readonly Tier[];
}

export interface Reservation {
  id: number;
  /** True when this reserved failure fills one of the tiers (the next attempt is refused). */
  fillsATier: boolean;
}

/**
 * Reserves one failure row atomically: per-key transaction-scoped advisory locks serialize every
 * reservation of the same subject or address (across processes, on one database), the windows are
 * counted under the lock and the row is inserted only while every tier is under its limit.
 * `null` means refused: nothing was written and the secret must not be verified.
 */
export async function reserveAttempt(
  db: Db,
  row: { kind: AttemptKind; subject: string; ip: string; at: Date },
  limits: readonly Limit[],
): Promise<Reservation | null> {
  const since = (windowMs: number) => new Date(row.at.getTime() - windowMs).toISOString();
  const keys = [...new Set(limits.map((l) => `${row.kind}:${l.by}:${l.value}`))].sort();
  return db.transaction(async (tx) => {
    // Sorted key order: two reservations that share keys never wait on each other in a cycle.
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    let fillsATier = false;
    for (const limit of limits) {
      if (limit.tiers.length === 0) continue;
      const column = limit.by === 'subject' ? sql`subject` : sql`ip`;
      const counts = sql.join(
        limit.tiers.map(
          (tier, i) =>
            sql`count(*) filter (where created_at >= ${since(tier.windowMs)}::timestamptz)::int as ${sql.identifier(`n${i}`)}`,
        ),
        sql`, `,
      );
      const longest = Math.max(...limit.tiers.map((tier) => tier.windowMs));
      const [found] = rowsOf<Record<string, number>>(
        await tx.execute(sql`
          select ${counts} from failed_attempts
           where kind = ${row.kind} and ${column} = ${limit.value}
             and created_at >= ${since(longest)}::timestamptz`),
      );
      for (const [i, tier] of limit.tiers.entries()) {
        const failures = Number(found?.[`n${i}`] ?? 0);
        if (failures >= tier.max) return null;
        if (failures + 1 >= tier.max) fillsATier = true;
      }
    }
    const [inserted] = await tx
      .insert(failedAttempts)
      .values({ kind: row.kind, subject: row.subject, ip: row.ip, createdAt: row.at })
      .returning({ id: failedAttempts.id });
    if (!inserted) throw new Error('failed_attempts insert returned no row');
    return { id: inserted.id, fillsATier };
  });
}

/** The secret was right: the reserved row was never a failure. */
export async function releaseAttempt(db: Db, id: number): Promise<void> {
  await db.delete(failedAttempts).where(eq(failedAttempts.id, id));
}
