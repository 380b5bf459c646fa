import { randomBytes } from 'node:crypto';

import pg from 'pg';
import { describe, expect, it } from 'vitest';

import { rowsOf } from '../../test/helper';
import { openDatabase } from './client';

const adminUrl = process.env.DATABASE_URL;

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

describe.runIf(adminUrl)('PostgreSQL pool', () => {
  it('survives the server terminating its idle connections, and reconnects on the next query', async () => {
    // A database of its own, so terminating its connections disturbs no other test file.
    const name = `fairdraw_test_idle_${randomBytes(4).toString('hex')}`;
    await admin((c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    const seen: Error[] = [];
    const database = await openDatabase({
      kind: 'postgres',
      url: url.toString(),
      poolSize: 2,
      onIdleConnectionError: (error) => seen.push(error),
    });
    try {
      await database.db.execute('select 1');
      // As a restart or failover would.
      await admin((c) =>
        c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]),
      );
      await expect.poll(() => seen.length, { timeout: 5_000 }).toBeGreaterThan(0);
      const result = await database.db.execute('select 2 as two');
      expect(rowsOf(result)[0]).toEqual({ two: 2 });
    } finally {
      await database.close();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  });

  it('runs every statement without JIT (short statements; compiling took seconds on a year of data)', async () => {
    const database = await openDatabase({ kind: 'postgres', url: adminUrl as string, poolSize: 1 });
    try {
      expect(rowsOf(await database.db.execute('show jit'))[0]).toEqual({ jit: 'off' });
    } finally {
      await database.close();
    }
  });
});
