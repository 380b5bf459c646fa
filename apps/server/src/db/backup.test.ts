import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { randomIp, rowsOf, testConfig, uniqueAccount, buildCheckedApp } from '../../test/helper';
import type { buildApp } from '../app';
import { secureDataDir } from '../lib/data-dir-permissions';
import { RestoreTargetInUseError, backupPglite, restorePglite } from './backup';
import { openDatabase } from './client';
import { runMigrations } from './migrate';
import { describeInEmbeddedRun } from '../../test/run-scope';

const register = (app: Awaited<ReturnType<typeof buildApp>>, account: string) =>
  app.inject({
    method: 'POST',
    url: '/user/register',
    remoteAddress: randomIp(),
    payload: {
      account,
      password: 'fair2draw58',
      confirmPassword: 'fair2draw58',
      inviteCode: '8888',
      agree: true,
    },
  });

describeInEmbeddedRun('embedded database backup and restore (ADR 113)', () => {
  it('copies a running server’s database consistently, and the copy restores into a fresh DATA_DIR', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fairdraw-backup-'));
    writeFileSync(join(dataDir, 'secrets.json'), '{"marker":"secrets of this install"}', { mode: 0o600 });
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await runMigrations(database);
    const app = await buildCheckedApp({
      config: testConfig(),
      db: database.db,
      dbKind: 'pglite',
      drawScheduler: false,
    });
    const before = uniqueAccount('bk');
    const during = uniqueAccount('bk');
    const after = uniqueAccount('bk');
    let backup: string;
    try {
      expect((await register(app, before)).json<{ code: number }>().code).toBe(0);
      // While the server answers a registration (its own transaction), the backup is taken.
      const [registered, taken] = await Promise.all([
        register(app, during),
        backupPglite(database.pglite!, dataDir),
      ]);
      expect(registered.json<{ code: number }>().code).toBe(0);
      backup = taken;
      expect((await register(app, after)).json<{ code: number }>().code).toBe(0);
    } finally {
      await app.close();
      await database.close();
    }
    expect(statSync(join(backup, 'pglite.tar.gz')).mode & 0o077).toBe(0);

    const fresh = mkdtempSync(join(tmpdir(), 'fairdraw-restore-'));
    await restorePglite(backup, fresh);
    expect(secureDataDir(fresh).fixed, 'restore leaves DATA_DIR owner-only').toBe(0);
    expect(readFileSync(join(fresh, 'secrets.json'), 'utf8')).toContain('secrets of this install');
    await expect(restorePglite(backup, fresh)).rejects.toBeInstanceOf(RestoreTargetInUseError);

    const restored = await openDatabase({ kind: 'pglite', dataDir: fresh });
    try {
      const accounts = rowsOf<{ account: string }>(
        await restored.db.execute(
          sql`select account from users where account in (${before}, ${during}, ${after})`,
        ),
      ).map((r) => r.account);
      expect(accounts).toContain(before);
      expect(accounts).not.toContain(after);
      // The registration racing the backup is either wholly in it or wholly not: its wallet too.
      const [wallets] = rowsOf<{ users: number; accounts: number }>(
        await restored.db.execute(sql`
          select count(distinct u.id)::int as users, count(a.id)::int as accounts
            from users u left join ledger_accounts a on a.user_id = u.id
           where u.account in (${before}, ${during})`),
      );
      expect(wallets?.accounts).toBeGreaterThanOrEqual(wallets?.users ?? 0);
      // A restored database is a working one: migrations are current and it takes writes.
      await runMigrations(restored);
      await restored.db.execute(
        sql`update users set rebate_per_mille = rebate_per_mille where account = ${before}`,
      );
    } finally {
      await restored.close();
    }
  }, 240_000);
});
