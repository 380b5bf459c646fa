import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class LockHeldError extends Error {
  constructor(
    readonly path: string,
    readonly pid: number,
  ) {
    super(`${path} is held by running process ${pid}: another server uses this DATA_DIR`);
    this.name = 'LockHeldError';
  }
}

export interface LockFile {
  path: string;
  release(): void;
}

/**
 * PGlite takes no lock on its directory and two processes on one directory silently lose writes
 * (stack-notes). An O_EXCL pid file keeps a second server out; a lock whose pid is dead is stale
 * (the holder crashed) and is taken over.
 */
export function acquireLock(dataDir: string, name = 'fairdraw.lock'): LockFile {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, name);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { path, release: () => releaseIfOurs(path) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(path);
      if (holder !== null && holder !== process.pid && isAlive(holder)) throw new LockHeldError(path, holder);
      unlinkSync(path);
    }
  }
  throw new Error(`could not take ${path}`);
}

/** The pid of the live process holding DATA_DIR's lock, or null (backup-cli signals it). */
export function lockHolder(dataDir: string, name = 'fairdraw.lock'): number | null {
  const pid = readPid(join(dataDir, name));
  return pid !== null && isAlive(pid) ? pid : null;
}

function releaseIfOurs(path: string): void {
  try {
    if (readPid(path) === process.pid) unlinkSync(path);
  } catch {
    // Already gone: nothing to release.
  }
}

function readPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
