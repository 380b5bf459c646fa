import type { ServerResponse } from 'node:http';

import type { FastifyInstance } from 'fastify';

import { ResponseCode, endpoints } from '@fairdraw/contract';

import { AppError } from '../../lib/app-error';

import type { Authenticate } from '../../plugins/auth-token';
import type { StoredLiveEvent } from './live.repo';
import type { LiveService } from './live.service';

interface Client {
  raw: ServerResponse;
  userId: number | null;
  /** Events that arrived while the client's missed events were being replayed. */
  buffer: StoredLiveEvent[] | null;
  /** The highest id sent: the `id:` a reconnecting browser sends back as Last-Event-ID. */
  lastSentId: number;
  /** The last `recentIdsKept` ids sent (a ring), so an event is never written twice to one client. */
  sent: number[];
  sentNext: number;
}

const heartbeatMs = 15_000;
/**
 * Events reach a client out of id order: ids are taken when an event is stored, but transactions (of
 * several instances, or one instance's draw loop and settlement) commit and broadcast in their own
 * order. Remembering the ids sent lately, not only the highest, lets a late event through once and a
 * repeated one never.
 */
const recentIdsKept = 64;
const retryMs = 3_000;
const shutdownRetryMinMs = 250;
const shutdownRetrySpreadMs = 750;
const shutdownRetryMs = () => shutdownRetryMinMs + Math.floor(Math.random() * shutdownRetrySpreadMs);

/** Streams open at once per key (address or account), in this process. */
function createOpenCounter<K>() {
  const open = new Map<K, number>();
  return {
    count: (key: K) => open.get(key) ?? 0,
    open: (key: K) => void open.set(key, (open.get(key) ?? 0) + 1),
    close(key: K) {
      const left = (open.get(key) ?? 0) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    },
  };
}

const frameOf = (e: StoredLiveEvent) =>
  `id: ${e.id}\nevent: ${e.kind}\ndata: ${JSON.stringify(e.payload)}\n\n`;

/** A late event goes without its `id:` line: the browser's Last-Event-ID stays the highest id sent. */
const withoutId = (frame: string) => frame.slice(frame.indexOf('\n') + 1);

/** Writes the event unless this client already has it. */
function send(client: Client, event: StoredLiveEvent, frame: string): void {
  if (client.sent.includes(event.id)) return;
  client.sent[client.sentNext] = event.id;
  client.sentNext = (client.sentNext + 1) % recentIdsKept;
  if (event.id > client.lastSentId) {
    client.lastSentId = event.id;
    client.raw.write(frame);
  } else client.raw.write(withoutId(frame));
}

function lastEventIdOf(header: string | string[] | undefined, query: unknown): number {
  const fromQuery = (query as { lastEventId?: unknown } | undefined)?.lastEventId;
  const raw =
    (Array.isArray(header) ? header[0] : header) ?? (typeof fromQuery === 'string' ? fromQuery : '');
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/**
 * GET /game/events (ADR 011): Server-Sent Events. Public events for everyone; with a valid TOKEN
 * header (fetch-based clients send headers) also the caller's own `settled` events. Each event is
 * serialized once and written to every matching socket.
 */
export function registerLiveRoutes(
  app: FastifyInstance,
  live: LiveService,
  authenticate: Authenticate,
  /** The stream stays open for hours: it no longer counts as a request in flight (request-gate.ts). */
  streamOpened: (raw: object) => void = () => {},
  /** Streams open at once per client address and per account (ADR 108); past them 1006. */
  caps: { perAddress: number; perAccount: number } = { perAddress: Infinity, perAccount: Infinity },
): void {
  const clients = new Set<Client>();
  /**
   * Signed-in clients by user: a user's event (settled, service) visits that user's sockets only. A
   * close of four games sends one settled event per bettor; scanning every socket for each one was
   * events × sockets (docs/scaling.md).
   */
  const clientsByUser = new Map<number, Set<Client>>();
  const addClient = (client: Client) => {
    clients.add(client);
    if (client.userId === null) return;
    let own = clientsByUser.get(client.userId);
    if (!own) clientsByUser.set(client.userId, (own = new Set()));
    own.add(client);
  };
  const removeClient = (client: Client) => {
    clients.delete(client);
    if (client.userId === null) return;
    const own = clientsByUser.get(client.userId);
    own?.delete(client);
    if (own?.size === 0) clientsByUser.delete(client.userId);
  };
  const openPerAddress = createOpenCounter();
  const openPerAccount = createOpenCounter();

  const deliver = (client: Client, event: StoredLiveEvent, frame: string) => {
    if (event.userId !== null && event.userId !== client.userId) return;
    if (client.buffer) {
      client.buffer.push(event);
      return;
    }
    send(client, event, frame);
  };

  const unsubscribe = live.subscribe((event) => {
    const audience = event.userId === null ? clients : clientsByUser.get(event.userId);
    if (!audience) return;
    const frame = frameOf(event);
    for (const client of audience) deliver(client, event, frame);
  });
  // The fan-out is back after an outage (ADR 136): each stream ends with a short, spread retry hint,
  // and its client resumes from the stored rows what other instances published meanwhile.
  const stopResumeWatch = live.onResumed(() => {
    for (const client of clients) client.raw.end(`retry: ${shutdownRetryMs()}\n\n`);
    clients.clear();
    clientsByUser.clear();
  });
  const heartbeat = setInterval(() => {
    for (const client of clients) client.raw.write(': ping\n\n');
  }, heartbeatMs);
  heartbeat.unref();
  app.addHook('preClose', (done) => {
    clearInterval(heartbeat);
    unsubscribe();
    stopResumeWatch();
    // Shutdown: each stream ends with a short, spread retry hint, so browsers come back through
    // the proxy to another instance soon (Last-Event-ID replays the gap) without all at once.
    for (const client of clients) client.raw.end(`retry: ${shutdownRetryMs()}\n\n`);
    clients.clear();
    clientsByUser.clear();
    done();
  });

  app.get(endpoints.gameEvents.path, async (request, reply) => {
    const token = request.headers.token;
    const tokenValue = Array.isArray(token) ? token[0] : token;
    // A token that does not verify answers the usual envelope (401/402/403) before the stream opens.
    const userId = tokenValue ? (await authenticate(tokenValue)).user.id : null;
    const lastId = lastEventIdOf(request.headers['last-event-id'], request.query);
    if (
      openPerAddress.count(request.ip) >= caps.perAddress ||
      (userId !== null && openPerAccount.count(userId) >= caps.perAccount)
    ) {
      void reply.header('retry-after', String(retryMs / 1000));
      throw new AppError('common.rateLimited', ResponseCode.rateLimited);
    }
    openPerAddress.open(request.ip);
    if (userId !== null) openPerAccount.open(userId);
    request.raw.on('close', () => {
      openPerAddress.close(request.ip);
      if (userId !== null) openPerAccount.close(userId);
    });

    reply.hijack();
    streamOpened(request.raw);
    const raw = reply.raw;
    raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    raw.write(`retry: ${retryMs}\n\n`);
    const client: Client = { raw, userId, buffer: [], lastSentId: lastId, sent: [], sentNext: 0 };
    addClient(client);
    request.raw.on('close', () => removeClient(client));

    try {
      if (lastId > 0) {
        for (const event of await live.since(lastId, userId)) send(client, event, frameOf(event));
      }
    } catch (err) {
      request.log.warn({ err }, 'live replay failed');
    }
    const buffered = client.buffer ?? [];
    client.buffer = null;
    for (const event of buffered) deliver(client, event, frameOf(event));
  });
}
