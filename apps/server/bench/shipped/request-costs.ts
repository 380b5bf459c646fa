/**
 * `tsx apps/server/bench/shipped/request-costs.ts` (DATABASE_URL: an admin URL; a fresh database is made):
 * what one request costs the shipped server at a given open-loop rate (ORDER_RATE, 800; ORDER_SECONDS, 8),
 * with /game/current and /bet/list beside the orders as shipped.bench.ts sends them: the main thread's
 * and the other threads' CPU, write and read system calls, and context switches per request, from
 * /proc. A profile samples wall time, so a write that waits for a core shows as the write's own time;
 * these counters say how many there are and what they cost in CPU.
 */
import { readFileSync, readdirSync } from 'node:fs';

import { type Player, type RequestKind, openLoop, trialPlayers } from './http-load';
import { openIssueWith } from './issue-window';
import { buildShipped, freshPostgres, startShipped } from './shipped-server';

const rate = Number(process.env.ORDER_RATE ?? 800);
const seconds = Number(process.env.ORDER_SECONDS ?? 8);
const game = 'k3';

function threadTicks(pid: number) {
  const out: { main: number; others: number } = { main: 0, others: 0 };
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(f[11]) + Number(f[12]);
    if (Number(tid) === pid) out.main += ticks;
    else out.others += ticks;
  }
  return out;
}
function counters(pid: number) {
  const io = Object.fromEntries(
    readFileSync(`/proc/${pid}/io`, 'utf8')
      .trim()
      .split('\n')
      .map((l) => l.split(': ') as [string, string])
      .map(([k, v]) => [k, Number(v)]),
  );
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const num = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    ...threadTicks(pid),
    user: Number(f[11]),
    system: Number(f[12]),
    writes: io.syscw ?? 0,
    reads: io.syscr ?? 0,
    voluntary: num('voluntary_ctxt_switches'),
    involuntary: num('nonvoluntary_ctxt_switches'),
  };
}

if (process.env.SHIPPED_BUILD !== 'none') buildShipped();
const db = await freshPostgres('reqcost');
const server = await startShipped(
  {
    DATABASE_URL: db.url,
    TRUST_PROXY: '1',
    RATE_LIMIT_WRITES_PER_ACCOUNT: '10000000',
    RATE_LIMIT_WRITES_PER_ADDRESS: '10000000',
  },
  { label: 'reqcost' },
);
try {
  const pid = server.child.pid ?? 0;
  const players: Player[] = await trialPlayers(server.url, 200);
  const { issue } = await openIssueWith(server.url, game, (seconds + 4) * 1000);
  const kinds: RequestKind[] = [
    {
      name: 'makeOrder',
      rate,
      make: (n) => ({
        path: '/user/makeOrder',
        player: players[n % players.length] as Player,
        body: {
          game,
          issue,
          requestId: `rc-${n}`,
          bets: [{ play: 'HZ', selection: [['10']], unitPrice: 1, multiple: 1 }],
        },
      }),
    },
    {
      name: '/game/current',
      rate: Math.max(10, rate / 8),
      make: (n) => ({
        path: '/game/current',
        player: players[(n * 7) % players.length] as Player,
        body: { game },
      }),
    },
    {
      name: '/bet/list',
      rate: Math.max(5, rate / 16),
      make: (n) => ({
        path: '/bet/list',
        player: players[(n * 13) % players.length] as Player,
        body: { range: 'today', page: 1, pageSize: 10 },
      }),
    },
  ];
  const before = counters(pid);
  const result = await openLoop(server.url, kinds, { warmupSeconds: 0, seconds });
  const after = counters(pid);
  const requests = Object.values(result.kinds).reduce((n, k) => n + k.ok + k.failed, 0);
  const per = (key: keyof typeof before, scale = 1) =>
    (((after[key] - before[key]) * scale) / requests).toFixed(2);
  console.log(
    `${rate} orders/s + reads, ${requests} requests: per request main thread ${per('main', 10)} ms CPU, other threads ${per('others', 10)} ms (user ${per('user', 10)}, system ${per('system', 10)}); write calls ${per('writes')}, read calls ${per('reads')}; context switches voluntary ${per('voluntary')}, involuntary ${per('involuntary')}`,
  );
  const k = result.kinds.makeOrder;
  console.log(
    `orders p50 ${k?.p50.toFixed(1)} p99 ${k?.p99.toFixed(1)} ms; /game/current p99 ${result.kinds['/game/current']?.p99.toFixed(1)}; /bet/list p99 ${result.kinds['/bet/list']?.p99.toFixed(1)}`,
  );
} finally {
  await server.stop();
  await db.drop();
}
process.exit(0);
