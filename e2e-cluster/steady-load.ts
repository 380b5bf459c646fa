import { post, randomIp, sleep } from './harness';

export interface LoadReport {
  sent: number;
  /** No answer, or an HTTP 5xx from the proxy or an instance: the request is lost to its user. */
  lost: number;
  lostSamples: string[];
  /** Answered with a business refusal (e.g. the issue closed meanwhile): not lost. */
  refusedByCode: Record<number, number>;
  orders: number;
}

export interface Player {
  token: string;
}

/**
 * An open loop of reads and orders through the proxy: a request is due every 1000/rate ms whatever
 * the earlier ones are doing, as real players keep arriving while an instance restarts.
 */
export function startSteadyLoad(
  url: string,
  players: readonly Player[],
  opts: { ratePerSecond: number; orderGame: string; orderPlay: { play: string; selection: string[][] } },
) {
  const report: LoadReport = { sent: 0, lost: 0, lostSamples: [], refusedByCode: {}, orders: 0 };
  let stopped = false;
  let currentIssue = '';
  const inFlight = new Set<Promise<void>>();
  const refreshIssue = async () => {
    while (!stopped) {
      try {
        const cur = await post<{ issue: string; status: string }>(`${url}/game/current`, {
          game: opts.orderGame,
        });
        if (cur.body.data.status === 'open') currentIssue = cur.body.data.issue;
      } catch {
        // counted by the measured requests, not by this helper
      }
      await sleep(500);
    }
  };
  const one = async (n: number) => {
    const player = players[n % players.length];
    if (!player) return;
    const kind = n % 3;
    const path = kind === 0 ? '/user/makeOrder' : kind === 1 ? '/game/current' : '/bet/list';
    const body =
      kind === 0
        ? {
            game: opts.orderGame,
            issue: currentIssue,
            requestId: `load-${n}-${Date.now().toString(36)}`,
            bets: [{ ...opts.orderPlay, unitPrice: 1, multiple: 1 }],
          }
        : kind === 1
          ? { game: 'k3' }
          : { range: 'today', page: 1, pageSize: 10 };
    report.sent += 1;
    try {
      const res = await post(`${url}${path}`, body, { token: player.token, ip: randomIp() });
      if (res.status >= 500) {
        report.lost += 1;
        report.lostSamples.push(`${path} HTTP ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
      } else if (res.body.code !== 0) {
        report.refusedByCode[res.body.code] = (report.refusedByCode[res.body.code] ?? 0) + 1;
      } else if (kind === 0) report.orders += 1;
    } catch (error) {
      report.lost += 1;
      const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
      report.lostSamples.push(`${path} ${(error as Error).message} ${cause?.code ?? cause?.message ?? ''}`);
    }
  };
  const refresher = refreshIssue();
  const ticker = (async () => {
    const started = performance.now();
    for (let n = 0; !stopped; n += 1) {
      const due = started + (n * 1000) / opts.ratePerSecond;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      if (stopped) break;
      if (!currentIssue) continue;
      const p = one(n).finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
  })();
  return {
    report,
    async stop(): Promise<LoadReport> {
      stopped = true;
      await ticker;
      await refresher;
      await Promise.all(inFlight);
      return report;
    },
  };
}
