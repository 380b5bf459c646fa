// The server as `npm start` runs it: `node apps/server/dist/server.js` in its own process, on a free
// port, with a fresh PostgreSQL database or a fresh PGlite DATA_DIR. Shared by `npm run bench` and
// `npm run load`.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const serverEntry = join(repoRoot, 'apps/server/dist/server.js');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `npm run build` builds the web app, the back office and the server; the API's speed depends on
 * the server's bundle only, so the bench builds that one (SHIPPED_BUILD=all: all three, =none: as is).
 */
export function buildShipped(): void {
  const which = process.env.SHIPPED_BUILD ?? 'server';
  if (which === 'none' && existsSync(serverEntry)) return;
  const args = which === 'all' ? ['run', 'build'] : ['run', 'build', '-w', '@fairdraw/server'];
  const run = spawnSync('npm', args, { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) throw new Error(`npm ${args.join(' ')} failed`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A new empty PostgreSQL database beside DATABASE_URL's; `drop` removes it. */
export async function freshPostgres(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `fairdraw_${label}_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface ShippedServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** PGlite's data directory ('' on PostgreSQL). */
  dataDir: string;
  /** The directory holding the data directory and the log (`dir` of a later start). */
  dir: string;
  logFile: string;
  /** SIGTERM (graceful), then the data directory removed unless `keep`. */
  stop(options?: { keep?: boolean }): Promise<void>;
}

/**
 * Starts the built server. The env is `npm start`'s (SANDBOX_PAYMENTS=true, NODE_ENV unset) plus
 * `env`; without DATABASE_URL in `env` it runs on PGlite in a temporary DATA_DIR.
 */
export async function startShipped(
  env: Record<string, string>,
  options: { nodeArgs?: string[]; label?: string; dir?: string } = {},
): Promise<ShippedServer> {
  const port = await freePort();
  // `dir` again starts a server on the data directory a stopped one left (stopped with `keep`).
  const dataDir = options.dir ?? mkdtempSync(join(tmpdir(), `fairdraw-${options.label ?? 'shipped'}-`));
  const logFile = join(dataDir, 'server.log');
  // The server's output goes straight to a file (as `npm start > file` would), never through this
  // process: a busy load process must not hold the server's log writes back.
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), serverEntry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TZ: process.env.TZ,
      SANDBOX_PAYMENTS: 'true',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'data'),
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}); log: ${logFile}`);
    const status = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5000) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready in 240 s; log: ${logFile}`);
    }
    await sleep(200);
  }
  return {
    url,
    port,
    child,
    dataDir: env.DATABASE_URL ? '' : join(dataDir, 'data'),
    dir: dataDir,
    logFile,
    async stop({ keep = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
