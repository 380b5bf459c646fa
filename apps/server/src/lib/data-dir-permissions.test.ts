import { chmodSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, it } from 'vitest';

import { openDatabase } from '../db/client';
import { privateUmask, secureDataDir } from './data-dir-permissions';
import { describeInEmbeddedRun } from '../../test/run-scope';

/** Every path under `dir` whose mode lets group or others in. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stat = statSync(path);
    if (stat.mode & 0o077) found.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return found;
}

describeInEmbeddedRun('DATA_DIR permissions (issue 22 finding 11)', () => {
  it('makes an existing world-writable DATA_DIR owner-only: directories 0700, files 0600', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fairdraw-perm-'));
    mkdirSync(join(dir, 'pglite', 'base'), { recursive: true });
    writeFileSync(join(dir, 'pglite', 'base', '1234'), 'x');
    writeFileSync(join(dir, 'secrets.json'), '{}');
    for (const p of [dir, join(dir, 'pglite'), join(dir, 'pglite', 'base')]) chmodSync(p, 0o777);
    chmodSync(join(dir, 'pglite', 'base', '1234'), 0o666);
    chmodSync(join(dir, 'secrets.json'), 0o644);

    expect(secureDataDir(dir).fixed).toBe(5);
    expect(openToOthers(dir)).toEqual([]);
    expect(statSync(join(dir, 'pglite', 'base')).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(secureDataDir(dir).fixed).toBe(0);
  });

  it('PGlite sets 0666 on its files whatever the umask: DATA_DIR stays 0700, and the sweep after opening closes them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fairdraw-umask-'));
    const before = process.umask(privateUmask);
    try {
      secureDataDir(dir);
      const database = await openDatabase({ kind: 'pglite', dataDir: dir });
      // Files written after the sweep (new relations, WAL) sit behind DATA_DIR's 0700.
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(openToOthers(dir).length).toBeGreaterThan(0); // why server.ts sweeps again after opening
      expect(secureDataDir(dir).fixed).toBeGreaterThan(0);
      await database.close();
    } finally {
      process.umask(before);
    }
    expect(readdirSync(join(dir, 'pglite')).length).toBeGreaterThan(5);
    expect(openToOthers(dir)).toEqual([]);
  }, 180_000); // initdb on disk: tens of seconds on a loaded 2-core machine
});
