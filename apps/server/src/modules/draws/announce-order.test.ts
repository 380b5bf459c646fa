import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { rowsOf } from '../../lib/rows';
import { type TestApp, buildTestApp } from '../../../test/helper';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface EventRow {
  id: string | number;
  kind: string;
  issue: string;
}

describe('draws: a game announces its next issue only after drawing the one before', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No scheduler: each step below is one process's pass, in the order a race could take.
    t = await buildTestApp({ config: { timeScale: 60 }, drawScheduler: false });
  });
  afterAll(async () => {
    await t.close();
  });

  const k3Events = async () =>
    rowsOf<EventRow>(
      await t.db.execute(sql`select id, kind, payload->>'issue' as issue from live_events
        where payload->>'game' = 'k3' and kind in ('issue', 'result') order by id`),
    );

  it('an announcing pass while the previous issue is still undrawn holds the opening back', async () => {
    const { draws } = t.app.fairdraw;
    await draws.ensureAhead();
    await draws.drawDue();
    await draws.announce();
    // The next k3 draw (k3 draws every second at this scale) and the issue that opens at its moment.
    const [next] = rowsOf<{ issue: string; draw_at: string | Date }>(
      await t.db.execute(sql`select issue, draw_at from draw_issues
        where game_code = 'k3' and drawn_at is null order by draw_at limit 1`),
    );
    const [successor] = rowsOf<{ issue: string }>(
      await t.db.execute(sql`select issue from draw_issues
        where game_code = 'k3' and drawn_at is null order by draw_at offset 1 limit 1`),
    );
    if (!next || !successor) throw new Error('no k3 issues ahead');
    await sleep(Math.max(0, new Date(next.draw_at).getTime() - Date.now()) + 150);

    await draws.announce(); // another process's pass, before the draw has committed
    const opening = (events: EventRow[]) =>
      events.findIndex((e) => e.kind === 'issue' && e.issue === successor.issue);
    expect(opening(await k3Events()), 'no opening before the draw').toBe(-1);

    await draws.drawDue();
    await draws.announce();
    const events = await k3Events();
    const result = events.findIndex((e) => e.kind === 'result' && e.issue === next.issue);
    expect(result, 'the issue drawn').toBeGreaterThanOrEqual(0);
    expect(opening(events), 'the next issue announced after its result').toBeGreaterThan(result);
    // Every opening follows the result of each issue of its game drawn before it opened.
    const drawnBefore = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from live_events opening
        join draw_issues i on i.game_code = opening.payload->>'game' and i.issue = opening.payload->>'issue'
        join draw_issues earlier on earlier.game_code = i.game_code and earlier.draw_at <= i.open_at
        where opening.kind = 'issue' and not exists (select 1 from live_events r where r.kind = 'result'
          and r.payload->>'game' = earlier.game_code and r.payload->>'issue' = earlier.issue and r.id < opening.id)`),
    );
    expect(drawnBefore[0]?.n).toBe(0);
  });
});
