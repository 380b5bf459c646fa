import { type SQL, sql } from 'drizzle-orm';

import { rowsOf } from '../lib/rows';
import type { DbOrTx } from './client';

/**
 * Start-up for totals kept per operator day by triggers (ADR 135 addendum, ADR 148): their zone row
 * (`id = 1`, `time_zone`) names the time zone their days are in, which triggers cannot learn from
 * the server. When it differs from `timeZone` (a new TZ, or the migration's default), the totals
 * are counted again in one transaction that holds their sources' writers off (SHARE locks: they
 * wait, then their triggers read the new zone). Safe on every instance at once: the zone row is
 * locked first. True when it recounted.
 */
export function alignZoneTotals(
  db: DbOrTx,
  totals: { zoneTable: SQL; sources: SQL; recount: (tx: DbOrTx) => Promise<void> },
  timeZone: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<{ time_zone: string }>(
      await tx.execute(sql`select time_zone from ${totals.zoneTable} where id = 1 for update`),
    );
    if (row?.time_zone === timeZone) return false;
    await tx.execute(sql`lock table ${totals.sources} in share mode`);
    await tx.execute(sql`
      insert into ${totals.zoneTable} (id, time_zone) values (1, ${timeZone})
      on conflict (id) do update set time_zone = excluded.time_zone`);
    await totals.recount(tx);
    return true;
  });
}
