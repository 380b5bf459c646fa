// A Redis server of a test's own, to stop and start again (the machine's shared one is never stopped).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';

import { freePort } from './server-process';

export const redisServerBinary = '/usr/bin/redis-server';
export const hasRedisServer = existsSync(redisServerBinary);

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export interface OwnRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** Starts redis-server on a free port (nothing kept on disk); `stop` kills it, `start` starts it again. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      redisServerBinary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      if (await answers(port)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    child.kill('SIGKILL');
    throw new Error('redis-server did not start');
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null || running.signalCode !== null) return resolve();
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}
