import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { resolveSecrets } from '../lib/secrets';
import { LockHeldError, acquireLock } from './lock-file';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'fairdraw-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('DATA_DIR lock file', () => {
  it('is exclusive while its holder lives, and removed on release', () => {
    const dir = tempDir();
    const lock = acquireLock(dir);
    expect(readFileSync(lock.path, 'utf8')).toBe(String(process.pid));
    // Another live process (our parent, the test runner's) holding it: refused.
    writeFileSync(lock.path, String(process.ppid));
    expect(() => acquireLock(dir)).toThrow(LockHeldError);
    writeFileSync(lock.path, String(process.pid));
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('takes over a stale lock whose process is dead', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    writeFileSync(join(dir, 'fairdraw.lock'), dead);
    const lock = acquireLock(dir);
    expect(readFileSync(lock.path, 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});

describe('generated secrets', () => {
  it('are created once in DATA_DIR/secrets.json and reused', () => {
    const dir = tempDir();
    const first = resolveSecrets({}, dir);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(resolveSecrets({}, dir)).toEqual(first);
    expect(resolveSecrets({ jwtSecret: 'z'.repeat(40) }, dir)).toEqual({
      ...first,
      jwtSecret: 'z'.repeat(40),
    });
  });

  it('are random per process without a DATA_DIR (in-memory databases)', () => {
    expect(resolveSecrets({}, null).jwtSecret).not.toBe(resolveSecrets({}, null).jwtSecret);
  });
});
