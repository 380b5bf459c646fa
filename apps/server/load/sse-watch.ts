// Child process of `npm run load`: `count` SSE streams on /game/events (as EventSource: one request
// each, frames parsed as they arrive), a client address per 50 streams (the per-address stream limit
// is 100), numbered from `first` (each child of a run its own addresses). On "stop" it reports, for
// every `result` event of the peak games, each stream's delay from the issue's drawAt as a histogram
// of whole milliseconds (the parent merges its children's), how many streams were open / failed, and
// its own CPU time (a client that is busy all the time measures itself, not the server). Each stream
// is a raw socket read by load/sse-response-parser.ts: the load shares the servers' cores. A stream
// the server ends (the end of its body, or of its connection) is opened again with Last-Event-ID.
import { connect as connectSocket } from 'node:net';

import { createSseResponseParser } from './sse-response-parser';
import type { SseReport } from './sse-report';

const [url, countText, gamesText, firstText, tickText] = process.argv.slice(2);
const count = Number(countText);
const first = Number(firstText ?? 0);
/** Ms between two groups of 50 opens: the children of a run share 50 opens every 20 ms between them. */
const tickMs = Number(tickText ?? 20);
const games = new Set((gamesText ?? '').split(','));
const target = new URL(url ?? '');
const port = Number(target.port || 80);
/** Deliveries per whole millisecond of delay. */
const delays = new Map<number, number>();
let open = 0;
let failed = 0;
let reconnects = 0;
/** Per draw (game:issue): deliveries, and the first delivery's delay (where the spread starts). */
const perResult = new Map<string, number>();
const firstOf = new Map<string, number>();
const idLine = /^id: *(\d+)$/m;
/** Per draw: its event id, and which of this child's streams received it (one byte per stream). */
const receivedBy = new Map<
  string,
  { id: number; drawAt: number; firstReceivedAt: number; streams: Uint8Array }
>();
/** Per stream: when it first opened, and its reopenings with the Last-Event-ID each sent (a miss's evidence). */
const openedAt: number[] = [];
const reopenings: { at: number; lastId: number }[][] = [];

function onFrame(frame: string, index: number) {
  if (!frame.includes('event: result')) return;
  const line = frame.split('\n').find((l) => l.startsWith('data: '));
  if (!line) return;
  const payload = JSON.parse(line.slice(6)) as { game: string; issue: string; drawAt: string };
  if (!games.has(payload.game)) return;
  const ms = Math.max(0, Math.round(Date.now() - Date.parse(payload.drawAt)));
  delays.set(ms, (delays.get(ms) ?? 0) + 1);
  const key = `${payload.game}:${payload.issue}`;
  perResult.set(key, (perResult.get(key) ?? 0) + 1);
  firstOf.set(key, Math.min(firstOf.get(key) ?? Infinity, ms));
  let seen = receivedBy.get(key);
  if (!seen)
    receivedBy.set(
      key,
      (seen = {
        id: Number(idLine.exec(frame)?.[1] ?? 0),
        drawAt: Date.parse(payload.drawAt),
        firstReceivedAt: Date.now(),
        streams: new Uint8Array(count),
      }),
    );
  seen.streams[index] = 1;
}

/** Draws (of those any stream of this child got) that some of its streams did not: up to 5 of those streams each. */
function misses(): SseReport['misses'] {
  return [...receivedBy].flatMap(([draw, { id, drawAt, firstReceivedAt, streams }]) => {
    const missing: number[] = [];
    streams.forEach((got, index) => {
      if (!got) missing.push(index);
    });
    if (!missing.length) return [];
    return [
      {
        draw,
        eventId: id,
        drawAt,
        streams: missing.length,
        // A stream opened without a Last-Event-ID starts with what comes after it: one that opened
        // once the draw had reached another stream of this child was not there to get it.
        openedAfter: missing.filter((index) => (openedAt[index] ?? Infinity) > firstReceivedAt).length,
        examples: missing.slice(0, 5).map((index) => ({
          stream: first + index,
          openedAt: openedAt[index] ?? null,
          reopenings: reopenings[index] ?? [],
        })),
      },
    ];
  });
}

/** Each stream's highest `id:` (events and the position frame alike): its Last-Event-ID on reconnect. */
const lastIds: number[] = [];

function connect(index: number) {
  const i = first + index;
  const ip = `172.${16 + ((i / 50 / 256) | 0)}.${((i / 50) | 0) % 256}.${(i % 50) + 1}`;
  const socket = connectSocket(port, target.hostname);
  socket.setEncoding('latin1');
  const lastId = lastIds[index] ?? 0;
  if (lastId > 0) (reopenings[index] ??= []).push({ at: Date.now(), lastId });
  socket.write(
    `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\n` +
      `Accept: text/event-stream\r\nX-Forwarded-For: ${ip}\r\n` +
      `${lastId > 0 ? `Last-Event-ID: ${lastId}\r\n` : ''}\r\n`,
  );
  const parser = createSseResponseParser((frame) => {
    const id = idLine.exec(frame)?.[1];
    if (id !== undefined) lastIds[index] = Math.max(lastIds[index] ?? 0, Number(id));
    onFrame(frame, index);
  });
  let opened = false;
  let done = false;
  socket.on('data', (text: string) => {
    parser.push(text);
    if (!opened && parser.status !== null) {
      if (parser.status !== 200) {
        done = true;
        failed += 1;
        socket.destroy();
        return;
      }
      opened = true;
      open += 1;
      openedAt[index] ??= Date.now();
    }
    // The server ended the stream (a shutdown, Redis back after an outage). The connection may stay
    // open for a next request (keep-alive), so the body's end is the signal, as for EventSource.
    if (parser.ended) {
      socket.destroy();
      closed();
    }
  });
  // A stream the server ends (restart, drain) is opened again, as EventSource does; so is one that
  // could not connect.
  const closed = () => {
    if (done) return;
    done = true;
    if (opened) {
      open -= 1;
      reconnects += 1;
    } else failed += 1;
    setTimeout(() => connect(index), 1000);
  };
  socket.on('end', closed);
  socket.on('close', closed);
  socket.on('error', closed);
}

// Opened gradually (50 a tick) so the streams' own start is not the load being measured: 10,000
// opened in one second (four children at 50 every 20 ms each) overflowed the instances' accept queues
// and nginx answered 502.
let next = 0;
const opener = setInterval(() => {
  for (let k = 0; k < 50 && next < count; k += 1) connect(next++);
  if (next >= count) {
    clearInterval(opener);
    process.send?.({ opened: true });
  }
}, tickMs);

process.on('message', (m: { stop?: boolean }) => {
  if (!m.stop) return;
  const { user, system } = process.cpuUsage();
  const report: SseReport = {
    streams: count,
    open,
    failed,
    reconnects,
    delays: [...delays],
    perResult: [...perResult],
    firstDelivery: [...firstOf],
    cpuMs: (user + system) / 1000,
    misses: misses(),
  };
  process.send?.(report);
  setTimeout(() => process.exit(0), 100);
});
