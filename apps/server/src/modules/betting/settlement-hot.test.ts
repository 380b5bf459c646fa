import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fundedPlayer, openIssue, placeSumBets } from '../../../test/betting-fixtures';
import { type TestApp, buildTestApp, rowsOf } from '../../../test/helper';

/** ADR 091: settling a bet rewrites no index entry, and the sweep still finds unsettled issues. */
describe('settlement without a status index (HOT updates)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { timeScale: 20 } }); // k3 every 3 s
  });
  afterAll(async () => {
    await t.close();
  });

  it('no index of bets mentions status, and bets keep half of each page free', async () => {
    const indexes = rowsOf<{ indexdef: string }>(
      await t.db.execute(sql`select indexdef from pg_indexes where tablename = 'bets'`),
    );
    expect(indexes.length).toBeGreaterThan(0);
    for (const { indexdef } of indexes) expect(indexdef).not.toMatch(/status/);
    const [table] = rowsOf<{ reloptions: string[] | string | null }>(
      await t.db.execute(sql`select reloptions from pg_class where relname = 'bets'`),
    );
    expect(String(table?.reloptions)).toContain('fillfactor=50');
  });

  it('lists an order’s issue as unsettled until its bets are settled, then forgets it', async () => {
    const player = await fundedPlayer(t, 10_000);
    const issue = await openIssue(t, 'k3', 1500);
    const res = await placeSumBets(t, player.token, issue, ['10']);
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const marker = async () =>
      rowsOf<{ n: number }>(
        await t.db.execute(sql`
          select count(*)::int as n from unsettled_issues u join draw_issues d on d.id = u.issue_id
           where d.game_code = 'k3' and d.issue = ${issue}`),
      )[0]?.n;
    expect(Number(await marker())).toBe(1);
    const betId = Number(res.body.data.bets[0].id);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [bet] = rowsOf<{ status: string }>(
        await t.db.execute(sql`select status from bets where id = ${betId}`),
      );
      if (bet?.status !== 'pending') break;
      if (Date.now() > deadline) throw new Error('the bet was never settled');
      await new Promise((r) => setTimeout(r, 200));
    }
    await t.app.fairdraw.settlement.idle();
    expect(Number(await marker())).toBe(0);
  });
  // The sweep after a crash (unsettled_issues read on restart): test/settlement-process.test.ts.
});
