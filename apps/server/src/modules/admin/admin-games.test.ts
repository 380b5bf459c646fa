import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fundedPlayer, openIssue, requestId } from '../../../test/betting-fixtures';
import { type TestApp, buildTestApp, rowsOf } from '../../../test/helper';
import { listOf, moneyKit } from '../../../test/money-kit';

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
beforeAll(async () => {
  // k3 draws every 10 s; draws and settlement are driven by the test.
  t = await buildTestApp({ config: { timeScale: 6 }, drawScheduler: false });
  kit = moneyKit(t);
});
afterAll(() => t.close());

const sums = Array.from({ length: 16 }, (_, i) => String(i + 3));
/** K3 sum, every sum picked: exactly one of the 16 combinations wins whatever the dice. */
const everySum = { play: 'HZ', selection: [sums], unitPrice: 100, multiple: 1 };

async function drawAndSettle(issue: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    await t.app.fairdraw.draws.drawDue();
    await t.app.fairdraw.settlement.idle();
    const [row] = rowsOf<{ n: unknown }>(
      await t.db.execute(sql`select count(*) as n from bets where issue = ${issue} and status = 'pending'`),
    );
    if (Number(row?.n) === 0) return;
    if (Date.now() > deadline) throw new Error('not settled');
    await new Promise((r) => setTimeout(r, 300));
  }
}

describe('games desk: switch, close time and bet limits (限红)', () => {
  it('per-game limits override the env defaults for new orders; null restores the default', async () => {
    const player = await fundedPlayer(t, 1_000_000);
    const order = async () =>
      t.post(
        '/user/makeOrder',
        { game: 'k3', issue: await openIssue(t, 'k3', 1500), requestId: requestId(), bets: [everySum] },
        { token: player.token },
      );
    const set = await kit.admin('/admin/games/setLimits', { code: 'k3', maxStakeFen: 1_000 });
    expect(set.body.data).toMatchObject({
      limitOverrides: { maxStakeFen: 1_000, minStakeFen: null },
      limits: { maxStakeFen: 1_000, minStakeFen: 1 },
    });
    expect((await order()).body.code).toBe(1007);
    await kit.admin('/admin/games/setLimits', { code: 'k3', maxStakeFen: null });
    expect((await order()).body.code).toBe(0);
    const bad = await kit.admin('/admin/games/setLimits', { code: 'k3', minStakeFen: 6_000_000 });
    expect(bad.body.code).toBe(1000);
    expect((await kit.admin('/admin/games/setLimits', { code: 'nope', maxStakeFen: 1 })).body.code).toBe(
      1002,
    );
  });

  it('disabling a game hides it and refuses orders; closeSec must stay below the interval', async () => {
    const off = await kit.admin('/admin/games/update', { code: 'wfc', enabled: false });
    expect(off.body.data).toMatchObject({ code: 'wfc', enabled: false });
    const list = await t.get('/game/list');
    expect(JSON.stringify(list.body.data)).not.toContain('"code":"wfc"');
    await kit.admin('/admin/games/update', { code: 'wfc', enabled: true });
    expect((await kit.admin('/admin/games/update', { code: 'wfc', closeSec: 300 })).body.code).toBe(1000);
    const close = await kit.admin('/admin/games/update', { code: 'wfc', closeSec: 40 });
    expect(close.body.data.closeSec).toBe(40);
    const games = await kit.admin('/admin/games/list', {});
    expect(listOf<{ code: string }>(games).map((g) => g.code)).toEqual(
      expect.arrayContaining(['k3', 'ffc', 'sfc', 'wfc', 'pk10', 'xyft', 'lhc']),
    );
    const audit = await kit.admin('/admin/audit/list', { target: 'game:wfc' });
    expect(listOf<{ action: string }>(audit).map((e) => e.action)).toEqual([
      'game.update',
      'game.update',
      'game.update',
    ]);
  });
});

describe('odds changes apply to new bets only', () => {
  it('a bet placed before a rate change pays at its old odds, one placed after at the new ones', async () => {
    const player = await fundedPlayer(t, 1_000_000);
    const before = await kit.admin('/admin/games/rates', { code: 'k3' });
    const oldRates = new Map(
      listOf<{ play: string; rateKey: string; rate: number; defaultRate: number }>(before)
        .filter((r) => r.play === 'HZ' && sums.includes(r.rateKey))
        .map((r) => [r.rateKey, r.rate]),
    );
    expect(oldRates.size).toBe(16);

    const issue = await openIssue(t, 'k3', 4000);
    const place = () =>
      t.post(
        '/user/makeOrder',
        { game: 'k3', issue, requestId: requestId(), bets: [everySum] },
        { token: player.token },
      );
    const first = await place();
    expect(first.body.code, JSON.stringify(first.body)).toBe(0);
    for (const key of sums) {
      const res = await kit.admin('/admin/games/setRate', {
        code: 'k3',
        play: 'HZ',
        rateKey: key,
        rate: (oldRates.get(key) ?? 0) + 100,
        reason: 'promotion',
      });
      expect(res.body.data).toMatchObject({
        oldRate: oldRates.get(key),
        newRate: (oldRates.get(key) ?? 0) + 100,
      });
    }
    const second = await place();
    expect(second.body.code, JSON.stringify(second.body)).toBe(0);
    await drawAndSettle(issue);

    const [draw] = rowsOf<{ result: number[] }>(
      await t.db.execute(sql`select result from draw_issues where game_code = 'k3' and issue = ${issue}`),
    );
    const sum = String((draw?.result ?? []).reduce((a, b) => a + b, 0));
    const payouts = rowsOf<{ id: unknown; payout_fen: unknown; status: string }>(
      await t.db.execute(
        sql`select id, payout_fen, status from bets where issue = ${issue} and user_id = ${player.userId} order by id`,
      ),
    );
    expect(payouts.map((b) => [b.status, Number(b.payout_fen)])).toEqual([
      ['won', oldRates.get(sum)],
      ['won', (oldRates.get(sum) ?? 0) + 100],
    ]);

    const history = await kit.admin('/admin/games/rateHistory', { code: 'k3', play: 'HZ', pageSize: 100 });
    expect(history.body.data.total).toBe(16);
    expect(listOf<{ operator: string; reason: string }>(history)[0]).toMatchObject({
      operator: 'admin',
      reason: 'promotion',
    });
    // The same rate again changes nothing and writes no history.
    await kit.admin('/admin/games/setRate', {
      code: 'k3',
      play: 'HZ',
      rateKey: '3',
      rate: (oldRates.get('3') ?? 0) + 100,
    });
    expect((await kit.admin('/admin/games/rateHistory', { code: 'k3' })).body.data.total).toBe(16);
    expect(
      (await kit.admin('/admin/games/setRate', { code: 'k3', play: 'HZ', rateKey: '99', rate: 100 })).body
        .code,
    ).toBe(1002);

    // Draws monitor: the issue is drawn and verified from its seed; a tampered result is flagged.
    const drawn = await kit.admin('/admin/draws/history', { game: 'k3', pageSize: 100 });
    const row = listOf<{ issue: string; verified: boolean; seed: string }>(drawn).find(
      (r) => r.issue === issue,
    );
    expect(row).toMatchObject({ verified: true, seed: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const undrawn = listOf<{ seed: string | null; verified: boolean | null }>(drawn).filter(
      (r) => r.seed === null,
    );
    for (const r of undrawn) expect(r.verified).toBeNull();
    const live = await kit.admin('/admin/draws/live', {});
    expect(listOf<{ game: string }>(live).find((g) => g.game === 'k3')).toMatchObject({
      lastDrawn: { result: expect.any(Array) },
    });

    // RTP monitor: the settled stakes and payouts of these bets, beside the rules' figure.
    const rtp = await kit.admin('/admin/rtp', { game: 'k3' });
    const hz = (
      rtp.body.data.list as {
        play: string;
        stakes: number;
        payouts: number;
        actualRtp: number;
        theoreticalRtp: number | null;
      }[]
    ).find((r) => r.play === 'HZ');
    const [sumsRow] = rowsOf<{ s: unknown; p: unknown }>(
      await t.db.execute(sql`select sum(amount_fen) as s, sum(payout_fen) as p from bets
                              where game_code = 'k3' and play_code = 'HZ' and status in ('won', 'lost') and not is_trial`),
    );
    expect(hz).toMatchObject({ stakes: Number(sumsRow?.s), payouts: Number(sumsRow?.p) });
    expect(hz?.actualRtp).toBeCloseTo(Number(sumsRow?.p) / Number(sumsRow?.s), 10);
    expect(hz?.theoreticalRtp).toBeNull(); // a sum's return depends on which sum was picked

    // Dashboard: today's k3 figures equal the daily report rows; house result = turnover − payout − rebate.
    const dash = await kit.admin('/admin/dashboard', {});
    const k3 = (dash.body.data.today.games as Record<string, number | string>[]).find(
      (g) => g['game'] === 'k3',
    );
    const [report] = rowsOf<{ b: unknown; p: unknown; r: unknown }>(
      await t.db.execute(sql`select sum(betting_fen) as b, sum(payout_fen) as p, sum(rebate_fen) as r
                              from report_daily where game_code = 'k3'`),
    );
    expect(k3).toMatchObject({
      turnover: Number(report?.b),
      payout: Number(report?.p),
      rebate: Number(report?.r),
    });
    expect(k3?.['houseResult']).toBe(Number(report?.b) - Number(report?.p) - Number(report?.r));
    expect(dash.body.data.series).toHaveLength(1);
    expect(dash.body.data.onlinePlayers).toBeGreaterThanOrEqual(1);

    const forged = JSON.stringify(draw?.result) === '[1,1,1]' ? '[2,2,2]' : '[1,1,1]';
    await t.db.execute(
      sql`update draw_issues set result = ${forged}::jsonb where game_code = 'k3' and issue = ${issue}`,
    );
    const tampered = await kit.admin('/admin/draws/history', { game: 'k3', pageSize: 100 });
    const flagged = listOf<{ issue: string; verified: boolean }>(tampered).find((r) => r.issue === issue);
    expect(flagged?.verified).toBe(false);
  }, 120_000);
});
