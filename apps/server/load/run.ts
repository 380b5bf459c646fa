/**
 * `npm run load` (ADR 130): simulated players through the public API and SSE against the server as
 * it ships — `--target start` (npm start: PGlite), `pg` (one instance on PostgreSQL) or `cluster`
 * (three instances, nginx, Redis) — with the four peak games (K3, FFC, SFC, WFC) closing together
 * every 900 s of schedule time (90 s at the default `--scale 10`) and each player's peak slips in the
 * last five seconds before. Prints orders/s, p50/p99 per endpoint, orders accepted after their close
 * (must be 0), SSE result delivery from draw time, then `ledger:check` and the reconciliation.
 *
 *   npm run load -- --target pg --players 200 --seconds 200 --sse 2000
 *
 * Exit code 1 when the books or the reconciliation find anything, or an order was accepted after its close.
 */
import { parseArgs } from 'node:util';

import { buildShipped } from '../bench/shipped/shipped-server';
import { load, runScenario } from './scenario';
import { startTarget, type TargetKind } from './targets';

const { values: args } = parseArgs({
  options: {
    target: { type: 'string', default: 'pg' },
    players: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '200' },
    scale: { type: 'string', default: '10' },
    sse: { type: 'string', default: '1000' },
    think: { type: 'string', default: '3000' },
    'peak-slips': { type: 'string', default: '3' },
    'late-share': { type: 'string', default: '0.05' },
  },
});
const kind = args.target as TargetKind;
if (!['start', 'pg', 'cluster'].includes(kind)) throw new Error(`--target start|pg|cluster, not ${kind}`);
const options = {
  playerCount: Number(args.players),
  seconds: Number(args.seconds),
  scale: Number(args.scale),
  sseCount: Number(args.sse),
  thinkMs: Number(args.think),
  peakSlips: Number(args['peak-slips']),
  lateShare: Number(args['late-share']),
};
console.log(
  `npm run load: target ${kind}, ${options.playerCount} players, ${options.seconds} s, time scale ${options.scale}, ${options.sseCount} SSE streams; load ${load()}`,
);
buildShipped();
const target = await startTarget(kind, options.scale, {});
let failedChecks = 1;
try {
  ({ failedChecks } = await runScenario(target, options));
} finally {
  await target.dispose();
}
process.exit(failedChecks ? 1 : 0);
