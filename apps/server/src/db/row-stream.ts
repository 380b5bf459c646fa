import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';

import { rowsOf } from '../lib/rows';
import type { DbOrTx } from './client';

const dialect = new PgDialect();

/** The connection under a Drizzle transaction on node-postgres (a pooled client), else null. */
function pgClientOf(db: DbOrTx): pg.Client | null {
  const client = (db as unknown as { _?: { session?: { client?: unknown } } })._?.session?.client;
  return client instanceof pg.Client ? client : null;
}

/**
 * Runs `query` and hands each row, as an array of its columns' values in select order, to `visit`
 * as it arrives, keeping none. In a transaction on node-postgres the rows are streamed: a result of
 * 20,000 rows never lives as 20,000 row objects, which survived the young generation's collections
 * while the result was read and were copied and promoted (settlement's pages, docs/performance.md).
 * Elsewhere (PGlite, a pool) the result is read whole, as `db.execute` does. Returns the row count.
 */
export async function forEachRow(db: DbOrTx, query: SQL, visit: (row: unknown[]) => void): Promise<number> {
  const client = pgClientOf(db);
  if (!client) {
    const rows = rowsOf<Record<string, unknown>>(await db.execute(query));
    for (const row of rows) visit(Object.values(row));
    return rows.length;
  }
  const built = dialect.sqlToQuery(query);
  // No callback: node-postgres then emits each row and accumulates none.
  const config: pg.QueryArrayConfig = { text: built.sql, values: built.params, rowMode: 'array' };
  const streamed = new pg.Query(config);
  let count = 0;
  let failure: unknown = null;
  await new Promise<void>((resolve, reject) => {
    streamed.on('row', (row: unknown[]) => {
      if (failure) return;
      count += 1;
      try {
        visit(row);
      } catch (err) {
        // The statement still runs to its end on the connection; the caller gets the first error.
        failure = err;
      }
    });
    streamed.on('error', reject);
    streamed.on('end', () => (failure ? reject(failure as Error) : resolve()));
    client.query(streamed);
  });
  return count;
}
