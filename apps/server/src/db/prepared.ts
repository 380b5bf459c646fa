import { createHash } from 'node:crypto';

import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

import type { DbOrTx } from './client';

const dialect = new PgDialect();
const namesByText = new Map<string, string>();
/** Statement shapes remembered; beyond this a query runs unnamed (a guard against dynamic SQL). */
const maxNamed = 256;

/**
 * Runs a fixed-shape raw statement as a NAMED prepared statement (named after its text's hash):
 * PostgreSQL parses it once per connection and, after a few runs, reuses a generic plan. For
 * makeOrder's two statements parse and plan were about 60 % of their server time (docs/performance.md).
 * Drizzle's `db.execute` always sends them unnamed. PGlite ignores the name. Same result as
 * `db.execute`.
 */
export function executePrepared(db: DbOrTx, query: SQL) {
  const built = dialect.sqlToQuery(query);
  let name = namesByText.get(built.sql);
  if (!name && namesByText.size < maxNamed) {
    name = `fd_${createHash('sha1').update(built.sql).digest('hex').slice(0, 24)}`;
    namesByText.set(built.sql, name);
  }
  return db._.session.prepareQuery(built, undefined, name, false).execute();
}
