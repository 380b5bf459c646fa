import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fundedPlayer, openIssue, placeSumBets } from '../../../test/betting-fixtures';
import { type TestApp, buildTestApp, rowsOf } from '../../../test/helper';
import { type BetOutcome, KnownRates, type PendingBet, createSettlementRepo } from './settlement.repo';

class RolledBack extends Error {}

describe('settlement repo: writing a page of outcomes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { timeScale: 1 } }); // k3 every minute: the order stays pending
  });
  afterAll(async () => {
    await t.close();
  });

  const issueIdOf = async (betId: number) =>
    Number(
      rowsOf<{ issue_id: string }>(
        await t.db.execute(sql`select issue_id::text from bets where id = ${betId}`),
      )[0]?.issue_id,
    );

  it('writes only bets still pending and names exactly those (all of them, or the ones written)', async () => {
    const player = await fundedPlayer(t, 10_000);
    const issue = await openIssue(t, 'k3', 5_000);
    const res = await placeSumBets(t, player.token, issue, ['10', '11', '12']);
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const ids = (res.body.data.bets as { id: number }[]).map((b) => Number(b.id));
    const lost: BetOutcome = { status: 'lost', payoutFen: 0, winCount: 0, refundCount: 0, wins: [] };
    const won: BetOutcome = { status: 'won', payoutFen: 900, winCount: 1, refundCount: 0, wins: [] };
    const outcomes = ids.map((_id, i) => (i === 0 ? won : lost));
    const repo = createSettlementRepo();
    const issueId = await issueIdOf(ids[0] ?? 0);

    const attempt = async (cancelFirst: boolean) => {
      let written: 'all' | number[] = [];
      let statuses: string[] = [];
      await t.db
        .transaction(async (tx) => {
          if (cancelFirst)
            await tx.execute(sql`update bets set status = 'cancelled' where id = ${ids[0] ?? 0}`);
          const answer = await repo.writeOutcomes(issueId, ids, outcomes, tx);
          written = answer === 'all' ? answer : [...answer].sort((a, b) => a - b);
          const rows = await tx.execute(
            sql`select status from bets where id in (${sql.join(ids, sql`, `)}) order by id`,
          );
          statuses = rowsOf<{ status: string }>(rows).map((r) => r.status);
          throw new RolledBack();
        })
        .catch((err: unknown) => {
          if (!(err instanceof RolledBack)) throw err;
        });
      return { written, statuses };
    };

    expect(await attempt(false)).toEqual({ written: 'all', statuses: ['won', 'lost', 'lost'] });
    expect(await attempt(true)).toEqual({ written: ids.slice(1), statuses: ['cancelled', 'lost', 'lost'] });
  });

  it('a page gives each bet its own odds snapshot, sending only the ones unlike its play’s known one', async () => {
    const player = await fundedPlayer(t, 10_000);
    const issue = await openIssue(t, 'k3', 5_000);
    const res = await placeSumBets(t, player.token, issue, ['10', '11', '12']);
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const ids = (res.body.data.bets as { id: number }[]).map((b) => Number(b.id));
    const issueId = await issueIdOf(ids[0] ?? 0);
    const repo = createSettlementRepo();
    await t.db
      .transaction(async (tx) => {
        // The odds changed between two bets of one play: the middle bet keeps its own snapshot.
        await tx.execute(sql`update bets set rates = rates || '{"11": 1}'::jsonb where id = ${ids[1] ?? 0}`);
        const known = new KnownRates();
        const afterFirst = Math.min(...ids);
        // lockPage hands over one reused object per row: what a caller keeps, it copies.
        const page = async (after: number, limit: number) => {
          const bets: PendingBet[] = [];
          const count = await repo.lockPage(issueId, after, limit, known, tx, (b) => bets.push({ ...b }));
          expect(count).toBe(bets.length);
          return bets;
        };
        const first = await page(afterFirst - 1, 1);
        expect(first.map((b) => b.id)).toEqual([afterFirst]);
        const sent = JSON.stringify(JSON.parse(known.asJson()));
        const rest = await page(afterFirst, 10);
        // The first bet and the differing one came as text; the third matched its play's, as NULL.
        expect(known.textsReceived).toBe(2);
        expect(rest.map((b) => b.id)).toEqual(ids.slice(1));
        expect(rest.map((b) => [b.playCode, b.selectionText, b.unitPriceFen, b.isTrial, b.chaseNo])).toEqual([
          ['HZ', '[["11"]]', 100, false, null],
          ['HZ', '[["12"]]', 100, false, null],
        ]);
        const byId = new Map(
          [...first, ...rest].map((b) => [b.id, JSON.parse(b.ratesText) as Record<string, number>]),
        );
        expect(byId.get(ids[1] ?? 0)?.['11']).toBe(1);
        expect(byId.get(ids[0] ?? 0)?.['11']).not.toBe(1);
        expect(byId.get(ids[2] ?? 0)).toEqual(byId.get(ids[0] ?? 0));
        expect(JSON.parse(sent)).toEqual({ HZ: byId.get(ids[0] ?? 0) });
        // The snapshot first learned stays the play's (a differing one never replaces it).
        expect(JSON.parse(known.asJson())).toEqual({ HZ: byId.get(ids[0] ?? 0) });
        throw new RolledBack();
      })
      .catch((err: unknown) => {
        if (!(err instanceof RolledBack)) throw err;
      });
  });
});
