import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { checkLedger } from '../wallet/ledger-check';
import { fundedPlayer, openIssue, placeSumBets } from '../../../test/betting-fixtures';
import { type TestApp, buildTestApp, rowsOf } from '../../../test/helper';
import { createSettlementService } from './settlement.service';

const sums = ['3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17', '18'];
const busyPageSize = 5;

/**
 * ADR 145: on PostgreSQL, while the server is serving HTTP requests (one in flight, or answered within
 * the last second), settlement takes small pages one at a time, each after a pause for the requests;
 * otherwise it takes its large pages at once. Run on both databases with the busy settings set by the
 * test (the server sets them on PostgreSQL).
 */
describe('settlement paced while the server serves requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    // K3 every 10 s; each test draws its issue itself, before its time. No sweep: only the service
    // under test settles the issue's bets.
    t = await buildTestApp({ config: { timeScale: 6, settlement: { sweepMs: 600_000 } } });
  });
  afterAll(async () => {
    await t.close();
  });

  /** An issue of 32 pending bets, drawn now (the server's own settlement never sees it). */
  async function drawnIssueOf32Bets(): Promise<number> {
    const player = await fundedPlayer(t, 100_000);
    const issue = await openIssue(t, 'k3', 3_000);
    for (let order = 0; order < 2; order += 1) {
      const res = await placeSumBets(t, player.token, issue, sums);
      expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    }
    const [row] = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id from draw_issues where game_code = 'k3' and issue = ${issue}`),
    );
    const issueId = Number(row?.id);
    const drawn = rowsOf(
      await t.db.execute(sql`
        update draw_issues set result = '[1,4,5]'::jsonb, seed = ${'cd'.repeat(32)}, drawn_at = now()
         where id = ${issueId} and drawn_at is null returning id`),
    );
    expect(drawn).toHaveLength(1); // not drawn by the server first
    return issueId;
  }

  const settledCount = async (issueId: number) =>
    Number(
      rowsOf<{ n: number }>(
        await t.db.execute(
          sql`select count(*)::int as n from bets where issue_id = ${issueId} and status <> 'pending'`,
        ),
      )[0]?.n,
    );

  /** A settlement service of two workers whose pauses record how many bets were settled by then. */
  function pacedSettlement(issueId: number, serving: boolean, wallet = t.app.fairdraw.wallet) {
    const settledAtPauses: number[] = [];
    const service = createSettlementService({
      db: t.db,
      wallet,
      live: t.app.fairdraw.live,
      logger: t.app.log,
      timeZone: 'Asia/Ho_Chi_Minh',
      pageSize: 1000,
      workers: 2,
      busyPageSize,
      serving: () => serving,
      yieldToRequests: async () => {
        settledAtPauses.push(await settledCount(issueId));
      },
    });
    return { service, settledAtPauses };
  }

  it('while serving requests, settles pages of the busy size one at a time, each after a pause', async () => {
    const issueId = await drawnIssueOf32Bets();
    const { service, settledAtPauses } = pacedSettlement(issueId, true);
    expect(await service.settleIssue(issueId)).toBe(32);
    expect(await settledCount(issueId)).toBe(32);
    // One page of at most 5 bets between two pauses: 32 bets took at least 7 pages, each paused for.
    const settledPerPause = settledAtPauses.slice(1).map((n, i) => n - (settledAtPauses[i] ?? 0));
    expect(Math.max(...settledPerPause)).toBeLessThanOrEqual(busyPageSize);
    expect(settledAtPauses.filter((n, i) => n > (settledAtPauses[i - 1] ?? 0)).length).toBeGreaterThanOrEqual(
      6,
    );
    expect((await checkLedger(t.db)).violations).toEqual([]);
  });

  it('with no request served lately, settles in its large pages without pausing', async () => {
    const issueId = await drawnIssueOf32Bets();
    const { service, settledAtPauses } = pacedSettlement(issueId, false);
    expect(await service.settleIssue(issueId)).toBe(32);
    expect(await settledCount(issueId)).toBe(32);
    expect(settledAtPauses).toEqual([]);
  });

  it('a page that fails while serving ends the run: the waiting worker does not wait on (the sweep retries)', async () => {
    const issueId = await drawnIssueOf32Bets();
    const failingWallet = {
      ...t.app.fairdraw.wallet,
      postBatch: () => Promise.reject(new Error('the ledger is down (test)')),
    };
    const { service } = pacedSettlement(issueId, true, failingWallet);
    await expect(service.settleIssue(issueId)).rejects.toThrow('the ledger is down (test)');
    expect(await settledCount(issueId)).toBe(0);
  });
});
