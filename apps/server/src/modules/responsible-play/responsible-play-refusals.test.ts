import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { firstLogin, makeAgent, openAccount } from '../../../test/agent-fixtures';
import { openIssue, requestId } from '../../../test/betting-fixtures';
import { type TestApp, buildTestApp, rowsOf } from '../../../test/helper';
import { moneyKit } from '../../../test/money-kit';

/**
 * The player endpoints of responsible play act on the caller only (ADR 121): an id in the body names
 * nobody, another player's rows never leave, and an agent reaches a sub-player's protections through
 * none of them.
 */
describe('responsible play: each player endpoint acts on the caller alone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 300_000); // building and migrating the app is slow on a loaded machine
  afterAll(async () => {
    await t.assertLedgerInvariant();
    await t.close();
  });

  const bet = (token: string, issue: string, unitPrice: number) =>
    t.post(
      '/user/makeOrder',
      {
        game: 'k3',
        issue,
        requestId: requestId(),
        bets: [{ play: 'HZ', selection: [['10']], unitPrice, multiple: 1 }],
      },
      { token, lang: 'en' },
    );

  /** A player with a bound card, a credited recharge (a newsletter), a bet and a support message. */
  async function playerWithData() {
    const kit = moneyKit(t);
    const p = await kit.player();
    await kit.bindCard(p);
    await kit.recharge(p, 10_000);
    const issue = await openIssue(t, 'k3', 5_000);
    expect((await bet(p.token, issue, 300)).body.code).toBe(0);
    const said = await t.post('/service/send', { text: `hello from ${p.account}` }, { token: p.token });
    expect(said.body.code, JSON.stringify(said.body)).toBe(0);
    return p;
  }

  const idsOf = async (query: ReturnType<typeof sql>) =>
    rowsOf<{ id: number | string }>(await t.db.execute(query))
      .map((r) => Number(r.id))
      .sort((a, b) => a - b);

  it('exportData holds only the caller’s profile, bets, transactions and messages, whatever the body names', async () => {
    const mine = await playerWithData();
    const theirs = await playerWithData();
    const res = await t.post('/user/exportData', { userId: theirs.userId }, { token: mine.token });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const data = res.body.data;

    expect(data.profile).toMatchObject({ id: mine.userId, account: mine.account });
    const ownAndOther = async (table: 'bets' | 'newsletters') => ({
      own: await idsOf(sql`select id from ${sql.raw(table)} where user_id = ${mine.userId}`),
      other: await idsOf(sql`select id from ${sql.raw(table)} where user_id = ${theirs.userId}`),
    });
    const bets = await ownAndOther('bets');
    expect(bets.other.length).toBeGreaterThan(0); // the other player has data to leak
    expect(data.bets.map((b: { id: number }) => Number(b.id)).sort((a: number, b: number) => a - b)).toEqual(
      bets.own,
    );

    const entries = (userId: number) =>
      idsOf(sql`select e.id from ledger_entries e join ledger_accounts a on a.id = e.account_id
                 where a.user_id = ${userId}`);
    const otherEntries = await entries(theirs.userId);
    expect(otherEntries.length).toBeGreaterThan(0);
    expect(
      data.transactions.map((e: { id: number }) => Number(e.id)).sort((a: number, b: number) => a - b),
    ).toEqual(await entries(mine.userId));

    const newsletters = await ownAndOther('newsletters');
    expect(newsletters.other.length).toBeGreaterThan(0);
    const exported = (kind: string) =>
      data.messages
        .filter((m: { kind: string }) => m.kind === kind)
        .map((m: { id: number }) => Number(m.id))
        .sort((a: number, b: number) => a - b);
    expect(exported('newsletter')).toEqual(newsletters.own);
    const support = (userId: number) =>
      idsOf(sql`select m.id from support_messages m join support_conversations c on c.id = m.conversation_id
                 where c.user_id = ${userId}`);
    expect((await support(theirs.userId)).length).toBeGreaterThan(0);
    expect(exported('support')).toEqual(await support(mine.userId));

    const orderNos = async (userId: number) =>
      rowsOf<{ orderNo: string }>(
        await t.db.execute(
          sql`select order_no as "orderNo" from recharge_orders where user_id = ${userId} order by id`,
        ),
      ).map((r) => r.orderNo);
    expect((await orderNos(theirs.userId)).length).toBeGreaterThan(0);
    expect(data.profile.recharges.map((r: { orderNo: string }) => r.orderNo)).toEqual(
      await orderNos(mine.userId),
    );
    expect(data.profile.payoutAddresses.bankCards).toHaveLength(1); // theirs has one too
    // Nothing else of theirs either: not their account name, not their words to support.
    const text = JSON.stringify(data);
    expect(text).not.toContain(theirs.account);
  });

  it('closeAccount closes the caller only: an extra userId is ignored, the other account still logs in', async () => {
    const kit = moneyKit(t);
    const caller = await kit.player();
    const other = await kit.player();

    // The other's password with the other's id: checked against the caller's own password, refused.
    const guessed = await t.post(
      '/user/closeAccount',
      { password: other.password === caller.password ? 'not-it-1' : other.password, userId: other.userId },
      { token: caller.token, lang: 'en' },
    );
    expect(guessed.body.code).toBe(1000);

    const closed = await t.post(
      '/user/closeAccount',
      { password: caller.password, userId: other.userId },
      { token: caller.token },
    );
    expect(closed.body.code, JSON.stringify(closed.body)).toBe(0);
    const rows = async (userId: number) =>
      rowsOf<{ at: unknown }>(
        await t.db.execute(sql`select closed_at as at from users where id = ${userId}`),
      );
    expect((await rows(caller.userId))[0]?.at).not.toBeNull();
    expect((await rows(other.userId))[0]?.at).toBeNull();
    expect((await t.login(caller.account, caller.password)).body.code).toBe(402);
    const otherLogin = await t.login(other.account, other.password);
    expect(otherLogin.body.code, JSON.stringify(otherLogin.body)).toBe(0);
    const info = await t.post('/user/getUserInfo', {}, { token: String(otherLogin.body.data.token) });
    expect(info.body.data.id).toBe(other.userId);
  });

  it('an agent can neither read nor change a sub-player’s limits through /user/limits', async () => {
    const agent = await makeAgent(t, 20);
    const opened = await openAccount(t, agent.token, 'player', 10);
    const sub = await firstLogin(t, opened);
    const set = await t.post('/user/limits', { dailyLoss: 5_000, weeklyStake: 20_000 }, { token: sub.token });
    expect(set.body.data).toMatchObject({ dailyLoss: 5_000, weeklyStake: 20_000 });

    // Reading with the sub-player's id answers the agent's own limits (none), not the sub-player's.
    const read = await t.post('/user/limits', { userId: opened.userId }, { token: agent.token });
    expect(read.body.code).toBe(0);
    expect(read.body.data).toMatchObject({ dailyLoss: null, weeklyStake: null });

    // Removing them (a looser limit waits 24 h) or a break "for" the sub-player lands on the agent.
    const change = await t.post(
      '/user/limits',
      { userId: opened.userId, dailyLoss: null, monthlyDeposit: 1_000, takeBreak: '24h' },
      { token: agent.token },
    );
    expect(change.body.code).toBe(0);
    const limitsOf = async (userId: number) =>
      rowsOf<{ limits: Record<string, unknown> | string | null }>(
        await t.db.execute(sql`select gaming_limits as limits from users where id = ${userId}`),
      )[0]?.limits;
    const parse = (v: Record<string, unknown> | string | null | undefined) =>
      (typeof v === 'string' ? JSON.parse(v) : (v ?? {})) as Record<string, unknown>;
    expect(parse(await limitsOf(agent.userId))).toMatchObject({ monthlyDeposit: 1_000 });
    const subLimits = parse(await limitsOf(opened.userId));
    expect(subLimits).toMatchObject({ dailyLoss: 5_000, weeklyStake: 20_000 });
    expect(subLimits.monthlyDeposit ?? null).toBeNull();
    expect(subLimits.breakUntil ?? null).toBeNull();
    expect(subLimits.pending ?? null).toBeNull();

    // The sub-player still sees their own, unchanged.
    const own = await t.post('/user/limits', {}, { token: sub.token });
    expect(own.body.data).toMatchObject({
      dailyLoss: 5_000,
      weeklyStake: 20_000,
      breakUntil: null,
      pending: null,
    });
  });
});
