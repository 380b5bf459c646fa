/**
 * `tsx apps/server/bench/order-profile.ts` (DATABASE_URL: an admin URL; a fresh database is made):
 * where one order's time goes at low load, on the server as shipped. The built server runs under
 * `--cpu-prof`; an open loop sends ORDER_RATE (100) one-bet K3 orders a second for ORDER_SECONDS
 * (20), with /game/current and /bet/list beside them, as shipped.bench.ts does; then the server is
 * stopped (the profile is written at its exit) and the profile's window summarised by
 * shipped/profile-summary.ts. SHIPPED_BUILD=none skips the build; ORDER_DB=pglite profiles the
 * embedded database (no DATABASE_URL), as `npm start` runs.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { openLoop, trialPlayers } from './shipped/http-load';
import { openIssueWith } from './shipped/issue-window';
import { orderKind, readKinds } from './shipped/request-kinds';
import { buildShipped, freshPostgres, startShipped } from './shipped/shipped-server';

const rate = Number(process.env.ORDER_RATE ?? 100);
const seconds = Number(process.env.ORDER_SECONDS ?? 20);
const warmupSeconds = 3;
const game = 'k3';

if (process.env.SHIPPED_BUILD !== 'none') buildShipped();
const onPglite = process.env.ORDER_DB === 'pglite';
const db = onPglite ? null : await freshPostgres('orderprof');
const profileDir = mkdtempSync(join(tmpdir(), 'fairdraw-order-profile-'));
// The profile's clock starts with the server process: seconds from its spawn.
const started = performance.now();
const server = await startShipped(
  {
    ...(db ? { DATABASE_URL: db.url } : {}),
    TRUST_PROXY: '1',
    RATE_LIMIT_WRITES_PER_ACCOUNT: '10000000',
    RATE_LIMIT_WRITES_PER_ADDRESS: '10000000',
    // e.g. PGOPTIONS='-c log_min_duration_statement=0': every statement of the server's connections logged.
    ...(process.env.PGOPTIONS ? { PGOPTIONS: process.env.PGOPTIONS } : {}),
  },
  { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`], label: 'order-profile' },
);
try {
  const players = await trialPlayers(server.url, 200);
  const { issue } = await openIssueWith(server.url, game, (warmupSeconds + seconds + 2) * 1000);
  const order = { ...orderKind(players, game, () => issue, 'p'), rate };
  const reads = readKinds(players, game, rate);
  const from = (performance.now() - started) / 1000 + warmupSeconds;
  const result = await openLoop(server.url, [order, ...reads], { warmupSeconds, seconds });
  const to = (performance.now() - started) / 1000;
  for (const [name, k] of Object.entries(result.kinds))
    console.log(
      `${name}: ${(k.ok / seconds).toFixed(0)}/s, p50 ${k.p50.toFixed(1)} p90 ${k.p90.toFixed(1)} p99 ${k.p99.toFixed(1)} max ${k.max.toFixed(0)} ms${k.failed ? `, failed ${k.failed} (${k.sample})` : ''}`,
    );
  console.log(`load client's event-loop delay p99 ${result.clientLagP99.toFixed(1)} ms`);
  await server.stop({ keep: true });
  const profile = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
  if (!profile) throw new Error(`no profile in ${profileDir}`);
  // The profile starts as node starts the server (a few ms after the spawn): the window is ±0.1 s.
  const summary = fileURLToPath(new URL('./shipped/profile-summary.ts', import.meta.url));
  console.log(`profile ${join(profileDir, profile)}, counted window ≈ ${from.toFixed(0)}–${to.toFixed(0)} s`);
  console.log(
    execFileSync(
      process.execPath,
      ['--import', 'tsx', summary, join(profileDir, profile), from.toFixed(0), to.toFixed(0)],
      { encoding: 'utf8' },
    ),
  );
} finally {
  await server.stop().catch(() => undefined);
  await db?.drop();
}
process.exit(0);
