import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text as textColumn } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { describeInEmbeddedRun } from '../../test/run-scope';
import { executeNamedOnPglite, honourStatementNames, sqlLiteralOf, sqlLiteralsOf } from './pglite-prepared';

// On PGlite a named statement runs as EXECUTE with its parameters written as literals: every value
// must come back exactly as a bound parameter would, whatever quotes, dollars or backslashes it holds.
// Its own PGlite, whatever DATABASE_URL says: once, in the embedded run.
describeInEmbeddedRun('PGlite named statements', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = new PGlite();
    await pg.waitReady;
  }, 180_000); // initdb: 63 s and more in a saturated .ci/run on a slow machine
  afterAll(async () => {
    await pg.close();
  });

  const roundTrip = async (value: unknown) => {
    const literal = sqlLiteralOf(value);
    if (literal === null) throw new Error('no literal');
    const { rows } = await pg.query<{ v: string | null }>(`select ${literal}::text as v`);
    return rows[0]?.v;
  };

  it('writes any string as a literal that reads back unchanged', async () => {
    const hostile = [
      "'",
      "''",
      '\\',
      "\\'",
      '$p$',
      '$p$$p1$',
      '$$',
      "x'); drop table t; --",
      '\n\t',
      'é漢字🎲',
    ];
    for (const text of hostile) expect(await roundTrip(text)).toBe(text);
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 40 }).filter((s) => !s.includes('\0')),
        async (text) => {
          expect(await roundTrip(text)).toBe(text);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('writes numbers, booleans, bigints, dates and null; refuses what it cannot write', async () => {
    expect(await roundTrip(-12.5)).toBe('-12.5');
    expect(await roundTrip(true)).toBe('true');
    expect(await roundTrip(9007199254740993n)).toBe('9007199254740993');
    expect(await roundTrip(new Date('2026-11-28T01:02:03.004Z'))).toBe('2026-11-28T01:02:03.004Z');
    expect(sqlLiteralOf(null)).toBe('null');
    for (const unwritable of [Number.NaN, Infinity, {}, [[1]], [{}], new Date(Number.NaN), 'a\0b', ['a\0b']])
      expect(sqlLiteralOf(unwritable)).toBeNull();
    expect(sqlLiteralsOf(['a', 1, {}])).toBeNull();
  });

  it('writes arrays that read back element by element, as text[] and as int[]', async () => {
    const asText = async (values: readonly (string | null)[]) => {
      const literal = sqlLiteralOf(values);
      if (literal === null) throw new Error('no literal');
      const { rows } = await pg.query<{ v: (string | null)[] }>(`select ${literal}::text[] as v`);
      return rows[0]?.v;
    };
    const hostile = ['"', '\\', '\\"', '{', '}', ',', 'NULL', '', ' x ', "'", '$p$', 'é🎲'];
    expect(await asText(hostile)).toEqual(hostile);
    expect(await asText(['a', null, 'b'])).toEqual(['a', null, 'b']);
    expect(await asText([])).toEqual([]);
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.string({ unit: 'binary', maxLength: 12 }).filter((s) => !s.includes('\0')),
          { maxLength: 6 },
        ),
        async (values) => {
          expect(await asText(values)).toEqual(values);
        },
      ),
      { numRuns: 200 },
    );
    const { rows } = await pg.query<{ v: number[] }>(`select ${sqlLiteralOf([3, -1, 0])}::int[] as v`);
    expect(rows[0]?.v).toEqual([3, -1, 0]);
  });

  it("runs drizzle's .prepare(name) queries as one prepared statement, with the rows drizzle maps", async () => {
    await pg.exec('create table if not exists named_probe (id int primary key, label text)');
    await pg.exec(
      `insert into named_probe values (1, 'o"ne'), (2, 'two'), (3, 'three') on conflict do nothing`,
    );
    const probe = pgTable('named_probe', { id: integer('id').primaryKey(), label: textColumn('label') });
    honourStatementNames();
    const db = drizzle({ client: pg });
    const byIds = db
      .select({ id: probe.id, label: probe.label })
      .from(probe)
      .where(sql`${probe.id} = any(${sql.placeholder('ids')}::int[])`)
      .orderBy(probe.id)
      .prepare('probe_by_ids');
    expect(await byIds.execute({ ids: [3, 1] })).toEqual([
      { id: 1, label: 'o"ne' },
      { id: 3, label: 'three' },
    ]);
    expect(await byIds.execute({ ids: [2] })).toEqual([{ id: 2, label: 'two' }]);
    const { rows } = await pg.query<{ n: number }>(
      "select count(*)::int as n from pg_prepared_statements where statement like '%named_probe%'",
    );
    expect(rows[0]?.n).toBe(1);
    // Unnamed queries keep drizzle's own path.
    expect(await db.select().from(probe).where(eq(probe.id, 2))).toEqual([{ id: 2, label: 'two' }]);
    expect(
      (await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]?.n,
    ).toBe(1);
  });

  it('prepares a statement once per session and answers each run with its own parameters', async () => {
    await pg.exec('create table if not exists probe (id int primary key, v text)');
    const text = 'insert into probe (id, v) values ($1, $2) returning id, v';
    const run = async (id: number, v: string) => {
      const literals = sqlLiteralsOf([id, v]);
      if (!literals) throw new Error('no literals');
      return ((await executeNamedOnPglite(pg, 'probe_insert', text, literals)) as { rows: unknown[] }).rows;
    };
    expect(await Promise.all([run(1, "o'ne"), run(2, 'two')])).toEqual([
      [{ id: 1, v: "o'ne" }],
      [{ id: 2, v: 'two' }],
    ]);
    // Inside a transaction (another client object) the session's statement is found, not prepared again.
    await pg.transaction(async (tx) => {
      const literals = sqlLiteralsOf([3, 'three']) ?? [];
      await executeNamedOnPglite(tx, 'probe_insert', text, literals);
    });
    const { rows } = await pg.query<{ n: number }>(
      "select count(*)::int as n from pg_prepared_statements where name = 'probe_insert'",
    );
    expect(rows[0]?.n).toBe(1);
    expect((await pg.query('select id from probe order by id')).rows).toEqual([
      { id: 1 },
      { id: 2 },
      { id: 3 },
    ]);
  });
});
