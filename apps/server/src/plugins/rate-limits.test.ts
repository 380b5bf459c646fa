// Issue 22, finding 14 (ADR 108): per-address and per-account limits on writes and sensitive calls,
// 1006 localized with Retry-After, held across instances through Redis; SSE streams capped.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serverMessages } from '@fairdraw/contract';

import {
  type TestApp,
  buildTestApp,
  randomIp,
  testConfig,
  uniqueAccount,
  buildCheckedApp,
} from '../../test/helper';
import { createTestDatabase } from '../../test/test-database';
import { defaultRateLimits } from '../lib/rate-limit-settings';

const registerBody = (account = uniqueAccount()) => ({
  account,
  password: 'fair2draw58',
  confirmPassword: 'fair2draw58',
  inviteCode: '8888',
  agree: true,
  register_device: 3,
});

const post = (
  app: FastifyInstance,
  url: string,
  body: unknown,
  ip: string,
  headers: Record<string, string> = {},
) =>
  app.inject({ method: 'POST', url, payload: body as Record<string, unknown>, remoteAddress: ip, headers });

describe('rate limits (one instance)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      config: {
        rateLimits: {
          sensitivePerAddress: 3,
          writesPerAccount: 5,
          streamsPerAccount: 1,
          streamsPerAddress: 2,
        },
      },
    });
  });
  afterAll(() => t.close());

  it('a burst of registrations from one address over the limit gets 1006, localized, with Retry-After', async () => {
    const ip = randomIp();
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(await post(t.app, '/user/register', registerBody(), ip, { LANGUAGE: 'en' }));
    expect(answers.map((a) => a.json<{ code: number }>().code)).toEqual([0, 0, 0, 1006, 1006]);
    const refused = answers[3]!;
    expect(refused.json<{ msg: string }>().msg).toBe(serverMessages.en['common.rateLimited']);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(defaultRateLimits.windowMs / 1000);
    // Another address is not affected.
    expect(
      (await post(t.app, '/user/register', registerBody(), randomIp())).json<{ code: number }>().code,
    ).toBe(0);
  });

  it('one account is limited whatever address it writes from', async () => {
    const s = await t.register();
    const codes = [];
    for (let i = 0; i < 7; i += 1)
      codes.push((await t.post('/user/unReadCount', {}, { token: s.token, ip: randomIp() })).body.code);
    expect(codes.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(codes.slice(-2)).toEqual([1006, 1006]);
  });

  it('open event streams are capped per account', async () => {
    const s = await t.register();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const first = new AbortController();
    const open = await fetch(`${address}/game/events`, { headers: { TOKEN: s.token }, signal: first.signal });
    expect(open.headers.get('content-type')).toContain('text/event-stream');
    const second = await fetch(`${address}/game/events`, { headers: { TOKEN: s.token, LANGUAGE: 'vi' } });
    const body = (await second.json()) as { code: number; msg: string };
    expect(body.code).toBe(1006);
    expect(body.msg).toBe(serverMessages.vi['common.rateLimited']);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
    first.abort();
  });
});

describe.runIf(Boolean(process.env.REDIS_URL))('rate limits across two instances sharing Redis', () => {
  it('the limit counts the requests of both instances', async () => {
    const { database, dispose } = await createTestDatabase();
    const config = testConfig({
      redisUrl: process.env.REDIS_URL ?? null,
      rateLimits: { sensitivePerAddress: 4 },
    });
    const one = await buildCheckedApp({
      config,
      db: database.db,
      dbKind: database.kind,
      drawScheduler: false,
    });
    const two = await buildCheckedApp({
      config,
      db: database.db,
      dbKind: database.kind,
      drawScheduler: false,
    });
    try {
      const ip = randomIp();
      const codes = [];
      for (let i = 0; i < 3; i += 1)
        codes.push((await post(one, '/user/register', registerBody(), ip)).json<{ code: number }>().code);
      for (let i = 0; i < 3; i += 1)
        codes.push((await post(two, '/user/register', registerBody(), ip)).json<{ code: number }>().code);
      expect(codes).toEqual([0, 0, 0, 0, 1006, 1006]);
    } finally {
      await one.close();
      await two.close();
      await dispose();
    }
  });
});
