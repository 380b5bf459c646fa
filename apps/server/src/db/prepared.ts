import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

import type { DbOrTx } from './client';
import { statementNameOf } from './pglite-prepared';

const dialect = new PgDialect();
const namesByText = new Map<string, string>();
/** Statement shapes remembered; beyond this a query runs unnamed (a guard against dynamic SQL). */
const maxNamed = 256;

/**
 * Runs a fixed-shape raw statement as a NAMED prepared statement (named after its text's hash):
 * PostgreSQL parses it once per connection and, after a few runs, reuses a generic plan. For
 * makeOrder's two statements parse and plan were about 60 % of their server time (docs/performance.md).
 * Drizzle's `db.execute` always sends them unnamed, and its PGlite driver ignores the name: on PGlite
 * the statement is PREPAREd once and EXECUTEd (honourStatementNames). Same result as `db.execute`.
 */
export async function executePrepared(db: DbOrTx, query: SQL): Promise<unknown> {
  const built = dialect.sqlToQuery(query);
  let name = namesByText.get(built.sql);
  if (!name && namesByText.size < maxNamed) {
    name = statementNameOf(built.sql);
    namesByText.set(built.sql, name);
  }
  return db._.session.prepareQuery(built, undefined, name, false).execute();
}
