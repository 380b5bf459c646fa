import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fundedPlayer, openIssue, requestId } from '../../../test/betting-fixtures';
import { type TestApp, buildTestApp, rowsOf } from '../../../test/helper';
import { createRecordsRepo } from './records.repo';

const sumBet = (sum: string) => ({ play: 'HZ', selection: [[sum]], unitPrice: 100, multiple: 1 });

describe("bets per player and day (ADR 148): /bet/list's total without counting the bets", () => {
  let t: TestApp;
  let player: Awaited<ReturnType<typeof fundedPlayer>>;
  let repo: ReturnType<typeof createRecordsRepo>;

  const total = async (body: Record<string, unknown>) => {
    const r = await t.post(
      '/bet/list',
      { range: 'today', page: 1, pageSize: 5, ...body },
      { token: player.token },
    );
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    return Number(r.body.data.total);
  };

  beforeAll(async () => {
    t = await buildTestApp({ drawScheduler: false });
    player = await fundedPlayer(t, 1_000_000);
    repo = createRecordsRepo(t.db);
  });
  afterAll(() => t.close());

  it('counts every bet an order inserts (chases and concurrent orders included), per game', async () => {
    const k3 = await openIssue(t, 'k3');
    // Twelve orders at once of one player: batched together or not, each bet is counted once.
    const orders = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.post(
          '/user/makeOrder',
          {
            game: 'k3',
            issue: k3,
            requestId: requestId(),
            bets: [sumBet(String(3 + (i % 16))), sumBet('10')],
          },
          { token: player.token },
        ),
      ),
    );
    for (const o of orders) expect(o.body.code, JSON.stringify(o.body)).toBe(0);
    const chase = await t.post(
      '/user/makeOrder',
      {
        game: 'k3',
        issue: k3,
        requestId: requestId(),
        bets: [sumBet('11')],
        chase: { issues: 3, stopOnWin: false },
      },
      { token: player.token },
    );
    expect(chase.body.code, JSON.stringify(chase.body)).toBe(0);

    expect(await repo.betCountsDrift()).toEqual([]);
    // 24 bets of the orders and 3 of the chase (one per issue), all placed today.
    expect(await total({})).toBe(27);
    expect(await total({ range: '7d', game: 'k3' })).toBe(27);
    expect(await total({ range: 'all' })).toBe(27);
    expect(await total({ game: 'ffc' })).toBe(0);
    // A status filter still counts the bets themselves (counts are kept for every status together).
    expect(await total({ status: 'pending' })).toBe(27);
  });

  it('reads the kept counts, and counts the bets while the counts are in another time zone', async () => {
    const before = await total({});
    // A wrong kept count shows that the total comes from bet_day_counts…
    await t.db.execute(sql`update bet_day_counts set bets = bets + 1000 where user_id = ${player.userId}`);
    expect(await total({})).toBe(before + 1000);
    // …unless their zone is not the server's (a TZ change not yet recounted): then the bets are counted.
    await t.db.execute(sql`update bet_count_zone set time_zone = 'UTC' where id = 1`);
    expect(await total({})).toBe(before);
    // Start-up's alignment recounts every day in the server's zone (and fixes the hand-made error).
    expect(await repo.alignBetCountZone('Asia/Ho_Chi_Minh')).toBe(true);
    expect(await repo.alignBetCountZone('Asia/Ho_Chi_Minh')).toBe(false);
    expect(await repo.betCountsDrift()).toEqual([]);
    expect(await total({})).toBe(before);
  });

  it('counts a bet inserted by any other writer (a repair by hand, the previous release) once', async () => {
    const before = await total({ range: 'all' });
    // As the previous release's makeOrder (or psql) would: no day_counted, so the row trigger counts it.
    await t.db.execute(sql`
      insert into bets (order_no, user_id, game_code, issue_id, issue, play_code, selection, bet_count,
                        unit_price_fen, multiple, amount_fen, potential_payout_fen, rates)
      select order_no, user_id, game_code, issue_id, issue, play_code, selection, bet_count,
             unit_price_fen, multiple, amount_fen, potential_payout_fen, rates
        from bets where user_id = ${player.userId} order by id limit 2`);
    expect(await repo.betCountsDrift()).toEqual([]);
    expect(await total({ range: 'all' })).toBe(before + 2);
    // makeOrder's own bets are counted by its statement, not again by the trigger.
    const [marked] = rowsOf<{ n: string }>(
      await t.db.execute(
        sql`select count(*) as n from bets where user_id = ${player.userId} and day_counted`,
      ),
    );
    expect(Number(marked?.n)).toBe(27);
  });

  it('follows a delete and an update that moves a bet by hand; settlement updates leave them alone', async () => {
    const [moved, gone] = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id from bets where user_id = ${player.userId} order by id limit 2`),
    );
    await t.db.execute(
      sql`update bets set created_at = created_at - interval '3 days' where id = ${moved?.id}`,
    );
    await t.db.execute(sql`update bets set game_code = 'ffc' where id = ${gone?.id}`);
    await t.db.execute(sql`delete from bets where id = ${gone?.id}`);
    // A status rewrite as settlement makes one names no counted column: no trigger, nothing moves.
    await t.db.execute(sql`update bets set status = 'lost' where user_id = ${player.userId}`);
    expect(await repo.betCountsDrift()).toEqual([]);
    expect(await total({})).toBe(27);
    expect(await total({ range: '7d' })).toBe(28);
    expect(await total({ game: 'ffc', range: 'all' })).toBe(0);
  });
});
