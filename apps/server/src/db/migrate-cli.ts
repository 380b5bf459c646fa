// `npm run db:migrate`: apply pending migrations without starting the server (the server also
// applies them at start). Uses the same env, lock and drivers as src/server.ts.
import { resolve } from 'node:path';

import { EnvError, loadEnv } from '../env';
import { openDatabase } from './client';
import { acquireLock } from './lock-file';
import { migrationsFolder, runMigrations } from './migrate';

async function main(): Promise<void> {
  const env = loadEnv();
  const dataDir = resolve(env.DATA_DIR);
  const lock = env.DATABASE_URL ? null : acquireLock(dataDir);
  try {
    const database = await openDatabase(
      env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir },
    );
    try {
      await runMigrations(database);
      console.log(`migrations from ${migrationsFolder()} applied (${database.kind})`);
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
