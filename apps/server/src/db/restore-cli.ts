// npm run restore -- <backup directory> [--replace]: puts a backup made by `npm run backup` into
// DATA_DIR (ADR 113). The server must be stopped: DATA_DIR's lock is taken for the whole restore.
import { resolve } from 'node:path';

import { loadEnv } from '../env';
import { restorePglite } from './backup';
import { acquireLock } from './lock-file';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const backupDir = args.find((a) => !a.startsWith('--'));
  if (!backupDir) {
    console.error('usage: npm run restore -- <backup directory> [--replace]');
    process.exit(2);
  }
  const env = loadEnv();
  process.umask(0o077);
  const dataDir = resolve(env.DATA_DIR);
  const lock = acquireLock(dataDir); // refuses while a server runs on DATA_DIR
  try {
    await restorePglite(resolve(backupDir), dataDir, { replace: args.includes('--replace') });
    console.log(`restored ${resolve(backupDir)} into ${dataDir}`);
  } finally {
    lock.release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
