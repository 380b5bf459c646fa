import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';

import { serverPackageDir } from '../lib/package-dir';
import type { Database, Schema } from './client';

/** drizzle-kit's generated SQL (apps/server/drizzle, committed); dist/drizzle after a build. */
export function migrationsFolder(): string {
  const candidates = [join(serverPackageDir(), 'drizzle'), join(serverPackageDir(), 'dist', 'drizzle')];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`no migrations in ${candidates.join(' or ')}`);
  return found;
}

/** The same migration files on both drivers; drizzle records applied ones in drizzle.__drizzle_migrations. */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config);
  } else {
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, config);
  }
}
