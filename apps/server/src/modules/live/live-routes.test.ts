import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type TestApp, buildTestApp } from '../../../test/helper';
import { connectSse } from '../../../test/sse-client';
import type { StoredLiveEvent } from './live.repo';
import { resultEvent } from './live.test-support';

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

  it('events that arrive late, twice or never reach the stream in id order, once each, every one with its id (ADR 137)', async () => {
    const client = await connectSse(`${baseUrl}/game/events`);
    try {
      const { live } = t.app.fairdraw;
      const store = (issue: string) =>
        t.db.transaction(async (tx) => {
          const [stored] = await live.record([resultEvent(issue)], tx);
          return stored as StoredLiveEvent;
        });
      const first = await store('202611270001');
      const second = await store('202611270002');
      const third = await store('202611270003');
      // Other instances published the third first, the first late and twice, the second never.
      await live.broadcast([third]);
      await live.broadcast([first]);
      await live.broadcast([third, first]);
      await client.waitFor((events) => events.length >= 3);
      await new Promise((r) => setTimeout(r, 100));
      expect(framesOf(client.text())).toEqual([
        { id: String(first.id), issue: '202611270001' },
        { id: String(second.id), issue: '202611270002' },
        { id: String(third.id), issue: '202611270003' },
      ]);
    } finally {
      client.close();
    }
  });
});
