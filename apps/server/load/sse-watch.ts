// Child process of `npm run load`: `count` SSE streams on /game/events (as EventSource: one request
// each, frames parsed as they arrive), a client address per 50 streams (the per-address stream limit
// is 100). On "stop" it reports, for every `result` event of the peak games, each stream's delay from
// the issue's drawAt, and how many streams were open / failed.
import { Agent, request } from 'node:http';

const [url, countText, gamesText] = process.argv.slice(2);
const count = Number(countText);
const games = new Set((gamesText ?? '').split(','));
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
const delays: number[] = [];
let open = 0;
let failed = 0;
let reconnects = 0;
const perResult = new Map<string, number>();

function onFrame(frame: string) {
  if (!frame.includes('event: result')) return;
  const line = frame.split('\n').find((l) => l.startsWith('data: '));
  if (!line) return;
  const payload = JSON.parse(line.slice(6)) as { game: string; issue: string; drawAt: string };
  if (!games.has(payload.game)) return;
  delays.push(Date.now() - Date.parse(payload.drawAt));
  const key = `${payload.game}:${payload.issue}`;
  perResult.set(key, (perResult.get(key) ?? 0) + 1);
}

function connect(i: number) {
  const ip = `172.${16 + ((i / 50 / 256) | 0)}.${((i / 50) | 0) % 256}.${(i % 50) + 1}`;
  const req = request(
    url ?? '',
    { agent, headers: { Accept: 'text/event-stream', 'X-Forwarded-For': ip } },
    (res) => {
      if (res.statusCode !== 200) {
        failed += 1;
        res.resume();
        return;
      }
      open += 1;
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          onFrame(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      });
      // A stream the server ends (restart, drain) is opened again, as EventSource does.
      res.on('end', () => {
        open -= 1;
        reconnects += 1;
        setTimeout(() => connect(i), 1000);
      });
      res.on('error', () => undefined);
    },
  );
  req.on('error', () => {
    failed += 1;
    setTimeout(() => connect(i), 1000);
  });
  req.end();
}

// Opened gradually (50 a tick) so the streams' own start is not the load being measured.
let next = 0;
const opener = setInterval(() => {
  for (let k = 0; k < 50 && next < count; k += 1) connect(next++);
  if (next >= count) {
    clearInterval(opener);
    process.send?.({ opened: true });
  }
}, 20);

process.on('message', (m: { stop?: boolean }) => {
  if (!m.stop) return;
  delays.sort((a, b) => a - b);
  const at = (q: number) => delays[Math.min(delays.length - 1, Math.floor(q * delays.length))] ?? NaN;
  const counts = [...perResult.values()];
  process.send?.({
    streams: count,
    open,
    failed,
    reconnects,
    results: perResult.size,
    deliveries: delays.length,
    fullDeliveries: counts.filter((c) => c >= count).length,
    p50: at(0.5),
    p99: at(0.99),
    max: delays.at(-1) ?? NaN,
  });
  setTimeout(() => process.exit(0), 100);
});
