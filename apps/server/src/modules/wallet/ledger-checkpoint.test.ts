import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fundedPlayer, openIssue, requestId } from '../../../test/betting-fixtures';
import { type TestApp, buildTestApp, rowsOf } from '../../../test/helper';
import { checkLedger } from './ledger-check';

// ADR 128: a green check stores a checkpoint; the next incremental run reads what came after it.
describe('incremental ledger check', () => {
  let t: TestApp;
  let player: { token: string; userId: number };
  /** The tests take checkpoints of everything committed so far (no margin for open transactions). */
  const now = { checkpointMarginMs: 0 };
  const checks = (report: Awaited<ReturnType<typeof checkLedger>>) =>
    [...new Set(report.violations.map((v) => v.check))].sort();

  async function order(amountUnits: number) {
    const res = await t.post(
      '/user/makeOrder',
      {
        game: 'k3',
        issue: await openIssue(t, 'k3'),
        requestId: requestId(),
        bets: [{ play: 'HZ', selection: [['10']], unitPrice: 100, multiple: amountUnits }],
      },
      { token: player.token },
    );
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  }
  const lastEntryOfPlayer = `(select e.id from ledger_entries e join ledger_accounts a on a.id = e.account_id
                               where a.user_id = %USER% order by e.id desc limit 1)`;
  const firstEntryOfPlayer = lastEntryOfPlayer.replace('desc', 'asc');
  const entry = (which: string) => sql.raw(which.replace('%USER%', String(player.userId)));

  beforeAll(async () => {
    t = await buildTestApp({ config: { timeScale: 6 }, drawScheduler: false });
    player = await fundedPlayer(t, 50_000);
    await order(1);
  }, 300_000);

  afterAll(async () => {
    if (!t) return;
    await t.assertLedgerInvariant();
    await t.close();
  });

  it('a full green run stores a checkpoint; the next run reads only what came after it', async () => {
    const full = await checkLedger(t.db, 20, { mode: 'incremental', writeCheckpoint: true, ...now });
    // No checkpoint yet: the first run is full.
    expect(full.mode).toBe('full');
    expect(full.violations).toEqual([]);
    expect(full.wroteCheckpoint).toBeGreaterThan(0);
    const [cp] = rowsOf<{ upto_entry_id: string; sums: string; total: string }>(
      await t.db.execute(sql`
        select c.upto_entry_id, (select count(*) from ledger_checkpoint_sums s where s.checkpoint_id = c.id) as sums,
               c.entries_total_fen as total
          from ledger_checkpoints c where c.id = ${full.wroteCheckpoint}`),
    );
    const [max] = rowsOf<{ id: string }>(await t.db.execute(sql`select max(id) as id from ledger_entries`));
    expect(Number(cp?.upto_entry_id)).toBe(Number(max?.id));
    expect(Number(cp?.sums)).toBeGreaterThanOrEqual(2);
    expect(Number(cp?.total)).toBe(0);

    await order(2);
    const next = await checkLedger(t.db, 20, { mode: 'incremental', writeCheckpoint: true, ...now });
    expect(next.mode).toBe('incremental');
    expect(next.checkpoint?.id).toBe(full.wroteCheckpoint);
    expect(next.violations).toEqual([]);
    expect(next.wroteCheckpoint).toBeGreaterThan(full.wroteCheckpoint ?? 0);
    // The continued sums equal a fresh full count.
    const again = await checkLedger(t.db, 20, { mode: 'full' });
    expect(again.violations).toEqual([]);
    expect(again.timings['checkpoint-sums']).toBeDefined();
  });

  it('catches an entry tampered with after the checkpoint', async () => {
    await checkLedger(t.db, 20, { mode: 'incremental', writeCheckpoint: true, ...now });
    await order(3);
    await t.db.execute(
      sql`update ledger_entries set amount_fen = amount_fen + 5 where id = ${entry(lastEntryOfPlayer)}`,
    );
    try {
      const report = await checkLedger(t.db, 20, { mode: 'incremental', writeCheckpoint: true, ...now });
      expect(report.mode).toBe('incremental');
      expect(checks(report)).toEqual(['balance-equals-entries', 'entries-sum-zero', 'transfer-balanced']);
      expect(report.wroteCheckpoint).toBeNull();
    } finally {
      await t.db.execute(
        sql`update ledger_entries set amount_fen = amount_fen - 5 where id = ${entry(lastEntryOfPlayer)}`,
      );
    }
    expect((await checkLedger(t.db, 20, { mode: 'incremental', ...now })).violations).toEqual([]);
  });

  it('trusts what a checkpoint covers; the full mode catches a tampered entry or sum before it', async () => {
    await checkLedger(t.db, 20, { mode: 'incremental', writeCheckpoint: true, ...now });
    // An old entry moved: the incremental run starts from the checkpoint's sums, so its entry checks
    // cannot see it; the type totals' trigger counted the change, so they no longer equal those sums.
    await t.db.execute(
      sql`update ledger_entries set amount_fen = amount_fen + 9 where id = ${entry(firstEntryOfPlayer)}`,
    );
    try {
      expect(checks(await checkLedger(t.db, 20, { mode: 'incremental', ...now }))).toEqual([
        'type-totals-equal-entries',
      ]);
      const full = await checkLedger(t.db, 20, { mode: 'full' });
      expect(checks(full)).toEqual([
        'balance-equals-entries',
        'checkpoint-sums',
        'entries-sum-zero',
        'transfer-balanced',
      ]);
    } finally {
      await t.db.execute(
        sql`update ledger_entries set amount_fen = amount_fen - 9 where id = ${entry(firstEntryOfPlayer)}`,
      );
    }
    // A checkpoint sum tampered with: the incremental run sees a balance and the type totals off,
    // the full run the sum.
    const where = sql`checkpoint_id = (select max(id) from ledger_checkpoints)
                      and account_id = (select id from ledger_accounts where user_id = ${player.userId})`;
    await t.db.execute(sql`update ledger_checkpoint_sums set sum_fen = sum_fen + 1 where ${where}`);
    try {
      expect(checks(await checkLedger(t.db, 20, { mode: 'incremental', ...now }))).toEqual([
        'balance-equals-entries',
        'type-totals-equal-entries',
      ]);
      expect(checks(await checkLedger(t.db, 20, { mode: 'full' }))).toEqual(['checkpoint-sums']);
    } finally {
      await t.db.execute(sql`update ledger_checkpoint_sums set sum_fen = sum_fen - 1 where ${where}`);
    }
    expect((await checkLedger(t.db, 20, { mode: 'full' })).violations).toEqual([]);
  });

  it('a type total that drifts from the entries (ADR 135) is caught past a checkpoint too', async () => {
    await checkLedger(t.db, 20, { mode: 'incremental', writeCheckpoint: true, ...now });
    const where = sql`type = 'betting' and account_id = (select id from ledger_accounts where user_id = ${player.userId})`;
    await t.db.execute(sql`update ledger_type_totals set amount_fen = amount_fen - 3 where ${where}`);
    try {
      const report = await checkLedger(t.db, 20, { mode: 'incremental', ...now });
      expect(report.mode).toBe('incremental');
      expect(checks(report)).toEqual(['type-totals-equal-entries']);
      expect(report.violations[0]?.detail).toMatch(/^Σ ledger_type_totals -?\d+ ≠ Σ entries -?\d+$/);
    } finally {
      await t.db.execute(sql`update ledger_type_totals set amount_fen = amount_fen + 3 where ${where}`);
    }
    expect((await checkLedger(t.db, 20, { mode: 'incremental', ...now })).violations).toEqual([]);
  });

  it('a bet settled after the checkpoint is checked against its payout', async () => {
    await checkLedger(t.db, 20, { mode: 'incremental', writeCheckpoint: true, ...now });
    // The player's bets are still pending (nothing drawn): the checkpoint stops below them.
    const [cp] = rowsOf<{ upto_bet_id: string }>(
      await t.db.execute(sql`select upto_bet_id from ledger_checkpoints order by id desc limit 1`),
    );
    const [first] = rowsOf<{ id: string }>(
      await t.db.execute(sql`select min(id) as id from bets where user_id = ${player.userId}`),
    );
    expect(Number(cp?.upto_bet_id)).toBeLessThan(Number(first?.id));
    await t.db.execute(sql`update bets set payout_fen = 1 where id = ${Number(first?.id)}`);
    try {
      expect(checks(await checkLedger(t.db, 20, { mode: 'incremental', ...now }))).toEqual([
        'settled-bet-paid-once',
      ]);
    } finally {
      await t.db.execute(sql`update bets set payout_fen = 0 where id = ${Number(first?.id)}`);
    }
  });
});
