import { sql } from 'drizzle-orm';

import type { Db } from '../src/db/client';
import { rowsOf } from '../src/lib/rows';

/**
 * EXPLAIN of the generic plan PostgreSQL keeps for a statement sent as a named prepared statement
 * (executePrepared): PREPARE its text, then EXECUTE it with every parameter null, forced generic.
 * The plan is what every run after the fifth uses, sized for guessed row counts, not the values.
 */
export async function genericPlanOf(db: Db, text: string): Promise<string> {
  const params = Math.max(0, ...[...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
  const args = params ? `(${Array.from({ length: params }, () => 'null').join(', ')})` : '';
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw('set local plan_cache_mode = force_generic_plan'));
    await tx.execute(sql.raw(`prepare generic_plan_probe as ${text}`));
    const plan = rowsOf<{ 'QUERY PLAN': string }>(
      await tx.execute(sql.raw(`explain execute generic_plan_probe${args}`)),
    )
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    await tx.execute(sql.raw('deallocate generic_plan_probe'));
    return plan;
  });
}
