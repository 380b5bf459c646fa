import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { balanceOf, fundedPlayer, openIssue, requestId } from '../../../test/betting-fixtures';
import { type TestApp, buildTestApp } from '../../../test/helper';
import { createStatementRecorder } from '../../../test/statement-recorder';

// makeOrder's speed goal (ADR 090, ADR 097) is won by round trips: the session with its user, the order's
// context, and the order with its debit in one statement (ADR 090); concurrent orders share those
// statements (ADR 095), and what each player gets back and what the books hold must be exactly what
// one order at a time would give. A fourth statement per lone order is a regression.
describe("makeOrder's statements", () => {
  let t: TestApp;
  const recorder = createStatementRecorder();
  beforeAll(async () => {
    // Mark Six every 30 s, closing 3 s (openIssue's wait stays short).
    t = await buildTestApp({ config: { timeScale: 10 }, drawScheduler: false, onQuery: recorder.onQuery });
  });
  afterAll(async () => {
    await t.assertLedgerInvariant();
    await t.close();
  });

  const order = (token: string, issue: string, unitPrice: number, id = requestId()) =>
    t.post(
      '/user/makeOrder',
      {
        game: 'lhc',
        issue,
        requestId: id,
        bets: [{ play: 'ZM', selection: [['07']], unitPrice, multiple: 1 }],
      },
      { token },
    );

  it('an order costs three statements: session + user, context, order with its debit', async () => {
    const p = await fundedPlayer(t, 10_000);
    const issue = await openIssue(t, 'lhc', 3_000);
    const place = () => order(p.token, issue, 200);
    expect((await place()).body.code).toBe(0); // warms the per-process caches (pot account id)
    const { result: res, statements } = await recorder.during(place);
    expect(res.body.code).toBe(0);
    expect(statements).toHaveLength(3);
    expect(res.body.data.balance).toBe(10_000 - 400); // two orders of 200
    expect(await balanceOf(t, p.token)).toBe(10_000 - 400);
  });

  it('20 players ordering at once: fewer statements than orders, each answer its own balance and bets', async () => {
    const players = await Promise.all(
      Array.from({ length: 20 }, (_, i) => fundedPlayer(t, 10_000 + i * 100)),
    );
    const issue = await openIssue(t, 'lhc', 3_000);
    const { result: answers, statements } = await recorder.during(() =>
      Promise.all(players.map((p, i) => order(p.token, issue, 100 * (i + 1)))),
    );
    const inserts = statements.filter((s) => s.includes('insert into bet_orders')).length;
    expect(inserts).toBeGreaterThan(0);
    expect(inserts).toBeLessThan(players.length);
    answers.forEach((res, i) => {
      expect(res.body.code, JSON.stringify(res.body)).toBe(0);
      expect(res.body.data.balance).toBe(10_000 + i * 100 - 100 * (i + 1));
      expect(res.body.data.bets).toHaveLength(1);
      expect(res.body.data.bets[0].amount).toBe(100 * (i + 1));
    });
    const betIds = answers.map((res) => res.body.data.bets[0].id as number);
    expect(new Set(betIds).size).toBe(players.length);
    for (const [i, p] of players.entries()) {
      expect(await balanceOf(t, p.token)).toBe(10_000 + i * 100 - 100 * (i + 1));
      const detail = await t.post('/bet/detail', { id: betIds[i] }, { token: p.token });
      expect(detail.body.code, JSON.stringify(detail.body)).toBe(0);
      expect(detail.body.data.amount).toBe(100 * (i + 1));
    }
  });

  it('two orders of one player that overdraw together, among others: one of them and all the others go in', async () => {
    const others = await Promise.all(Array.from({ length: 6 }, () => fundedPlayer(t, 1_000)));
    const spender = await fundedPlayer(t, 1_000);
    const issue = await openIssue(t, 'lhc', 3_000);
    const {
      result: [mine1, mine2, ...theirs],
      statements,
    } = await recorder.during(() =>
      Promise.all([
        order(spender.token, issue, 600),
        order(spender.token, issue, 600),
        ...others.map((p) => order(p.token, issue, 300)),
      ]),
    );
    // They shared a statement that the overdraft aborted: each order then went alone.
    expect(statements.filter((s) => s.includes('insert into bet_orders')).length).toBeGreaterThan(1);
    expect([mine1?.body.code, mine2?.body.code].sort()).toEqual([0, 1004]);
    for (const res of theirs) expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expect(await balanceOf(t, spender.token)).toBe(400);
    for (const p of others) expect(await balanceOf(t, p.token)).toBe(700);
  });

  it('the same requestId twice in one batch: one order, one debit, the same answer twice', async () => {
    const p = await fundedPlayer(t, 5_000);
    const issue = await openIssue(t, 'lhc', 3_000);
    const id = requestId();
    const [a, b] = await Promise.all([order(p.token, issue, 500, id), order(p.token, issue, 500, id)]);
    expect(a?.body.code).toBe(0);
    expect(b?.body).toEqual(a?.body);
    expect(await balanceOf(t, p.token)).toBe(4_500);
  });
});
