// docs/security.md finding 12: money an agent moves to a member, or an operator credits, owes turnover too (ADR 105).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { firstLogin, makeAgent, openAccount } from '../../../test/agent-fixtures';
import { type TestApp, buildTestApp } from '../../../test/helper';
import { moneyKit } from '../../../test/money-kit';
import { newId } from '../../lib/ids';

const hourMs = 60 * 60 * 1000;
let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
beforeAll(async () => {
  t = await buildTestApp({ drawScheduler: false });
  kit = moneyKit(t);
});
afterAll(() => t.close());

/** Winnings: a 'payout' credit, which owes no turnover. */
const win = (userId: number, amountFen: number) =>
  kit.wallet.transfer({
    from: { system: 'house' },
    to: { userId },
    amountFen,
    type: 'payout',
    idempotencyKey: `test-win:${newId()}`,
  });

describe('turnover owed on transfers in and backstage credits', () => {
  it('an agent recharges and transfers to a member: the member cannot withdraw until it is bet', async () => {
    const agent = await makeAgent(t, 10);
    await kit.recharge(agent, 1_000_000);
    const member = await openAccount(t, agent.token, 'player', 0);
    const first = await firstLogin(t, member);
    const sent = await t.post(
      '/agent/transfer',
      { userId: member.userId, amount: 500_000, fundPassword: agent.fundPassword, requestId: newId() },
      { token: agent.token },
    );
    expect(sent.body.code, JSON.stringify(sent.body)).toBe(0);
    // Past the hold that the member's own first password change started (ADR 104).
    t.clock.advance(49 * hourMs);
    const login = await t.login(member.account, first.password);
    const m = {
      account: member.account,
      password: first.password,
      token: login.body.data.token,
      jwt: login.body.data.jwt,
    };
    const fund = { ...m, userId: member.userId };
    const cardId = await kit.bindCard(fund);

    const refused = await kit.withdraw(fund, 200_000, cardId, undefined, first.fundPassword);
    expect(refused.body).toMatchObject({ code: 1007, data: { remainingFen: 500_000 } });
    await kit.stake(member.userId, 300_000);
    const stillOwed = await kit.withdraw(fund, 200_000, cardId, undefined, first.fundPassword);
    expect(stillOwed.body).toMatchObject({ code: 1007, data: { remainingFen: 200_000 } });
    await kit.stake(member.userId, 200_000);
    await win(member.userId, 200_000);
    const allowed = await kit.withdraw(fund, 200_000, cardId, undefined, first.fundPassword);
    expect(allowed.body.code, JSON.stringify(allowed.body)).toBe(0);
  });

  it("an operator's credit owes turnover; a debit does not lower what recharges owe", async () => {
    const p = await kit.player();
    const cardId = await kit.bindCard(p);
    const admin = (amount: number) =>
      kit.admin('/admin/users/adjust', { userId: p.userId, amount, reason: 'bonus', requestId: newId() });
    expect((await admin(300_000)).body.data.status).toBe('done');
    expect((await admin(-100_000)).body.data.status).toBe('done');
    const refused = await kit.withdraw(p, 100_000, cardId);
    expect(refused.body).toMatchObject({ code: 1007, data: { remainingFen: 300_000 } });
    await kit.stake(p.userId, 200_000);
    await win(p.userId, 200_000);
    expect((await kit.withdraw(p, 100_000, cardId)).body.data).toMatchObject({ remainingFen: 100_000 });
    await kit.stake(p.userId, 100_000);
    expect((await kit.withdraw(p, 100_000, cardId)).body.code).toBe(0);
  });
});
