// The soak's samples of each server instance and its verdict (load/soak.ts).
import { readdirSync, readFileSync } from 'node:fs';

import { sql } from 'drizzle-orm';

import type { Database } from '../src/db/client';
import { rowsOf } from '../src/lib/rows';
import type { Target } from './targets';

export interface SoakSample {
  atSeconds: number;
  instance: number;
  rssMb: number;
  fds: number;
  heapMb: number;
  lagP99Ms: number;
  /** Connections to the target's database, every instance together (PostgreSQL targets). */
  dbConnections?: number;
}

const rssMbOf = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? NaN) / 1024;
};
const fdsOf = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

/** One value of a Prometheus text exposition (the first series of that name). */
export function metricValue(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : NaN;
}

async function scrape(url: string) {
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(5000) });
    return answer.ok ? await answer.text() : '';
  } catch {
    return '';
  }
}

/** One sample of every instance; the database's connections counted once (our own one excluded). */
export async function sampleInstances(
  target: Target,
  database: Database | null,
  startedAt: number,
): Promise<SoakSample[]> {
  const atSeconds = (Date.now() - startedAt) / 1000;
  let dbConnections: number | undefined;
  if (database) {
    const [row] = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      ),
    );
    dbConnections = Number(row?.n ?? NaN);
  }
  const pids = target.pids();
  return Promise.all(
    pids.map(async (pid, instance) => {
      // prom-client's lag histogram restarts at every scrape: each p99 is over the last interval.
      const text = await scrape(target.metricsUrls[instance] ?? '');
      return {
        atSeconds,
        instance,
        rssMb: rssMbOf(pid),
        fds: fdsOf(pid),
        heapMb: metricValue(text, 'fairdraw_nodejs_heap_size_used_bytes') / 2 ** 20,
        lagP99Ms: metricValue(text, 'fairdraw_nodejs_eventloop_lag_p99_seconds') * 1000,
        ...(dbConnections === undefined ? {} : { dbConnections }),
      };
    }),
  );
}

const median = (xs: number[]) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? (s[Math.floor((s.length - 1) / 2)] as number) : NaN;
};

/** Growth limits after the warm-up (what a process that leaks nothing stays within). */
export const soakLimits = { rssGrowthMb: 50, lagFactor: 2, lagSlackMs: 20, fdGrowth: 20 };

/**
 * Compares the first minute after the warm-up with the last fifth of the run, per instance:
 * medians, so one busy moment (a peak close) does not decide.
 */
export function judgeSoak(samples: SoakSample[], runSeconds: number) {
  const warmupSeconds = Math.min(300, Math.round(runSeconds / 6));
  const lines: string[] = [];
  let failures = 0;
  const check = (ok: boolean, text: string) => {
    if (!ok) failures += 1;
    lines.push(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
  };
  const instances = [...new Set(samples.map((s) => s.instance))];
  const lastFrom = Math.max(warmupSeconds + 60, runSeconds * 0.8);
  for (const instance of instances) {
    const mine = samples.filter((s) => s.instance === instance);
    const early = mine.filter((s) => s.atSeconds >= warmupSeconds && s.atSeconds < warmupSeconds + 60);
    const late = mine.filter((s) => s.atSeconds >= lastFrom);
    if (!early.length || !late.length) {
      check(false, `#${instance}: too few samples (${mine.length}) for a verdict`);
      continue;
    }
    const of = (pick: (s: SoakSample) => number) => [median(early.map(pick)), median(late.map(pick))];
    const [rss0, rss1] = of((s) => s.rssMb) as [number, number];
    const [lag0, lag1] = of((s) => s.lagP99Ms) as [number, number];
    const [fd0, fd1] = of((s) => s.fds) as [number, number];
    const peakRss = Math.max(...mine.map((s) => s.rssMb));
    check(
      rss1 - rss0 < soakLimits.rssGrowthMb,
      `#${instance} resident memory ${rss0.toFixed(0)} → ${rss1.toFixed(0)} MB (+${(rss1 - rss0).toFixed(0)}, limit ${soakLimits.rssGrowthMb}; peak ${peakRss.toFixed(0)})`,
    );
    check(
      lag1 <= Math.max(lag0 * soakLimits.lagFactor, lag0 + soakLimits.lagSlackMs),
      `#${instance} event-loop lag p99 ${lag0.toFixed(1)} → ${lag1.toFixed(1)} ms`,
    );
    check(fd1 - fd0 <= soakLimits.fdGrowth, `#${instance} open file descriptors ${fd0} → ${fd1}`);
  }
  const db = samples.filter((s) => s.dbConnections !== undefined && s.instance === 0);
  if (db.length) {
    const early = db.filter((s) => s.atSeconds >= warmupSeconds && s.atSeconds < warmupSeconds + 60);
    const late = db.filter((s) => s.atSeconds >= lastFrom);
    const [c0, c1] = [
      median(early.map((s) => s.dbConnections ?? NaN)),
      median(late.map((s) => s.dbConnections ?? NaN)),
    ];
    // Pools open connections on demand up to their size: a plateau is fine, a climb is a leak.
    check(c1 - c0 <= soakLimits.fdGrowth, `database connections ${c0} → ${c1}`);
  }
  return { warmupSeconds, lines, failures };
}
