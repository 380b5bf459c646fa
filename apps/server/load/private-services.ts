// A PostgreSQL and a Redis of the fault run's own (temporary directories, free ports), so that
// restarting or stopping them never touches the machine's shared services other work depends on.
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort } from '../bench/shipped/shipped-server';

const pgBin = '/usr/lib/postgresql/15/bin';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** PostgreSQL refuses to run as root: its commands run as the `postgres` user when we are root. */
const asPostgres = (args: string[]) =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0] ?? '', args.slice(1)];

function run(args: string[]) {
  const [cmd, rest] = asPostgres(args) as [string, string[]];
  return execFileSync(cmd, rest, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The same without blocking this process's event loop (its players keep sending meanwhile). */
async function runAsync(args: string[]) {
  const [cmd, rest] = asPostgres(args) as [string, string[]];
  await promisify(execFile)(cmd, rest);
}

export async function privatePostgres() {
  const dir = mkdtempSync(join(tmpdir(), 'fairdraw-fault-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  run([`${pgBin}/initdb`, '-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const pgCtlArgs = (action: string, extra: string[] = []) => [
    `${pgBin}/pg_ctl`,
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    action,
    ...extra,
  ];
  run(pgCtlArgs('start'));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** `pg_ctl restart -m fast`, as `pg_ctlcluster … restart` does: every connection is cut. */
    restart: () => runAsync(pgCtlArgs('restart', ['-m', 'fast'])),
    async stop() {
      try {
        await runAsync(pgCtlArgs('stop', ['-m', 'fast']));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export async function privateRedis() {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await sleep(300);
  };
  const stopNow = async () => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGTERM');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop: stopNow };
}
