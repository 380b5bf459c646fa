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

  // On PostgreSQL a protocol-level named statement; on PGlite a PREPAREd one (ADR 140). Counted by
  // its own text: a PGlite instance reused from another file keeps that file's statements too.
  it('run as one named prepared statement per shape, parsed once per session', async () => {
    const { database, dispose } = await createTestDatabase();
    try {
      await database.db.transaction(async (tx) => {
        const list = (userId: number) =>
          pagedJson(tx, sql`select ${userId}::int as total, '[]'::json as list -- json-page.test`);
        expect(await list(1)).toEqual({ total: 1, rows: [] });
        expect(await list(2)).toEqual({ total: 2, rows: [] });
        const [row] = rowsOf<{ n: number }>(
          await tx.execute(
            sql`select count(*)::int as n from pg_prepared_statements
                 where name like 'fd\_%' and statement like '%-- json-page.test%'`,
          ),
        );
        expect(row?.n).toBe(1);
      });
    } finally {
      await dispose();
    }
  });
});
