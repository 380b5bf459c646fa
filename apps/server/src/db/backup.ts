import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';

import { secureDataDir } from '../lib/data-dir-permissions';

/** Where `npm run backup` puts copies unless told otherwise: DATA_DIR/backups/fairdraw-<ms>. */
export const backupsDirOf = (dataDir: string) => join(dataDir, 'backups');
const backupPrefix = 'fairdraw-';
const tarName = 'pglite.tar.gz';
const secretsName = 'secrets.json';

/** Backups in `dir` taken at or after `sinceMs`, oldest first. */
export function backupsSince(dir: string, sinceMs: number): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.startsWith(backupPrefix) && Number(name.slice(backupPrefix.length)) >= sinceMs)
    .sort()
    .map((name) => join(dir, name));
}

/**
 * A consistent copy of the embedded database while the server runs (ADR 113): a CHECKPOINT, then,
 * inside PGlite's transaction lock (no transaction is half done: they are serialized on its one
 * connection), PGlite's own tarball of its data directory. secrets.json goes along: without the
 * pepper and the keys the copy's fund passwords, seeds and card numbers are unreadable. Written under a
 * temporary name and renamed, so a finished backup is the only kind anyone sees.
 */
export async function backupPglite(
  client: PGlite,
  dataDir: string,
  into = backupsDirOf(dataDir),
): Promise<string> {
  const takenAt = Date.now();
  const final = join(into, `${backupPrefix}${takenAt}`);
  const partial = `${final}.partial`;
  mkdirSync(partial, { recursive: true, mode: 0o700 });
  // Less WAL to replay at restore; exec takes the transaction lock itself, so it goes first.
  await client.exec('CHECKPOINT');
  const tarball = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  writeFileSync(join(partial, tarName), Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
  const secrets = join(dataDir, secretsName);
  if (existsSync(secrets)) copyFileSync(secrets, join(partial, secretsName));
  renameSync(partial, final);
  return final;
}

export class RestoreTargetInUseError extends Error {
  constructor(readonly path: string) {
    super(`${path} already holds a database: restore into an empty DATA_DIR, or pass --replace`);
    this.name = 'RestoreTargetInUseError';
  }
}

/**
 * Puts a backup into `dataDir` (the server must be stopped: the caller holds DATA_DIR's lock). An
 * existing database is refused unless `replace`, and then kept beside as pglite.replaced-<ms>.
 * PGlite unpacks the tarball and starts on it once, so a damaged backup fails here, not at start.
 */
export async function restorePglite(
  backupDir: string,
  dataDir: string,
  options: { replace?: boolean } = {},
): Promise<void> {
  const target = join(dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const tarball = new Blob([readFileSync(join(backupDir, tarName))]);
  if (existsSync(target)) {
    if (!options.replace) throw new RestoreTargetInUseError(target);
    renameSync(target, `${target}.replaced-${Date.now()}`);
  }
  const client = new PGlite(target, { loadDataDir: tarball });
  await client.waitReady;
  await client.query('select 1');
  await client.close();
  const secrets = join(backupDir, secretsName);
  if (existsSync(secrets)) {
    const current = join(dataDir, secretsName);
    if (existsSync(current)) renameSync(current, `${current}.replaced-${Date.now()}`);
    copyFileSync(secrets, current);
  }
  // PGlite unpacks its files 0666: owner-only, as the server keeps DATA_DIR.
  secureDataDir(dataDir);
}
