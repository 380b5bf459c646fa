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

  const storeMany = (issues: string[]) =>
    t.db.transaction(async (tx) => t.app.fairdraw.live.record(issues.map(resultEvent), tx));
  /** The position a stream announced in an `id:` line alone (no event), if any. */
  const positionOf = (text: string) =>
    text
      .split('\n\n')
      .filter((frame) => /^id: \d+$/.test(frame))
      .map((frame) => Number(frame.slice(4)));

  it('a new stream announces its position in an id line alone, so a stream that ends before its first event resumes what came meanwhile', async () => {
    const [last] = await storeMany(['202611270010']);
    const first = await connectSse(`${baseUrl}/game/events`);
    let position: number | undefined;
    try {
      await new Promise<void>((resolve, fail) => {
        const deadline = Date.now() + 5_000;
        const poll = () => {
          position = positionOf(first.text())[0];
          if (position !== undefined) return resolve();
          if (Date.now() > deadline) return fail(new Error(`no position in ${JSON.stringify(first.text())}`));
          setTimeout(poll, 20);
        };
        poll();
      });
    } finally {
      first.close(); // dropped before any event (a proxy's or an instance's restart)
    }
    // Everything after it is this stream's: at most what was stored when it opened.
    expect(position).toBeLessThanOrEqual(last?.id ?? 0);
    const [meanwhile] = await storeMany(['202611270011']); // published while it was away (no bus)
    const missed = await t.app.fairdraw.live.since(position ?? 0, null, 1_000);
    expect(missed.at(-1)?.id).toBe(meanwhile?.id);
    const resumed = await connectSse(`${baseUrl}/game/events`, { 'Last-Event-ID': String(position) });
    try {
      await resumed.waitFor((events) => events.length >= missed.length);
      expect(resumed.events.map((e) => e.id)).toEqual(missed.map((e) => e.id));
    } finally {
      resumed.close();
    }
  });

  it('a client away for longer than one page of the replay resumes every event it missed, in order', async () => {
    const [before] = await storeMany(['202611270020']);
    const issues = Array.from({ length: 1_234 }, (_, i) => `2026112721${String(i).padStart(4, '0')}`);
    const stored = await storeMany(issues);
    const resumed = await connectSse(`${baseUrl}/game/events`, { 'Last-Event-ID': String(before?.id) });
    try {
      await resumed.waitFor((events) => events.length >= issues.length);
      await new Promise((r) => setTimeout(r, 100));
      expect(resumed.events.map((e) => e.id)).toEqual(stored.map((e) => e.id));
    } finally {
      resumed.close();
    }
  });
});
