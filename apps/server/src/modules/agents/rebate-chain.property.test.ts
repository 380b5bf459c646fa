import { randomInt } from 'node:crypto';

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { firstLogin, makeAgent, openAccount } from '../../../test/agent-fixtures';
import { openIssue, requestId } from '../../../test/betting-fixtures';
import { type TestApp, buildTestApp, rowsOf } from '../../../test/helper';
import { bySize } from '../../../test/test-size';
import { checkLedger } from '../wallet/ledger-check';

const num = (v: unknown) => Number(v ?? 0);

/**
 * One generated tree: agents[i] hangs under agents[parentOf(i)] or under the house (-1), with a
 * rebate that is a fraction (pick / 1000) of its parent's, so each level is ≤ the one above it.
 * Every agent without children gets one player (rebate also a fraction of its agent's).
 */
const treeArb = fc.record({
  agents: fc.array(fc.record({ parentPick: fc.nat(), rebatePick: fc.integer({ min: 0, max: 1000 }) }), {
    minLength: 1,
    maxLength: 4,
  }),
  playerPicks: fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 4, maxLength: 4 }),
});

interface Node {
  userId: number;
  rebate: number;
  /** Index in the run's node list; -1 is the house. */
  parent: number;
  token: string;
}

/** Random K3 bets with random stakes, including odd fen amounts so the per-bet floors matter. */
const randomBet = () =>
  randomInt(2) === 0
    ? {
        play: 'HZ',
        selection: [[String(randomInt(3, 19))]],
        unitPrice: 100 * randomInt(1, 8) + [0, 37, 99][randomInt(3)]!,
        multiple: randomInt(1, 4),
      }
    : {
        play: 'SBTH',
        selection: [['1', '2', '3', '4', '5', '6'].slice(0, randomInt(3, 7))],
        unitPrice: 200 + randomInt(0, 3) * 33,
        multiple: randomInt(1, 3),
      };

async function until(what: string, probe: () => Promise<boolean>, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('rebate chain (property): every ancestor gets exactly its share of each settled stake', () => {
  let t: TestApp;
  let house: { userId: number; rebate: number };

  const rebateReceived = async (userId: number) => {
    const [row] = rowsOf<{ total: unknown }>(
      await t.db.execute(sql`
        select coalesce(sum(e.amount_fen), 0) as total
          from ledger_entries e join ledger_accounts a on a.id = e.account_id
         where a.user_id = ${userId} and e.type = 'rebate' and e.amount_fen > 0`),
    );
    return num(row?.total);
  };

  beforeAll(async () => {
    // timeScale 20: a K3 issue closes and draws every 3 s; draws are driven by the test (drawDue).
    t = await buildTestApp({ config: { timeScale: 20 }, drawScheduler: false });
    const [row] = rowsOf<{ id: unknown; rebate_per_mille: unknown }>(
      await t.db.execute(sql`select id, rebate_per_mille from users where invite_code = '8888'`),
    );
    house = { userId: num(row?.id), rebate: num(row?.rebate_per_mille) };
    expect(house.rebate).toBeGreaterThan(0);
  }, 30_000);
  afterAll(() => t.close());

  it('pays floor(stake × (own ‰ − child-on-path ‰) / 1000) per bet to each ancestor, summing to ≤ the house ‰', async () => {
    await fc.assert(
      fc.asyncProperty(treeArb, async ({ agents, playerPicks }) => {
        const houseBefore = await rebateReceived(house.userId);

        // Build the agents: level 1 by SQL under the house (only the house opens them otherwise),
        // deeper ones through /agent/createAccount by their parent agent.
        const nodes: Node[] = [];
        for (const [i, a] of agents.entries()) {
          const parent = (a.parentPick % (i + 1)) - 1;
          const parentRebate = parent < 0 ? house.rebate : nodes[parent]!.rebate;
          const rebate = Math.floor((parentRebate * a.rebatePick) / 1000);
          if (parent < 0) {
            const agent = await makeAgent(t, rebate);
            nodes.push({ userId: agent.userId, rebate, parent, token: agent.token });
          } else {
            const sub = await openAccount(t, nodes[parent]!.token, 'agent', rebate);
            nodes.push({ ...sub, rebate, parent, token: (await firstLogin(t, sub)).token });
          }
        }
        const leaves = nodes.map((_, i) => i).filter((i) => !nodes.some((n) => n.parent === i));
        const players: Node[] = [];
        for (const [k, leaf] of leaves.entries()) {
          const rebate = Math.floor((nodes[leaf]!.rebate * playerPicks[k]!) / 1000);
          const p = await openAccount(t, nodes[leaf]!.token, 'player', rebate);
          const token = (await firstLogin(t, p)).token;
          await t.app.fairdraw.wallet.transfer({
            from: { system: 'cash' },
            to: { userId: p.userId },
            amountFen: 1_000_000,
            type: 'recharge',
            idempotencyKey: `test-fund:${p.userId}`,
          });
          players.push({ userId: p.userId, rebate, parent: leaf, token });
        }

        // Real bets through /user/makeOrder on one open issue, then draw and settle it.
        const issue = await openIssue(t, 'k3', 1200);
        const orders = await Promise.all(
          players.map((p) =>
            t.post(
              '/user/makeOrder',
              {
                game: 'k3',
                issue,
                requestId: requestId(),
                bets: Array.from({ length: randomInt(1, 4) }, randomBet),
              },
              { token: p.token },
            ),
          ),
        );
        for (const res of orders) expect(res.body.code, JSON.stringify(res.body)).toBe(0);
        const playerIds = players.map((p) => p.userId);
        const idList = sql.raw(playerIds.join(','));
        await until('the players’ bets settled', async () => {
          await t.app.fairdraw.draws.drawDue();
          await t.app.fairdraw.settlement.idle();
          const [row] = rowsOf<{ n: unknown }>(
            await t.db.execute(
              sql`select count(*) as n from bets where status = 'pending' and user_id in (${idList})`,
            ),
          );
          return num(row?.n) === 0;
        });

        // The oracle: the generated tree, not the database's chain.
        const expected = new Map<number, number>([[house.userId, 0]]);
        for (const n of [...nodes, ...players]) expected.set(n.userId, 0);
        let total = 0;
        let upperBound = 0;
        let levels = 0;
        const bets = rowsOf<Record<string, unknown>>(
          await t.db.execute(sql`
            select user_id, unit_price_fen, multiple, bet_count, refund_count, status
              from bets where user_id in (${idList})`),
        );
        expect(bets.length).toBeGreaterThan(0);
        for (const b of bets) {
          expect(b.status).not.toBe('pending');
          if (b.status === 'refunded') continue;
          const base = num(b.unit_price_fen) * num(b.multiple) * (num(b.bet_count) - num(b.refund_count));
          const player = players.find((p) => p.userId === num(b.user_id))!;
          // Path from the player up to the house: each gets (own ‰ − the ‰ of the one below it).
          const path: { userId: number; rebate: number }[] = [player];
          for (let i = player.parent; i >= 0; i = nodes[i]!.parent) path.push(nodes[i]!);
          path.push(house);
          path.forEach((member, depth) => {
            const below = depth === 0 ? 0 : path[depth - 1]!.rebate;
            const share = Math.floor((base * (member.rebate - below)) / 1000);
            expected.set(member.userId, expected.get(member.userId)! + share);
            total += share;
          });
          upperBound += Math.floor((base * house.rebate) / 1000);
          levels += path.length;
        }

        for (const [userId, want] of expected) {
          const got =
            userId === house.userId
              ? (await rebateReceived(userId)) - houseBefore
              : await rebateReceived(userId);
          expect(got, `rebate received by user ${userId}`).toBe(want);
        }
        // The chain telescopes to the house ‰: each level's floor loses < 1 fen per bet.
        expect(total).toBeLessThanOrEqual(upperBound);
        expect(total).toBeGreaterThan(upperBound - levels);

        const report = await checkLedger(t.db);
        expect(report.violations).toEqual([]);
      }),
      // Each run builds a tree, bets and settles an issue (≈ 6 s): 10 nightly, 3 in CI.
      { numRuns: bySize({ ci: 3, nightly: 10 }), endOnFailure: true },
    );
  }, 240_000);
});
