// ADR 136: while the live events' Redis is down nothing is fanned out; once it is back every open stream
// ends with a retry hint, and the reconnecting client gets what was stored meanwhile (Last-Event-ID).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type TestApp, buildTestApp } from '../../../test/helper';
import { type OwnRedis, hasRedisServer, startOwnRedis } from '../../../test/own-redis';
import { connectSse } from '../../../test/sse-client';
import { resultEvent } from './live.test-support';

const issuesOf = (events: { data: unknown }[]) => events.map((e) => (e.data as { issue: string }).issue);

describe.runIf(hasRedisServer)('/game/events across a Redis outage', () => {
  let redis: OwnRedis;
  let t: TestApp;
  let baseUrl = '';

  beforeAll(async () => {
    redis = await startOwnRedis();
    t = await buildTestApp({ drawScheduler: false, config: { redisUrl: redis.url } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    baseUrl = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  const storeAndBroadcast = async (issue: string) => {
    const { live } = t.app.fairdraw;
    const stored = await live.record([resultEvent(issue)], t.db);
    await live.broadcast(stored);
    return stored[0]!.id;
  };

  it('a stream open through the outage ends once Redis is back, and its client resumes the gap', async () => {
    const stream = await connectSse(`${baseUrl}/game/events`);
    await storeAndBroadcast('202611270101');
    await stream.waitFor((events) => issuesOf(events).includes('202611270101'));

    await redis.stop();
    await storeAndBroadcast('202611270102');
    await redis.start();
    // ioredis reconnects within its back-off; the stream then ends with a short retry hint.
    await Promise.race([
      stream.ended,
      new Promise((_, fail) => setTimeout(() => fail(new Error('the stream did not end')), 20_000)),
    ]);
    expect(stream.text()).toMatch(/retry: \d+\n\n$/);
    expect(issuesOf(stream.events)).toEqual(['202611270101']);

    const lastEventId = String(stream.events.at(-1)?.id);
    const resumed = await connectSse(`${baseUrl}/game/events`, { 'Last-Event-ID': lastEventId });
    try {
      await resumed.waitFor((events) => issuesOf(events).includes('202611270102'));
      await storeAndBroadcast('202611270103');
      await resumed.waitFor((events) => issuesOf(events).includes('202611270103'));
      expect(issuesOf(resumed.events)).toEqual(['202611270102', '202611270103']);
    } finally {
      resumed.close();
    }
  }, 60_000);
});
