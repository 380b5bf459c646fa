import { randomBytes } from 'node:crypto';

import { readFileSync } from 'node:fs';

import pg from 'pg';
import { inject } from 'vitest';

import { type Database, type QueryListener, openDatabase, pgliteDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { returnPglite, takePglite } from './pglite-reuse';

export interface TestDatabase {
  database: Database;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  dispose: () => Promise<void>;
}

/** The run's migrated PGlite data directory (test/global-setup.ts), read once per worker. */
let pgliteTemplate: Blob | null | undefined;
function migratedPgliteDump(): Blob | null {
  if (pgliteTemplate === undefined) {
    const file = inject('pgliteTemplate');
    pgliteTemplate = file ? new Blob([readFileSync(file)]) : null;
  }
  return pgliteTemplate;
}

/**
 * A fresh, migrated database per test file (ADR 005): PGlite in memory by default; with
 * DATABASE_URL set, a uniquely named database on that server, dropped afterwards. Both start as a
 * copy of the run's migrated template (test/global-setup.ts) when there is one.
 */
export async function createTestDatabase(options: { onQuery?: QueryListener } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  const listen = options.onQuery ? { onQuery: options.onQuery } : {};
  if (!adminUrl) {
    const template = migratedPgliteDump();
    if (!template) {
      const database = await openDatabase({ kind: 'pglite', dataDir: null, ...listen });
      await runMigrations(database);
      return { database, dispose: () => database.close() };
    }
    // The worker's instances go from file to file, reset to the template in between (test/pglite-reuse.ts).
    const client = await takePglite(template);
    let returned: Promise<void> | undefined;
    const giveBack = () => (returned ??= returnPglite(client));
    const database: Database = { ...pgliteDatabase(client, options.onQuery), close: giveBack };
    return { database, dispose: giveBack };
  }
  const name = `fairdraw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const template = inject('postgresTemplate');
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 8, ...listen });
  if (!inject('postgresTemplate')) await runMigrations(database);
  return {
    database,
    dispose: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
