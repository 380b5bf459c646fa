// One run of `npm run load` against a started target: players, peaks, SSE, then the books.
import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

import { pidCpuMs, postgresCpuMs } from '../bench/cpu-time';
import { trialPlayers } from '../bench/shipped/http-load';
import { repoRoot } from '../bench/shipped/shipped-server';
import { Measurements, runPlayers, trackIssues } from './players';
import { reconcile, waitSettled } from './reconcile';
import { describeMisses, mergeSseReports, type SseReport, streamsPerProcess } from './sse-report';
import { peakCloseSec, peakGames, peakPeriodScheduleMs, type Target } from './targets';

export interface ScenarioOptions {
  playerCount: number;
  seconds: number;
  scale: number;
  sseCount: number;
  thinkMs: number;
  peakSlips: number;
  lateShare: number;
  /** Called at each peak's start (5 s before its close): where the fault driver injects its fault. */
  atPeak?: (closeAt: number, index: number) => void;
  /** Called when the players stop, before the checks (the soak stops sampling there). */
  onPlayersDone?: () => void;
}

export const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const f0 = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : '–');
const f1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '–');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits for the stream child's "opened" (it has started every stream). A child that exits or stays
 * silent fails the run with what is known instead of holding it forever (a 10,000-stream run once
 * stalled here without a word).
 */
function streamsOpened(child: ChildProcess, count: number): Promise<void> {
  const limitMs = 60_000 + count * 10; // the child starts 50 streams every 20 ms
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the SSE child did not report ${count} streams started within ${limitMs} ms`)),
      limitMs,
    );
    child.once('message', () => {
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the SSE child exited (code ${code}, signal ${signal}) before starting its streams`));
    });
  });
}

/** Runs the players against `target`, prints the figures and checks; resolves with the failed checks' count. */
export async function runScenario(
  target: Target,
  o: ScenarioOptions,
): Promise<{ failedChecks: number; m: Measurements }> {
  const { playerCount, seconds, scale, sseCount } = o;
  let failedChecks = 0;
  console.log(`target up at ${target.url}; creating ${playerCount} trial players (load ${load()})`);
  const players = await trialPlayers(target.url, playerCount, 1000);

  // The streams in children of at most streamsPerProcess each, with their own client addresses.
  const processes = Math.max(1, Math.ceil(sseCount / streamsPerProcess));
  const sseChildren = Array.from({ length: processes }, (_, k) => {
    const first = k * streamsPerProcess;
    const streams = Math.max(0, Math.min(streamsPerProcess, sseCount - first));
    return {
      streams,
      child: fork(
        fileURLToPath(new URL('./sse-watch.ts', import.meta.url)),
        [
          `${target.url}/game/events`,
          String(streams),
          peakGames.join(','),
          String(first),
          String(20 * processes),
        ],
        { execArgv: ['--import', 'tsx'] },
      ),
    };
  });
  if (sseCount > 0) await Promise.all(sseChildren.map((c) => streamsOpened(c.child, c.streams)));
  await sleep(2000);

  const tracker = trackIssues(target.url);
  await sleep(1000);
  const started = Date.now();
  const until = started + seconds * 1000;
  const period = peakPeriodScheduleMs / scale;
  const closeLead = (peakCloseSec * 1000) / scale;
  const peaks: number[] = [];
  for (
    let draw = Math.ceil((started + 6000) / period) * period;
    draw - closeLead + 400 < until;
    draw += period
  )
    peaks.push(draw - closeLead);
  console.log(
    `peaks (all four close together): ${peaks.map((p) => new Date(p).toISOString().slice(11, 23)).join(', ')}`,
  );
  const m = new Measurements();
  const peakTimers = o.atPeak
    ? peaks.map((closeAt, i) =>
        setTimeout(() => o.atPeak?.(closeAt, i), Math.max(0, closeAt - 5000 - Date.now())),
      )
    : [];
  const pids0 = target.pids();
  const cpu0 = { servers: pids0.map(pidCpuMs), pg: postgresCpuMs() };
  await runPlayers(
    target.url,
    players,
    tracker,
    m,
    peaks,
    {
      thinkMs: o.thinkMs,
      peakSlips: o.peakSlips,
      lateShare: o.lateShare,
    },
    until,
  );
  for (const t of peakTimers) clearTimeout(t);
  o.onPlayersDone?.();
  const elapsed = (Date.now() - started) / 1000;
  // The same processes as at the start (an instance killed and started again has a new pid: not counted).
  const pids1 = target.pids();
  const cpu1 = {
    servers: pids0.map((pid, i) => (pids1[i] === pid ? pidCpuMs(pid) : NaN)),
    pg: postgresCpuMs(),
  };
  await tracker.stop();
  // Results of the last peak's draws reach the streams within a second or two.
  await sleep(3000);
  const sseReport = mergeSseReports(
    await Promise.all(
      sseChildren.map(
        ({ child }) =>
          new Promise<SseReport>((resolve) => {
            child.once('message', (r) => resolve(r as SseReport));
            child.send({ stop: true });
          }),
      ),
    ),
  );

  console.log(`\nafter ${f0(elapsed)} s (load ${load()}):`);
  console.log('endpoint                      ok     p50 ms   p99 ms   max ms  refused / failed');
  for (const row of m.table()) {
    const refused = Object.entries(row.refused)
      .map(([c, n]) => `${c}×${n}`)
      .join(' ');
    console.log(
      `${row.name.padEnd(26)} ${String(row.ok).padStart(6)} ${f1(row.p50).padStart(9)} ${f1(row.p99).padStart(8)} ${f0(row.max).padStart(8)}  ${refused}${row.failed ? ` FAILED ${row.failed} (${row.sample})` : ''}`,
    );
  }
  const accepted = m.orders.filter((o) => o.code === 0);
  const peakAccepted = accepted.filter((o) => o.peak);
  console.log(
    `orders: ${accepted.length} accepted (${f1(accepted.length / elapsed)}/s overall; ${f0(peakAccepted.length / Math.max(1, peaks.length) / 5)}/s in the peaks' last 5 s, ${peaks.length} peaks)`,
  );
  const lateAccepted = accepted.filter((o) => o.sentAt > o.closeAt).length;
  const lateSent = m.orders.filter((o) => o.sentAt > o.closeAt).length;
  console.log(`orders sent after their close: ${lateSent}, accepted: ${lateAccepted} (must be 0)`);
  if (lateAccepted > 0) failedChecks += 1;
  console.log(
    `SSE: ${sseReport.streams} streams (${sseReport.open} open at the end, ${sseReport.failed} failed opens, ${sseReport.reconnects} reconnects); ${sseReport.deliveries} result deliveries of ${sseReport.results} draws (${sseReport.complete} to every stream; the others ${sseReport.partial.join(', ') || 'none'}), drawAt → client p50 ${f0(sseReport.p50)} ms, p99 ${f0(sseReport.p99)} ms, max ${f0(sseReport.max)} ms; a draw's first delivery p50 ${f0(sseReport.firstDeliveryP50)} ms (${sseReport.processes} client process${sseReport.processes > 1 ? 'es' : ''}, ${f0(sseReport.cpuMs / elapsed / 10)} % of a core)`,
  );
  for (const line of describeMisses(sseReport.misses)) console.log(line);
  const cpuServers = cpu1.servers.map((c, i) => c - (cpu0.servers[i] ?? 0));
  console.log(
    `CPU over the run: server${cpuServers.length > 1 ? 's' : ''} ${cpuServers.map((c) => `${f0(c / elapsed / 10)} %`).join(' + ')} of a core, PostgreSQL ${target.kind === 'start' ? '–' : `${f0((cpu1.pg - cpu0.pg) / elapsed / 10)} %`} (every PostgreSQL process of the machine)`,
  );

  // The books: settlement of the last draws first, then ledger:check and the reconciliation.
  let database;
  if (target.kind === 'start') {
    await sleep(10_000);
    await target.stop();
    database = await target.openDb();
  } else {
    database = await target.openDb();
    const pending = await waitSettled(database, 60_000);
    if (pending) console.log(`still ${pending} bets of drawn issues pending after 60 s`);
  }
  const rec = await reconcile(database, m.orders);
  await database.close();
  const ledger = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/db/ledger-check-cli.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...target.ledgerEnv() },
    encoding: 'utf8',
  });
  console.log(`ledger:check (exit ${ledger.status}):\n${(ledger.stdout + ledger.stderr).trim()}`);
  if (ledger.status !== 0) failedChecks += 1;
  console.log(`reconciliation:\n${rec.lines.join('\n')}`);
  failedChecks += rec.violations;
  console.log(failedChecks ? `\n${failedChecks} check(s) FAILED` : '\nevery check passed');
  return { failedChecks, m };
}
