import { readFileSync } from 'node:fs';

import { PGlite } from '@electric-sql/pglite';
import { describe, expect, inject, it } from 'vitest';

import { rowsOf } from '../src/lib/rows';
import { returnPglite, takePglite } from './pglite-reuse';

/** Every table's rows and every sequence's position: what a test file could see of its database. */
async function contentsOf(client: PGlite): Promise<Record<string, unknown>> {
  const tables = rowsOf<{ name: string }>(
    await client.query(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`),
  );
  const contents: Record<string, unknown> = {};
  for (const { name } of tables) {
    contents[name] = rowsOf(await client.query(`select * from "${name}" order by 1`));
  }
  contents['(sequences)'] = rowsOf(
    await client.query(
      `select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`,
    ),
  );
  contents['(settings)'] = rowsOf(await client.query(`select current_setting('TimeZone') as tz`));
  return contents;
}

// The embedded run only: with DATABASE_URL each file gets a database of its own on that server.
describe.skipIf(Boolean(process.env.DATABASE_URL))(
  'a PGlite handed from file to file (test/pglite-reuse.ts)',
  () => {
    const file = inject('pgliteTemplate');
    const dump = () => new Blob([readFileSync(file ?? '')]);

    it('comes back in the template state: rows, sequences and session as a freshly loaded one', async () => {
      const fresh = new PGlite({ loadDataDir: dump() });
      const expected = await contentsOf(fresh);
      await fresh.close();

      const used = await takePglite(dump());
      // A file's leftovers: rows in tables with and without template rows, sequences moved on, a
      // session setting, an advisory lock and a transaction left open.
      const tables = Object.keys(expected).filter((name) => !name.startsWith('('));
      expect(tables.length).toBeGreaterThan(20);
      await used.exec(`insert into users (account, password_hash, type, parent_id)
      values ('leftover1', 'x', 'player', (select min(id) from users))`);
      await used.exec(`select nextval(pg_get_serial_sequence('users', 'id')) from generate_series(1, 5)`);
      await used.exec(
        `set time zone 'America/New_York'; select pg_advisory_lock(42); begin; update users set icon = 'x';`,
      );
      await returnPglite(used);

      const again = await takePglite(dump());
      expect(again).toBe(used);
      expect(await contentsOf(again)).toEqual(expected);
      await returnPglite(again);
    });

    it('is closed, not reused, when a test changed its schema', async () => {
      const used = await takePglite(dump());
      await used.exec(`alter table users add column leftover int`);
      await returnPglite(used);
      expect(used.closed).toBe(true);

      const other = await takePglite(dump());
      await other.exec(`alter table users disable trigger user`);
      await returnPglite(other);
      expect(other.closed).toBe(true);
    });
  },
);
