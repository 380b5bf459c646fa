// HTTP load against a server in another process: keep-alive POSTs, each player with its own client
// address in X-Forwarded-For (the server trusts one hop: TRUST_PROXY=1), in a closed loop (N clients,
// each sends again when answered) or an open loop (requests due at a fixed rate whatever the earlier
// ones are doing; latency from the due time, so queueing shows).
import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface Answer {
  status: number;
  text: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: Infinity, keepAliveMsecs: 10_000 });

/** POST (or GET without a body) through the shared keep-alive agent; never rejects. */
export function send(
  url: string,
  opts: { token?: string; ip?: string; body?: unknown; method?: 'GET' | 'POST'; timeoutMs?: number } = {},
): Promise<Answer> {
  const body = opts.body === undefined ? '' : JSON.stringify(opts.body);
  const method = opts.method ?? 'POST';
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = {};
    if (method === 'POST') {
      headers['Content-Type'] = 'application/json';
      headers['Content-Length'] = Buffer.byteLength(body);
    }
    if (opts.token) headers.TOKEN = opts.token;
    if (opts.ip) headers['X-Forwarded-For'] = opts.ip;
    const req = request(url, { method, agent, headers, timeout: opts.timeoutMs ?? 30_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', (e) => resolve({ status: 0, text: String(e) }));
    });
    req.on('timeout', () => req.destroy(new Error('client timeout')));
    req.on('error', (e) => resolve({ status: 0, text: String(e) }));
    req.end(method === 'POST' ? body : undefined);
  });
}

/** The code of an envelope answer (-1 when the answer is no envelope). */
export function codeOf(answer: Answer): number {
  const m = /^\{"code":(-?\d+)/.exec(answer.text);
  return m ? Number(m[1]) : -1;
}

export interface Player {
  token: string;
  ip: string;
  /** The session's refresh token (renews `token`, which lives 15 minutes). */
  jwt?: string;
  userId?: number;
}

/** A client address per player: 10.x.y.z, distinct for the first 16 million. */
export const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** `count` trial players (POST /user/trial), each from its own address; `parallel` at a time. */
export async function trialPlayers(url: string, count: number, firstAddress = 0, parallel = 8) {
  const players: Player[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      const ip = addressOf(firstAddress + n);
      // Freshly started instances on a busy machine may take longer than the proxy's 5 s for the first
      // writes; the proxy then rests them for 5 s (502). A minute of retries outlasts that.
      const giveUpAt = Date.now() + 60_000;
      for (let attempt = 0; ; attempt += 1) {
        const answer = await send(`${url}/user/trial`, { body: {}, ip });
        const m = /"token":"([^"]+)"/.exec(answer.text);
        if (m?.[1]) {
          const jwt = /"jwt":"([^"]+)"/.exec(answer.text)?.[1];
          players[n] = { token: m[1], ip, ...(jwt ? { jwt } : {}) };
          break;
        }
        if (Date.now() > giveUpAt)
          throw new Error(`trial player ${n}: ${answer.status} ${answer.text.slice(0, 200)}`);
        await new Promise((r) => setTimeout(r, Math.min(2000, 200 * 2 ** attempt)));
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return players;
}

export interface Stats {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export function stats(latencies: number[]): Stats {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { count: sorted.length, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: sorted.at(-1) ?? NaN };
}

/** One kind of request of a run: what to send for the n-th request, and whether an answer counts as done. */
export interface RequestKind {
  name: string;
  /** Requests per second (open loop); in a closed loop every client sends this kind. */
  rate: number;
  make(n: number): { path: string; player: Player; body?: unknown; method?: 'GET' | 'POST' };
}

export interface RunResult {
  seconds: number;
  /** Per kind: successful (code 0) latencies' stats, refusals by code, transport failures. */
  kinds: Record<
    string,
    Stats & { ok: number; refused: Record<string, number>; failed: number; sample: string }
  >;
  /** The load process's own event-loop delay p99 (ms): a busy client inflates every figure. */
  clientLagP99: number;
  /** The first kind's latencies per second of the run, warm-up included (by the moment each was due or sent). */
  timeline: (Stats & { second: number })[];
  /** Wall-clock time of the run's second 0 (lines a tail up with the server's draws and settlements). */
  startedAt: Date;
}

class Recorder {
  private readonly data = new Map<
    string,
    { lat: number[]; refused: Record<string, number>; failed: number; sample: string }
  >();
  add(kind: string, answer: Answer, ms: number, counted: boolean) {
    if (!counted) return;
    let d = this.data.get(kind);
    if (!d) this.data.set(kind, (d = { lat: [], refused: {}, failed: 0, sample: '' }));
    const code = codeOf(answer);
    if (code === 0) d.lat.push(ms);
    else if (answer.status === 0 || answer.status >= 500 || code < 0) {
      d.failed += 1;
      d.sample ||= `${answer.status} ${answer.text.slice(0, 160)}`;
    } else d.refused[code] = (d.refused[code] ?? 0) + 1;
  }
  /** Per second of the run (from its start): answers, p50 and p99 of the first kind's latencies. */
  readonly timeline: { at: number; ms: number }[] = [];
  result(seconds: number, lagP99: number, t0: number): RunResult {
    const kinds: RunResult['kinds'] = {};
    for (const [kind, d] of this.data)
      kinds[kind] = {
        ...stats(d.lat),
        ok: d.lat.length,
        refused: d.refused,
        failed: d.failed,
        sample: d.sample,
      };
    const bySecond = new Map<number, number[]>();
    for (const { at, ms } of this.timeline) {
      const s = Math.floor((at - t0) / 1000);
      let list = bySecond.get(s);
      if (!list) bySecond.set(s, (list = []));
      list.push(ms);
    }
    const timeline = [...bySecond.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([second, list]) => ({ second, ...stats(list) }));
    return {
      seconds,
      kinds,
      clientLagP99: lagP99,
      timeline,
      startedAt: new Date(performance.timeOrigin + t0),
    };
  }
}

function lagMonitor() {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  return () => {
    h.disable();
    return h.percentile(99) / 1e6;
  };
}

/**
 * `clients` loops, client i always player i, each sending `kind.make` again as soon as it is
 * answered; the first `warmupSeconds` are not counted.
 */
export async function closedLoop(
  url: string,
  kind: RequestKind,
  clients: number,
  { warmupSeconds, seconds }: { warmupSeconds: number; seconds: number },
): Promise<RunResult> {
  const recorder = new Recorder();
  const measureFrom = performance.now() + warmupSeconds * 1000;
  const stopAt = measureFrom + seconds * 1000;
  let lag: (() => number) | null = null;
  const lagTimer = setTimeout(() => (lag = lagMonitor()), warmupSeconds * 1000);
  let n = 0;
  const loop = async (client: number) => {
    while (performance.now() < stopAt) {
      const req = kind.make(client + clients * n++);
      const start = performance.now();
      const answer = await send(`${url}${req.path}`, {
        token: req.player.token,
        ip: req.player.ip,
        body: req.body,
        method: req.method,
      });
      const end = performance.now();
      recorder.add(kind.name, answer, end - start, start >= measureFrom && end <= stopAt);
      recorder.timeline.push({ at: start, ms: end - start });
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, i) => loop(i)));
  clearTimeout(lagTimer);
  return recorder.result(
    seconds,
    (lag as (() => number) | null)?.() ?? NaN,
    measureFrom - warmupSeconds * 1000,
  );
}

/**
 * Every kind at its own fixed rate for `warmupSeconds + seconds`; a request's latency runs from the
 * moment it was due (not sent), so a client or server that falls behind shows as latency.
 */
export async function openLoop(
  url: string,
  kinds: RequestKind[],
  { warmupSeconds, seconds }: { warmupSeconds: number; seconds: number },
): Promise<RunResult> {
  const recorder = new Recorder();
  const t0 = performance.now();
  const measureFrom = t0 + warmupSeconds * 1000;
  const stopAt = measureFrom + seconds * 1000;
  let lag: (() => number) | null = null;
  const lagTimer = setTimeout(() => (lag = lagMonitor()), warmupSeconds * 1000);
  const inFlight = new Set<Promise<void>>();
  const sent = kinds.map(() => 0);
  for (;;) {
    const now = performance.now();
    if (now >= stopAt) break;
    let nextDue = stopAt;
    kinds.forEach((kind, k) => {
      for (;;) {
        const n = sent[k] ?? 0;
        const due = t0 + (n * 1000) / kind.rate;
        if (due > now) {
          nextDue = Math.min(nextDue, due);
          break;
        }
        sent[k] = n + 1;
        const req = kind.make(n);
        const p = send(`${url}${req.path}`, {
          token: req.player.token,
          ip: req.player.ip,
          body: req.body,
          method: req.method,
        }).then((answer) => {
          const ms = performance.now() - due;
          recorder.add(kind.name, answer, ms, due >= measureFrom);
          if (k === 0) recorder.timeline.push({ at: due, ms });
          inFlight.delete(p);
        });
        inFlight.add(p);
      }
    });
    // Sleep until the next due moment, never spin: spinning on setImmediate through each last
    // millisecond cost the load 0.41 ms of CPU an order at 800/s (0.27 ms without), on the two cores
    // the server shares. A timer wakes up to ≈ 1 ms late, and that counts in the latency (from due).
    const wait = nextDue - performance.now();
    await new Promise((r) => setTimeout(r, Math.max(1, Math.ceil(wait))));
  }
  await Promise.all(inFlight);
  clearTimeout(lagTimer);
  return recorder.result(seconds, (lag as (() => number) | null)?.() ?? NaN, t0);
}
