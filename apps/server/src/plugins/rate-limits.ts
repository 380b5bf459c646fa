import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

import { ResponseCode, endpoints } from '@fairdraw/contract';

import { AppError } from '../lib/app-error';
import type { RateLimitSettings } from '../lib/rate-limit-settings';
import { redisWithLocalFallback } from './rate-limit-store';

/** Calls that create accounts or try secrets: limited harder than other writes. */
const sensitivePaths = new Set<string>([
  endpoints.register.path,
  endpoints.trial.path,
  endpoints.login.path,
  endpoints.refreshToken.path,
  endpoints.updatePwd.path,
  endpoints.updateTransPwd.path,
  '/admin/login',
]);

type Limiter = (
  request: FastifyRequest,
) => Promise<{ isAllowed: boolean | string; isExceeded: boolean; ttlInSeconds: number }>;

declare module 'fastify' {
  interface FastifyInstance {
    createRateLimit(options: {
      max: number;
      timeWindow: number;
      keyGenerator: (request: FastifyRequest) => string;
    }): Limiter;
  }
}

/** Refusal: envelope 1006 in the request's language, with Retry-After (seconds). */
function refuse(reply: FastifyReply, ttlInSeconds: number): never {
  void reply.header('retry-after', String(Math.max(1, ttlInSeconds)));
  throw new AppError('common.rateLimited', ResponseCode.rateLimited);
}

/** The account a request acts for: its player session, its operator, or the account it logs in to. */
function accountKeyOf(request: FastifyRequest): string | null {
  if (request.auth) return `u${request.auth.user.id}`;
  if (request.operator) return `o${request.operator.operator.id}`;
  const account = (request.body as { account?: unknown } | undefined)?.account;
  return typeof account === 'string' && account !== '' ? `a${account.toLowerCase()}` : null;
}

/**
 * Per-address limits run first (before the session is even looked up), per-account ones once the
 * session and body are known. With Redis the counters live there, so every instance sharing the
 * database shares them; `nameSpace` keeps databases (and test runs) apart. While Redis is down each
 * process counts alone (rate-limit-store.ts).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  settings: RateLimitSettings,
  store: { redis: Redis; nameSpace: string } | null,
): Promise<void> {
  // While Redis is unreachable the counters fall back to this process's (ADR 136): one warning a minute.
  let lastWarning = 0;
  const warnFallback = () => {
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    app.log.warn('rate limits: Redis unreachable, counting in this process until it is back');
  };
  await app.register(rateLimit, {
    global: false,
    ...(store ? { store: redisWithLocalFallback(store.redis, store.nameSpace, warnFallback) } : {}),
  });
  const limiter = (name: string, max: number, key: (request: FastifyRequest) => string | null) => {
    const limit = app.createRateLimit({
      max,
      timeWindow: settings.windowMs,
      keyGenerator: (request) => `${name}:${key(request) ?? ''}`,
    });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (key(request) === null) return;
      const result = await limit(request);
      if (result.isExceeded) refuse(reply, result.ttlInSeconds);
    };
  };
  const byAddress = (request: FastifyRequest) => request.ip;
  const writesPerAddress = limiter('wa', settings.writesPerAddress, byAddress);
  const sensitivePerAddress = limiter('sa', settings.sensitivePerAddress, byAddress);
  const writesPerAccount = limiter('wu', settings.writesPerAccount, accountKeyOf);
  const sensitivePerAccount = limiter('su', settings.sensitivePerAccount, accountKeyOf);
  const isSensitive = (request: FastifyRequest) => sensitivePaths.has(request.routeOptions.url ?? '');

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return;
    await writesPerAddress(request, reply);
    if (isSensitive(request)) await sensitivePerAddress(request, reply);
  });
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    await writesPerAccount(request, reply);
    if (isSensitive(request)) await sensitivePerAccount(request, reply);
  });
}
