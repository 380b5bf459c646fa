// Simulated players of `npm run load`: each its own trial account and client address, browsing,
// reading records and placing slips, chases and cancels with think time between; before every joint
// close of the peak games each also places slips in their last five seconds (a few just after the
// close, which must be refused).
import { playsOf, randomPick } from '@fairdraw/rules';

import { codeOf, type Player, send, stats } from '../bench/shipped/http-load';
import { peakGames } from './targets';

export interface IssueInfo {
  issue: string;
  status: string;
  closeAt: number;
  drawAt: number;
}

/** The peak games' current issues, refreshed every 250 ms (the tracker's own requests are not measured). */
export function trackIssues(url: string) {
  const current = new Map<string, IssueInfo>();
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const answer = await send(`${url}/game/currents`, { body: { games: peakGames }, ip: '192.0.2.2' });
      try {
        const list =
          (JSON.parse(answer.text) as { data?: { list?: Record<string, string>[] } }).data?.list ?? [];
        for (const d of list)
          current.set(String(d.game), {
            issue: String(d.issue),
            status: String(d.status),
            closeAt: Date.parse(String(d.closeAt)),
            drawAt: Date.parse(String(d.drawAt)),
          });
      } catch {
        // an instance restarting: keep the last known issues
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  return {
    current,
    async stop() {
      stopped = true;
      await loop;
    },
  };
}

export interface OrderRecord {
  requestId: string;
  game: string;
  issue: string;
  sentAt: number;
  /** The issue's closeAt as the tracker knew it when the order was sent. */
  closeAt: number;
  code: number;
  orderNo?: string;
  peak: boolean;
}

export class Measurements {
  readonly latencies = new Map<string, number[]>();
  readonly refused = new Map<string, Record<number, number>>();
  readonly failed = new Map<string, { n: number; sample: string }>();
  readonly orders: OrderRecord[] = [];
  /** Every answer's arrival (epoch ms), its latency and whether it was lost to its player (no envelope, 5xx). */
  readonly events: { at: number; ms: number; failed: boolean }[] = [];

  record(name: string, code: number, status: number, text: string, ms: number) {
    this.events.push({ at: Date.now(), ms, failed: status === 0 || status >= 500 || code < 0 });
    if (code === 0) {
      let list = this.latencies.get(name);
      if (!list) this.latencies.set(name, (list = []));
      list.push(ms);
    } else if (status === 0 || status >= 500 || code < 0) {
      const f = this.failed.get(name) ?? { n: 0, sample: `${status} ${text.slice(0, 160)}` };
      f.n += 1;
      this.failed.set(name, f);
    } else {
      const r = this.refused.get(name) ?? {};
      r[code] = (r[code] ?? 0) + 1;
      this.refused.set(name, r);
    }
  }

  /** Per second from `from` to `to` (epoch ms): answers, failures and the slowest answer. */
  perSecond(from: number, to: number) {
    const rows: { second: number; answers: number; failed: number; maxMs: number }[] = [];
    for (let t = from; t < to; t += 1000) {
      const inSecond = this.events.filter((e) => e.at >= t && e.at < t + 1000);
      rows.push({
        second: Math.round((t - from) / 1000),
        answers: inSecond.length,
        failed: inSecond.filter((e) => e.failed).length,
        maxMs: Math.max(0, ...inSecond.map((e) => e.ms)),
      });
    }
    return rows;
  }

  table() {
    const names = new Set([...this.latencies.keys(), ...this.refused.keys(), ...this.failed.keys()]);
    return [...names].sort().map((name) => {
      const s = stats(this.latencies.get(name) ?? []);
      return {
        name,
        ok: s.count,
        p50: s.p50,
        p99: s.p99,
        max: s.max,
        refused: this.refused.get(name) ?? {},
        failed: this.failed.get(name)?.n ?? 0,
        sample: this.failed.get(name)?.sample ?? '',
      };
    });
  }
}

interface PlayerState extends Player {
  pendingBets: { id: number; game: string; issue: string }[];
  chases: string[];
  n: number;
  /** The renewal in flight: a player's calls that were refused together renew once. */
  renewing?: Promise<boolean> | undefined;
}

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)] as T;
/** Exponential think time with the given mean (ms), capped at 4 × the mean. */
const think = (mean: number) => Math.min(4 * mean, -Math.log(1 - Math.random()) * mean);

/** A slip of 1–5 one-combination bets (machine picks) of the game's plays, 1 fen a bet. */
function slip(game: string) {
  const plays = playsOf(game).filter((p) => !p.needsZodiacYear);
  const count = 1 + Math.floor(Math.random() * 5);
  return Array.from({ length: count }, () => {
    const play = pick(plays);
    return { play: play.code, selection: randomPick(play, Math.random), unitPrice: 1, multiple: 1 };
  });
}

export interface MixOptions {
  thinkMs: number;
  /** Slips each player places in the last 5 s before every joint close. */
  peakSlips: number;
  /** Share of peak slips sent in the 300 ms just after the close (must all be refused). */
  lateShare: number;
}

export function runPlayers(
  url: string,
  players: Player[],
  tracker: ReturnType<typeof trackIssues>,
  m: Measurements,
  peaks: number[],
  options: MixOptions,
  untilMs: number,
) {
  const states: PlayerState[] = players.map((p) => ({ ...p, pendingBets: [], chases: [], n: 0 }));
  // An access token lives 15 minutes: renewed with the refresh token when refused (as the web app does).
  // Once per player at a time: a refresh token is single-use, and a second use of the same one ends
  // the session as a replay (ADR 006).
  const renew = (p: PlayerState) =>
    (p.renewing ??= (async () => {
      const answer = await send(`${url}/user/refreshToken`, {
        ip: p.ip,
        body: { token_jwt: p.jwt },
        timeoutMs: 15_000,
      });
      const token = /"token":"([^"]+)"/.exec(answer.text)?.[1];
      const jwt = /"jwt":"([^"]+)"/.exec(answer.text)?.[1];
      if (token) p.token = token;
      if (jwt) p.jwt = jwt;
      return Boolean(token);
    })().finally(() => {
      p.renewing = undefined;
    }));
  const call = async (p: PlayerState, name: string, path: string, body: unknown) => {
    const start = performance.now();
    const sentWith = p.token;
    let answer = await send(`${url}${path}`, { token: p.token, ip: p.ip, body, timeoutMs: 15_000 });
    // Refused with a token another call has renewed meanwhile: send again with the new one.
    if (codeOf(answer) === 401 && p.jwt && (p.token !== sentWith || (await renew(p))))
      answer = await send(`${url}${path}`, { token: p.token, ip: p.ip, body, timeoutMs: 15_000 });
    const code = codeOf(answer);
    m.record(name, code, answer.status, answer.text, performance.now() - start);
    return { code, text: answer.text };
  };

  const order = async (p: PlayerState, game: string, chase: boolean, peak: boolean, closeAt?: number) => {
    const info = tracker.current.get(game);
    if (!info || (info.status !== 'open' && !peak)) return;
    // A peak slip is for the issue closing at the peak (late ones too: they must be refused).
    if (peak && info.closeAt !== closeAt) return;
    const requestId = `load-${p.ip}-${(p.n += 1)}`;
    const body: Record<string, unknown> = { game, issue: info.issue, requestId, bets: slip(game) };
    if (chase) body.chase = { issues: 2 + Math.floor(Math.random() * 4), stopOnWin: Math.random() < 0.5 };
    const sentAt = Date.now();
    const { code, text } = await call(p, chase ? 'makeOrder (chase)' : 'makeOrder', '/user/makeOrder', body);
    const record: OrderRecord = {
      requestId,
      game,
      issue: info.issue,
      sentAt,
      closeAt: closeAt ?? info.closeAt,
      code,
      peak,
    };
    if (code === 0) {
      const data = (
        JSON.parse(text) as { data: { orderNo: string; chaseNo?: string; bets: { id: number }[] } }
      ).data;
      record.orderNo = data.orderNo;
      if (data.chaseNo) p.chases.push(data.chaseNo);
      else for (const b of data.bets) p.pendingBets.push({ id: b.id, game, issue: info.issue });
      if (p.pendingBets.length > 20) p.pendingBets.splice(0, p.pendingBets.length - 20);
    }
    m.orders.push(record);
  };

  const actions: [number, (p: PlayerState) => Promise<unknown>][] = [
    [15, (p) => call(p, '/game/currents', '/game/currents', {})],
    [8, (p) => call(p, '/game/history', '/game/history', { game: pick(peakGames), page: 1, pageSize: 20 })],
    [8, (p) => call(p, '/bet/list', '/bet/list', { range: 'today', page: 1, pageSize: 20 })],
    [4, (p) => call(p, '/transaction/list', '/transaction/list', { range: 'today', page: 1, pageSize: 20 })],
    [2, (p) => call(p, '/report/personal', '/report/personal', { range: 'today' })],
    [2, (p) => call(p, '/chase/list', '/chase/list', { page: 1, pageSize: 20 })],
    [12, (p) => order(p, pick(peakGames), false, false)],
    [3, (p) => order(p, pick(peakGames), true, false)],
    [
      3,
      async (p) => {
        const bet = p.pendingBets.pop();
        const info = bet && tracker.current.get(bet.game);
        if (bet && info?.issue === bet.issue && info.closeAt - Date.now() > 1000)
          await call(p, '/bet/cancel', '/bet/cancel', { id: bet.id });
      },
    ],
    [
      1,
      async (p) => {
        const chaseNo = p.chases.pop();
        if (chaseNo) await call(p, '/chase/cancel', '/chase/cancel', { chaseNo });
      },
    ],
  ];
  const total = actions.reduce((s, [w]) => s + w, 0);
  const act = (p: PlayerState) => {
    let r = Math.random() * total;
    for (const [w, f] of actions) if ((r -= w) < 0) return f(p);
    return Promise.resolve();
  };

  const browse = async (p: PlayerState) => {
    await new Promise((r) => setTimeout(r, Math.random() * options.thinkMs));
    while (Date.now() < untilMs) {
      await act(p);
      await new Promise((r) => setTimeout(r, think(options.thinkMs)));
    }
  };
  // The peak: every player's slips at random moments of the last 5 s before each joint close.
  const peakTimers: NodeJS.Timeout[] = [];
  const inFlight = new Set<Promise<void>>();
  for (const closeAt of peaks)
    for (const p of states)
      for (let k = 0; k < options.peakSlips; k += 1) {
        const late = Math.random() < options.lateShare;
        const at = late ? closeAt + Math.random() * 300 : closeAt - 5000 + Math.random() * 5000;
        const delay = at - Date.now();
        if (delay < 0 || at > untilMs) continue;
        peakTimers.push(
          setTimeout(() => {
            const job = order(p, pick(peakGames), false, true, closeAt).finally(() => inFlight.delete(job));
            inFlight.add(job);
          }, delay),
        );
      }
  return (async () => {
    await Promise.all(states.map(browse));
    for (const t of peakTimers) clearTimeout(t);
    await Promise.all(inFlight);
  })();
}
