// How long a settlement takes and what it costs in CPU (betting.bench.ts): wall time, the server's
// CPU and GC pauses, PostgreSQL's CPU (its connections and every process), optional CPU profiles.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { PerformanceObserver } from 'node:perf_hooks';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { Database } from '../src/db/client';
import { rowsOf } from '../src/lib/rows';
import { pidCpuMs, postgresCpuMs, processCpuMs } from './cpu-time';

/** Garbage collection pauses of this process since it started (ms): V8's own account of them. */
let gcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
}).observe({ entryTypes: ['gc'] });

/**
 * BENCH_CPU_PROF=dir: a CPU profile of each settlement alone (not the seeding around it), written
 * as dir/settle-N.cpuprofile (open it in Chrome's DevTools or speedscope).
 */
const profileDir = process.env.BENCH_CPU_PROF;
let profiles = 0;

async function profiled<T>(work: () => Promise<T>): Promise<T> {
  if (!profileDir) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    profiles += 1;
    writeFileSync(`${profileDir}/settle-${profiles}.cpuprofile`, JSON.stringify(profile));
    session.disconnect();
  }
}

/**
 * The server processes of this bench's own database (its pool's connections): on a machine shared
 * with other engineers' tests, every PostgreSQL process's CPU counts theirs too.
 */
async function ownBackends(database: Database): Promise<number[]> {
  return rowsOf<{ pid: number }>(
    await database.db.execute(sql`select pid from pg_stat_activity where datname = current_database()`),
  ).map((r) => Number(r.pid));
}

/**
 * Draws and settles what `makeDue` made due. Wall time (ms) and CPU time (ms): the server process,
 * every PostgreSQL process of the machine, the bench database's own connections, and GC pauses.
 */
export async function settle(
  instance: FastifyInstance,
  makeDue: () => Promise<unknown>,
  database?: Database,
) {
  await makeDue();
  const backendsBefore = database ? await ownBackends(database) : [];
  const ownBefore = new Map(backendsBefore.map((pid) => [pid, pidCpuMs(pid)]));
  const start = performance.now();
  const cpuBefore = { node: processCpuMs(), postgres: postgresCpuMs(), gc: gcMs };
  await profiled(async () => {
    await instance.fairdraw.draws.drawDue();
    await instance.fairdraw.settlement.idle();
  });
  // The observer is told of a pause after it ends: one turn of the loop lets the last ones in.
  await new Promise((r) => setImmediate(r));
  const ms = performance.now() - start;
  const node = processCpuMs() - cpuBefore.node;
  const postgres = postgresCpuMs() - cpuBefore.postgres;
  let ownPostgres = 0;
  // A connection opened during the run started from nothing; one closed during it is lost (rare).
  for (const pid of new Set([...backendsBefore, ...(database ? await ownBackends(database) : [])]))
    ownPostgres += pidCpuMs(pid) - (ownBefore.get(pid) ?? 0);
  return { ms, cpu: { node, postgres, ownPostgres, gc: gcMs - cpuBefore.gc } };
}
