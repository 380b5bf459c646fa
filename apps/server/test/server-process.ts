import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { inject } from 'vitest';

import { checkedFetch } from './answer-check';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** A port nobody listens on now: a random pick collided with a service of the machine (RabbitMQ's 25672). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * An empty embedded DATA_DIR starts as a copy of the run's migrated template (test/global-setup.ts), as every
 * test database does: initdb and every migration cost a new server process ≈ 10 CPU-seconds. The server then
 * starts as on a database migrated by an earlier version: it checks the migrations and seeds.
 */
function startFromMigratedTemplate(dataDir: string | undefined) {
  const template = inject('pgliteTemplate');
  if (!dataDir || !template || readdirSync(dataDir).length > 0) return;
  const pgliteDir = join(dataDir, 'pglite'); // where src/db/client.ts keeps the embedded database
  mkdirSync(pgliteDir, { mode: 0o700 });
  execFileSync('tar', ['-xf', template, '--no-same-owner', '-C', pgliteDir], { stdio: 'ignore' });
}

/** The real server (src/server.ts through tsx) as its own process, ready when /index/index answers. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  startFromMigratedTemplate(env.DATA_DIR);
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/index/index`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    output: () => output,
    kill: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

export async function postJson<T = unknown>(url: string, body: unknown): Promise<{ code: number; data: T }> {
  const res = await checkedFetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: T };
}
