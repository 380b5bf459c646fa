import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type TestApp, buildTestApp } from '../../../test/helper';
import { connectSse } from '../../../test/sse-client';
import type { StoredLiveEvent } from './live.repo';

const result = (id: number, issue: string): StoredLiveEvent => ({
  id,
  kind: 'result',
  userId: null,
  // A whole result event: the SSE client checks every frame against the contract's live events.
  payload: {
    game: 'k3',
    issue,
    result: [1, 2, 3],
    seed: 'aa'.repeat(32),
    commitment: 'bb'.repeat(32),
    drawAt: '2026-11-27T10:00:00.000+07:00',
    drawnAt: '2026-11-27T10:00:00.120+07:00',
  },
});

/** The raw frames of one stream, as a browser parses them (an absent id keeps Last-Event-ID). */
const framesOf = (text: string) =>
  text
    .split('\n\n')
    .filter((frame) => frame.includes('event: result'))
    .map((frame) => ({
      id: /^id: (\d+)$/m.exec(frame)?.[1] ?? null,
      issue: /"issue":"(\d+)"/.exec(frame)?.[1],
    }));

describe('/game/events delivers events that arrive out of id order', () => {
  let t: TestApp;
  let baseUrl = '';

  beforeAll(async () => {
    t = await buildTestApp({ drawScheduler: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    baseUrl = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  });
  afterAll(async () => {
    await t.close();
  });

  it('a late event (another instance committed after a newer one) arrives, once, without moving Last-Event-ID back', async () => {
    const client = await connectSse(`${baseUrl}/game/events`);
    try {
      const { live } = t.app.fairdraw;
      // Two instances drew at the same moment: id 902's transaction committed and broadcast first.
      await live.broadcast([result(902, '202611270002')]);
      await live.broadcast([result(901, '202611270001')]);
      // Redis hears every message once, but a repeat must never reach the client twice.
      await live.broadcast([result(902, '202611270002'), result(901, '202611270001')]);
      await live.broadcast([result(903, '202611270003')]);
      await client.waitFor((events) =>
        events.some((e) => (e.data as { issue: string }).issue === '202611270003'),
      );
      expect(framesOf(client.text())).toEqual([
        { id: '902', issue: '202611270002' },
        { id: null, issue: '202611270001' },
        { id: '903', issue: '202611270003' },
      ]);
    } finally {
      client.close();
    }
  });
});
