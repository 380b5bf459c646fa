// `npm run operator:enrol-code -- <account>`: a one-time TOTP enrolment code for an operator, issued
// from the server's shell. It starts the first admin's enrolment in production, where no enrolled
// admin exists yet to issue one (ADR 102). With PGlite, stop the server first (it holds DATA_DIR).
import { resolve } from 'node:path';

import { openDatabase } from '../../db/client';
import { acquireLock } from '../../db/lock-file';
import { runMigrations } from '../../db/migrate';
import { EnvError, loadEnv } from '../../env';
import { createOperatorsRepo } from './admin-operators.repo';
import { openEnrolCode } from './enrol-code';

async function main(account: string | undefined): Promise<void> {
  if (!account) throw new Error('usage: npm run operator:enrol-code -- <operator account>');
  const env = loadEnv();
  const dataDir = resolve(env.DATA_DIR);
  const lock = env.DATABASE_URL ? null : acquireLock(dataDir);
  try {
    const database = await openDatabase(
      env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir },
    );
    try {
      await runMigrations(database);
      const repo = createOperatorsRepo(database.db);
      const row = await repo.byAccount(account);
      if (!row) throw new Error(`no operator ${account}`);
      const { code, expiresAt } = await openEnrolCode(repo, row.operator.id, new Date());
      console.log(
        `One-time enrolment code for ${row.operator.account} (until ${expiresAt.toISOString()}): ${code}`,
      );
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
  process.exit(1);
});
