import { type SQL, is } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';

import type { DbOrTx } from './client';
import {
  type PgliteQueryable,
  executeNamedOnPglite,
  sqlLiteralsOf,
  statementNameOf,
} from './pglite-prepared';

const dialect = new PgDialect();
const namesByText = new Map<string, string>();
/** Statement shapes remembered; beyond this a query runs unnamed (a guard against dynamic SQL). */
const maxNamed = 256;

/**
 * Runs a fixed-shape raw statement as a NAMED prepared statement (named after its text's hash):
 * PostgreSQL parses it once per connection and, after a few runs, reuses a generic plan. For
 * makeOrder's two statements parse and plan were about 60 % of their server time (docs/performance.md).
 * Drizzle's `db.execute` always sends them unnamed, and its PGlite driver ignores the name: on PGlite
 * the statement is PREPAREd once and EXECUTEd (pglite-prepared.ts). Same result as `db.execute`.
 */
export async function executePrepared(db: DbOrTx, query: SQL): Promise<unknown> {
  const built = dialect.sqlToQuery(query);
  let name = namesByText.get(built.sql);
  if (!name && namesByText.size < maxNamed) {
    name = statementNameOf(built.sql);
    namesByText.set(built.sql, name);
  }
  const session = db._.session;
  const literals = name && is(session, PgliteSession) ? sqlLiteralsOf(built.params) : null;
  if (name && literals) {
    const pglite = session as unknown as {
      client: PgliteQueryable;
      logger: { logQuery(query: string, params: unknown[]): void };
    };
    // Told as drizzle tells every statement (tests count round trips with it).
    pglite.logger.logQuery(built.sql, built.params);
    return executeNamedOnPglite(pglite.client, name, built.sql, literals);
  }
  return session.prepareQuery(built, undefined, name, false).execute();
}
