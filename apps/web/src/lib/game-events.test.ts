import { afterEach, describe, expect, it, vi } from 'vitest';

import { storage } from './storage';
import type { GameEvent } from './game-events';
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

const resultFrame = {
  game: 'k3',
  issue: '202611270001',
  result: [1, 2, 3],
  seed: 'ab'.repeat(32),
  commitment: 'cd'.repeat(32),
  drawAt: '2026-11-27T08:01:00.000+07:00',
  drawnAt: '2026-11-27T08:01:00.120+07:00',
};
const settledFrame = { game: 'k3', issue: '202611270001', betIds: [7], payout: 0, balance: 500 };

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
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
            `id: 41\nevent: result\ndata: ${JSON.stringify(resultFrame)}\n\n`,
            'id: 42\nevent: unknown\ndata: {"game":"k3"}\n\n',
          ]),
        );
      }
      return Promise.resolve(stream([`id: 43\nevent: settled\ndata: ${JSON.stringify(settledFrame)}\n\n`]));
    });
    globalThis.fetch = fetch;

    const received: GameEvent[] = [];
    const stop = subscribeGameEvents((event) => received.push(event));
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 4_000 });
    stop();

    expect(received[0]).toEqual({ type: 'result', data: resultFrame });
    expect(received[1]).toEqual({ type: 'settled', data: settledFrame });
    expect(requests[0]).toMatchObject({ TOKEN: 'tok-1', LANGUAGE: expect.any(String) });
    // The second connection resumes after the last event it saw.
    expect(requests[1]?.['last-event-id']).toBe('42');
    expect(requests[1]).toMatchObject({ TOKEN: 'tok-2' });
  });

  it('in development and tests, drops a frame its contract schema refuses and says why (ADR 126)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { drawAt: _left, ...withoutDrawAt } = resultFrame;
    globalThis.fetch = vi.fn(() =>
      Promise.resolve(
        stream([
          `id: 51\nevent: result\ndata: ${JSON.stringify(withoutDrawAt)}\n\n`,
          `id: 52\nevent: settled\ndata: ${JSON.stringify(settledFrame)}\n\n`,
        ]),
      ),
    );
    const received: GameEvent[] = [];
    const stop = subscribeGameEvents((event) => received.push(event));
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 4_000 });
    stop();
    // The frame after the refused one still arrives, in order.
    expect(received).toEqual([{ type: 'settled', data: settledFrame }]);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      /'result' event does not match the contract[\s\S]*drawAt/,
    );
  });
});
