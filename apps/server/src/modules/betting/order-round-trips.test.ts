import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { balanceOf, fundedPlayer, openIssue, requestId } from '../../../test/betting-fixtures';
import { type TestApp, buildTestApp } from '../../../test/helper';

// makeOrder's speed goal (issue 7) is won by round trips: the session with its user, the order's
// context, and the order with its debit in one statement. A fourth statement is a regression.
describe('makeOrder round trips', () => {
  let t: TestApp;
  let recording = false;
  const statements: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({
      drawScheduler: false,
      onQuery: (query) => {
        if (recording) statements.push(query);
      },
    });
  });
  afterAll(async () => {
    await t.assertLedgerInvariant();
    await t.close();
  });

  it('an order costs three statements: session + user, context, order with its debit', async () => {
    const p = await fundedPlayer(t, 10_000);
    const issue = await openIssue(t, 'lhc');
    const place = () =>
      t.post(
        '/user/makeOrder',
        {
          game: 'lhc',
          issue,
          requestId: requestId(),
          bets: [{ play: 'ZM', selection: [['07']], unitPrice: 200, multiple: 1 }],
        },
        { token: p.token },
      );
    expect((await place()).body.code).toBe(0); // warms the per-process caches (pot account id)
    statements.length = 0;
    recording = true;
    const res = await place();
    recording = false;
    expect(res.body.code).toBe(0);
    expect(statements).toHaveLength(3);
    expect(res.body.data.balance).toBe(10_000 - 400); // two orders of 200
    expect(await balanceOf(t, p.token)).toBe(10_000 - 400);
  });
});
