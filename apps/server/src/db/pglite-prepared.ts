import { createHash } from 'node:crypto';

import { types } from '@electric-sql/pglite';
import type { PgSession } from 'drizzle-orm/pg-core';

/** What a PGlite instance or one of its transactions offers (PGlite's `Transaction` has the same). */
export interface PgliteQueryable {
  query(text: string, params?: unknown[], options?: object): Promise<unknown>;
  exec(text: string): Promise<unknown>;
}

// As drizzle's PGlite driver reads raw statements: times and dates stay text, as on every other
// PGlite statement of the server.
const keepText = (value: string) => value;
const rawRows = {
  rowMode: 'object',
  parsers: {
    [types.TIMESTAMP]: keepText,
    [types.TIMESTAMPTZ]: keepText,
    [types.INTERVAL]: keepText,
    [types.DATE]: keepText,
    1231: keepText, // numeric[]
    1115: keepText, // timestamp[]
    1185: keepText, // timestamptz[]
    1187: keepText, // interval[]
    1182: keepText, // date[]
  },
};

/** A scalar parameter's text as PostgreSQL's input functions read it; null where this writes none. */
function scalarText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  return null;
}

/**
 * A one-dimensional array in PostgreSQL's array input syntax: every element double-quoted with `\`
 * and `"` escaped (the array parser's own escapes, not a string literal's), null as NULL. Null for
 * nested arrays or elements this does not write.
 */
function arrayText(values: readonly unknown[]): string | null {
  const elements: string[] = [];
  for (const value of values) {
    if (value === null || value === undefined) {
      elements.push('NULL');
      continue;
    }
    const text = scalarText(value);
    if (text === null) return null;
    elements.push(`"${text.replace(/[\\"]/g, '\\$&')}"`);
  }
  return `{${elements.join(',')}}`;
}

/**
 * A parameter as an SQL literal of unknown type, which EXECUTE coerces to the prepared statement's
 * parameter type as a bound text parameter would be. Dollar-quoted, with a tag the value does not
 * contain: no escape processing whatever `standard_conforming_strings` says. Null for a value this
 * does not write (the caller then runs the statement unnamed).
 */
export function sqlLiteralOf(value: unknown): string | null {
  if (value === null || value === undefined) return 'null';
  const text = Array.isArray(value) ? arrayText(value) : scalarText(value);
  if (text === null || text.includes('\0')) return null;
  let n = 0;
  let tag = '$p$';
  while (text.includes(tag)) tag = `$p${(n += 1)}$`;
  return `${tag}${text}${tag}`;
}

/** Every parameter as a literal, or null when one cannot be written (run the statement unnamed). */
export function sqlLiteralsOf(params: readonly unknown[]): string[] | null {
  const literals: string[] = [];
  for (const param of params) {
    const literal = sqlLiteralOf(param);
    if (literal === null) return null;
    literals.push(literal);
  }
  return literals;
}

const preparedBy = new WeakMap<PgliteQueryable, Map<string, Promise<void>>>();

/**
 * PGlite has one session and its `query` always parses and plans anew: makeOrder's insert cost
 * ≈ 3 ms of planning and 3 ms of parsing a batch there (docs/performance.md). So a named statement
 * is PREPAREd once per session (a PREPARE outlives a rolled-back transaction) and each run is an
 * EXECUTE with the parameters as literals (sqlLiteralsOf).
 */
export async function executeNamedOnPglite(
  client: PgliteQueryable,
  name: string,
  text: string,
  literals: readonly string[],
  options: object = rawRows,
): Promise<unknown> {
  const prepared = preparedBy.get(client) ?? new Map<string, Promise<void>>();
  preparedBy.set(client, prepared);
  let ready = prepared.get(name);
  if (!ready) {
    ready = (async () => {
      // Another client object (the instance, or an earlier transaction) may have prepared it.
      const found = (await client.query('select 1 from pg_prepared_statements where name = $1', [name])) as {
        rows: unknown[];
      };
      if (found.rows.length === 0) await client.exec(`prepare ${name} as ${text}`);
    })();
    prepared.set(name, ready);
    ready.catch(() => prepared.delete(name));
  }
  await ready;
  return client.query(
    literals.length ? `execute ${name}(${literals.join(', ')})` : `execute ${name}`,
    [],
    options,
  );
}

/** A statement's name from its text: the same text is the same statement in every session. */
export function statementNameOf(text: string): string {
  return `fd_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
}

/** A client whose statements run as PREPARE once and EXECUTE, where their parameters can be written. */
function namedStatementsOf(client: PgliteQueryable): PgliteQueryable {
  return {
    query: (text, params = [], options) => {
      const literals = sqlLiteralsOf(params);
      return literals
        ? executeNamedOnPglite(client, statementNameOf(text), text, literals, options)
        : client.query(text, params, options);
    },
    exec: (text) => client.exec(text),
  };
}

/**
 * Drizzle's PGlite driver drops the name of a query built with `.prepare(name)` (the session's one
 * per request, auth.repo.ts), so it was parsed and planned again on every run, in the server's own
 * thread. On this database's session a named query now runs as executeNamedOnPglite runs raw ones;
 * transactions (sessions of their own) keep drizzle's path. Same rows, same parsers: drizzle's
 * options are passed through.
 */
export function honourStatementNames(session: Pick<PgSession, 'prepareQuery'>): void {
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = ((...args: Parameters<typeof prepareQuery>) => {
    const prepared = prepareQuery(...args);
    const name = args[2];
    if (name) {
      const query = prepared as unknown as { client: PgliteQueryable };
      query.client = namedStatementsOf(query.client);
    }
    return prepared;
  }) as typeof session.prepareQuery;
}
