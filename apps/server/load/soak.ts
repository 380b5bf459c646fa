/**
 * `npm run load:soak -- --target cluster --minutes 30` (ADR 130): the load of `npm run load` at a steady
 * moderate rate for a long time, sampling every instance meanwhile — resident memory and open file
 * descriptors from /proc, event-loop lag p99 and heap from its /metrics, the database's connections
 * from pg_stat_activity — then the same books and reconciliation as `npm run load`. Verdict: after
 * the warm-up, resident memory grows < 50 MB, lag p99 stays flat, file descriptors and database
 * connections do not grow. Exit 1 when a check fails.
 */
import { parseArgs } from 'node:util';

import { buildShipped } from '../bench/shipped/shipped-server';
import { load, runScenario } from './scenario';
import { judgeSoak, sampleInstances, type SoakSample } from './soak-samples';
import { startTarget, type TargetKind } from './targets';

const { values: args } = parseArgs({
  options: {
    target: { type: 'string', default: 'cluster' },
    minutes: { type: 'string', default: '30' },
    players: { type: 'string', default: '60' },
    scale: { type: 'string', default: '10' },
    sse: { type: 'string', default: '100' },
    think: { type: 'string', default: '3000' },
    every: { type: 'string', default: '30' },
  },
});
const kind = args.target as TargetKind;
if (!['start', 'pg', 'cluster'].includes(kind)) throw new Error(`--target start|pg|cluster, not ${kind}`);
const seconds = Number(args.minutes) * 60;
const everyMs = Number(args.every) * 1000;
console.log(
  `npm run load:soak: target ${kind}, ${args.minutes} min, ${args.players} players, ${args.sse} SSE streams, a sample every ${args.every} s; load ${load()}`,
);
buildShipped();
const target = await startTarget(kind, Number(args.scale), {}, { metrics: true });
const samples: SoakSample[] = [];
const startedAt = Date.now();
let sampling = true;
const sampler = (async () => {
  const database = kind === 'start' ? null : await target.openDb();
  try {
    while (sampling) {
      const round = await sampleInstances(target, database, startedAt);
      samples.push(...round);
      console.log(
        `soak t+${(round[0]?.atSeconds ?? 0).toFixed(0)} s (load ${load()}): ` +
          round
            .map(
              (s) =>
                `#${s.instance} rss ${s.rssMb.toFixed(0)} MB heap ${s.heapMb.toFixed(0)} MB lag p99 ${s.lagP99Ms.toFixed(1)} ms fds ${s.fds}`,
            )
            .join(' | ') +
          (round[0]?.dbConnections === undefined ? '' : ` | db connections ${round[0].dbConnections}`),
      );
      await new Promise((r) => setTimeout(r, everyMs));
    }
  } finally {
    await database?.close();
  }
})();

let failedChecks = 1;
try {
  ({ failedChecks } = await runScenario(target, {
    playerCount: Number(args.players),
    seconds,
    scale: Number(args.scale),
    sseCount: Number(args.sse),
    thinkMs: Number(args.think),
    peakSlips: 3,
    lateShare: 0.05,
    onPlayersDone: () => {
      sampling = false;
    },
  }));
} finally {
  sampling = false;
  await sampler;
  await target.dispose();
}
const verdict = judgeSoak(samples, seconds);
console.log(`\nsoak verdict (warm-up: the first ${verdict.warmupSeconds} s):\n${verdict.lines.join('\n')}`);
process.exit(failedChecks + verdict.failures > 0 ? 1 : 0);
