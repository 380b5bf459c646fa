import { languageHeader, playerRoutes, tokenHeader } from '@fairdraw/contract';
import type { LiveEventName, LiveEventPayload } from '@fairdraw/contract';
import { fetchEventSource } from '@microsoft/fetch-event-source';

import { env, loadContractChecks } from '../config/env';
import { currentLanguage } from '../i18n';
import { storage } from './storage';

/**
 * GET /game/events (Server-Sent Events): one shared connection for every screen that listens (game
 * screens, home). `@microsoft/fetch-event-source` sends the TOKEN and LANGUAGE headers, resumes with
 * Last-Event-ID and reconnects by itself; a stream the server ends is reopened too.
 */
/** One frame, typed by the contract's schema of its event (`service`: an operator's support reply). */
export type GameEvent = { [K in LiveEventName]: { type: K; data: LiveEventPayload<K> } }[LiveEventName];
type Listener = (event: GameEvent) => void;

// The names without the schemas (those would bring zod into the first chunk); the type proves the list whole.
const eventNames = {
  issue: true,
  closing: true,
  result: true,
  settled: true,
  service: true,
} satisfies Record<LiveEventName, true>;
const isEventName = (name: string): name is LiveEventName => Object.hasOwn(eventNames, name);

/**
 * Development and tests parse every frame with the contract's event union first (ADR 126) and drop,
 * loudly, one that does not fit; frames stay in order behind the one check module load.
 */
const frameCheck = loadContractChecks?.();
let checked: Promise<void> = Promise.resolve();
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

function deliver(event: GameEvent): void {
  for (const listener of [...listeners]) listener(event);
}

function deliverChecked(
  check: (event: string, data: unknown) => { event: LiveEventName; data: unknown },
  type: LiveEventName,
  data: unknown,
): void {
  try {
    check(type, data);
  } catch (error) {
    console.error(error);
    return;
  }
  deliver({ type, data } as GameEvent);
}

function open(): void {
  const controller = new AbortController();
  connection = controller;
  let failures = 0;
  void fetchEventSource(`${env.apiHosts[0] ?? ''}${playerRoutes.gameEvents.path}`, {
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
      const type = message.event;
      if (!isEventName(type) || message.data === '') return;
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      // Production trusts the server's frame as typed (ADR 126): the server's tests parse every frame.
      if (!frameCheck) deliver({ type, data } as GameEvent);
      else
        checked = checked.then(() =>
          frameCheck.then((checks) => deliverChecked(checks.checkFrame, type, data)),
        );
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
