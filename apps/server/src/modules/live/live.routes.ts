import type { ServerResponse } from 'node:http';

import type { FastifyInstance } from 'fastify';

import { ResponseCode, endpoints } from '@fairdraw/contract';

import { AppError } from '../../lib/app-error';

import type { Authenticate } from '../../plugins/auth-token';
import type { StoredLiveEvent } from './live.repo';
import type { LiveService, LiveSubscription } from './live.service';

interface Client {
  raw: ServerResponse;
  userId: number | null;
  /** Events that arrived while the client's missed events were being replayed. */
  buffer: StoredLiveEvent[] | null;
  /**
   * The highest id sent: the `id:` a reconnecting browser sends back as Last-Event-ID. The client has
   * every event of its audience up to it: ids follow commit order, the replay reads every stored row
   * after Last-Event-ID and delivery hands events on in id order (ADR 137), so an event at or below
   * it is one the client has already (the replay and the live events overlap), never a late one.
   */
  lastSentId: number;
}

const heartbeatMs = 15_000;
const retryMs = 3_000;
const shutdownRetryMinMs = 250;
const shutdownRetrySpreadMs = 750;
/** How long a new stream waits for live delivery's starting point (a process just started). */
const startWaitMs = 5_000;
const replayPageSize = 500;
const shutdownRetryMs = () => shutdownRetryMinMs + Math.floor(Math.random() * shutdownRetrySpreadMs);

/** Delivery's starting point, or null when it is not known within `ms`. */
async function startWithin(subscription: LiveSubscription, ms: number): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([subscription.started(), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

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

/** Writes the event unless this client already has it. */
function send(client: Client, event: StoredLiveEvent, frame: string): void {
  // Ended meanwhile (a shutdown or an outage during its replay): the client resumes elsewhere.
  if (client.raw.writableEnded || event.id <= client.lastSentId) return;
  client.lastSentId = event.id;
  client.raw.write(frame);
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

  /** Ends every stream with a short, spread retry hint: its client resumes from the stored rows. */
  const endEveryStream = () => {
    for (const client of clients) client.raw.end(`retry: ${shutdownRetryMs()}\n\n`);
    clients.clear();
    clientsByUser.clear();
  };
  // When the fan-out broke (Redis back after an outage, ADR 136; a gap that could not be read, ADR 137)
  // every stream ends, and its client resumes what other instances published meanwhile.
  const subscription = live.subscribe((event) => {
    const audience = event.userId === null ? clients : clientsByUser.get(event.userId);
    if (!audience) return;
    const frame = frameOf(event);
    for (const client of audience) deliver(client, event, frame);
  }, endEveryStream);
  const heartbeat = setInterval(() => {
    for (const client of clients) client.raw.write(': ping\n\n');
  }, heartbeatMs);
  heartbeat.unref();
  app.addHook('preClose', (done) => {
    clearInterval(heartbeat);
    subscription.stop();
    // Shutdown: browsers come back through the proxy to another instance soon (Last-Event-ID replays
    // the gap), without all at once.
    endEveryStream();
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
    const client: Client = { raw, userId, buffer: [], lastSentId: lastId };
    addClient(client);
    /** Every event handed on after this id reaches this stream (buffered until its replay is done). */
    const joinedAfter = subscription.position();
    request.raw.on('close', () => removeClient(client));

    // The replay reads the stored rows only once live delivery has its starting point (a process
    // just started may not have it yet): rows stored up to it are the replay's, later ones arrive live
    // (buffered meanwhile). A replay that cannot complete ends the stream instead of going on live:
    // the client's Last-Event-ID would pass the gap.
    const opened = Date.now();
    let replayed = 0;
    try {
      const position = joinedAfter ?? (await startWithin(subscription, startWaitMs));
      if (position === null) throw new Error('live delivery has not started');
      // Page by page: a client away for long resumes everything it missed, not only the first page.
      for (let after = lastId; after > 0 && !raw.writableEnded;) {
        const page = await live.since(after, userId, replayPageSize);
        for (const event of page) send(client, event, frameOf(event));
        replayed += page.length;
        after = page.length < replayPageSize ? 0 : (page.at(-1)?.id ?? 0);
      }
      // The stream's position, as an `id:` line alone (browsers keep it as Last-Event-ID without an
      // event): a stream that ends before its first event (another instance's shutdown, a proxy's
      // drop) resumes from here, instead of with no Last-Event-ID and nothing replayed.
      if (position > client.lastSentId && !raw.writableEnded) {
        client.lastSentId = position;
        raw.write(`id: ${position}\n\n`);
      }
    } catch (err) {
      request.log.warn({ err }, 'live replay failed: the stream ends, its client resumes');
      removeClient(client);
      raw.end(`retry: ${retryMs}\n\n`);
      return;
    }
    const buffered = client.buffer ?? [];
    client.buffer = null;
    request.log.debug(
      { lastEventId: lastId, replayed, buffered: buffered.length, ms: Date.now() - opened },
      'live stream resumed',
    );
    for (const event of buffered) deliver(client, event, frameOf(event));
  });
}
