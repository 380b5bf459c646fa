import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';
import type { TestProject } from 'vitest/node';

import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tar), loaded by every test database of the run. */
    pgliteTemplate: string | null;
    /** A migrated PostgreSQL database every test database of the run is created from. */
    postgresTemplate: string | null;
  }
}

/**
 * Migrates one database per run and lets every test file copy it (ADR 117): a fresh PGlite runs
 * initdb and every migration (seconds per file on a busy 2-core machine); loading a migrated data
 * directory skips both. On PostgreSQL, `CREATE DATABASE … TEMPLATE` copies the migrated files.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void> | void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await runMigrations(database);
    const dump = await database.pglite!.dumpDataDir('none');
    await database.close();
    const dir = mkdtempSync(join(tmpdir(), 'fairdraw-pglite-template-'));
    const file = join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    project.provide('postgresTemplate', null);
    return () => rmSync(dir, { recursive: true, force: true });
  }
  const name = `fairdraw_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
  await runMigrations(database);
  // A template must have no connections while it is copied.
  await database.close();
  project.provide('pgliteTemplate', null);
  project.provide('postgresTemplate', name);
  return async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    try {
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await dropper.end();
    }
  };
}
