import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { balanceOf, fundedPlayer, openIssue, requestId } from '../../../test/betting-fixtures';
import { type TestApp, buildTestApp } from '../../../test/helper';

const sumBet = (sum = '10', multiple = 1) => ({ play: 'HZ', selection: [[sum]], unitPrice: 200, multiple });

describe('makeOrder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { timeScale: 6 } }); // k3: 10 s issues, 0.8 s closing window
  });
  afterAll(async () => {
    await t.assertLedgerInvariant();
    await t.close();
  });

  it('places several bets in one order, debits the whole amount, answers per api.md', async () => {
    const p = await fundedPlayer(t, 10_000);
    const issue = await openIssue(t, 'k3');
    const res = await t.post(
      '/user/makeOrder',
      {
        game: 'k3',
        issue,
        requestId: requestId(),
        bets: [
          sumBet('10', 2),
          {
            play: 'SBTH',
            selection: [['1', '2', '3', '4']],
            unitPrice: 100,
            multiple: 1,
            betCount: 4,
            amount: 400,
          },
        ],
      },
      { token: p.token },
    );
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expect(res.body.data.orderNo).toMatch(/^B\d+/);
    expect(
      res.body.data.bets.map((b: { betCount: number; amount: number }) => [b.betCount, b.amount]),
    ).toEqual([
      [1, 400],
      [4, 400],
    ]);
    expect(res.body.data.balance).toBe(10_000 - 800);
    expect(await balanceOf(t, p.token)).toBe(9_200);
  });

  it('refuses a preview that differs, bad input of every kind → 1000 with fields, balance untouched', async () => {
    const p = await fundedPlayer(t, 5_000);
    const issue = await openIssue(t, 'k3');
    const bad = [
      { bets: [{ ...sumBet(), betCount: 2 }] },
      { bets: [{ ...sumBet(), amount: 1 }] },
      { bets: [{ play: 'NOPE', selection: [['1']], unitPrice: 100, multiple: 1 }] },
      { bets: [{ play: 'HZ', selection: [['99']], unitPrice: 100, multiple: 1 }] },
      { bets: [{ play: 'HZ', selection: [['10', '10']], unitPrice: 100, multiple: 1 }] },
      { bets: [{ play: 'HZ', selection: [[]], unitPrice: 100, multiple: 1 }] },
      { bets: [{ ...sumBet(), unitPrice: 0 }] },
      { bets: [{ ...sumBet(), unitPrice: -5 }] },
      { bets: [{ ...sumBet(), unitPrice: 1.5 }] },
      { bets: [{ ...sumBet(), multiple: 0 }] },
      { bets: [{ ...sumBet(), multiple: '2' }] },
      { bets: [] },
      { bets: Array.from({ length: 101 }, () => sumBet()) },
      { bets: [{ ...sumBet(), play: 'x'.repeat(5000) }] },
      { bets: 'nope' },
    ];
    for (const body of bad) {
      const res = await t.post(
        '/user/makeOrder',
        { game: 'k3', issue, requestId: requestId(), ...body },
        { token: p.token, lang: 'en' },
      );
      expect(res.status).toBe(200);
      expect(res.body.code, JSON.stringify(body).slice(0, 80)).toBe(1000);
      expect(Object.keys(res.body.data.fields ?? {}).length).toBeGreaterThan(0);
    }
    const mismatch = await t.post(
      '/user/makeOrder',
      { game: 'k3', issue, requestId: requestId(), bets: [{ ...sumBet(), betCount: 2 }] },
      { token: p.token, lang: 'en' },
    );
    expect(mismatch.body.data.fields['bets.0.betCount']).toBe('The bet has changed, please check it again');
    expect(
      (
        await t.post(
          '/user/makeOrder',
          { game: 'zz', issue, requestId: requestId(), bets: [sumBet()] },
          { token: p.token },
        )
      ).body.code,
    ).toBe(1000);
    expect(
      (
        await t.post(
          '/user/makeOrder',
          { game: 'k3', issue: '209901010001', requestId: requestId(), bets: [sumBet()] },
          { token: p.token },
        )
      ).body.code,
    ).toBe(1002);
    expect(await balanceOf(t, p.token)).toBe(5_000);
  });

  it('a replay of the same requestId answers the first result; another body under it is 1003', async () => {
    const p = await fundedPlayer(t, 5_000);
    const issue = await openIssue(t, 'k3');
    const body = { game: 'k3', issue, requestId: requestId(), bets: [sumBet()] };
    const first = await t.post('/user/makeOrder', body, { token: p.token });
    const again = await t.post('/user/makeOrder', body, { token: p.token });
    expect(again.body).toEqual(first.body);
    const other = await t.post('/user/makeOrder', { ...body, bets: [sumBet('11')] }, { token: p.token });
    expect(other.body.code).toBe(1003);
    expect(await balanceOf(t, p.token)).toBe(4_800);
  });

  it('the same requestId sent 5 times concurrently → one order, one debit', async () => {
    const p = await fundedPlayer(t, 5_000);
    const issue = await openIssue(t, 'k3');
    const body = { game: 'k3', issue, requestId: requestId(), bets: [sumBet()] };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.post('/user/makeOrder', body, { token: p.token })),
    );
    for (const a of answers) expect(a.body.code, JSON.stringify(a.body)).toBe(0);
    expect(new Set(answers.map((a) => a.body.data.orderNo)).size).toBe(1);
    expect(await balanceOf(t, p.token)).toBe(4_800);
  });

  it('200 concurrent orders on a balance that covers 50 → exactly 50 accepted, balance 0, never negative', async () => {
    const p = await fundedPlayer(t, 50 * 200);
    // Mark Six (50 s issues here), not K3: on a loaded CI machine the burst outlasted a K3 issue.
    const issue = await openIssue(t, 'lhc', 20_000, 30_000);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.post(
          '/user/makeOrder',
          {
            game: 'lhc',
            issue,
            requestId: requestId(),
            bets: [{ play: 'ZM', selection: [['07']], unitPrice: 200, multiple: 1 }],
          },
          { token: p.token },
        ),
      ),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0).length).toBe(50);
    expect(codes.filter((c) => c !== 0).every((c) => c === 1004)).toBe(true);
    expect(await balanceOf(t, p.token)).toBe(0);
  }, 120_000); // waits for a Mark Six issue with room for the burst

  it('limits answer 1007: stake per bet, stake per issue; a cancelled bet no longer counts', async () => {
    const p = await fundedPlayer(t, 100_000_000);
    const issue = await openIssue(t, 'k3', 3_000);
    const big = await t.post(
      '/user/makeOrder',
      { game: 'k3', issue, requestId: requestId(), bets: [{ ...sumBet(), unitPrice: 6_000_000 }] },
      { token: p.token, lang: 'en' },
    );
    expect(big.body.code).toBe(1007);
    const ok = [];
    for (let i = 0; i < 4; i += 1) {
      ok.push(
        await t.post(
          '/user/makeOrder',
          { game: 'k3', issue, requestId: requestId(), bets: [{ ...sumBet(), unitPrice: 5_000_000 }] },
          { token: p.token },
        ),
      );
    }
    expect(ok.map((res) => res.body.code)).toEqual([0, 0, 0, 0]);
    const small = () =>
      t.post(
        '/user/makeOrder',
        { game: 'k3', issue, requestId: requestId(), bets: [{ ...sumBet(), unitPrice: 100 }] },
        { token: p.token },
      );
    expect((await small()).body.code).toBe(1007);
    const cancelled = await t.post('/bet/cancel', { id: ok[0]?.body.data.bets[0].id }, { token: p.token });
    expect(cancelled.body.code, JSON.stringify(cancelled.body)).toBe(0);
    expect((await small()).body.code).toBe(0);
  });

  it('an order on a closed issue → 1005 whatever the client says; a trial account bets with demo money', async () => {
    const trial = await t.trial();
    const history = await t.post('/game/history', { game: 'k3', page: 1, pageSize: 1 });
    const closed = history.body.data.list[0]?.issue as string | undefined;
    if (closed) {
      const res = await t.post(
        '/user/makeOrder',
        { game: 'k3', issue: closed, requestId: requestId(), bets: [sumBet()] },
        { token: trial.token },
      );
      expect(res.body.code).toBe(1005);
    }
    const issue = await openIssue(t, 'k3');
    const res = await t.post(
      '/user/makeOrder',
      { game: 'k3', issue, requestId: requestId(), bets: [sumBet()] },
      { token: trial.token },
    );
    expect(res.body.code).toBe(0);
    expect(res.body.data.balance).toBe(200_000 - 200);
  });

  it('cancel: own pending bet before close → cancelled and refunded once; others → 1001; again → 1003', async () => {
    const p = await fundedPlayer(t, 5_000);
    const other = await fundedPlayer(t, 0);
    const issue = await openIssue(t, 'k3');
    const placed = await t.post(
      '/user/makeOrder',
      { game: 'k3', issue, requestId: requestId(), bets: [sumBet()] },
      { token: p.token },
    );
    const id = placed.body.data.bets[0].id as number;
    expect((await t.post('/bet/cancel', { id }, { token: other.token })).body.code).toBe(1001);
    const cancelled = await t.post('/bet/cancel', { id }, { token: p.token });
    expect(cancelled.body.code, JSON.stringify(cancelled.body)).toBe(0);
    expect(cancelled.body.data).toMatchObject({ bet: { id, status: 'cancelled' }, balance: 5_000 });
    expect((await t.post('/bet/cancel', { id }, { token: p.token })).body.code).toBe(1003);
    expect((await t.post('/bet/cancel', { id: 999_999_999 }, { token: p.token })).body.code).toBe(1002);
    expect(await balanceOf(t, p.token)).toBe(5_000);
  });
});
