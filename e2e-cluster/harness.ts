import { randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';

// The same functions `npm run cluster` runs.
import { startCluster } from '../scripts/cluster.mjs';

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export interface Envelope<T = Record<string, unknown>> {
  code: number;
  msg: string;
  data: T;
}

/** A fresh database on the server of DATABASE_URL (default: the local PostgreSQL), dropped by `drop`. */
export async function freshDatabase() {
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `fairdraw_cluster_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const sql = new pg.Client({ connectionString: url.toString() });
  await sql.connect();
  return {
    url: url.toString(),
    sql,
    async drop() {
      await sql.end().catch(() => undefined);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * A random port below Linux's ephemeral range (32768–60999): a port there can be the local end of some
 * outgoing connection (PostgreSQL, Redis, another suite's), and a listen on it then fails.
 */
export const randomTestPort = () => 20_000 + randomInt(12_000);

/** Starts 3 instances + nginx on random ports for one suite. */
export function startTestCluster(databaseUrl: string, env: Record<string, string>) {
  const publicPort = randomTestPort();
  return startCluster({
    instances: 3,
    publicPort,
    dir: mkdtempSync(join(tmpdir(), 'fairdraw-cluster-')),
    env: {
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      // The instances' logs land in the cluster directory (instance-PORT.log).
      LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'warn',
      // The suite's clients stand in for a front balancer that names them in X-Forwarded-For: two
      // trusted hops (that balancer, then nginx), so each simulated player keeps its own address.
      TRUST_PROXY: '2',
      ...env,
    },
  });
}

export async function post<T = Record<string, unknown>>(
  url: string,
  body: unknown,
  opts: { token?: string; ip?: string } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(opts.token ? { TOKEN: opts.token } : {}),
      // nginx appends the real address; the instances (TRUST_PROXY) take the left-most one.
      'X-Forwarded-For': opts.ip ?? randomIp(),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

/** nginx's view of each proxied request: which instance(s) answered it (a retry lists several). */
export function upstreamsOf(cluster: Cluster): { path: string; upstreams: string[]; status: number }[] {
  const lines = readFileSync(join(cluster.nginxDir, 'upstream.log'), 'utf8').trim().split('\n');
  return lines.filter(Boolean).map((line) => {
    const [status, upstream, path] = line.split('\t');
    return {
      status: Number(status),
      upstreams: (upstream ?? '').split(/,\s*|\s+:\s+/).filter((u) => u && u !== '-'),
      path: path ?? '',
    };
  });
}

export async function openIssue(url: string, game: string, minLeftMs: number): Promise<string> {
  for (;;) {
    const cur = await post<{ issue: string; status: string; closeAt: string; serverTime: string }>(
      `${url}/game/current`,
      { game },
    );
    const left = Date.parse(cur.body.data.closeAt) - Date.parse(cur.body.data.serverTime);
    if (cur.body.data.status === 'open' && left > minLeftMs) return cur.body.data.issue;
    await sleep(200);
  }
}
