import { types } from '@electric-sql/pglite';

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

/**
 * A parameter as an SQL literal of unknown type, which EXECUTE coerces to the prepared statement's
 * parameter type as a bound text parameter would be. Dollar-quoted, with a tag the value does not
 * contain: no escape processing whatever `standard_conforming_strings` says. Null for a value this
 * does not write (the caller then runs the statement unnamed).
 */
export function sqlLiteralOf(value: unknown): string | null {
  if (value === null || value === undefined) return 'null';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'bigint' || typeof value === 'boolean') text = String(value);
  else if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    text = value.toISOString();
  } else return null;
  if (text.includes('\0')) return null;
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
    rawRows,
  );
}
