// docs/security.md finding 3: maker–checker cannot be split into amounts under the threshold (ADR 105).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type TestApp, buildTestApp } from '../../../test/helper';
import { moneyKit } from '../../../test/money-kit';
import { newId } from '../../lib/ids';
import { operators } from '../../db/schema';
import { createPasswordHasher } from '../../lib/password';

const threshold = 1_000_000;
const dayMs = 24 * 60 * 60 * 1000;
let t: TestApp;
let kit: ReturnType<typeof moneyKit>;

beforeAll(async () => {
  t = await buildTestApp({ config: { adminCheckerAboveFen: threshold } });
  kit = moneyKit(t);
  const passwords = await createPasswordHasher('test-pepper-0123456789');
  await t.db.insert(operators).values({
    account: 'maker',
    passwordHash: await passwords.hashLogin('finance-pw-1'),
    role: 'finance',
  });
});
afterAll(() => t.close());

/** A fresh token each time: one test moves the clock past a token's life. */
const makerToken = async () =>
  (await t.post('/admin/login', { account: 'maker', password: 'finance-pw-1' })).body.data.token as string;
const adjust = async (userId: number, amount: number, token?: string) =>
  t.post(
    '/admin/users/adjust',
    { userId, amount, reason: 'goodwill', requestId: newId() },
    { token: token ?? (await makerToken()), lang: 'en' },
  );

describe('maker–checker over a rolling 24 h per maker and user', () => {
  it('3 × 1,000,000 fen to one user: only the first passes alone; another user and the next day start afresh', async () => {
    const a = await kit.player();
    const b = await kit.player();
    const first = await adjust(a.userId, 1_000_000);
    expect(first.body.data).toMatchObject({ status: 'done', changed: true, approval: null });
    for (const _ of [2, 3]) {
      const next = await adjust(a.userId, 1_000_000);
      expect(next.body.data).toMatchObject({
        status: 'pending',
        approval: { kind: 'user.adjust', status: 'pending' },
      });
    }
    expect(await kit.balance(a)).toBe(1_000_000);
    // Per target user: the same maker adjusting someone else is counted apart.
    expect((await adjust(b.userId, 1_000_000)).body.data.status).toBe('done');
    // Rolling window: 24 h after the first, the maker acts alone again.
    t.clock.advance(dayMs + 1_000);
    expect((await adjust(a.userId, 1_000_000)).body.data.status).toBe('done');
  });

  it('debits count by their size, and withdrawal completions add to adjustments', async () => {
    const p = await kit.player();
    expect((await adjust(p.userId, 600_000)).body.data.status).toBe('done');
    expect((await adjust(p.userId, -500_000)).body.data.status).toBe('pending');

    // 600,000 adjusted alone already: completing a 500,000 withdrawal of the same user needs a checker.
    await kit.stake(p.userId, 600_000); // the credit is owed as turnover (ADR 105)
    await kit.wallet.transfer({
      from: { system: 'house' },
      to: { userId: p.userId },
      amountFen: 500_000,
      type: 'payout',
      idempotencyKey: `test-win:${p.userId}`,
    });
    const cardId = await kit.bindCard(p);
    const order = await kit.withdraw(p, 500_000, cardId);
    expect(order.body.code, JSON.stringify(order.body)).toBe(0);
    const complete = await t.post(
      '/admin/withdraw/complete',
      { orderNo: order.body.data.orderNo },
      { token: await makerToken(), lang: 'en' },
    );
    expect(complete.body.data).toMatchObject({
      changed: false,
      order: { state: 'Pending' },
      approval: { kind: 'withdraw.complete', status: 'pending' },
    });
  });

  it('10 parallel adjustments of 400,000 by one maker to one user: exactly two pass alone', async () => {
    const p = await kit.player();
    const token = await makerToken();
    const answers = await Promise.all(Array.from({ length: 10 }, () => adjust(p.userId, 400_000, token)));
    expect(answers.every((a) => a.body.code === 0)).toBe(true);
    const statuses = answers.map((a) => String(a.body.data.status));
    expect(statuses.filter((s) => s === 'done')).toHaveLength(2);
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(8);
    expect(await kit.balance(p)).toBe(800_000);
    await t.assertLedgerInvariant();
  });
});
