import { createHash } from 'node:crypto';

import { PgliteSession } from 'drizzle-orm/pglite';

/** What a PGlite instance or one of its transactions offers (PGlite's `Transaction` has the same). */
export interface PgliteQueryable {
  query(text: string, params?: unknown[], options?: object): Promise<unknown>;
  exec(text: string): Promise<unknown>;
}

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
  options?: object,
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

/** A client whose statement runs as PREPARE once and EXECUTE, where its parameters can be written. */
function namedStatementOf(client: PgliteQueryable, name: string): PgliteQueryable {
  return {
    query: (text, params = [], options) => {
      const literals = sqlLiteralsOf(params);
      return literals
        ? executeNamedOnPglite(client, name, text, literals, options)
        : client.query(text, params, options);
    },
    exec: (text) => client.exec(text),
  };
}

/**
 * Drizzle's PGlite driver drops the name of a prepared query (`executePrepared`'s raw statements,
 * `.prepare(name)` builders such as the session lookup of every request), so each was parsed and
 * planned again on every run, in the server's own thread. From the first call on, every PGlite
 * session (transactions are sessions of their own) runs a named query through executeNamedOnPglite,
 * with drizzle's own row options: same rows, same parsers, same logging.
 */
export function honourStatementNames(): void {
  const proto = PgliteSession.prototype as unknown as {
    prepareQuery: (...args: unknown[]) => unknown;
    honoursNames?: true;
  };
  if (proto.honoursNames) return;
  const prepareQuery = proto.prepareQuery;
  proto.prepareQuery = function (this: unknown, ...args: unknown[]) {
    const prepared = prepareQuery.apply(this, args);
    const name = args[2];
    // The name goes into SQL text: only plain identifiers (ours are constants or fd_<hash>).
    if (typeof name === 'string' && /^\w+$/.test(name)) {
      const query = prepared as { client: PgliteQueryable };
      query.client = namedStatementOf(query.client, name);
    }
    return prepared;
  };
  proto.honoursNames = true;
}
