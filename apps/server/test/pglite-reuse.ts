import { PGlite } from '@electric-sql/pglite';

import { rowsOf } from '../src/lib/rows';

/**
 * PGlite instances reused by the test files of one worker (ADR 117, amended). Loading the migrated
 * template into a new PGlite costs ≈ 1 CPU-s per test database, two thirds of a small file's set-up;
 * putting a used instance back into the template's state costs a few hundredths of that: every table
 * emptied and refilled with the template's rows, sequences set back, the session reset. An instance
 * whose schema a test changed (a table, column, trigger, function, index or database setting that
 * differs from the template's) is closed instead of reused, so every file still starts on the
 * template's database.
 */

/** The template's state as the reset restores it. */
interface TemplateState {
  /** Every table that is not a partition, in the order TRUNCATE takes them. */
  tables: string[];
  /** Tables the migrations filled: the insert that puts their rows back, and the rows as JSON. */
  rows: { insert: string; json: string }[];
  sequences: { name: string; lastValue: string | null }[];
  fingerprint: string;
}

/** Idle instances beyond this are closed: a file rarely holds more than two databases at once. */
const keepIdle = 2;
const idle: PGlite[] = [];
let template: TemplateState | undefined;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** What a test could change in the schema: compared after every reset. */
const fingerprintQuery = `select md5(concat_ws('|',
  (select string_agg(c.relname || ':' || c.relkind::text || ':' || c.relnatts || ':' || c.relispartition, ',' order by c.relname)
     from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'),
  (select string_agg(c.relname || '.' || a.attname || ':' || a.atttypid || ':' || a.attnotnull || ':' ||
            coalesce(pg_get_expr(d.adbin, d.adrelid), ''), ',' order by c.relname, a.attnum)
     from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped),
  (select string_agg(t.tgrelid::regclass::text || '.' || t.tgname || ':' || t.tgenabled::text, ',' order by 1)
     from pg_trigger t where not t.tgisinternal),
  (select string_agg(p.proname || ':' || md5(p.prosrc) || ':' || p.pronargs, ',' order by p.proname, md5(p.prosrc))
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'),
  (select string_agg(conrelid::regclass::text || '.' || conname || ':' || contype::text, ',' order by 1)
     from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public'),
  (select string_agg(coalesce(array_to_string(setconfig, ';'), ''), ',' order by 1) from pg_db_role_setting),
  (select string_agg(nspname, ',' order by nspname) from pg_namespace)
)) as fingerprint`;

async function fingerprintOf(client: PGlite): Promise<string> {
  const [row] = rowsOf<{ fingerprint: string }>(await client.query(fingerprintQuery));
  return row?.fingerprint ?? '';
}

async function readTemplate(client: PGlite): Promise<TemplateState> {
  const tables = rowsOf<{ name: string }>(
    await client.query(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`),
  ).map((row) => row.name);
  const rows: TemplateState['rows'] = [];
  for (const table of tables) {
    const [row] = rowsOf<{ json: string | null; columns: string }>(
      await client.query(
        `select (select json_agg(t)::text from ${quoted(table)} t) as json,
           (select string_agg(quote_ident(attname), ', ' order by attnum) from pg_attribute
             where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '') as columns`,
        [quoted(table)],
      ),
    );
    if (!row?.json) continue;
    const insert = `insert into ${quoted(table)} (${row.columns}) overriding system value
      select ${row.columns} from json_populate_recordset(null::${quoted(table)}, $1)`;
    rows.push({ insert, json: row.json });
  }
  const sequences = rowsOf<{ name: string; last_value: string | null }>(
    await client.query(
      `select sequencename as name, last_value::text from pg_sequences where schemaname = 'public'`,
    ),
  ).map((row) => ({ name: row.name, lastValue: row.last_value }));
  return { tables, rows, sequences, fingerprint: await fingerprintOf(client) };
}

/** Puts a used instance back into the template's state; false when it cannot be (schema changed). */
async function reset(client: PGlite, state: TemplateState): Promise<boolean> {
  if (client.closed) return false;
  // A transaction a test left open (or aborted) would swallow the reset.
  await client.exec('rollback');
  await client.exec('reset all; select pg_advisory_unlock_all(); unlisten *; discard temp;');
  await client.transaction(async (tx) => {
    // Triggers stay quiet while the template's rows go back (they were counted when first written).
    await tx.exec(`set local session_replication_role = replica;
      truncate ${state.tables.map(quoted).join(', ')} restart identity cascade;`);
    for (const { insert, json } of state.rows) await tx.query(insert, [json]);
    for (const { name, lastValue } of state.sequences) {
      if (lastValue === null) {
        await tx.query(
          `select setval(seqrelid, seqstart, false) from pg_sequence where seqrelid = $1::regclass`,
          [quoted(name)],
        );
      } else {
        await tx.query(`select setval($1::regclass, $2::bigint, true)`, [quoted(name), lastValue]);
      }
    }
  });
  return (await fingerprintOf(client)) === state.fingerprint;
}

/** An instance in the template's state: a reused one, or a new one loaded from the dump. */
export async function takePglite(dump: Blob): Promise<PGlite> {
  const reused = idle.pop();
  if (reused) return reused;
  const client = new PGlite({ loadDataDir: dump });
  await client.waitReady;
  template ??= await readTemplate(client);
  return client;
}

/** Hands an instance back once its file is done with it; resets it, or closes it when it cannot be reused. */
export async function returnPglite(client: PGlite): Promise<void> {
  let reusable = false;
  if (template && idle.length < keepIdle) {
    try {
      reusable = await reset(client, template);
    } catch {
      reusable = false;
    }
  }
  if (reusable) idle.push(client);
  else if (!client.closed) await client.close();
}
