import { randomInt } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { firstLogin, makeAgent, openAccount } from '../../../test/agent-fixtures';
import { openIssue, requestId } from '../../../test/betting-fixtures';
import { type TestApp, buildTestApp, rowsOf } from '../../../test/helper';
import { moneyKit } from '../../../test/money-kit';
import { createAdminDashboardService } from '../admin/admin-dashboard.service';

const num = (v: unknown) => Number(v ?? 0);
const timeZone = 'Asia/Ho_Chi_Minh';

/** Rows of `text` as `key → values`, for comparing an aggregate table with a grouping of its source. */
async function keyed(t: TestApp, text: string): Promise<Map<string, string>> {
  const rows = rowsOf<{ k: string; v: string }>(await t.db.execute(sql.raw(text)));
  return new Map(rows.map((r) => [String(r.k), String(r.v)]));
}

/**
 * Every total equals the sum of the rows it is kept from, grouped by its key (rows whose sums are all
 * zero, left by a move or a delete, count as absent).
 */
async function totalsMatchSources(t: TestApp) {
  const figures = `sum(betting_fen)::bigint || '/' || sum(payout_fen)::bigint || '/' || sum(rebate_fen)::bigint || '/' || sum(bet_count)::bigint`;
  const nonZero = `having sum(abs(betting_fen)) + sum(abs(payout_fen)) + sum(abs(rebate_fen)) + sum(abs(bet_count)) > 0`;
  const pairs: [string, string][] = [
    [
      `select day || '|' || game_code || '|' || play_code as k, ${figures} as v from operator_report_daily group by 1 ${nonZero}`,
      `select day || '|' || game_code || '|' || play_code as k, ${figures} as v from report_daily group by 1 ${nonZero}`,
    ],
    [
      `select user_id || '|' || game_code || '|' || play_code as k, ${figures} as v from report_total group by 1 ${nonZero}`,
      `select user_id || '|' || game_code || '|' || play_code as k, ${figures} as v from report_daily group by 1 ${nonZero}`,
    ],
    [
      `select ancestor_id || '|' || game_code || '|' || play_code as k, ${figures} as v from team_report_total group by 1 ${nonZero}`,
      `select ancestor_id || '|' || game_code || '|' || play_code as k, ${figures} as v from team_report_daily group by 1 ${nonZero}`,
    ],
    [
      `select account_id || '|' || type as k, sum(amount_fen)::bigint || '/' || sum(entry_count)::bigint as v from ledger_type_totals group by 1 having sum(entry_count) > 0`,
      `select account_id || '|' || type as k, sum(amount_fen)::bigint || '/' || count(*) as v from ledger_entries group by 1`,
    ],
  ];
  for (const [total, source] of pairs) {
    const sources = await keyed(t, source);
    expect(sources.size, source).toBeGreaterThan(0);
    expect(await keyed(t, total), total).toEqual(sources);
  }
}

describe('totals (ADR 135): kept equal to their daily rows and ledger entries; `all` answers as the rows would', () => {
  let t: TestApp;
  let kit: ReturnType<typeof moneyKit>;
  let top: Awaited<ReturnType<typeof makeAgent>>;
  let other: Awaited<ReturnType<typeof makeAgent>>;
  let sub: { userId: number; token: string };
  const players: { userId: number; token: string }[] = [];

  const settleAll = async () => {
    for (let i = 0; i < 300; i += 1) {
      await t.app.fairdraw.draws.drawDue();
      await t.app.fairdraw.settlement.idle();
      const [row] = rowsOf<{ n: unknown }>(
        await t.db.execute(sql`select count(*) as n from bets where status = 'pending'`),
      );
      if (num(row?.n) === 0) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('bets still pending');
  };
  const bet = (token: string, issue: string) =>
    t.post(
      '/user/makeOrder',
      {
        game: 'k3',
        issue,
        requestId: requestId(),
        bets: [
          {
            play: 'HZ',
            selection: [[String(randomInt(3, 19))]],
            unitPrice: 100 * randomInt(1, 4),
            multiple: 1,
          },
          { play: 'SBTH', selection: [['1', '2', '3', '4']], unitPrice: 200, multiple: randomInt(1, 3) },
        ],
      },
      { token },
    );

  beforeAll(async () => {
    t = await buildTestApp({ config: { timeScale: 6 }, drawScheduler: false });
    kit = moneyKit(t);
    top = await makeAgent(t, 20);
    other = await makeAgent(t, 20);
    const opened = await openAccount(t, top.token, 'agent', 12);
    sub = { userId: opened.userId, token: (await firstLogin(t, opened)).token };
    for (const [parentToken, rebate] of [
      [sub.token, 8],
      [sub.token, 0],
      [top.token, 5],
    ] as const) {
      const p = await openAccount(t, parentToken, 'player', rebate);
      players.push({ userId: p.userId, token: (await firstLogin(t, p)).token });
    }
    for (const m of [sub, ...players]) {
      await t.app.fairdraw.wallet.transfer({
        from: { system: 'cash' },
        to: { userId: m.userId },
        amountFen: 500_000,
        type: 'recharge',
        idempotencyKey: `totals-fund:${m.userId}`,
      });
    }
    // Two settled issues with rebates up the tree; one cancelled bet; one bet left pending.
    for (let round = 0; round < 2; round += 1) {
      const issue = await openIssue(t, 'k3', 2000);
      for (const m of [sub, ...players]) expect((await bet(m.token, issue)).body.code).toBe(0);
      await settleAll();
    }
    const issue = await openIssue(t, 'k3', 2000);
    const placed = await bet(players[0]?.token ?? '', issue);
    const cancelId = placed.body.data.bets[0].id as number;
    expect((await t.post('/bet/cancel', { id: cancelId }, { token: players[0]?.token })).body.code).toBe(0);
    expect((await bet(players[1]?.token ?? '', issue)).body.code).toBe(0);
    // A withdrawal out of the player's balance.
    await t.app.fairdraw.wallet.transfer({
      from: { userId: players[2]?.userId ?? 0 },
      to: { system: 'cash' },
      amountFen: 1_234,
      type: 'withdraw',
      idempotencyKey: `totals-withdraw:${players[2]?.userId}`,
    });
  }, 120_000);
  afterAll(() => t.close());

  it('after orders, settlement with rebates, a cancel and a withdrawal, every total equals its source', async () => {
    await totalsMatchSources(t);
  });

  it('/report/personal and the agent endpoints answer `all` from the totals as the rows of every day would', async () => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone });
    const everyDay = { start: '2000-01-01', end: today };
    for (const m of [sub, ...players]) {
      const all = await t.post('/report/personal', { range: 'all' }, { token: m.token });
      const days = await t.post('/report/personal', { range: everyDay }, { token: m.token });
      expect(all.body.code).toBe(0);
      expect(all.body.data).toEqual(days.body.data);
      // And the ledger itself, summed here.
      const sums = new Map(
        rowsOf<{ type: string; total: unknown }>(
          await t.db.execute(sql`
            select e.type, sum(e.amount_fen) as total from ledger_entries e
              join ledger_accounts a on a.id = e.account_id where a.user_id = ${m.userId} group by e.type`),
        ).map((r) => [r.type, num(r.total)]),
      );
      expect(all.body.data).toMatchObject({
        betting: -(sums.get('betting') ?? 0),
        payout: sums.get('payout') ?? 0,
        rebate: sums.get('rebate') ?? 0,
        recharge: sums.get('recharge') ?? 0,
        withdraw: 0 - (sums.get('withdraw') ?? 0) + 0,
      });
    }
    expect(
      (await t.post('/report/personal', { range: 'all' }, { token: players[2]?.token })).body.data.withdraw,
    ).toBe(1_234);
    for (const agent of [top, sub]) {
      for (const path of ['/agent/overview', '/agent/report', '/agent/gameStats']) {
        const all = await t.post(path, { range: 'all' }, { token: agent.token });
        const days = await t.post(path, { range: everyDay }, { token: agent.token });
        expect(all.body.code, path).toBe(0);
        expect(all.body.data, path).toEqual(days.body.data);
      }
    }
    const overview = await t.post('/agent/overview', { range: 'all' }, { token: top.token });
    expect(overview.body.data.betting).toBeGreaterThan(0);
    expect(overview.body.data.withdraw).toBe(1_234);
  });

  it('the dashboard sums the operator rows as it summed every user’s daily rows', async () => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone });
    const [row] = rowsOf<Record<string, unknown>>(
      await t.db.execute(sql`
        select sum(betting_fen) as betting, sum(payout_fen) as payout, sum(rebate_fen) as rebate, sum(bet_count) as bets
          from report_daily where day = ${today}::date`),
    );
    expect(num(row?.bets)).toBeGreaterThan(0);
    const dashboard = createAdminDashboardService({ db: t.db, clock: { now: () => new Date() }, timeZone });
    const board = await dashboard.dashboard({ from: today, to: today });
    expect(board.range.totals).toMatchObject({
      turnover: num(row?.betting),
      payout: num(row?.payout),
      rebate: num(row?.rebate),
      betCount: num(row?.bets),
    });
    expect(board.today.totals).toEqual(board.range.totals);
  });

  it('a back-office move rewrites team rows and the team totals follow; direct writes are counted too', async () => {
    const move = await kit.admin('/admin/users/moveAgent', { userId: sub.userId, newParentId: other.userId });
    expect(move.body.data?.changed, JSON.stringify(move.body)).toBe(true);
    const today = new Date().toLocaleDateString('en-CA', { timeZone });
    for (const agent of [top, other, sub]) {
      for (const path of ['/agent/overview', '/agent/report', '/agent/gameStats']) {
        const all = await t.post(path, { range: 'all' }, { token: agent.token });
        const days = await t.post(
          path,
          { range: { start: '2000-01-01', end: today } },
          { token: agent.token },
        );
        expect(all.body.data, path).toEqual(days.body.data);
      }
    }
    // Writers other than settlement (a repair, the previous release) are counted as well.
    await t.db.execute(sql`
      update report_daily set betting_fen = betting_fen + 7
       where user_id = ${players[0]?.userId ?? 0}`);
    await t.db.execute(sql`delete from report_daily where user_id = ${players[1]?.userId ?? 0}`);
    await totalsMatchSources(t);
    const moved = await t.post('/agent/overview', { range: 'all' }, { token: other.token });
    expect(moved.body.data.betting).toBeGreaterThan(0);
  });
});
