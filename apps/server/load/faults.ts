/**
 * `npm run load:faults -- --fault kill9|sigstop|redis-stop|pg-restart` (ADR 130): the cluster under
 * the peak-close load (scenario.ts), one fault injected 5 s before the first joint close, then the
 * same checks as `npm run load` (ledger:check, reconciliation, no order accepted after its close)
 * and the timeline: answers and failures per second around the fault, and how long after the fault
 * ended the last failure was. The cluster runs on a PostgreSQL and a Redis of its own (temporary,
 * free ports), so restarting them never touches the machine's shared services.
 */
import { parseArgs } from 'node:util';

import { buildShipped } from '../bench/shipped/shipped-server';
import { privatePostgres, privateRedis } from './private-services';
import { load, runScenario } from './scenario';
import { startTarget, type Target } from './targets';

const { values: args } = parseArgs({
  options: {
    fault: { type: 'string', default: 'kill9' },
    players: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '130' },
    scale: { type: 'string', default: '10' },
    sse: { type: 'string', default: '300' },
  },
});
const fault = String(args.fault);
if (!['kill9', 'sigstop', 'redis-stop', 'pg-restart'].includes(fault))
  throw new Error(`--fault kill9|sigstop|redis-stop|pg-restart, not ${fault}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const clock = (t: number) => new Date(t).toISOString().slice(11, 23);

buildShipped();
const pg = await privatePostgres();
const redis = await privateRedis();
process.env.DATABASE_URL = pg.url;
const timeline: { at: number; what: string }[] = [];
const note = (what: string) => {
  timeline.push({ at: Date.now(), what });
  console.log(`${clock(Date.now())} ${what}`);
};
let faultStart = 0;
let faultEnd = 0;
let faultDone: Promise<void> = Promise.resolve();

async function inject(target: Target) {
  const cluster = target.cluster;
  if (!cluster) throw new Error('faults need the cluster');
  const port = cluster.ports[0] ?? 0;
  faultStart = Date.now();
  if (fault === 'kill9') {
    note(`kill -9 of the instance on ${port}`);
    const exit = await cluster.signal(port, 'SIGKILL');
    note(`instance exited (${exit.signal ?? exit.code}); starting it again`);
    await cluster.restart(port);
    note('instance ready again');
  } else if (fault === 'sigstop') {
    const pid = cluster.instance(port).child.pid ?? 0;
    note(`SIGSTOP of the instance on ${port} (pid ${pid}) for 20 s`);
    process.kill(pid, 'SIGSTOP');
    await sleep(20_000);
    process.kill(pid, 'SIGCONT');
    note('SIGCONT');
  } else if (fault === 'redis-stop') {
    note('Redis stopped for 30 s');
    await redis.stop();
    await sleep(30_000);
    await redis.start();
    note('Redis started again');
  } else {
    note('PostgreSQL restart (pg_ctl restart -m fast)');
    await pg.restart();
    note('PostgreSQL restarted');
  }
  faultEnd = Date.now();
}

console.log(`npm run load:faults: ${fault} on the cluster during the peak close; load ${load()}`);
let failedChecks = 1;
const target = await startTarget('cluster', Number(args.scale), { REDIS_URL: redis.url });
try {
  const result = await runScenario(target, {
    playerCount: Number(args.players),
    seconds: Number(args.seconds),
    scale: Number(args.scale),
    sseCount: Number(args.sse),
    thinkMs: 3000,
    peakSlips: 3,
    lateShare: 0.05,
    atPeak: (_closeAt, index) => {
      if (index === 0) faultDone = inject(target);
    },
  });
  await faultDone;
  failedChecks = result.failedChecks;
  if (!faultStart) {
    console.log('the run ended before its first peak: no fault was injected');
    failedChecks += 1;
  } else {
    const rows = result.m.perSecond(faultStart - 5000, Math.max(faultEnd + 30_000, faultStart + 40_000));
    console.log(`\ntimeline (s from the fault; answers / lost to their player / slowest ms):`);
    for (const r of rows)
      console.log(
        `  ${String(r.second - 5).padStart(4)} s  ${r.answers} / ${r.failed} / ${r.maxMs.toFixed(0)}`,
      );
    const lastFailure = Math.max(0, ...result.m.events.filter((e) => e.failed).map((e) => e.at));
    const lost = result.m.events.filter((e) => e.failed && e.at >= faultStart).length;
    console.log(
      `fault ${clock(faultStart)} → ${clock(faultEnd)} (${((faultEnd - faultStart) / 1000).toFixed(1)} s); ${lost} answers lost from the fault on; the last ${lastFailure ? `${((lastFailure - faultEnd) / 1000).toFixed(1)} s after the fault ended` : 'never'} (goal: full service within 10 s)`,
    );
    if (lastFailure - faultEnd > 10_000) failedChecks += 1;
    for (const t of timeline) console.log(`  ${clock(t.at)} ${t.what}`);
  }
} finally {
  await target.dispose();
  await redis.stop();
  await pg.stop();
}
process.exit(failedChecks ? 1 : 0);
