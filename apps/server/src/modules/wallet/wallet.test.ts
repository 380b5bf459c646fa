import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type TestApp, buildTestApp, rowsOf } from '../../../test/helper';
import { ledgerAccounts, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type WalletService, createWalletService } from './wallet.service';

let t: TestApp;
let wallet: WalletService;
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp();
  wallet = createWalletService({ db: t.db, logger: pino({ level: 'silent' }), clock: t.clock });
});
afterAll(() => t.close());

async function newUser(): Promise<number> {
  const [row] = await t.db
    .insert(users)
    .values({ account: `wallet${Date.now() % 100_000}${(seq += 1)}`, type: 'player' })
    .returning({ id: users.id });
  await wallet.openUserAccount(row!.id);
  return row!.id;
}

const fund = (userId: number, amountFen: number, key = `test:${userId}:${(seq += 1)}`) =>
  wallet.transfer({
    from: { system: 'cash' },
    to: { userId },
    amountFen,
    type: 'recharge',
    idempotencyKey: key,
  });

describe('wallet.transfer', () => {
  it('writes two entries (−/+) with balances after, and moves the cached balances', async () => {
    const a = await newUser();
    const result = await fund(a, 12_345);
    expect(result.replayed).toBe(false);
    expect(result.entries.map((e) => [e.amountFen, e.type])).toEqual([
      [-12_345, 'recharge'],
      [12_345, 'recharge'],
    ]);
    expect(result.entries[1]?.balanceAfterFen).toBe(12_345);
    expect(await wallet.balanceOf(a)).toBe(12_345);
    await t.assertLedgerInvariant();
  });

  it('a repeated idempotency key returns the first transfer and moves nothing', async () => {
    const a = await newUser();
    const first = await fund(a, 500, `order:${a}:r1`);
    const again = await fund(a, 500, `order:${a}:r1`);
    expect(again).toMatchObject({ transferId: first.transferId, replayed: true });
    expect(again.entries.map((e) => e.id)).toEqual(first.entries.map((e) => e.id));
    expect(await wallet.balanceOf(a)).toBe(500);
    await t.assertLedgerInvariant();
  });

  it('the same key with different terms is a conflict (1003)', async () => {
    const a = await newUser();
    await fund(a, 500, `order:${a}:r2`);
    await expect(fund(a, 501, `order:${a}:r2`)).rejects.toMatchObject({ code: 1003 });
  });

  it('refuses to overdraw a user (1004) and leaves everything unchanged', async () => {
    const a = await newUser();
    const b = await newUser();
    await fund(a, 1_000);
    const overdraw = wallet.transfer({
      from: { userId: a },
      to: { userId: b },
      amountFen: 1_001,
      type: 'betting',
      idempotencyKey: `overdraw:${a}`,
    });
    await expect(overdraw).rejects.toBeInstanceOf(AppError);
    await expect(overdraw).rejects.toMatchObject({ code: 1004 });
    expect([await wallet.balanceOf(a), await wallet.balanceOf(b)]).toEqual([1_000, 0]);
    await t.assertLedgerInvariant();
  });

  it('rejects non-integer, zero and negative amounts', async () => {
    const a = await newUser();
    for (const amountFen of [0, -5, 1.5, Number.NaN]) {
      await expect(fund(a, amountFen)).rejects.toBeInstanceOf(RangeError);
    }
  });

  it('the database refuses a negative user balance even if code forgot to check', async () => {
    const a = await newUser();
    await expect(
      t.db.update(ledgerAccounts).set({ balanceFen: -1 }).where(eq(ledgerAccounts.userId, a)),
    ).rejects.toThrow();
  });

  it('concurrent transfers out of one account never overdraw it and keep Σ = 0', async () => {
    const a = await newUser();
    const b = await newUser();
    await fund(a, 1_000);
    const attempts = Array.from({ length: 15 }, (_, i) =>
      wallet.transfer({
        from: { userId: a },
        to: { userId: b },
        amountFen: 100,
        type: 'betting',
        idempotencyKey: `race:${a}:${i}`,
      }),
    );
    const results = await Promise.allSettled(attempts);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(
      results.filter((r) => r.status === 'rejected').every((r) => (r.reason as AppError).code === 1004),
    ).toBe(true);
    expect([await wallet.balanceOf(a), await wallet.balanceOf(b)]).toEqual([0, 1_000]);
    await t.assertLedgerInvariant();
  });

  it('concurrent repeats of one key move money once', async () => {
    const a = await newUser();
    const results = await Promise.all(Array.from({ length: 5 }, () => fund(a, 700, `twin:${a}`)));
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await wallet.balanceOf(a)).toBe(700);
    const entries = await t.db.execute(
      sql`select count(*)::int as n from ledger_transfers where idempotency_key = ${`twin:${a}`}`,
    );
    expect(rowsOf<{ n: number }>(entries)[0]?.n).toBe(1);
    await t.assertLedgerInvariant();
  });
});
