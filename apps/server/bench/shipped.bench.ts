/**
 * makeOrder as shipped (ADR 129): the server built and started as `npm start` starts it, in its own
 * process; this process is the load. Beside it, in the same run, the strongest bare baseline (one
 * transaction, four prepared statements, a pg Pool of 8). Closed loop (64 clients, each a different
 * trial player with its own client address through TRUST_PROXY=1) and open loop (orders due at 200
 * and 800 per second, with /game/current and /bet/list beside them; latency from the due time).
 * Then PGlite (the embedded default): closed-loop throughput, and the longest answer at 500 orders/s.
 *
 * BENCH_REPEAT (3) runs of each, medians printed; BENCH_QUICK=1 shortens every run;
 * BENCH_SERVER_ARGS adds node flags to the server (e.g. --cpu-prof); SHIPPED_BUILD=none skips the build.
 */
import { execSync } from 'node:child_process';
import { loadavg } from 'node:os';

import { bareClosed, bareOpen, bareTarget, cpuBetween, databaseCpuMs } from './shipped/bare-tx';
import { closedLoop, openLoop, type RunResult, trialPlayers } from './shipped/http-load';
import { openIssueWith } from './shipped/issue-window';
import { orderKind, readKinds } from './shipped/request-kinds';
import { buildShipped, freshPostgres, startShipped } from './shipped/shipped-server';
import { serverSideLatency } from './shipped/server-log';
import { pidCpuMs, processCpuMs } from './cpu-time';

const quick = process.env.BENCH_QUICK === '1';
const repeats = Number(process.env.BENCH_REPEAT ?? (quick ? 1 : 3));
const closedRun = { warmupSeconds: quick ? 2 : 3, seconds: quick ? 4 : 10 };
const openRun = { warmupSeconds: 2, seconds: quick ? 4 : 8 };
const clients = 64;
const openRates = [200, 800];
const game = 'k3';
const serverArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
// The limits stay on (their cost is measured) but sized for a load generator: a closed-loop client
// sends ≈ 30 orders/s, far beyond a person's 600 writes a minute (ADR 108).
const serverEnv = {
  TRUST_PROXY: '1',
  RATE_LIMIT_WRITES_PER_ACCOUNT: '10000000',
  RATE_LIMIT_WRITES_PER_ADDRESS: '10000000',
};

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length
    ? (s[Math.floor((s.length - 1) / 2)] ?? NaN) +
        (s.length % 2 ? 0 : ((s[s.length / 2] ?? 0) - (s[s.length / 2 - 1] ?? 0)) / 2)
    : NaN;
};
const f0 = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : '–');
const f1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '–');
const f2 = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : '–');

/**
 * CPU over a run's counted seconds (from `warmupSeconds` on, until the answer is awaited): the server
 * process, its database's backends and this process, in ms.
 */
function cpuOverCountedSeconds(databaseUrl: string, serverPid: number, warmupSeconds: number) {
  let start: Promise<{ server: number; pg: Map<number, number>; me: number }> | null = null;
  const timer = setTimeout(() => {
    start = databaseCpuMs(databaseUrl).then((pg) => ({
      server: pidCpuMs(serverPid),
      pg,
      me: processCpuMs(),
    }));
  }, warmupSeconds * 1000);
  return async () => {
    clearTimeout(timer);
    const before = (await start) ?? { server: 0, pg: new Map<number, number>(), me: 0 };
    return {
      server: pidCpuMs(serverPid) - before.server,
      pg: cpuBetween(before.pg, await databaseCpuMs(databaseUrl)),
      me: processCpuMs() - before.me,
    };
  };
}

/** BENCH_TIMELINE=1: the orders' latency second by second (where a run's tail comes from). */
function timeline(r: RunResult) {
  if (process.env.BENCH_TIMELINE !== '1') return;
  console.log(
    `  per second from ${r.startedAt.toISOString().slice(11, 23)}: ${r.timeline.map((t) => `${t.second}s ${t.count}× p50 ${f0(t.p50)} p99 ${f0(t.p99)}`).join(' | ')}`,
  );
}

function describe(r: RunResult, kind = 'makeOrder') {
  const k = r.kinds[kind];
  if (!k) return 'no answers';
  const refused = Object.entries(k.refused)
    .map(([c, n]) => `${c}×${n}`)
    .join(' ');
  return `${f0(k.ok / r.seconds)}/s, p50 ${f1(k.p50)} p90 ${f1(k.p90)} p99 ${f1(k.p99)} max ${f0(k.max)} ms${refused ? `, refused ${refused}` : ''}${k.failed ? `, FAILED ${k.failed} (${k.sample})` : ''}`;
}

async function postgresPart() {
  const db = await freshPostgres('shipped').catch((error: unknown) => {
    console.log(`PostgreSQL part skipped: ${(error as Error).message}`);
    return null;
  });
  if (!db) return;
  const server = await startShipped(
    { ...serverEnv, DATABASE_URL: db.url },
    { nodeArgs: serverArgs, label: 'bench-pg' },
  );
  const startedAt = performance.now();
  // Seconds since the server started: where a run lies in a --cpu-prof profile (profile-summary.ts).
  const since = () => `t+${((performance.now() - startedAt) / 1000).toFixed(0)} s`;
  try {
    const players = await trialPlayers(server.url, 200);
    const rows: Record<string, number[]> = {};
    const keep = (key: string, v: number) => (rows[key] ??= []).push(v);
    for (let run = 1; run <= repeats; run += 1) {
      console.log(`\n— run ${run}/${repeats} (load ${load()})`);
      // Closed loop: ours, then bare, within one k3 issue (60 s, closing 5 s before its draw).
      let { issue } = await openIssueWith(
        server.url,
        game,
        (closedRun.warmupSeconds + closedRun.seconds + 2) * 1000,
      );
      const closedCpu = cpuOverCountedSeconds(db.url, server.child.pid ?? 0, closedRun.warmupSeconds);
      const ours = await closedLoop(
        server.url,
        orderKind(players.slice(0, clients), game, () => issue, `c${run}`),
        clients,
        closedRun,
      );
      const cpu = await closedCpu();
      const target = await bareTarget(db.url, game, issue);
      target.accounts = target.accounts.slice(0, clients);
      const bare = await bareClosed(target, clients, closedRun);
      const bareCpu = bare.postgresCpuMs;
      const oursRate = (ours.kinds.makeOrder?.ok ?? 0) / closedRun.seconds;
      const perOrder = (ms: number) => f2(ms / Math.max(1, oursRate * closedRun.seconds));
      console.log(`closed loop, ${clients} clients (ended ${since()}): Fairdraw ${describe(ours)}`);
      timeline(ours);
      console.log(
        `  bare tx: ${f0(bare.rate)} tx/s, p50 ${f1(bare.p50)} p99 ${f1(bare.p99)} ms${bare.errors ? ` (errors ${bare.errors}: ${bare.firstError})` : ''}; ratio ${f2(oursRate / bare.rate)} (goal ≥ 1.0)`,
      );
      console.log(
        `  CPU per order: server ${perOrder(cpu.server)} ms, its PostgreSQL backends ${perOrder(cpu.pg)} ms, load ${perOrder(cpu.me)} ms; bare: PostgreSQL ${f2(bareCpu / Math.max(1, bare.rate * closedRun.seconds))} ms; client lag p99 ${f1(ours.clientLagP99)} ms`,
      );
      keep('closed.ours', oursRate);
      keep('closed.bare', bare.rate);
      keep('closed.ratio', oursRate / bare.rate);
      keep('closed.p99', ours.kinds.makeOrder?.p99 ?? NaN);
      for (const rate of openRates) {
        ({ issue } = await openIssueWith(
          server.url,
          game,
          (openRun.warmupSeconds + openRun.seconds + 2) * 1000,
        ));
        const order = { ...orderKind(players, game, () => issue, `o${run}-${rate}`), rate };
        const openCpu = cpuOverCountedSeconds(db.url, server.child.pid ?? 0, openRun.warmupSeconds);
        const open = await openLoop(server.url, [order, ...readKinds(players, game, rate)], openRun);
        const cpuO = await openCpu();
        const bareO = await bareOpen(
          { ...target, accounts: (await bareTarget(db.url, game, issue)).accounts },
          rate,
          openRun,
        );
        console.log(
          `open loop ${rate}/s: Fairdraw ${describe(open)}; client lag p99 ${f1(open.clientLagP99)} ms`,
        );
        timeline(open);
        const perOpenOrder = (ms: number) => f2(ms / (rate * openRun.seconds));
        console.log(
          `  CPU per order (reads included): server ${perOpenOrder(cpuO.server)} ms (${f0(cpuO.server / openRun.seconds / 10)} % of a core), its PostgreSQL ${perOpenOrder(cpuO.pg)} ms, load ${perOpenOrder(cpuO.me)} ms`,
        );
        console.log(`  /game/current ${describe(open, '/game/current')}`);
        console.log(`  /bet/list ${describe(open, '/bet/list')}`);
        const from = open.startedAt.getTime() + openRun.warmupSeconds * 1000;
        const side = serverSideLatency(server.logFile, from, from + openRun.seconds * 1000);
        console.log(
          `  server-side (its request log, arrival → answer): ${
            side
              .filter((r) => ['/user/makeOrder', '/game/current', '/bet/list'].includes(r.route))
              .map((r) => `${r.route} p50 ${f1(r.p50)} p99 ${f1(r.p99)} ms`)
              .join(', ') || 'no request lines (LOG_LEVEL above info?)'
          }`,
        );
        console.log(
          `  bare tx: ${f0(bareO.rate)}/s, p50 ${f1(bareO.p50)} p90 ${f1(bareO.p90)} p99 ${f1(bareO.p99)} ms${bareO.errors ? ` (errors ${bareO.errors}: ${bareO.firstError})` : ''}`,
        );
        const k = open.kinds.makeOrder;
        keep(`open${rate}.p50`, k?.p50 ?? NaN);
        keep(`open${rate}.p99`, k?.p99 ?? NaN);
        keep(`open${rate}.bare.p50`, bareO.p50);
        keep(`open${rate}.bare.p99`, bareO.p99);
        keep(`open${rate}.current.p99`, open.kinds['/game/current']?.p99 ?? NaN);
        keep(`open${rate}.list.p99`, open.kinds['/bet/list']?.p99 ?? NaN);
      }
    }
    const m = (key: string) => median(rows[key] ?? []);
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(`\nPostgreSQL, medians of ${repeats} (load now ${load()}):`);
    console.log(
      `  closed loop: ${f0(m('closed.ours'))} orders/s against bare ${f0(m('closed.bare'))} tx/s: ratio ${f2(m('closed.ratio'))} (goal ≥ 1.0: ${verdict(m('closed.ratio') >= 1)}); p99 ${f1(m('closed.p99'))} ms`,
    );
    for (const rate of openRates)
      console.log(
        `  open ${rate}/s: p50 ${f1(m(`open${rate}.p50`))} ms (bare ${f1(m(`open${rate}.bare.p50`))}, ratio ${f2(m(`open${rate}.p50`) / m(`open${rate}.bare.p50`))}), p99 ${f1(m(`open${rate}.p99`))} ms (bare ${f1(m(`open${rate}.bare.p99`))}, ratio ${f2(m(`open${rate}.p99`) / m(`open${rate}.bare.p99`))}); /game/current p99 ${f1(m(`open${rate}.current.p99`))}, /bet/list p99 ${f1(m(`open${rate}.list.p99`))} ms`,
      );
    console.log(
      `  goals: 800/s p99 ≤ 50 ms: ${verdict(m('open800.p99') <= 50)}; 200/s p50 ≤ 8 ms: ${verdict(m('open200.p50') <= 8)}; reads p99 ≤ 20 ms at 800/s: ${verdict(Math.max(m('open800.current.p99'), m('open800.list.p99')) <= 20)}`,
    );
  } finally {
    await server.stop();
    await db.drop();
  }
}

async function pglitePart() {
  const server = await startShipped(serverEnv, { nodeArgs: serverArgs, label: 'bench-pglite' });
  try {
    const players = await trialPlayers(server.url, 200);
    const rates: number[] = [];
    const maxes: number[] = [];
    for (let run = 1; run <= repeats; run += 1) {
      let { issue } = await openIssueWith(
        server.url,
        game,
        (closedRun.warmupSeconds + closedRun.seconds + 2) * 1000,
      );
      const closed = await closedLoop(
        server.url,
        orderKind(players.slice(0, clients), game, () => issue, `pc${run}`),
        clients,
        closedRun,
      );
      ({ issue } = await openIssueWith(
        server.url,
        game,
        (openRun.warmupSeconds + openRun.seconds + 2) * 1000,
      ));
      const open = await openLoop(
        server.url,
        [{ ...orderKind(players, game, () => issue, `po${run}`), rate: 500 }],
        openRun,
      );
      const k = open.kinds.makeOrder;
      console.log(
        `PGlite run ${run} (load ${load()}): closed loop ${describe(closed)}; open 500/s ${describe(open)}`,
      );
      timeline(open);
      rates.push((closed.kinds.makeOrder?.ok ?? 0) / closedRun.seconds);
      maxes.push(k && k.ok >= 500 * openRun.seconds * 0.99 ? k.max : Infinity);
    }
    console.log(
      `PGlite, medians of ${repeats}: closed loop ${f0(median(rates))} orders/s (goal ≥ 500: ${median(rates) >= 500 ? 'met' : 'NOT met'}); at 500/s the longest answer ${f0(median(maxes))} ms (goal ≤ 100 ms: ${median(maxes) <= 100 ? 'met' : 'NOT met'})`,
    );
  } finally {
    await server.stop();
  }
}

console.log(
  `makeOrder as shipped (node apps/server/dist/server.js), load ${load()}; ${execSync('uptime').toString().trim()}`,
);
buildShipped();
const only = process.env.BENCH_ONLY;
if (!only || only === 'shipped' || only === 'shipped-pg') await postgresPart();
if (!only || only === 'shipped' || only === 'shipped-pglite') await pglitePart();
process.exit(0);
