import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { balanceOf, fundedPlayer, openIssue, requestId } from '../../../test/betting-fixtures';
import { type TestApp, buildCheckedApp, buildTestApp, testConfig } from '../../../test/helper';
import { moneyKit } from '../../../test/money-kit';
import { newId } from '../../lib/ids';

// One bet each (amount = unit price) on different K3 plays: the operator's own limits stay far away.
const plays = [
  { play: 'HZ', selection: [['10']] },
  { play: 'STHTX', selection: [['triple']] },
  { play: 'SLHTX', selection: [['straight']] },
  { play: 'CBC', selection: [['1']] },
  { play: 'ETHFX', selection: [['11']] },
];

describe("the player's own amount limits hold exactly under concurrency (ADR 120)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 300_000); // building and migrating the app is slow on a loaded machine
  afterAll(async () => {
    await t.assertLedgerInvariant();
    await t.close();
  });

  const order = (token: string, issue: string, i: number, unitPrice: number) =>
    t.post(
      '/user/makeOrder',
      {
        game: 'k3',
        issue,
        requestId: requestId(),
        bets: [{ ...plays[i % plays.length]!, unitPrice, multiple: 1 }],
      },
      { token, lang: 'en' },
    );

  it('30 parallel orders of 5.00 against a daily loss limit of 50.00 → exactly 10 accepted', async () => {
    const p = await fundedPlayer(t, 100_000);
    expect((await t.post('/user/limits', { dailyLoss: 5_000 }, { token: p.token })).body.code).toBe(0);
    const issue = await openIssue(t, 'k3', 10_000);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => order(p.token, issue, i, 500)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0).length, JSON.stringify(codes)).toBe(10);
    const refused = answers.filter((a) => a.body.code !== 0);
    expect(refused.every((a) => a.body.code === 1007 && a.body.data.limit === 'dailyLoss')).toBe(true);
    expect(await balanceOf(t, p.token)).toBe(100_000 - 5_000);
  }, 60_000);

  it('20 parallel orders of 5.00 against a weekly stake limit of 30.00 → exactly 6 accepted', async () => {
    const p = await fundedPlayer(t, 100_000);
    await t.post('/user/limits', { weeklyStake: 3_000 }, { token: p.token });
    const issue = await openIssue(t, 'k3', 10_000);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => order(p.token, issue, i, 500)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0).length, JSON.stringify(codes)).toBe(6);
    expect(answers.filter((a) => a.body.code !== 0).every((a) => a.body.data.limit === 'weeklyStake')).toBe(
      true,
    );
    expect(await balanceOf(t, p.token)).toBe(100_000 - 3_000);
  }, 60_000);

  it('20 parallel recharges of 10.00 against a daily deposit limit of 100.00 → exactly 10 created', async () => {
    const kit = moneyKit(t);
    const p = await fundedPlayer(t, 0);
    await t.post('/user/limits', { dailyDeposit: 10_000 }, { token: p.token });
    const answers = await Promise.all(Array.from({ length: 20 }, () => kit.createRecharge(p, 1_000)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0).length, JSON.stringify(codes)).toBe(10);
    expect(answers.filter((a) => a.body.code !== 0).every((a) => a.body.data.limit === 'dailyDeposit')).toBe(
      true,
    );
  }, 60_000);

  it('three players, each 20 parallel recharges through three instances on one database → exactly 10 each', async () => {
    // Each instance queues its own players' requests (oneAtATime, ADR 120); across instances only the
    // user row's lock serializes them, as behind a load balancer (docs/scaling.md). Without the lock,
    // PostgreSQL lets 11 or 12 through in most bursts; three players make a miss unlikely.
    const others = await Promise.all(
      [1, 2].map(() =>
        buildCheckedApp({
          config: testConfig(),
          db: t.db,
          dbKind: process.env.DATABASE_URL ? 'postgres' : 'pglite',
          clock: t.clock,
          drawScheduler: false,
        }),
      ),
    );
    const instances = [t.app, ...others];
    const burst = async (token: string) =>
      Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const response = await instances[i % instances.length]!.inject({
            method: 'POST',
            url: '/recharge/create',
            headers: { TOKEN: token, LANGUAGE: 'en' },
            payload: { channel: 'sandbox', amount: 1_000, requestId: newId() },
          });
          return response.json<{ code: number; data: { limit?: string } | null }>();
        }),
      );
    try {
      for (let player = 0; player < 3; player += 1) {
        const p = await fundedPlayer(t, 0);
        await t.post('/user/limits', { dailyDeposit: 10_000 }, { token: p.token });
        const answers = await burst(p.token);
        const codes = answers.map((a) => a.code);
        expect(codes.filter((c) => c === 0).length, JSON.stringify(codes)).toBe(10);
        expect(answers.filter((a) => a.code !== 0).every((a) => a.data?.limit === 'dailyDeposit')).toBe(true);
      }
    } finally {
      await Promise.all(others.map((app) => app.close()));
    }
  }, 120_000);

  it('a player without limits takes the shared path: parallel orders all go in', async () => {
    const p = await fundedPlayer(t, 100_000);
    const issue = await openIssue(t, 'k3', 10_000);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => order(p.token, issue, i, 500)));
    expect(answers.every((a) => a.body.code === 0)).toBe(true);
    expect(await balanceOf(t, p.token)).toBe(100_000 - 10_000);
  }, 60_000);
});
