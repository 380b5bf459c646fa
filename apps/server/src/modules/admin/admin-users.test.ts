import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { firstLogin, makeAgent, openAccount } from '../../../test/agent-fixtures';
import { bindContact } from '../../../test/bind-contact';
import { type TestApp, buildTestApp, rowsOf } from '../../../test/helper';
import { listOf, moneyKit } from '../../../test/money-kit';
import { operators } from '../../db/schema';
import { createPasswordHasher } from '../../lib/password';

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let supportToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  kit = moneyKit(t);
  const passwords = await createPasswordHasher('test-pepper-0123456789');
  await t.db.insert(operators).values({
    account: 'desk',
    passwordHash: await passwords.hashLogin('support-pw-1'),
    role: 'support',
  });
  supportToken = (await t.post('/admin/login', { account: 'desk', password: 'support-pw-1' })).body.data
    .token;
});
afterAll(() => t.close());

const num = (v: unknown) => Number(v);

/** user_tree as stored versus the closure recomputed from users.parent_id. */
async function treeMatchesParents() {
  const stored = rowsOf<{ a: unknown; d: unknown; depth: unknown }>(
    await t.db.execute(sql`select ancestor_id as a, descendant_id as d, depth from user_tree order by 1, 2`),
  ).map((r) => `${num(r.a)}>${num(r.d)}@${num(r.depth)}`);
  const recomputed = rowsOf<{ a: unknown; d: unknown; depth: unknown }>(
    await t.db.execute(sql`
      with recursive chain as (
        select id as a, id as d, 0 as depth, parent_id from users
        union all select p.id, c.d, c.depth + 1, p.parent_id from chain c join users p on p.id = c.parent_id)
      select a, d, depth from chain order by 1, 2`),
  ).map((r) => `${num(r.a)}>${num(r.d)}@${num(r.depth)}`);
  expect(stored).toEqual(recomputed);
}

/** team_report_daily versus the sums of report_daily over each ancestor's current subtree. */
async function teamReportsMatchTree() {
  const key = (r: Record<string, unknown>) =>
    `${num(r['a'])}|${String(r['day'])}|${String(r['g'])}|${String(r['p'])}|${num(r['b'])}|${num(r['py'])}|${num(r['r'])}|${num(r['n'])}`;
  const stored = rowsOf<Record<string, unknown>>(
    await t.db.execute(sql`select ancestor_id as a, day::text as day, game_code as g, play_code as p,
      betting_fen as b, payout_fen as py, rebate_fen as r, bet_count as n from team_report_daily`),
  )
    .map(key)
    .sort();
  const recomputed = rowsOf<Record<string, unknown>>(
    await t.db.execute(sql`select t.ancestor_id as a, r.day::text as day, r.game_code as g, r.play_code as p,
      sum(r.betting_fen) as b, sum(r.payout_fen) as py, sum(r.rebate_fen) as r, sum(r.bet_count) as n
      from report_daily r join user_tree t on t.descendant_id = r.user_id and t.depth >= 1
      group by 1, 2, 3, 4`),
  )
    .map(key)
    .sort();
  expect(stored).toEqual(recomputed);
}

describe('users desk', () => {
  it('searches by account, id, phone, e-mail and agent subtree; detail shows balance, chain, ledger, sessions', async () => {
    const agent = await makeAgent(t, 15);
    const member = await openAccount(t, agent.token, 'player', 5);
    await firstLogin(t, member);
    await t.db.execute(
      sql`update users set phone = '0912345678', email = 'find.me@example.com' where id = ${member.userId}`,
    );
    const outsider = await kit.player();

    const search = (body: unknown) => t.post('/admin/users/search', body, { token: supportToken });
    const ids = async (body: unknown) => listOf<{ id: number }>(await search(body)).map((u) => u.id);
    expect(await ids({ q: member.account.slice(2, 10) })).toContain(member.userId);
    expect(await ids({ q: String(member.userId) })).toContain(member.userId);
    expect(await ids({ phone: '091234' })).toEqual([member.userId]);
    expect(await ids({ email: 'FIND.ME' })).toEqual([member.userId]);
    expect(await ids({ agent: agent.account })).toEqual([member.userId]);
    expect(await ids({ agent: agent.account, q: outsider.account })).toEqual([]);
    expect(await ids({ type: 'agent', userId: agent.userId })).toEqual([agent.userId]);

    await kit.recharge(outsider, 12_345);
    const detail = await t.post('/admin/users/detail', { userId: outsider.userId }, { token: supportToken });
    expect(detail.body.data.user).toMatchObject({
      id: outsider.userId,
      balance: 12_345,
      frozen: false,
      hasFundPassword: true,
    });
    expect(detail.body.data.agentChain.map((a: { account: string }) => a.account)).toEqual(['house']);
    expect(detail.body.data.ledger[0]).toMatchObject({
      type: 'recharge',
      amount: 12_345,
      balanceAfter: 12_345,
    });
    expect(detail.body.data.sessions[0]).toMatchObject({ live: true });
    const chain = await t.post('/admin/users/detail', { userId: member.userId }, { token: supportToken });
    expect(chain.body.data.agentChain.map((a: { id: number }) => a.id).slice(-1)).toEqual([agent.userId]);
    expect(
      (await t.post('/admin/users/detail', { userId: 999_999 }, { token: supportToken })).body.code,
    ).toBe(1002);
  });

  it('freezing ends the sessions (402) and refuses logins; unfreezing lets the user in again; both audited', async () => {
    const s = await kit.player();
    const freeze = await t.post(
      '/admin/users/freeze',
      { userId: s.userId, frozen: true },
      { token: supportToken },
    );
    expect(freeze.body.data).toEqual({ changed: true, frozen: true });
    expect((await t.post('/user/getUserInfo', {}, { token: s.token })).body.code).toBe(402);
    expect((await t.post('/user/refreshToken', { token_jwt: s.jwt })).body.code).toBe(402);
    expect((await t.login(s.account, s.password)).body.code).not.toBe(0);
    const again = await t.post(
      '/admin/users/freeze',
      { userId: s.userId, frozen: true },
      { token: supportToken },
    );
    expect(again.body.data).toEqual({ changed: false, frozen: true });
    await t.post('/admin/users/freeze', { userId: s.userId, frozen: false }, { token: supportToken });
    expect((await t.login(s.account, s.password)).body.code).toBe(0);
    const audit = await kit.admin('/admin/audit/list', { target: `user:${s.userId}` });
    expect(listOf<{ action: string }>(audit).map((e) => e.action)).toEqual(['user.unfreeze', 'user.freeze']);
  });

  it('a login-password reset ends the sessions and answers no password (the code goes to the player, ADR 104)', async () => {
    const s = await kit.player();
    expect((await bindContact(t, s.token, 'email', `${s.account}@example.test`)).body.code).toBe(0);
    const reset = await t.post(
      '/admin/users/resetPassword',
      { userId: s.userId, kind: 'login' },
      { token: supportToken },
    );
    expect(reset.body.data).toEqual({ status: 'sent', channels: ['email'], approval: null });
    expect((await t.post('/user/getUserInfo', {}, { token: s.token })).body.code).toBe(402);
    expect((await t.login(s.account, s.password)).body.code).toBe(1001);
    const detail = await kit.admin('/admin/users/detail', { userId: s.userId });
    expect(detail.body.data.user.mustChangePassword).toBe(true);
  });
});

describe('POST /admin/users/moveAgent (admin only)', () => {
  it('moves a subtree under another agent: closure rows and team reports follow, audited', async () => {
    const a = await makeAgent(t, 18);
    const b = await openAccount(t, a.token, 'agent', 10);
    const bToken = (await firstLogin(t, b)).token;
    const c = await openAccount(t, bToken, 'player', 4);
    const x = await makeAgent(t, 16);
    // Settled figures of B and C (as settlement would have written them) and their team rows.
    for (const [userId, betting] of [
      [b.userId, 1_000],
      [c.userId, 5_000],
    ] as const) {
      await t.db
        .execute(sql`insert into report_daily (user_id, day, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count)
                             values (${userId}, '2026-11-20', 'k3', 'HZ', ${betting}, 700, 20, 2)`);
    }
    await t.db
      .execute(sql`insert into team_report_daily (ancestor_id, day, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count)
      select t.ancestor_id, r.day, r.game_code, r.play_code, sum(r.betting_fen), sum(r.payout_fen), sum(r.rebate_fen), sum(r.bet_count)
        from report_daily r join user_tree t on t.descendant_id = r.user_id and t.depth >= 1
       where r.user_id in (${b.userId}, ${c.userId}) group by 1, 2, 3, 4`);
    await teamReportsMatchTree();

    const move = await kit.admin('/admin/users/moveAgent', { userId: b.userId, newParentId: x.userId });
    expect(move.body.data).toEqual({
      changed: true,
      oldParentId: a.userId,
      newParentId: x.userId,
      movedUsers: 2,
    });
    await treeMatchesParents();
    await teamReportsMatchTree();
    const aTeam = await t.post('/agent/subordinates', {}, { token: a.token });
    expect(listOf<{ userId: number }>(aTeam).map((m) => m.userId)).not.toContain(b.userId);
    const xTeam = await t.post('/agent/subordinates', {}, { token: x.token });
    expect(listOf<{ userId: number }>(xTeam).map((m) => m.userId)).toContain(b.userId);

    // Refusals: into its own subtree, under a non-agent, above the new parent's rebate, unknown ids.
    const refuse = (userId: number, newParentId: number) =>
      kit.admin('/admin/users/moveAgent', { userId, newParentId }).then((r) => r.body.code);
    expect(await refuse(x.userId, c.userId)).toBe(1000);
    expect(await refuse(b.userId, c.userId)).toBe(1000);
    const low = await makeAgent(t, 5);
    expect(await refuse(b.userId, low.userId)).toBe(1000);
    expect(await refuse(999_999, x.userId)).toBe(1002);
    // A repeat changes nothing; the parent trigger still refuses any other parent change.
    expect(
      (await kit.admin('/admin/users/moveAgent', { userId: b.userId, newParentId: x.userId })).body.data
        .changed,
    ).toBe(false);
    await expect(
      t.db.execute(sql`update users set parent_id = ${a.userId} where id = ${b.userId}`),
    ).rejects.toThrow();
    const audit = await kit.admin('/admin/audit/list', {
      action: 'user.moveAgent',
      target: `user:${b.userId}`,
    });
    expect(listOf<{ before: unknown; after: unknown }>(audit)).toEqual([
      expect.objectContaining({
        before: { parentId: a.userId },
        after: { parentId: x.userId, movedUsers: 2 },
      }),
    ]);
    // Support may not move users (the role test covers every route; this is the one the brief names).
    expect(
      (
        await t.post(
          '/admin/users/moveAgent',
          { userId: b.userId, newParentId: a.userId },
          { token: supportToken },
        )
      ).body.code,
    ).toBe(1001);
  });
});
