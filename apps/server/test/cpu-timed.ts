import { sql } from 'drizzle-orm';

import { processCpuMs, readPidCpuMs } from '../bench/cpu-time';
import type { Db } from '../src/db/client';
import { rowsOf } from './helper';

/** The PostgreSQL backends serving this test's own database (none on PGlite, which runs in-process). */
async function backendPids(db: Db): Promise<number[]> {
  if (!process.env.DATABASE_URL) return [];
  const result = await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`);
  return rowsOf<{ pid: number }>(result).map((r) => Number(r.pid));
}

/**
 * What `n` sequential calls cost in CPU, per call (ms): this process (the app, and PGlite inside it)
 * plus, on PostgreSQL, the backends of the test's own database. On an idle machine a sequential
 * call's wall time is about this sum; unlike wall time it does not grow when CI runs other suites
 * beside the test (a wall-clock median once read 450 ms where the work took ≈ 50). Answers null
 * when a backend's CPU cannot be read (a database on another host): the caller then keeps wall time.
 */
export async function cpuPerCall(db: Db, n: number, call: () => Promise<unknown>) {
  // Warm the pool so the calls below open no connection whose start-up would be counted.
  await call();
  const pidsBefore = await backendPids(db);
  const before = pidsBefore.map(readPidCpuMs);
  const ownBefore = processCpuMs();
  for (let i = 0; i < n; i += 1) await call();
  const own = processCpuMs() - ownBefore;
  const pidsAfter = await backendPids(db);
  let backends = 0;
  for (const pid of pidsAfter) {
    const now = readPidCpuMs(pid);
    if (now === null) return null;
    const i = pidsBefore.indexOf(pid);
    backends += now - (i >= 0 ? (before[i] ?? 0) : 0);
  }
  return (own + backends) / n;
}
