// `npm run ledger:check`: verifies the books of a database (DATABASE_URL, else the PGlite DATA_DIR).
// Incremental by default: only what came after the last green check's checkpoint (ADR 128); `--full`
// reads everything (and verifies the checkpoint). A green run stores a new checkpoint, the only
// thing it writes (`--no-checkpoint`: none). Exit 0 when every invariant holds, 1 with the first
// violations listed, 2 when it cannot look (the server holds the PGlite directory, no database, wrong env).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { EnvError, loadEnv } from '../env';
import { checkLedger } from '../modules/wallet/ledger-check';
import { openDatabase } from './client';
import { LockHeldError, acquireLock } from './lock-file';

class CannotCheck extends Error {}

async function main(): Promise<number> {
  const env = loadEnv();
  const dataDir = resolve(env.DATA_DIR);
  if (!env.DATABASE_URL && !existsSync(join(dataDir, 'pglite'))) {
    throw new CannotCheck(`No database in ${dataDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL).`);
  }
  // PGlite allows one process per directory (stack notes): never open it under a running server.
  let lock;
  try {
    lock = env.DATABASE_URL ? null : acquireLock(dataDir);
  } catch (error) {
    if (!(error instanceof LockHeldError)) throw error;
    throw new CannotCheck(
      `The server (pid ${error.pid}) is using ${dataDir}; PGlite cannot be shared between processes.\n` +
        'Stop the server and run ledger:check again, or run the server on PostgreSQL (DATABASE_URL) ' +
        'to check it live.',
    );
  }
  try {
    const database = await openDatabase(
      env.DATABASE_URL
        ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: 1 }
        : { kind: 'pglite', dataDir },
    );
    try {
      const started = performance.now();
      const args = process.argv.slice(2);
      const report = await checkLedger(database.db, 20, {
        mode: args.includes('--full') ? 'full' : 'incremental',
        writeCheckpoint: !args.includes('--no-checkpoint'),
      }).catch((error: unknown) => {
        throw new CannotCheck(`Could not read the ledger (is the database migrated?): ${String(error)}`);
      });
      const { violations, counts, mode, checkpoint, wroteCheckpoint } = report;
      const ms = Math.round(performance.now() - started);
      const about = mode === 'incremental' ? '≈ ' : '';
      const scope =
        `${counts.accounts} accounts, ${about}${counts.transfers} transfers, ${about}${counts.entries} entries, ` +
        `${about}${counts.orders} orders, ${about}${counts.bets} bets on ${database.kind} in ${ms} ms, ` +
        (mode === 'incremental'
          ? `incremental after checkpoint ${checkpoint?.id} (entry ${checkpoint?.uptoEntryId}, bet ${checkpoint?.uptoBetId})`
          : 'full') +
        (wroteCheckpoint ? `; checkpoint ${wroteCheckpoint} stored` : '');
      if (!violations.length) {
        console.log(`ledger:check OK — ${scope}`);
        return 0;
      }
      console.error(
        `ledger:check FAILED — ${violations.length} violation(s) (first of each check) in ${scope}`,
      );
      for (const v of violations) console.error(`  [${v.check}] ${v.subject}: ${v.detail}`);
      return 1;
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EnvError || error instanceof CannotCheck ? error.message : error);
    process.exit(2);
  },
);
