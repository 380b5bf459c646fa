import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fundedPlayer, openIssue, placeSumBets } from '../../../test/betting-fixtures';
import { type TestApp, buildTestApp } from '../../../test/helper';
import { genericPlanOf } from '../../../test/generic-plan';
import { createStatementRecorder } from '../../../test/statement-recorder';

// makeOrder's insert runs as a named prepared statement, so after five runs PostgreSQL keeps one
// generic plan for it, sized for jsonb_to_recordset's 100 guessed rows. Written as EXISTS, the check
// that the order's issue is open became a hashed subplan: every batch scanned the whole draw_issues
// table (0.9 of the statement's 2.0 ms on a fresh database; the table grows by ≈ 3,000 issues a day).
// As a scalar subquery it is a lookup of the one issue by its primary key, per order.
describe("makeOrder's insert statement, as its generic plan", () => {
  let t: TestApp;
  const recorder = createStatementRecorder();
  beforeAll(async () => {
    t = await buildTestApp({ drawScheduler: false, onQuery: recorder.onQuery });
  });
  afterAll(async () => {
    await t.close();
  });

  async function insertStatementText() {
    const p = await fundedPlayer(t, 10_000);
    const issue = await openIssue(t, 'k3');
    const { result, statements } = await recorder.during(() => placeSumBets(t, p.token, issue, ['10']));
    expect(result.body.code, JSON.stringify(result.body)).toBe(0);
    const text = statements.find((s) => s.includes('insert into bet_orders'));
    if (!text) throw new Error('no insert statement was sent');
    return text;
  }

  it("checks its issue's window by one lookup per order, never by hashing the issues table", async () => {
    const plan = await genericPlanOf(t.db, await insertStatementText());
    const issueReads = plan.split('\n').filter((line) => line.includes(' on draw_issues'));
    expect(issueReads.length, plan).toBeGreaterThan(0);
    expect(plan).not.toMatch(/hashed SubPlan|Hash.*\n.*on draw_issues/);
    expect(plan, plan).toMatch(/Index Scan using draw_issues_pkey on draw_issues/);
  });

  // Below ≈ 20,000 accounts the same guess of 100 rows hashed scans of the whole ledger_accounts table,
  // four of them a batch (the bettors' accounts, the accounts to lock, the balances to move).
  it('reaches the ledger accounts it moves by key among 5,000 accounts, never by scanning them', async () => {
    await t.db.execute(sql`
      insert into ledger_accounts (kind, code)
      select 'system', 'plan-probe:' || g from generate_series(1, 5000) g`);
    await t.db.execute(sql`analyze ledger_accounts`);
    const plan = await genericPlanOf(t.db, await insertStatementText());
    expect(plan, plan).not.toMatch(/Seq Scan on ledger_accounts/);
  });
});
