/**
 * SSE fan-out (issue: draws): N EventSource-equivalent clients on loopback, in a child process; the
 * time from each k3 issue's drawAt to its `result` reaching every client (p50, p99, max over all
 * deliveries of several draws). Baseline, same run: a bare node:http server writing one frame to N
 * connections at a known instant, measured by the same clients. Goal: p99 ≤ 1 s.
 * Run: npm run bench (root) or npx tsx apps/server/bench/sse-fanout.bench.ts [clients] [draws].
 */
import { fork } from 'node:child_process';
import { type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { testConfig } from '../test/helper';
import { benchRateLimits } from './bench-rate-limits';

const clients = Number(process.argv[2] ?? 2000);
const draws = Number(process.argv[3] ?? 5);
const clientScript = fileURLToPath(new URL('./sse-clients.ts', import.meta.url));

interface Draw {
  drawAtMs: number;
  arrivals: number[];
}

function runClients(url: string, onConnected: () => void): Promise<Draw[]> {
  return new Promise((resolve, reject) => {
    const child = fork(clientScript, [url, String(clients), String(draws)], {
      execArgv: ['--import', 'tsx'],
    });
    child.on('message', (m: { connected?: number; draws?: Draw[] }) => {
      if (m.connected) onConnected();
      if (m.draws) resolve(m.draws);
    });
    child.on('exit', (code) => (code ? reject(new Error(`clients exited ${code}`)) : undefined));
  });
}

function stats(all: Draw[]) {
  const latencies = all.flatMap((d) => d.arrivals.map((t) => t - d.drawAtMs)).sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), max: latencies[latencies.length - 1] ?? NaN, n: latencies.length };
}

async function measureFairdraw() {
  const database = process.env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: null });
  await runMigrations(database);
  // k3 draws every 2 s (time scale 30): room for 2,000 deliveries between draws.
  const app = await buildApp({
    config: testConfig({ timeScale: 30, issuesAhead: 60, rateLimits: benchRateLimits }),
    db: database.db,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  try {
    return stats(await runClients(`http://127.0.0.1:${port}/game/events`, () => undefined));
  } finally {
    await app.close();
    await database.close();
  }
}

async function measureBare() {
  const sockets = new Set<ServerResponse>();
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    res.write('retry: 3000\n\n');
    sockets.add(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  let issue = 0;
  let timer: NodeJS.Timeout | undefined;
  const result = runClients(`http://127.0.0.1:${port}/`, () => {
    timer = setInterval(() => {
      issue += 1;
      const frame = `id: ${issue}\nevent: result\ndata: ${JSON.stringify({ game: 'k3', issue: String(issue), drawAt: new Date().toISOString(), result: [1, 2, 3] })}\n\n`;
      for (const s of sockets) s.write(frame);
    }, 2000);
  });
  try {
    return stats(await result);
  } finally {
    clearInterval(timer);
    for (const s of sockets) s.end();
    server.close();
  }
}

const bare = await measureBare();
const ours = await measureFairdraw();
const fmt = (n: number) => `${n.toFixed(0)} ms`;
console.log(`SSE fan-out to ${clients} clients, ${draws} draws each (${ours.n} deliveries)`);
console.log(
  `  baseline bare node:http write: p50 ${fmt(bare.p50)}  p99 ${fmt(bare.p99)}  max ${fmt(bare.max)}`,
);
console.log(
  `  Fairdraw drawAt → client:      p50 ${fmt(ours.p50)}  p99 ${fmt(ours.p99)}  max ${fmt(ours.max)}`,
);
console.log(
  `  ratio p99 Fairdraw / bare: ${(ours.p99 / Math.max(1, bare.p99)).toFixed(2)}  (goal: p99 ≤ 1000 ms: ${ours.p99 <= 1000 ? 'met' : 'MISSED'})`,
);
process.exit(ours.p99 <= 1000 ? 0 : 1);
