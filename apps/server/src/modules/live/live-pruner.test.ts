import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type TestApp, buildTestApp, rowsOf } from '../../../test/helper';
import { createLivePruner } from './live-pruner';

const hourMs = 60 * 60_000;

/** Inserts `n` public events created `ageMinutes` ago (by the database's clock). */
async function insertEvents(t: TestApp, n: number, ageMinutes: number) {
  await t.db.execute(sql`
    insert into live_events (kind, user_id, payload, created_at)
    select 'result', null, jsonb_build_object('issue', g::text), now() - make_interval(mins => ${ageMinutes})
      from generate_series(1, ${n}) g`);
}

const countByAge = async (t: TestApp) =>
  rowsOf<{ old: number; fresh: number }>(
    await t.db.execute(sql`
      select count(*) filter (where created_at < now() - interval '1 hour')::int as old,
             count(*) filter (where created_at >= now() - interval '1 hour')::int as fresh
        from live_events`),
  )[0];

describe('live events are pruned past their resume window', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ drawScheduler: false });
    await t.db.execute(sql`delete from live_events`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('deletes only events older than the window, in bounded batches, and a replay still finds the recent ones', async () => {
    await insertEvents(t, 250, 120); // two hours old: past a one-hour window
    await insertEvents(t, 30, 5); // recent: still resumable
    const pruner = createLivePruner({ db: t.db, retainMs: hourMs, batchSize: 100, maxBatches: 2 });

    expect(await pruner.runOnce(), 'one run stops after maxBatches × batchSize').toBe(200);
    expect(await countByAge(t)).toEqual({ old: 50, fresh: 30 });
    expect(await pruner.runOnce()).toBe(50);
    expect(await countByAge(t)).toEqual({ old: 0, fresh: 30 });
    expect(await pruner.runOnce(), 'nothing left to prune').toBe(0);

    const replay = await t.app.fairdraw.live.since(0, null, 500);
    expect(replay).toHaveLength(30);
  });
});
