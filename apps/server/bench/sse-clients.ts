// Child process of sse-fanout.bench.ts: opens N SSE connections (EventSource-equivalent: one HTTP
// request each, frames parsed as they arrive) and reports, per `result` event, when each arrived.
import { Agent, request } from 'node:http';

const [url, countText, drawsText] = process.argv.slice(2);
const count = Number(countText);
const wantedDraws = Number(drawsText);
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
/** key (game:issue) → { drawAtMs, arrivals[] } */
const seen = new Map<string, { drawAtMs: number; arrivals: number[] }>();
let connected = 0;

function onFrame(frame: string) {
  if (!frame.includes('event: result')) return;
  const data = frame.split('\n').find((l) => l.startsWith('data: '));
  if (!data) return;
  const payload = JSON.parse(data.slice(6)) as { game: string; issue: string; drawAt: string };
  if (payload.game !== 'k3') return;
  const key = `${payload.game}:${payload.issue}`;
  let entry = seen.get(key);
  if (!entry) seen.set(key, (entry = { drawAtMs: Date.parse(payload.drawAt), arrivals: [] }));
  entry.arrivals.push(Date.now());
  const complete = [...seen.values()].filter((e) => e.arrivals.length === count);
  if (complete.length >= wantedDraws) {
    process.send?.({ draws: complete.slice(0, wantedDraws) });
    process.exit(0);
  }
}

for (let i = 0; i < count; i += 1) {
  const req = request(url ?? '', { agent, headers: { Accept: 'text/event-stream' } }, (res) => {
    connected += 1;
    if (connected === count) process.send?.({ connected });
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
  });
  req.on('error', (err) => {
    console.error(err);
    process.exit(1);
  });
  req.end();
}
