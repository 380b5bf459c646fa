import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { rowsOf } from '../lib/rows';
import { createTestDatabase } from '../../test/test-database';
import { pagedJson } from './json-page';

describe('list statements (pagedJson)', () => {
  it('answer the page and its total on either driver', async () => {
    const { database, dispose } = await createTestDatabase();
    try {
      const page = await pagedJson<{ n: number }>(
        database.db,
        sql`select ${3}::int as total, json_build_array(json_build_object('n', 1), json_build_object('n', 2)) as list`,
      );
      expect(page).toEqual({ total: 3, rows: [{ n: 1 }, { n: 2 }] });
    } finally {
      await dispose();
    }
  });

  // PGlite runs every statement unnamed whatever it is told: only PostgreSQL keeps a named one.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'on PostgreSQL run as one named prepared statement per shape, parsed once per connection',
    async () => {
      const { database, dispose } = await createTestDatabase();
      try {
        await database.db.transaction(async (tx) => {
          const list = (userId: number) =>
            pagedJson(tx, sql`select ${userId}::int as total, '[]'::json as list`);
          await list(1);
          await list(2);
          const [row] = rowsOf<{ n: number }>(
            await tx.execute(
              sql`select count(*)::int as n from pg_prepared_statements where name like 'fd\\_%'`,
            ),
          );
          expect(row?.n).toBe(1);
        });
      } finally {
        await dispose();
      }
    },
  );
});
