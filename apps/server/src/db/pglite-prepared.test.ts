import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { executeNamedOnPglite, sqlLiteralOf, sqlLiteralsOf } from './pglite-prepared';

// On PGlite a named statement runs as EXECUTE with its parameters written as literals: every value
// must come back exactly as a bound parameter would, whatever quotes, dollars or backslashes it holds.
describe('PGlite named statements', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = new PGlite();
    await pg.waitReady;
  });
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
    for (const unwritable of [Number.NaN, Infinity, {}, [1], new Date(Number.NaN), 'a\0b'])
      expect(sqlLiteralOf(unwritable)).toBeNull();
    expect(sqlLiteralsOf(['a', 1, {}])).toBeNull();
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
