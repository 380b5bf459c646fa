import { randomInt } from 'node:crypto';

import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { requestId } from '../../../test/betting-fixtures';
import { type TestApp, buildTestApp, rowsOf } from '../../../test/helper';
import { bySize } from '../../../test/test-size';

const trees = 50;
const password = 'fair2draw58';
/** Users of other trees each agent probes (besides every user of its own tree): 3 in CI, 6 nightly. */
const outsidersPerAgent = bySize({ ci: 3, nightly: 6 });

interface Node {
  id: number;
  parentId: number;
  type: 'agent' | 'player';
}

/**
 * Invariant 21 of docs/ARCHITECTURE.md: ≥ 50 random agent trees; every agent calls every route that names a user
 * with users of its own tree and of other trees → 1001 exactly for those outside its subtree, and
 * no list ever holds an outsider.
 */
describe('agents: a generated forest of 50 random trees', () => {
  let t: TestApp;
  const nodes: Node[] = [];
  const tokens = new Map<number, string>();
  const treeOf = new Map<number, number>();

  beforeAll(async () => {
    t = await buildTestApp({ drawScheduler: false });
    // One argon2id hash shared by every generated user, at the smallest cost: login verifies a hash at
    // the cost written in it, and this test is about the tree, not the hash (≈ 20 ms × 76 logins saved).
    const passwordHash = await hash(password, { memoryCost: 256, timeCost: 1, parallelism: 1 });
    const [house] = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id from users where invite_code = '8888'`),
    );
    let serial = 0;
    const insert = async (parentId: number, type: 'agent' | 'player', tree: number) => {
      serial += 1;
      const [u] = rowsOf<{ id: number }>(
        await t.db.execute(sql`
          insert into users (account, password_hash, type, parent_id, rebate_per_mille, invite_code)
          values (${`forest${serial}x${randomInt(1e6)}`}, ${passwordHash}, ${type}, ${parentId}, 0,
                  ${type === 'agent' ? `f${serial}${randomInt(1e6)}` : null})
          returning id`),
      );
      const id = Number(u?.id);
      await t.app.fairdraw.wallet.openUserAccount(id);
      nodes.push({ id, parentId, type });
      treeOf.set(id, tree);
      return id;
    };
    for (let tree = 0; tree < trees; tree += 1) {
      const root = await insert(Number(house?.id), 'agent', tree);
      let frontier = [root];
      for (let depth = 0; depth < randomInt(1, 4); depth += 1) {
        const next: number[] = [];
        for (const parent of frontier) {
          for (let k = 0; k < randomInt(0, 3); k += 1) {
            next.push(await insert(parent, randomInt(2) === 0 ? 'agent' : 'player', tree));
          }
        }
        frontier = next.filter((id) => nodes.find((n) => n.id === id)?.type === 'agent');
      }
    }
    for (const n of nodes.filter((x) => x.type === 'agent')) {
      const account = rowsOf<{ account: string }>(
        await t.db.execute(sql`select account from users where id = ${n.id}`),
      )[0]?.account;
      const login = await t.login(account ?? '', password);
      expect(login.body.code).toBe(0);
      tokens.set(n.id, login.body.data.token);
    }
  }, 240_000);
  afterAll(() => t.close());

  const descendantsOf = (id: number): Set<number> => {
    const out = new Set<number>();
    const walk = (p: number) => {
      for (const c of nodes.filter((n) => n.parentId === p)) {
        out.add(c.id);
        walk(c.id);
      }
    };
    walk(id);
    return out;
  };

  it('every agent: 1001 outside its subtree, data inside it; lists equal the subtree', async () => {
    expect(new Set(treeOf.values()).size).toBe(trees);
    let calls = 0;
    for (const [agentId, token] of tokens) {
      const mine = descendantsOf(agentId);
      const tree = treeOf.get(agentId);
      const sameTree = nodes.filter((n) => treeOf.get(n.id) === tree).map((n) => n.id);
      const others = nodes.filter((n) => treeOf.get(n.id) !== tree);
      const sample = [
        ...sameTree,
        ...Array.from({ length: outsidersPerAgent }, () => others[randomInt(others.length)]?.id ?? 0),
      ];
      for (const userId of sample) {
        const detail = await t.post('/agent/detail', { userId }, { token });
        expect(detail.body.code, `${agentId} → ${userId}`).toBe(mine.has(userId) ? 0 : 1001);
        if (!mine.has(userId)) {
          const transfer = await t.post(
            '/agent/transfer',
            { userId, amount: 1, fundPassword: '123456', requestId: requestId() },
            { token },
          );
          expect(transfer.body.code, `transfer ${agentId} → ${userId}`).toBe(1001);
        }
        calls += 1;
      }
      const subs = await t.post('/agent/subordinates', { pageSize: 100 }, { token });
      expect(new Set(subs.body.data.list.map((s: { userId: number }) => s.userId))).toEqual(mine);
      const report = await t.post('/agent/report', { range: 'all', pageSize: 100 }, { token });
      const direct = new Set(nodes.filter((n) => n.parentId === agentId).map((n) => n.id));
      expect(new Set(report.body.data.list.map((r: { userId: number }) => r.userId))).toEqual(direct);
      const overview = await t.post('/agent/overview', { range: 'all' }, { token });
      expect(overview.body.data.teamSize).toBe(mine.size);
    }
    expect(calls).toBeGreaterThan(trees);
  }, 240_000);
});
