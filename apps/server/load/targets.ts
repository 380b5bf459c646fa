// What `npm run load` runs against: `npm start` (PGlite), one instance on PostgreSQL, or the
// three-instance cluster behind nginx (scripts/cluster.mjs), each with its schedule sped up and the
// four peak games' closes aligned.
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';

import { type Database, openDatabase } from '../src/db/client';
import {
  freePort,
  freshPostgres,
  repoRoot,
  type ShippedServer,
  startShipped,
} from '../bench/shipped/shipped-server';

export type TargetKind = 'start' | 'pg' | 'cluster';

/** The games that close together at each peak (ADR 130). */
export const peakGames = ['k3', 'ffc', 'sfc', 'wfc'] as const;
/**
 * Every peak game draws at the multiples of 900 s of schedule time from the operator's midnight
 * (the least common multiple of 60, 180 and 300 s); with the same close lead they also close together.
 * The operator's zone is a whole number of quarter hours from UTC, so the multiples are UTC's.
 */
export const peakPeriodScheduleMs = 900_000;
/** The close lead given to the four games, in schedule seconds (K3's and FFC's own). */
export const peakCloseSec = 5;

export interface Target {
  kind: TargetKind;
  /** Where players connect (nginx for the cluster). */
  url: string;
  /** How many proxies the players' X-Forwarded-For passes through as trusted (1: the server's own). */
  env: Record<string, string>;
  /** The database, for the checks after the run (PGlite: opened once the server has stopped). */
  openDb(): Promise<Database>;
  /** `npm run ledger:check`'s environment for this target. */
  ledgerEnv(): Record<string, string>;
  /** Process ids of the server instances (faults, CPU). */
  pids(): number[];
  /** Each instance's /metrics address, when started with `metrics` (the soak's samples). */
  metricsUrls: string[];
  /** Stops the servers (the PGlite target keeps its directory for the checks); `dispose` removes everything. */
  stop(): Promise<void>;
  dispose(): Promise<void>;
  cluster?: Cluster;
}

/** What `npm run load` uses of scripts/cluster.mjs's cluster (plain JavaScript, typed here). */
export interface Cluster {
  url: string;
  ports: number[];
  nginxDir: string;
  instance(port: number): { child: ChildProcess };
  signal(
    port: number,
    signal?: NodeJS.Signals,
  ): Promise<{ code: number | null; signal: string | null; ms: number }>;
  restart(port: number): Promise<unknown>;
  stop(): Promise<void>;
}
type StartCluster = (options: {
  instances: number;
  publicPort: number;
  basePort: number;
  dir: string;
  env: Record<string, string>;
  metricsPortOffset?: number;
}) => Promise<Cluster>;

/** A cluster instance's /metrics port is its API port plus this (scripts/cluster.mjs). */
const clusterMetricsOffset = 1000;
const metricsUrl = (port: number) => `http://127.0.0.1:${port}/metrics`;

/** Gives the four peak games the same close lead on every issue not drawn yet. */
export async function alignCloses(database: Database, timeScale: number) {
  const games = sql.raw(peakGames.map((g) => `'${g}'`).join(','));
  await database.db.execute(sql`update games set close_sec = ${peakCloseSec} where code in (${games})`);
  await database.db.execute(sql`
    update draw_issues set close_at = greatest(open_at, draw_at - make_interval(secs => ${peakCloseSec / timeScale}))
     where game_code in (${games}) and drawn_at is null`);
}

export async function startTarget(
  kind: TargetKind,
  timeScale: number,
  extraEnv: Record<string, string>,
  options: { metrics?: boolean } = {},
) {
  // LOAD_SERVER_NODE_OPTIONS: node flags for every server under load (say `--cpu-prof --cpu-prof-dir=…`).
  const nodeOptions = process.env.LOAD_SERVER_NODE_OPTIONS;
  const base = {
    FAIRDRAW_TIME_SCALE: String(timeScale),
    LOG_LEVEL: process.env.LOAD_SERVER_LOG_LEVEL ?? 'warn',
    ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}),
    ...extraEnv,
  };
  const metricsPort = options.metrics && kind !== 'cluster' ? await freePort() : 0;
  const single: Record<string, string> = metricsPort ? { METRICS_PORT: String(metricsPort) } : {};
  if (kind === 'start') return startPglite(base, timeScale, single);
  const db = await freshPostgres(`load_${kind}`);
  const pgDatabase = () => openDatabase({ kind: 'postgres', url: db.url, poolSize: 2 });
  if (kind === 'pg') {
    const server = await startShipped(
      { ...base, ...single, TRUST_PROXY: '1', DATABASE_URL: db.url },
      { label: 'load-pg' },
    );
    const aligner = await pgDatabase();
    await alignCloses(aligner, timeScale);
    await aligner.close();
    return {
      kind,
      url: server.url,
      env: base,
      openDb: pgDatabase,
      ledgerEnv: () => ({ DATABASE_URL: db.url }),
      pids: () => [server.child.pid ?? 0],
      metricsUrls: metricsPort ? [metricsUrl(metricsPort)] : [],
      stop: () => server.stop(),
      dispose: async () => {
        await server.stop();
        await db.drop();
      },
    } satisfies Target;
  }
  const clusterScript = join(repoRoot, 'scripts/cluster.mjs');
  const { startCluster } = (await import(clusterScript)) as { startCluster: StartCluster };
  const publicPort = await freePort();
  const clusterDir = mkdtempSync(join(tmpdir(), 'fairdraw-load-cluster-'));
  const cluster = await startCluster({
    instances: 3,
    publicPort,
    // Below Linux's ephemeral range (32768–60999), metrics ports (+1000) included: there a port can be
    // the local end of an outgoing connection, and the instance's listen fails (the likely end of an
    // instance that "exited before it was ready" after a 10,000-stream run; its log was not kept).
    basePort: 20_000 + Math.floor(Math.random() * 10_000),
    dir: clusterDir,
    // The load's players stand for clients behind a front balancer: two trusted hops (it, then nginx).
    env: { ...base, DATABASE_URL: db.url, TRUST_PROXY: '2' },
    ...(options.metrics ? { metricsPortOffset: clusterMetricsOffset } : {}),
  });
  const aligner = await pgDatabase();
  await alignCloses(aligner, timeScale);
  await aligner.close();
  return {
    kind,
    url: cluster.url,
    env: base,
    openDb: pgDatabase,
    ledgerEnv: () => ({ DATABASE_URL: db.url }),
    pids: () => cluster.ports.map((p) => cluster.instance(p).child.pid ?? 0),
    metricsUrls: options.metrics ? cluster.ports.map((p) => metricsUrl(p + clusterMetricsOffset)) : [],
    stop: () => cluster.stop(),
    dispose: async () => {
      await cluster.stop();
      await db.drop();
      // LOAD_KEEP_LOGS=<dir>: the instances' logs are kept there (what a fault run's errors were).
      const keep = process.env.LOAD_KEEP_LOGS;
      if (keep) {
        mkdirSync(keep, { recursive: true });
        for (const file of readdirSync(clusterDir).filter((f) => f.endsWith('.log')))
          cpSync(join(clusterDir, file), join(keep, file));
      }
      rmSync(clusterDir, { recursive: true, force: true });
    },
    cluster,
  } satisfies Target;
}

/** `npm start`: PGlite in its DATA_DIR. Its one process owns the database, so the closes are aligned between two starts. */
async function startPglite(
  env: Record<string, string>,
  timeScale: number,
  metricsEnv: Record<string, string>,
): Promise<Target> {
  const first = await startShipped({ ...env, TRUST_PROXY: '1' }, { label: 'load-start' });
  await first.stop({ keep: true });
  const aligner = await openDatabase({ kind: 'pglite', dataDir: first.dataDir });
  await alignCloses(aligner, timeScale);
  await aligner.close();
  let server: ShippedServer | null = await startShipped(
    { ...env, ...metricsEnv, TRUST_PROXY: '1' },
    { dir: first.dir },
  );
  const dataDir = first.dataDir;
  return {
    kind: 'start',
    url: server.url,
    env,
    openDb: () => openDatabase({ kind: 'pglite', dataDir }),
    ledgerEnv: () => ({ DATA_DIR: dataDir }),
    pids: () => (server ? [server.child.pid ?? 0] : []),
    metricsUrls: metricsEnv.METRICS_PORT ? [metricsUrl(Number(metricsEnv.METRICS_PORT))] : [],
    stop: async () => {
      await server?.stop({ keep: true });
      server = null;
    },
    dispose: async () => {
      await server?.stop({ keep: true });
      server = null;
      const { rmSync } = await import('node:fs');
      rmSync(first.dir, { recursive: true, force: true });
    },
  };
}
