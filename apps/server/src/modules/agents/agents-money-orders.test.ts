import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type OpenedAccount, firstLogin, makeAgent, openAccount } from '../../../test/agent-fixtures';
import { type Session, type TestApp, buildTestApp } from '../../../test/helper';
import { moneyKit } from '../../../test/money-kit';

interface OrderRow {
  orderNo: string;
  kind: string;
  userId: number;
  account: string;
  amount: number;
  status: string;
  remark: string | null;
}

// /agent/rechargeWithdraw reads the order tables: pending and closed orders of the team only.
describe('agents: team recharge and withdrawal orders', () => {
  let t: TestApp;
  let kit: ReturnType<typeof moneyKit>;
  beforeAll(async () => {
    // No payout hold: members withdraw right after replacing their default passwords (ADR 104 has its own tests).
    t = await buildTestApp({
      drawScheduler: false,
      config: { money: { turnoverFactorPerMille: 0, secretChangeHoldMs: 0 } },
    });
    kit = moneyKit(t);
  }, 30_000);
  afterAll(() => t.close());

  it('lists each member order with its own status, filters by kind, and never shows another team', async () => {
    const agent = await makeAgent(t, 10);
    const other = await makeAgent(t, 10);
    const member = await openAccount(t, agent.token, 'player', 0);
    /** A member who has replaced the one-time password and set a fund password, as a money-kit session. */
    const sessionOf = async (opened: OpenedAccount): Promise<Session> => ({
      account: opened.account,
      jwt: '',
      ...(await firstLogin(t, opened)),
    });
    const session = await sessionOf(member);
    const outsider = await openAccount(t, other.token, 'player', 0);
    const outsiderSession = await sessionOf(outsider);

    const paid = await kit.recharge(session, 50_000);
    const open = await kit.createRecharge(session, 7_000);
    expect(open.body.code).toBe(0);
    const addressId = await kit.bindCard(session);
    const withdrawal = await kit.withdraw(session, 12_345, addressId);
    expect(withdrawal.body.code, JSON.stringify(withdrawal.body)).toBe(0);
    await kit.recharge(outsiderSession, 30_000);

    const all = await t.post('/agent/rechargeWithdraw', { range: 'today' }, { token: agent.token });
    expect(all.body.code).toBe(0);
    const rows = all.body.data.list as OrderRow[];
    expect(all.body.data.total).toBe(3);
    expect(rows.map((r) => [r.kind, r.amount, r.status, r.account])).toEqual(
      expect.arrayContaining([
        ['recharge', 50_000, 'passed', member.account],
        ['recharge', 7_000, 'reviewing', member.account],
        ['withdraw', 12_345, 'Pending', member.account],
      ]),
    );
    expect(rows.find((r) => r.amount === 50_000)?.orderNo).toBe(paid);
    expect(rows.every((r) => r.userId === member.userId)).toBe(true);

    const withdrawals = await t.post(
      '/agent/rechargeWithdraw',
      { range: 'all', kind: 'withdraw' },
      { token: agent.token },
    );
    expect((withdrawals.body.data.list as OrderRow[]).map((r) => r.kind)).toEqual(['withdraw']);
    const paged = await t.post(
      '/agent/rechargeWithdraw',
      { range: 'all', page: 2, pageSize: 2 },
      { token: agent.token },
    );
    expect(paged.body.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.body.data.list).toHaveLength(1);

    const theirs = await t.post('/agent/rechargeWithdraw', { range: 'all' }, { token: other.token });
    expect((theirs.body.data.list as OrderRow[]).map((r) => r.account)).toEqual([outsider.account]);
    // A member is no agent: 1001, localized.
    const refused = await t.post('/agent/rechargeWithdraw', {}, { token: session.token, lang: 'en' });
    expect(refused.body.code).toBe(1001);
    const invalid = await t.post('/agent/rechargeWithdraw', { kind: 'bonus' }, { token: agent.token });
    expect(invalid.body.code).toBe(1000);
    await t.assertLedgerInvariant();
  });
});
