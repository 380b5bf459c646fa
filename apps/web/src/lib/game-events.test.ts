import { afterEach, describe, expect, it, vi } from 'vitest';

import { storage } from './storage';
import type { RawGameEvent } from './game-events';
import { subscribeGameEvents } from './game-events';

/** A text/event-stream response that sends `chunks` and then ends (as a dropped connection does). */
function stream(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('game event stream (mocked fetch)', () => {
  it('sends TOKEN and LANGUAGE, delivers typed events, and reconnects with Last-Event-ID after a drop', async () => {
    storage.set('token', 'tok-1');
    const requests: Record<string, string>[] = [];
    const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ ...(init?.headers as Record<string, string>) });
      if (requests.length === 1) {
        // The access token is renewed while the first connection is open.
        storage.set('token', 'tok-2');
        return Promise.resolve(
          stream([
            ': ping\n\n',
            'id: 41\nevent: result\ndata: {"game":"k3","issue":"1","result":[1,2,3]}\n\n',
            'id: 42\nevent: unknown\ndata: {"game":"k3"}\n\n',
          ]),
        );
      }
      return Promise.resolve(stream(['id: 43\nevent: settled\ndata: {"game":"k3","balance":500}\n\n']));
    });
    globalThis.fetch = fetch;

    const received: RawGameEvent[] = [];
    const stop = subscribeGameEvents((event) => received.push(event));
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 4_000 });
    stop();

    expect(received[0]).toEqual({ type: 'result', data: { game: 'k3', issue: '1', result: [1, 2, 3] } });
    expect(received[1]).toEqual({ type: 'settled', data: { game: 'k3', balance: 500 } });
    expect(requests[0]).toMatchObject({ TOKEN: 'tok-1', LANGUAGE: expect.any(String) });
    // The second connection resumes after the last event it saw.
    expect(requests[1]?.['last-event-id']).toBe('42');
    expect(requests[1]).toMatchObject({ TOKEN: 'tok-2' });
  });
});
