import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { rowsOf } from '../../lib/rows';
import { balanceOf, fundedPlayer, openIssue, requestId } from '../../../test/betting-fixtures';
import { type TestApp, buildTestApp } from '../../../test/helper';

// One bet each (amount = unit price): five different K3 plays, so the orders of one player on one
// issue touch different exposure rows and only the per-issue stake row joins them.
const onePlays = [
  { play: 'HZ', selection: [['10']] },
  { play: 'STHTX', selection: [['triple']] },
  { play: 'SLHTX', selection: [['straight']] },
  { play: 'CBC', selection: [['1']] },
  { play: 'ETHFX', selection: [['11']] },
];

describe('makeOrder limits under concurrency (ADR 096)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.assertLedgerInvariant();
    await t.close();
  });

  const setLimits = (limits: { maxIssueStakeFen?: number; maxPayoutFen?: number }) =>
    t.db.execute(sql`
      insert into game_limits (game_code, max_issue_stake_fen, max_payout_fen)
      values ('k3', ${limits.maxIssueStakeFen ?? null}, ${limits.maxPayoutFen ?? null})
      on conflict (game_code) do update
        set max_issue_stake_fen = excluded.max_issue_stake_fen, max_payout_fen = excluded.max_payout_fen`);

  const order = (token: string, issue: string, bet: (typeof onePlays)[number], unitPrice: number) =>
    t.post(
      '/user/makeOrder',
      { game: 'k3', issue, requestId: requestId(), bets: [{ ...bet, unitPrice, multiple: 1 }] },
      { token, lang: 'en' },
    );

  it('40 concurrent orders across plays, room for 20 in the stake per issue → exactly 20 accepted', async () => {
    await setLimits({ maxIssueStakeFen: 10_000 });
    const p = await fundedPlayer(t, 100_000);
    const issue = await openIssue(t, 'k3', 10_000);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => order(p.token, issue, onePlays[i % onePlays.length]!, 500)),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0).length, JSON.stringify(codes)).toBe(20);
    const refused = answers.filter((a) => a.body.code !== 0);
    expect(refused.every((a) => a.body.code === 1007)).toBe(true);
    expect(refused[0]?.body.msg).toMatch(/\S/);
    expect(await balanceOf(t, p.token)).toBe(100_000 - 10_000);
  }, 60_000);

  it('30 concurrent orders on one play, room for 10 in the potential payout (限红) → exactly 10', async () => {
    await setLimits({});
    const p = await fundedPlayer(t, 100_000);
    const issue = await openIssue(t, 'k3', 10_000);
    const [hz] = onePlays;
    const first = await order(p.token, issue, hz!, 100);
    expect(first.body.code, JSON.stringify(first.body)).toBe(0);
    const potential = rowsOf<{ p: string }>(
      await t.db.execute(
        sql`select potential_payout_fen::text as p from bets where id = ${first.body.data.bets[0].id}`,
      ),
    )[0]?.p;
    await setLimits({ maxPayoutFen: Number(potential) * 10 });
    const answers = await Promise.all(Array.from({ length: 30 }, () => order(p.token, issue, hz!, 100)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0).length, JSON.stringify(codes)).toBe(9);
    expect(codes.filter((c) => c !== 0).every((c) => c === 1007)).toBe(true);
    expect(await balanceOf(t, p.token)).toBe(100_000 - 10 * 100);
    await setLimits({});
  }, 60_000);
});
