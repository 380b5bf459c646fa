import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Owner only: the embedded database, secrets.json and backups hold the books and the keys. */
export const privateUmask = 0o077;
const dirMode = 0o700;
const fileMode = 0o600;

/**
 * Makes DATA_DIR owner-only (docs/security.md finding 11): directories 0700, files 0600. Fixes what an
 * older version or a copy left open instead of refusing to start (ADR 113): the operator is warned
 * with the count. Symbolic links are left alone (their target is not ours to change).
 */
export function secureDataDir(dataDir: string): { fixed: number } {
  mkdirSync(dataDir, { recursive: true, mode: dirMode });
  let fixed = 0;
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? dirMode : fileMode;
    if ((stat.mode & 0o777) !== wanted) {
      chmodSync(path, wanted);
      fixed += 1;
    }
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dataDir);
  return { fixed };
}
