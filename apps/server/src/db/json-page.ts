import { type SQL, sql } from 'drizzle-orm';

import type { InstantRange } from '../lib/date-range';
import { rowsOf } from '../lib/rows';
import type { DbOrTx } from './client';
import { executePrepared } from './prepared';

// Fragments of the read-only list statements (records, the wallet's ledger reads): one statement
// answers a page and its filtered total, as JSON, identically on both drivers.

export interface Page {
  page: number;
  pageSize: number;
}

export interface Paged<T> {
  rows: T[];
  total: number;
}

/** Raw JSON from either driver: node-postgres parses json columns, PGlite may hand back text. */
export const parsed = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** ` and column >= from and column < to`, each bound only when given. */
export const inRange = (column: SQL, range: InstantRange): SQL => {
  const from = range.from ? sql` and ${column} >= ${range.from.toISOString()}::timestamptz` : sql``;
  const to = range.to ? sql` and ${column} < ${range.to.toISOString()}::timestamptz` : sql``;
  return sql`${from}${to}`;
};

/** ` and column in (values)`, or nothing for null (no filter). */
export const inList = (column: SQL, values: readonly string[] | null): SQL =>
  values
    ? sql` and ${column} in (select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`
    : sql``;

export const limitOf = (p: Page) => sql`limit ${p.pageSize} offset ${(p.page - 1) * p.pageSize}`;

/**
 * `{ total, list }` of one statement whose list is a JSON array (identical on both drivers). Named
 * and prepared: a list's shapes are few (which filters are bound), and each was parsed and planned
 * again on every call, about half of a `/bet/list` statement's time in the database.
 */
export async function pagedJson<T>(tx: DbOrTx, query: SQL): Promise<Paged<T>> {
  const [row] = rowsOf<{ total: number | string; list: unknown }>(await executePrepared(tx, query));
  return { total: Number(row?.total ?? 0), rows: parsed<T[] | null>(row?.list) ?? [] };
}
