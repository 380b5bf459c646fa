import { request } from 'node:http';

import { liveEventMismatch } from './answer-check';

export interface SseEvent {
  id: number;
  event: string;
  data: unknown;
}

export interface SseConnection {
  events: SseEvent[];
  /** Raw text received, for secrecy scans. */
  text(): string;
  waitFor(predicate: (events: SseEvent[]) => boolean, timeoutMs?: number): Promise<void>;
  /** Settles when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** A minimal EventSource equivalent over node:http (headers allowed, like fetch-based clients). */
export function connectSse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const events: SseEvent[] = [];
    let raw = '';
    let buffer = '';
    let problem: string | null = null;
    const waiters = new Set<() => void>();
    const req = request(url, { headers: { Accept: 'text/event-stream', ...headers } }, (res) => {
      res.setEncoding('utf8');
      const ended = new Promise<void>((done) => res.once('close', () => done()));
      res.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields: Record<string, string> = {};
          for (const line of frame.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
          }
          if (fields.event && fields.data !== undefined) {
            const data: unknown = JSON.parse(fields.data);
            // Every frame must parse with the contract's live events; a mismatch fails the next wait.
            problem ??= liveEventMismatch(fields.event, data);
            events.push({ id: Number(fields.id), event: fields.event, data });
            for (const w of waiters) w();
          }
        }
      });
      resolve({
        events,
        ended,
        text: () => raw,
        waitFor: (predicate, timeoutMs = 20_000) =>
          new Promise<void>((ok, fail) => {
            if (problem) return fail(new Error(problem));
            if (predicate(events)) return ok();
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`SSE wait timed out with ${events.length} events`));
            }, timeoutMs);
            const check = () => {
              if (problem) {
                clearTimeout(timer);
                waiters.delete(check);
                return fail(new Error(problem));
              }
              if (!predicate(events)) return;
              clearTimeout(timer);
              waiters.delete(check);
              ok();
            };
            waiters.add(check);
          }),
        close: () => {
          req.destroy();
          if (problem) throw new Error(problem);
        },
      });
    });
    req.on('error', reject);
    req.end();
  });
}
