import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { join } from 'node:path';

import { rowsOf } from '../lib/rows';
import { honourStatementNames } from './pglite-prepared';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers behind one type: services never know which database they run on (ADR 005). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Told of every statement sent (tests count round trips with it). */
export type QueryListener = (query: string) => void;

export type DatabaseTarget = (
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** A data directory dumped by `dumpDataDir` to start from (tests: a migrated template). */
      loadDataDir?: Blob | undefined;
    }
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Told when the server drops an idle pooled connection (restart, failover). */
      onIdleConnectionError?: (error: Error) => void;
    }
) & { onQuery?: QueryListener };

export interface Database {
  db: Db;
  kind: DatabaseTarget['kind'];
  close(): Promise<void>;
  /** Connections open, idle and waited for (metrics). PGlite: its one connection, never waited on. */
  poolStats(): { total: number; idle: number; waiting: number };
  /** PGlite only: the client itself (backups dump its data directory). */
  pglite?: PGlite;
}

/**
 * node-postgres returns int8 as strings; money columns are bigint fen. This is the one boundary
 * where they become numbers, refusing anything beyond 2^53 rather than rounding it.
 */
function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value ${value} exceeds the safe integer range`);
  return n;
}
pg.types.setTypeParser(pg.types.builtins.INT8, parseInt8);

const loggerOf = (onQuery: QueryListener | undefined) =>
  onQuery ? { logQuery: (query: string) => onQuery(query) } : false;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      // No JIT: every statement here is short. On a year of data the planner's row estimates for
      // the order's context crossed the JIT thresholds and each batch compiled for 1.2–1.5 s
      // (38 orders/s against 269 without; docs/performance.md, a year of data). Behind PgBouncer,
      // list `options` in its ignore_startup_parameters or set jit = off on the database instead.
      options: '-c jit=off',
    });
    // node-postgres re-emits an idle connection's error on the pool; with no listener that event
    // would crash the process when PostgreSQL restarts. The pool opens a fresh connection on the
    // next query, so the error is only reported.
    pool.on('error', (error) => target.onIdleConnectionError?.(error));
    // Fail at start, not at the first request, when the server is unreachable.
    const probe = await pool.connect();
    probe.release();
    const db = drizzlePg({ client: pool, schema, logger: loggerOf(target.onQuery) }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const loadDataDir = target.loadDataDir ? { loadDataDir: target.loadDataDir } : {};
  const client = target.dataDir
    ? new PGlite(join(target.dataDir, 'pglite'), loadDataDir)
    : new PGlite(loadDataDir);
  await client.waitReady;
  return pgliteDatabase(client, target.onQuery);
}

/** A Database over a PGlite that is already open (tests hand one instance to file after file). */
export function pgliteDatabase(client: PGlite, onQuery?: QueryListener): Database {
  honourStatementNames();
  const db = drizzlePglite({ client, schema, logger: loggerOf(onQuery) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    // One in-process connection: requests queue inside PGlite, which does not tell how many wait.
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    pglite: client,
  };
}

/** The database's name: instances sharing one database share Redis keys under it. */
export async function databaseName(db: Db): Promise<string> {
  const [row] = rowsOf<{ name: string }>(await db.execute(sql`select current_database() as name`));
  return row?.name ?? 'default';
}
