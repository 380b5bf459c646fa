// npm run backup [-- <directory>]: a consistent copy of the embedded database (ADR 113). With a server
// running on DATA_DIR it asks that server (SIGUSR2) and waits for the copy; without one it opens the
// directory itself. PostgreSQL is backed up with its own tools (docs/operations.md).
import { resolve } from 'node:path';

import { loadEnv } from '../env';
import { backupPglite, backupsDirOf, backupsSince } from './backup';
import { openDatabase } from './client';
import { acquireLock, lockHolder } from './lock-file';

const waitMs = 10 * 60_000;

async function main(): Promise<void> {
  const env = loadEnv();
  if (env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump / WAL archiving (docs/operations.md).',
    );
    process.exit(2);
  }
  process.umask(0o077);
  const dataDir = resolve(env.DATA_DIR);
  const since = Date.now();
  const holder = lockHolder(dataDir);
  if (holder !== null) {
    process.kill(holder, 'SIGUSR2');
    const deadline = Date.now() + waitMs;
    for (;;) {
      const [done] = backupsSince(backupsDirOf(dataDir), since);
      if (done) {
        console.log(done);
        return;
      }
      if (Date.now() > deadline)
        throw new Error(`server ${holder} wrote no backup within ${waitMs / 1000} s: see its log`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  const lock = acquireLock(dataDir);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      if (!database.pglite) throw new Error('not an embedded database');
      console.log(await backupPglite(database.pglite, dataDir));
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
