import { languageHeader, tokenHeader } from '@fairdraw/contract';
import { fetchEventSource } from '@microsoft/fetch-event-source';

import { env } from '../config/env';
import { currentLanguage } from '../i18n';
import { storage } from './storage';

/**
 * GET /game/events (Server-Sent Events): one shared connection for every screen that listens (game
 * screens, home). `@microsoft/fetch-event-source` sends the TOKEN and LANGUAGE headers, resumes with
 * Last-Event-ID and reconnects by itself; a stream the server ends is reopened too.
 */
/** `service`: an operator's reply to the signed-in user's support conversation (issue 11). */
export type GameEventType = 'issue' | 'closing' | 'result' | 'settled' | 'service';
export interface RawGameEvent {
  type: GameEventType;
  data: Record<string, unknown> & { game?: string };
}
type Listener = (event: RawGameEvent) => void;

const eventTypes: ReadonlySet<string> = new Set(['issue', 'closing', 'result', 'settled', 'service']);
/** Pause before reconnecting after a drop, doubled after each failed attempt up to the maximum. */
export const reconnectDelayMs = 1_000;
const reconnectDelayMaxMs = 30_000;

const listeners = new Set<Listener>();
let connection: AbortController | null = null;

class StreamEnded extends Error {}

function sessionHeaders(): Record<string, string> {
  const headers: Record<string, string> = { [languageHeader]: currentLanguage() };
  const token = storage.get('token');
  if (token) headers[tokenHeader] = token;
  return headers;
}

function open(): void {
  const controller = new AbortController();
  connection = controller;
  let failures = 0;
  void fetchEventSource(`${env.apiHosts[0] ?? ''}/game/events`, {
    signal: controller.signal,
    // Keep listening in a background tab: the clock and the settled toast must be right on return.
    openWhenHidden: true,
    // Headers are read at every (re)connection: the access token is renewed every 15 minutes.
    fetch: (input, init) =>
      globalThis.fetch(input, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), ...sessionHeaders() },
      }),
    onmessage(message) {
      if (!eventTypes.has(message.event) || message.data === '') return;
      let data: RawGameEvent['data'];
      try {
        data = JSON.parse(message.data) as RawGameEvent['data'];
      } catch {
        return;
      }
      for (const listener of [...listeners]) listener({ type: message.event as GameEventType, data });
    },
    async onopen(response) {
      // A refused token answers an envelope instead of a stream: retry later (with the renewed token).
      if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
        throw new Error(`event stream refused: ${response.status}`);
      }
      failures = 0;
      return Promise.resolve();
    },
    onclose() {
      throw new StreamEnded();
    },
    onerror(error) {
      // A stream that ran and ended is a drop: reconnect at once-ish; refusals back off.
      if (!(error instanceof StreamEnded)) failures += 1;
      return Math.min(reconnectDelayMaxMs, reconnectDelayMs * 2 ** failures);
    },
  }).catch(() => undefined);
}

/** Listens to the event stream; the connection opens with the first listener and closes after the last. */
export function subscribeGameEvents(listener: Listener): () => void {
  listeners.add(listener);
  if (!connection) open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && connection) {
      connection.abort();
      connection = null;
    }
  };
}

/** Reopens the stream, e.g. after login so that per-user `settled` events arrive. */
export function reconnectGameEvents(): void {
  if (!connection) return;
  connection.abort();
  open();
}
