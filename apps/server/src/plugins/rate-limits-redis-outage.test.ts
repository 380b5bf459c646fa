// ADR 136: while the rate limits' Redis is down, writes are still answered (the limits count in this
// process) instead of failing with 500 — and the shared counters are used again once Redis is back.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildCheckedApp, randomIp, testConfig, uniqueAccount } from '../../test/helper';
import { type OwnRedis, hasRedisServer, startOwnRedis } from '../../test/own-redis';
import { createTestDatabase } from '../../test/test-database';

const registerBody = () => ({
  account: uniqueAccount(),
  password: 'fair2draw58',
  confirmPassword: 'fair2draw58',
  inviteCode: '8888',
  agree: true,
  register_device: 3,
});
const codesOf = async (app: FastifyInstance, ip: string, count: number) => {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await app.inject({
      method: 'POST',
      url: '/user/register',
      payload: registerBody(),
      remoteAddress: ip,
    });
    codes.push(answer.json<{ code: number }>().code);
  }
  return codes;
};

describe.runIf(hasRedisServer)('rate limits while their Redis is down', () => {
  let redis: OwnRedis;
  let one: FastifyInstance;
  let two: FastifyInstance;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    redis = await startOwnRedis();
    const test = await createTestDatabase();
    dispose = test.dispose;
    const config = testConfig({
      redisUrl: redis.url,
      rateLimits: { sensitivePerAddress: 3 },
    });
    const deps = { config, db: test.database.db, dbKind: test.database.kind, drawScheduler: false } as const;
    one = await buildCheckedApp(deps);
    two = await buildCheckedApp(deps);
  }, 60_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await redis?.stop();
    await dispose?.();
  });

  it('counts in each process while Redis is down (no 500), and shares the counters again once it is back', async () => {
    const sharedIp = randomIp();
    // Redis up: both instances share one count of 3.
    expect([...(await codesOf(one, sharedIp, 2)), ...(await codesOf(two, sharedIp, 2))]).toEqual([
      0, 0, 0, 1006,
    ]);

    await redis.stop();
    const downIp = randomIp();
    // Redis down: every answer is an envelope, and each process still stops the 4th attempt it sees.
    expect(await codesOf(one, downIp, 4)).toEqual([0, 0, 0, 1006]);
    expect(await codesOf(two, downIp, 4)).toEqual([0, 0, 0, 1006]);

    await redis.start();
    // ioredis reconnects on its own (within its back-off); then the count is shared again.
    const until = Date.now() + 20_000;
    let codes: number[] = [];
    do {
      await new Promise((r) => setTimeout(r, 250));
      const backIp = randomIp();
      codes = [...(await codesOf(one, backIp, 2)), ...(await codesOf(two, backIp, 2))];
    } while (codes.join() !== '0,0,0,1006' && Date.now() < until);
    expect(codes).toEqual([0, 0, 0, 1006]);
  }, 60_000);
});
