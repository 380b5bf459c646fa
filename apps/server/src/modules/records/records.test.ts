import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fundedPlayer, openIssue, requestId } from '../../../test/betting-fixtures';
import { type AnyData, type TestApp, buildTestApp } from '../../../test/helper';
import { checkLedger } from '../wallet/ledger-check';

const allSums = Array.from({ length: 16 }, (_, i) => String(i + 3));
/** K3 sum over every value 3–18: exactly one combination wins whatever the dice say. */
const sureWin = { play: 'HZ', selection: [allSums], unitPrice: 100, multiple: 1 };
const sumBet = (sum: string, unitPrice = 200) => ({ play: 'HZ', selection: [[sum]], unitPrice, multiple: 1 });

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('records: /bet/list, /bet/detail, /chase/list, /transaction/list, /report/personal', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof fundedPlayer>>;
  let b: Awaited<ReturnType<typeof fundedPlayer>>;
  let wonId: number;
  let cancelledId: number;
  let pendingId: number;
  let otherId: number;
  let chaseNo: string;
  let stoppedChaseNo: string;
  let chaseWonId: number;

  beforeAll(async () => {
    // No scheduler: this test draws once, by hand, so the chase placed afterwards stays pending.
    t = await buildTestApp({ config: { timeScale: 6 }, drawScheduler: false }); // k3: a draw every 10 s
    a = await fundedPlayer(t, 100_000);
    b = await fundedPlayer(t, 10_000);
    // A 10‰ rebate so settlement pays A a rebate (the house agent above gets the other 10‰).
    await t.db.execute(sql`update users set rebate_per_mille = 10 where id = ${a.userId}`);

    const k3 = await openIssue(t, 'k3');
    const won = await t.post(
      '/user/makeOrder',
      { game: 'k3', issue: k3, requestId: requestId(), bets: [sureWin, sumBet('10')] },
      { token: a.token },
    );
    expect(won.body.code, JSON.stringify(won.body)).toBe(0);
    wonId = won.body.data.bets[0].id;
    cancelledId = won.body.data.bets[1].id;
    expect((await t.post('/bet/cancel', { id: cancelledId }, { token: a.token })).body.code).toBe(0);
    const other = await t.post(
      '/user/makeOrder',
      { game: 'k3', issue: k3, requestId: requestId(), bets: [sumBet('11')] },
      { token: b.token },
    );
    expect(other.body.code, JSON.stringify(other.body)).toBe(0);
    otherId = other.body.data.bets[0].id;
    // A chase of a sure win that stops after its first issue: the two later issues are refunded.
    const stopping = await t.post(
      '/user/makeOrder',
      {
        game: 'k3',
        issue: k3,
        requestId: requestId(),
        bets: [sureWin],
        chase: { issues: 3, stopOnWin: true },
      },
      { token: a.token },
    );
    expect(stopping.body.code, JSON.stringify(stopping.body)).toBe(0);
    stoppedChaseNo = stopping.body.data.chaseNo;
    chaseWonId = stopping.body.data.bets[0].id;

    await until('the k3 issue to be drawn and settled', async () => {
      await t.app.fairdraw.draws.drawDue();
      await t.app.fairdraw.settlement.idle();
      const d = await t.post('/bet/detail', { id: wonId }, { token: a.token });
      return d.body.data?.status === 'pending' ? undefined : d;
    });

    const chase = await t.post(
      '/user/makeOrder',
      {
        game: 'wfc',
        issue: await openIssue(t, 'wfc'),
        requestId: requestId(),
        bets: [{ play: 'DWD', selection: [['1'], [], [], [], []], unitPrice: 100, multiple: 1 }],
        chase: { issues: 3, stopOnWin: false },
      },
      { token: a.token },
    );
    expect(chase.body.code, JSON.stringify(chase.body)).toBe(0);
    pendingId = chase.body.data.bets[0].id;
    chaseNo = chase.body.data.chaseNo;
  }, 60_000);

  afterAll(async () => {
    await t.assertLedgerInvariant();
    // Stakes, a cancel, a stopped chase's refunds, payouts and rebates: the books and the bets agree.
    expect((await checkLedger(t.db)).violations).toEqual([]);
    await t.close();
  });

  it('needs a token', async () => {
    for (const path of ['/bet/list', '/bet/detail', '/chase/list', '/transaction/list', '/report/personal']) {
      expect((await t.post(path, { id: 1 })).body.code, path).toBe(401);
    }
  });

  it('/bet/list: own rows newest first with the api.md fields, localized names, filters and pages', async () => {
    const all = await t.post('/bet/list', {}, { token: a.token, lang: 'en' });
    expect(all.body.code).toBe(0);
    const { list, total, page, pageSize } = all.body.data;
    // 2 k3 bets, 3 issues of the stopped k3 chase, 3 pending issues of the wfc chase
    expect([total, page, pageSize]).toEqual([8, 1, 20]);
    const ids = list.map((r: AnyData) => r.id);
    expect(ids).not.toContain(otherId);
    expect(ids.slice(0, 3).sort()).toEqual(
      list
        .filter((r: AnyData) => r.game === 'wfc')
        .map((r: AnyData) => r.id)
        .sort(),
    );
    const won = list.find((r: AnyData) => r.id === wonId);
    expect(Object.keys(won).sort()).toEqual(
      [
        'id',
        'time',
        'game',
        'gameName',
        'play',
        'playName',
        'selection',
        'betCount',
        'amount',
        'payout',
        'profit',
        'issue',
        'status',
        'drawResult',
      ].sort(),
    );
    expect(won).toMatchObject({ game: 'k3', gameName: 'Quick 3', play: 'HZ', betCount: 16, amount: 1600 });
    expect(won.selection).toEqual([allSums]);
    expect(won.status).toBe('won');
    expect(won.payout).toBeGreaterThan(0);
    expect(won.profit).toBe(won.payout - 1600);
    expect(won.drawResult).toHaveLength(3);
    expect(won.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+07:00$/);
    const cancelled = list.find((r: AnyData) => r.id === cancelledId);
    expect(cancelled).toMatchObject({ status: 'cancelled', payout: 0, profit: 0 });
    const pending = list.find((r: AnyData) => r.id === pendingId);
    expect(pending).toMatchObject({
      status: 'pending',
      profit: 0,
      drawResult: null,
      playName: expect.any(String),
    });

    const zh = await t.post('/bet/list', { game: 'k3' }, { token: a.token, lang: 'zh' });
    expect(zh.body.data.list[0].gameName).not.toBe('Quick 3');

    const idsOf = async (body: object) =>
      (await t.post('/bet/list', body, { token: a.token })).body.data.list.map((r: AnyData) => r.id).sort();
    expect(await idsOf({ status: 'won' })).toEqual([wonId, chaseWonId].sort());
    const notWon = await idsOf({ status: 'lost' }); // the cancelled bet and the two stopped chase issues
    expect(notWon).toHaveLength(3);
    expect(notWon).toContain(cancelledId);
    expect(await idsOf({ status: 'pending' })).toEqual(
      list
        .filter((r: AnyData) => r.game === 'wfc')
        .map((r: AnyData) => r.id)
        .sort(),
    );
    expect(await idsOf({ game: 'k3' })).toHaveLength(5);
    expect((await idsOf({ range: 'today' })).length).toBe(8);
    expect((await idsOf({ range: '7d', status: 'pending', game: 'k3' })).length).toBe(0);
    const pendingPage = await t.post('/bet/list', { status: 'pending', pageSize: 2 }, { token: a.token });
    expect(pendingPage.body.data).toMatchObject({ total: 3, pageSize: 2 });
    expect(await idsOf({ range: { start: '2020-01-01', end: '2020-01-31' } })).toEqual([]);

    const second = await t.post('/bet/list', { page: 2, pageSize: 2 }, { token: a.token });
    expect(second.body.data).toMatchObject({ total: 8, page: 2, pageSize: 2 });
    expect(second.body.data.list.map((r: AnyData) => r.id)).toEqual(ids.slice(2, 4));
    const beyond = await t.post('/bet/list', { page: 99 }, { token: a.token });
    expect(beyond.body.data).toMatchObject({ list: [], total: 8 });

    const others = await t.post('/bet/list', {}, { token: b.token });
    expect(others.body.data.list.map((r: AnyData) => r.id)).toEqual([otherId]);
  });

  it('/bet/list refuses bad input with 1000 and fields, localized, never a 500', async () => {
    const bad = [
      { range: { start: '2026-02-31', end: '2026-03-01' } },
      { range: { start: '2026-03-02', end: '2026-03-01' } },
      { range: 'yesterday' },
      { range: { start: '20260301', end: '2026-03-01' } },
      { status: 'lose' },
      { game: 'nope' },
      { page: 0 },
      { pageSize: 101 },
      { page: 'x' },
    ];
    for (const body of bad) {
      const res = await t.post('/bet/list', body, { token: a.token, lang: 'en' });
      expect(res.status).toBe(200);
      expect(res.body.code, JSON.stringify(body)).toBe(1000);
      expect(Object.keys(res.body.data.fields ?? {}).length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    const reversed = await t.post(
      '/bet/list',
      { range: { start: '2026-03-02', end: '2026-03-01' } },
      { token: a.token, lang: 'en' },
    );
    expect(reversed.body.data.fields.range).toBe('The date range is not valid');
  });

  it('/bet/detail: odds snapshot, draw with seed, win breakdown adding up to the payout', async () => {
    const res = await t.post('/bet/detail', { id: wonId }, { token: a.token, lang: 'en' });
    expect(res.body.code).toBe(0);
    const d = res.body.data;
    expect(d).toMatchObject({ id: wonId, unitPrice: 100, multiple: 1, cancellable: false, chaseNo: null });
    expect(d.orderNo).toMatch(/^B/);
    expect(d.odds.length).toBeGreaterThan(0);
    for (const o of d.odds) expect(o).toEqual({ key: expect.any(String), rate: expect.any(Number) });
    expect(d.draw.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(d.draw.result).toEqual(d.drawResult);
    const sum = (d.draw.result as number[]).reduce((s, n) => s + n, 0);
    expect(d.wins).toHaveLength(1);
    expect(d.wins[0].combination).toEqual([String(sum)]);
    expect(d.wins[0].payout).toBe(d.payout);
    expect(d.odds.find((o: AnyData) => o.rate === d.wins[0].rate)).toBeDefined();

    const pending = await t.post('/bet/detail', { id: pendingId }, { token: a.token });
    expect(pending.body.data).toMatchObject({ status: 'pending', draw: null, cancellable: true, chaseNo });
    expect(pending.body.data.wins).toEqual([]);
  });

  it("/bet/detail of another player's bet → 1001, of no bet → 1002, bad id → 1000", async () => {
    const other = await t.post('/bet/detail', { id: otherId }, { token: a.token, lang: 'en' });
    expect(other.body).toMatchObject({ code: 1001, msg: 'This is not your bet', data: null });
    expect((await t.post('/bet/detail', { id: 999_999_999 }, { token: a.token })).body.code).toBe(1002);
    for (const id of [0, -1, 'x', 1.5, null]) {
      expect((await t.post('/bet/detail', { id }, { token: a.token })).body.code, String(id)).toBe(1000);
    }
  });

  it('/chase/list: the chase with its issues, amount and status; filters; others see nothing', async () => {
    const res = await t.post('/chase/list', {}, { token: a.token, lang: 'en' });
    expect(res.body.data).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    const [c, stopped] = res.body.data.list;
    expect(c).toMatchObject({
      chaseNo,
      game: 'wfc',
      issues: 3,
      played: 0,
      won: 0,
      amount: 300,
      payout: 0,
      stopOnWin: false,
      status: 'running',
    });
    const won = await t.post('/bet/detail', { id: chaseWonId }, { token: a.token });
    expect(stopped).toMatchObject({
      chaseNo: stoppedChaseNo,
      game: 'k3',
      issues: 3,
      played: 1,
      won: 1,
      amount: 3 * 1600,
      payout: won.body.data.payout,
      refunded: 2 * 1600,
      stopOnWin: true,
      status: 'finished',
    });
    const finished = await t.post('/chase/list', { status: 'finished' }, { token: a.token });
    expect(finished.body.data.list.map((x: AnyData) => x.chaseNo)).toEqual([stoppedChaseNo]);
    expect((await t.post('/chase/list', { range: '3d' }, { token: a.token })).body.data.total).toBe(2);
    expect((await t.post('/chase/list', {}, { token: b.token })).body.data.total).toBe(0);
    expect((await t.post('/chase/list', { status: 'done' }, { token: a.token })).body.code).toBe(1000);
  });

  it('/transaction/list: signed amounts, running balances, refs, type filter; they add up to the balance', async () => {
    const res = await t.post('/transaction/list', { pageSize: 100 }, { token: a.token });
    expect(res.body.code).toBe(0);
    const list = res.body.data.list as AnyData[];
    const info = await t.post('/user/getUserInfo', {}, { token: a.token });
    const balance = Number(info.body.data.balance);
    expect(list[0].balanceAfter).toBe(balance);
    expect(list.reduce((s, e) => s + e.amount, 0)).toBe(balance);
    // Oldest last: each balanceAfter is the previous one plus the amount.
    for (let i = 0; i < list.length - 1; i += 1) {
      expect(list[i].balanceAfter).toBe(list[i + 1].balanceAfter + list[i].amount);
    }
    const types = list.map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['recharge', 'betting', 'payout', 'rebate']));
    const refs = list.map((e) => e.ref);
    expect(refs).toContain(String(wonId));
    expect(refs).toContain(String(cancelledId));
    const stake = list.find((e) => e.type === 'betting' && e.amount === -(1600 + 200));
    expect(stake?.ref).toMatch(/^B/);
    // 10‰ of 1,600 per settled sure win; one rebate transfer per receiver and settlement page
    // (ADR 013), its ref the page's first rebated bet.
    const rebates = list.filter((e) => e.type === 'rebate');
    expect(rebates.reduce((sum, e) => sum + Number(e.amount), 0)).toBe(32);
    for (const r of rebates) expect([String(wonId), String(chaseWonId)]).toContain(r.ref);
    const chaseRefunds = list.filter((e) => e.type === 'betting' && e.amount === 1600);
    expect(chaseRefunds).toHaveLength(2); // chase-stop refunds of the two later issues

    const payouts = await t.post('/transaction/list', { type: 'payout' }, { token: a.token });
    expect(payouts.body.data.list.map((e: AnyData) => e.type)).toEqual(['payout', 'payout']);
    expect((await t.post('/transaction/list', { type: 'trial' }, { token: a.token })).body.code).toBe(1000);
    const old = await t.post(
      '/transaction/list',
      { range: { start: '2020-01-01', end: '2020-01-01' } },
      { token: a.token },
    );
    expect(old.body.data).toMatchObject({ list: [], total: 0 });
  });

  it("a trial account's demo money is shown as a bonus and filtered as one", async () => {
    const trial = await t.trial();
    const res = await t.post('/transaction/list', { type: 'bonus' }, { token: trial.token });
    expect(res.body.data.list).toEqual([
      expect.objectContaining({ type: 'bonus', amount: 200_000, balanceAfter: 200_000 }),
    ]);
    const report = await t.post('/report/personal', { range: 'today' }, { token: trial.token });
    expect(report.body.data).toMatchObject({ bonus: 200_000, betting: 0, recharge: 0 });
  });

  it('/report/personal: totals of the range from the ledger, equal to the bets', async () => {
    const res = await t.post('/report/personal', { range: 'today' }, { token: a.token });
    expect(res.body.code).toBe(0);
    const bets = (await t.post('/bet/list', { pageSize: 100 }, { token: a.token })).body.data
      .list as AnyData[];
    const staked = bets.filter((x) => x.status !== 'cancelled').reduce((s, x) => s + x.amount, 0);
    const paid = bets.reduce((s, x) => s + x.payout, 0);
    expect(res.body.data).toEqual({
      betting: staked,
      payout: paid,
      profit: paid + 32 - staked,
      rebate: 32,
      bonus: 0,
      recharge: 100_000,
      withdraw: 0,
    });
    const empty = await t.post(
      '/report/personal',
      { range: { start: '2020-01-01', end: '2020-01-02' } },
      { token: a.token },
    );
    expect(empty.body.data).toEqual({
      betting: 0,
      payout: 0,
      profit: 0,
      rebate: 0,
      bonus: 0,
      recharge: 0,
      withdraw: 0,
    });
    const others = await t.post('/report/personal', {}, { token: b.token });
    expect(others.body.data).toMatchObject({ betting: 200, recharge: 10_000 });
  });
});
