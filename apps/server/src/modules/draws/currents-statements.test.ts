import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { games as ruleGames } from '@fairdraw/rules';

import { rowsOf } from '../../lib/rows';
import { type AnyData, type TestApp, buildTestApp } from '../../../test/helper';
import { genericPlanOf } from '../../../test/generic-plan';
import { createStatementRecorder } from '../../../test/statement-recorder';

// /game/current is the reads' hot path beside makeOrder: under load each statement waits for a pool
// connection the batched orders left free, so the answer is one statement, whatever the game count.
describe('/game/current and /game/currents: one statement each', () => {
  let t: TestApp;
  const recorder = createStatementRecorder();
  beforeAll(async () => {
    // No scheduler: its passes would be recorded beside the request's statements.
    t = await buildTestApp({ drawScheduler: false, onQuery: recorder.onQuery });
    await t.app.fairdraw.draws.ensureAhead();
    await t.app.fairdraw.draws.drawDue();
  });
  afterAll(async () => {
    await t.close();
  });

  it('one game, and every game of the list, each in a single statement', async () => {
    const one = await recorder.during(() => t.post('/game/current', { game: 'k3' }));
    expect(one.result.body.code).toBe(0);
    expect(one.statements).toHaveLength(1);
    const codes = ruleGames.map((game) => game.code);
    const all = await recorder.during(() => t.post('/game/currents', { games: codes }));
    expect(all.result.body.code).toBe(0);
    expect((all.result.body.data.list as AnyData[]).map((entry) => entry.game)).toEqual(codes);
    expect(all.statements).toHaveLength(1);
  });

  // The statement runs prepared, so its generic plan is what every request gets. Each game's issue to
  // bet on was found by ANDing bitmaps of every undrawn issue and every issue of the game, then
  // sorting them (≈ 1 ms a game); now it is the first entry of an index. Its last drawn issue was
  // sought by walking back from the last issue scheduled ahead; now the walk starts at now(). With
  // this database's few drawn issues the planner may sort those instead (short too), so the second
  // check holds only when it walks back; the first fails without migration 0030 on both drivers.
  it("reads each game's current issue as an index's first entry, and never walks back over the day ahead", async () => {
    // Statistics of this database, not of whatever ran in the instance before.
    await t.db.execute(sql`analyze draw_issues`);
    const all = await recorder.during(() => t.post('/game/currents', { games: ['k3', 'ffc'] }));
    const [text] = all.statements;
    if (!text) throw new Error('no statement was sent');
    const plan = await genericPlanOf(t.db, text);
    expect(plan, plan).not.toMatch(/BitmapAnd/);
    expect(plan, plan).toMatch(/Index Scan using draw_issues_undrawn_game_idx on draw_issues/);
    const unboundedWalkBack =
      /Index Scan Backward using draw_issues_game_draw_at_idx on draw_issues\S*[^\n]*\n\s+Index Cond: \(game_code = c\.code\)\n/;
    expect(plan, plan).not.toMatch(unboundedWalkBack);
  });

  it('the answer: the earliest undrawn issue ahead, its status by the database clock, the last drawn issue', async () => {
    const answer = (await t.post('/game/current', { game: 'k3' })).body.data;
    const rows = rowsOf<{
      issue: string;
      drawn_at: Date | null;
      draw_at: Date;
      open_at: Date;
      close_at: Date;
    }>(
      await t.db.execute(sql`
        select issue, drawn_at, draw_at, open_at, close_at from draw_issues
         where game_code = 'k3' order by draw_at`),
    );
    const now = new Date(answer.serverTimeMs as number);
    const current = rows.find((r) => !r.drawn_at && new Date(r.draw_at) > now);
    expect(answer.issue).toBe(current?.issue);
    const expectedStatus =
      now < new Date(current?.open_at ?? 0)
        ? 'upcoming'
        : now < new Date(current?.close_at ?? 0)
          ? 'open'
          : 'closed';
    expect(answer.status).toBe(expectedStatus);
    const last = rows.filter((r) => r.drawn_at).at(-1);
    if (last) expect(answer.last.issue).toBe(last.issue);
    else expect(answer.last).toBeNull();
  });

  it('a disabled game answers 1002 as an unknown one does, alone or in a list', async () => {
    await t.db.execute(sql`update games set enabled = false where code = 'pk10'`);
    try {
      for (const [path, body] of [
        ['/game/current', { game: 'pk10' }],
        ['/game/currents', { games: ['k3', 'pk10'] }],
        ['/game/current', { game: 'nope' }],
      ] as const) {
        const res = await t.post(path, body, { lang: 'en' });
        expect(res.body, `${path} ${JSON.stringify(body)}`).toEqual({
          code: 1002,
          msg: 'Unknown game',
          data: null,
        });
      }
    } finally {
      await t.db.execute(sql`update games set enabled = true where code = 'pk10'`);
    }
  });
});
