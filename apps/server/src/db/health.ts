import { sql } from 'drizzle-orm';

import type { Db } from './client';
import { rowsOf } from '../lib/rows';

/** The readiness probe's statements (GET /readyz, docs/operations.md): is the database answering… */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** …and how many of drizzle's migrations it has applied. */
export async function appliedMigrationCount(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
  );
  return Number(row?.n ?? 0);
}
