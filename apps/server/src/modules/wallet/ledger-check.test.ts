import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { fundedPlayer, openIssue, requestId } from '../../../test/betting-fixtures';
import { type TestApp, buildTestApp, rowsOf } from '../../../test/helper';
import { describeInEmbeddedRun } from '../../../test/run-scope';
import { openDatabase } from '../../db/client';
import { acquireLock } from '../../db/lock-file';
import { runMigrations } from '../../db/migrate';
import { type LedgerCheckName, checkLedger } from './ledger-check';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const allSums = Array.from({ length: 16 }, (_, i) => String(i + 3));

describe('checkLedger', () => {
  let t: TestApp;
  let wonId: number;
  let cancelledId: number;
  let userId: number;
  const checksOf = async () => [...new Set((await checkLedger(t.db)).violations.map((v) => v.check))].sort();
  /** Breaks the books, expects exactly `expected` checks to fail, then restores them. */
  async function expectBroken(expected: LedgerCheckName[], breakIt: string, restore: string) {
    await t.db.execute(sql.raw(breakIt));
    try {
      expect(await checksOf(), breakIt).toEqual([...expected].sort());
    } finally {
      await t.db.execute(sql.raw(restore));
    }
    expect(await checksOf(), `after restoring: ${restore}`).toEqual([]);
  }

  beforeAll(async () => {
    // K3 draws every 3 s (drawn by the test below): the bets settle within seconds, not the 10 s of 6× time.
    t = await buildTestApp({ config: { timeScale: 20 }, drawScheduler: false });
    const p = await fundedPlayer(t, 50_000);
    userId = p.userId;
    await t.db.execute(sql`update users set rebate_per_mille = 5 where id = ${userId}`);
    // Room to place and cancel before the issue closes.
    const issue = await openIssue(t, 'k3', 1_500);
    const placed = await t.post(
      '/user/makeOrder',
      {
        game: 'k3',
        issue,
        requestId: requestId(),
        bets: [
          { play: 'HZ', selection: [allSums], unitPrice: 100, multiple: 1 },
          { play: 'HZ', selection: [['4']], unitPrice: 100, multiple: 2 },
        ],
      },
      { token: p.token },
    );
    expect(placed.body.code, JSON.stringify(placed.body)).toBe(0);
    [wonId, cancelledId] = placed.body.data.bets.map((b: { id: number }) => b.id);
    expect((await t.post('/bet/cancel', { id: cancelledId }, { token: p.token })).body.code).toBe(0);
    const trial = await t.trial();
    // An issue open now: on a loaded machine the first one may have closed meanwhile (20× time).
    const trialOrder = await t.post(
      '/user/makeOrder',
      {
        game: 'k3',
        issue: await openIssue(t, 'k3'),
        requestId: requestId(),
        bets: [{ play: 'HZ', selection: [['10']], unitPrice: 100, multiple: 1 }],
      },
      { token: trial.token },
    );
    expect(trialOrder.body.code, JSON.stringify(trialOrder.body)).toBe(0);
    const deadline = Date.now() + 15_000;
    for (;;) {
      await t.app.fairdraw.draws.drawDue();
      await t.app.fairdraw.settlement.idle();
      const d = await t.post('/bet/detail', { id: wonId }, { token: p.token });
      if (d.body.data.status === 'won') break;
      if (Date.now() > deadline) throw new Error('the bet was not settled');
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 120_000); // the first file of a worker on a machine at load 15 took over 60 s to build and settle

  afterAll(async () => {
    await t.assertLedgerInvariant();
    await t.close();
  });

  it('passes on real books: orders, a cancel, a payout, rebates, a trial bet', async () => {
    const report = await checkLedger(t.db);
    expect(report.violations).toEqual([]);
    expect(report.counts.bets).toBe(3);
    expect(report.counts.transfers).toBeGreaterThanOrEqual(7);
  });

  it('a cached balance that drifts from its entries', async () => {
    await expectBroken(
      ['balance-equals-entries'],
      `update ledger_accounts set balance_fen = balance_fen + 1 where user_id = ${userId}`,
      `update ledger_accounts set balance_fen = balance_fen - 1 where user_id = ${userId}`,
    );
  });

  it('an entry that no longer matches its transfer', async () => {
    const where = `id = (select e.id from ledger_entries e join ledger_accounts a on a.id = e.account_id
                          where a.user_id = ${userId} order by e.id limit 1)`;
    await expectBroken(
      ['transfer-balanced', 'entries-sum-zero', 'balance-equals-entries'],
      `update ledger_entries set amount_fen = amount_fen + 7 where ${where}`,
      `update ledger_entries set amount_fen = amount_fen - 7 where ${where}`,
    );
  });

  it('a settled bet whose payout differs from its settle transfer, or a lost bet that was paid', async () => {
    await expectBroken(
      ['settled-bet-paid-once'],
      `update bets set payout_fen = payout_fen + 1 where id = ${wonId}`,
      `update bets set payout_fen = payout_fen - 1 where id = ${wonId}`,
    );
    const [row] = rowsOf<{ payout_fen: number | string }>(
      await t.db.execute(sql`select payout_fen from bets where id = ${wonId}`),
    );
    await expectBroken(
      ['settled-bet-paid-once'],
      `update bets set status = 'lost', payout_fen = 0 where id = ${wonId}`,
      `update bets set status = 'won', payout_fen = ${Number(row?.payout_fen)} where id = ${wonId}`,
    );
  });

  it('a cancelled bet without its refund, a refund of a bet still pending', async () => {
    await expectBroken(
      ['cancelled-bet-refunded-once'],
      `update bets set status = 'pending' where id = ${cancelledId}`,
      `update bets set status = 'cancelled' where id = ${cancelledId}`,
    );
  });

  it('an order whose debit differs from its bets, a rebate on a bet that was not settled', async () => {
    await expectBroken(
      ['order-debit-equals-bets'],
      `update bet_orders set amount_fen = amount_fen + 100 where user_id = ${userId}`,
      `update bet_orders set amount_fen = amount_fen - 100 where user_id = ${userId}`,
    );
    await expectBroken(
      ['rebate-on-settled-bet'],
      `update bets set status = 'refunded' where id = ${wonId}`,
      `update bets set status = 'won' where id = ${wonId}`,
    );
  });

  it('a type total (ADR 135) off its entries in amount or in count, or one left without entries', async () => {
    const where = `type = 'betting' and account_id = (select id from ledger_accounts where user_id = ${userId})`;
    await expectBroken(
      ['type-totals-equal-entries'],
      `update ledger_type_totals set amount_fen = amount_fen + 11 where ${where}`,
      `update ledger_type_totals set amount_fen = amount_fen - 11 where ${where}`,
    );
    await expectBroken(
      ['type-totals-equal-entries'],
      `update ledger_type_totals set entry_count = entry_count + 1 where ${where}`,
      `update ledger_type_totals set entry_count = entry_count - 1 where ${where}`,
    );
    await t.db.execute(sql.raw(`update ledger_type_totals set amount_fen = amount_fen + 11 where ${where}`));
    try {
      const [v] = (await checkLedger(t.db)).violations;
      expect(v?.subject).toMatch(/^account id \d+ type betting$/);
      expect(v?.detail).toMatch(/^ledger_type_totals -?\d+ fen in \d+ entries ≠ Σ entries -?\d+ fen in \d+$/);
    } finally {
      await t.db.execute(
        sql.raw(`update ledger_type_totals set amount_fen = amount_fen - 11 where ${where}`),
      );
    }
    await expectBroken(
      ['type-totals-equal-entries'],
      `insert into ledger_type_totals (account_id, type, amount_fen, entry_count) select id, 'no-such-type', 5, 1 from ledger_accounts where user_id = ${userId}`,
      `delete from ledger_type_totals where type = 'no-such-type'`,
    );
  });

  it('the dashboard’s money per day (ADR 135 addendum) off its orders', async () => {
    await expectBroken(
      ['money-totals-equal-orders'],
      `insert into operator_money_daily (day, kind, order_count, amount_fen) values ('2026-01-02', 'recharge', 1, 100)`,
      `delete from operator_money_daily where day = '2026-01-02'`,
    );
    await t.db.execute(
      sql`insert into operator_money_daily (day, kind, order_count, amount_fen) values ('2026-01-02', 'withdraw', 2, 300)`,
    );
    let v;
    try {
      [v] = (await checkLedger(t.db)).violations;
    } finally {
      await t.db.execute(sql`delete from operator_money_daily where day = '2026-01-02'`);
    }
    expect(v).toMatchObject({
      check: 'money-totals-equal-orders',
      subject: 'withdraw on 2026-01-02',
      detail: "operator_money_daily 2 orders, 300 fen ≠ the orders' 0, 0 fen",
    });
  });

  it('a negative user balance (with the database constraint dropped to let it in)', async () => {
    await t.db.execute(sql`alter table ledger_accounts drop constraint ledger_accounts_balance_ck`);
    const [row] = rowsOf<{ balance_fen: number | string }>(
      await t.db.execute(sql`select balance_fen from ledger_accounts where user_id = ${userId}`),
    );
    await expectBroken(
      ['user-balance-non-negative', 'balance-equals-entries'],
      `update ledger_accounts set balance_fen = -1 where user_id = ${userId}`,
      `update ledger_accounts set balance_fen = ${Number(row?.balance_fen)} where user_id = ${userId}`,
    );
  });
});

function runCli(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/db/ledger-check-cli.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

// The CLI opens its own embedded DATA_DIR and never reads DATABASE_URL: not again in test:db.
describeInEmbeddedRun('npm run ledger:check (the CLI, on a PGlite DATA_DIR)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fairdraw-ledger-check-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('exits 0 on sound books, 1 listing violations, 2 politely while a server holds the directory', async () => {
    expect((await runCli({ DATA_DIR: join(dataDir, 'missing') })).code).toBe(2);

    // A migrated database: the run's migrated template when there is one (test/global-setup.ts), as every
    // test database starts; initdb and every migration otherwise.
    const template = inject('pgliteTemplate');
    const database = await openDatabase({
      kind: 'pglite',
      dataDir,
      ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
    });
    if (!template) await runMigrations(database);
    await database.close();
    const sound = await runCli({ DATA_DIR: dataDir });
    expect(sound.output).toMatch(/ledger:check OK/);
    expect(sound.code).toBe(0);

    const broken = await openDatabase({ kind: 'pglite', dataDir });
    await broken.db.execute(
      sql`insert into ledger_accounts (kind, code, balance_fen) values ('system', 'system:drift', 5)`,
    );
    await broken.close();
    const failed = await runCli({ DATA_DIR: dataDir });
    expect(failed.code).toBe(1);
    expect(failed.output).toMatch(/\[balance-equals-entries\] account system:drift: cached balance 5/);

    const lock = acquireLock(dataDir); // as the running server would
    try {
      const refused = await runCli({ DATA_DIR: dataDir });
      expect(refused.code).toBe(2);
      expect(refused.output).toContain(`The server (pid ${process.pid}) is using`);
    } finally {
      lock.release();
    }
  }, 240_000); // four CLI processes, each compiling itself (tsx) and opening PGlite: 118 s in a saturated CI run
});
