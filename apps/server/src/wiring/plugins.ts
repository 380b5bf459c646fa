import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';

import { type AppConfig, defaultAdminDistDir } from '../config';
import { type Db, databaseName } from '../db/client';
import type { Metrics } from '../lib/metrics';
import { defaultRateLimits } from '../lib/rate-limit-settings';
import type { RequestGate } from '../lib/request-gate';
import { registerAnswerCheck } from '../plugins/answer-check';
import { registerAuthToken } from '../plugins/auth-token';
import { registerCompression } from '../plugins/compression';
import { registerConnectionDrain } from '../plugins/connection-drain';
import { registerErrorEnvelope } from '../plugins/error-envelope';
import { registerLanguage } from '../plugins/language';
import { registerWebAndNotFound } from '../plugins/not-found';
import { registerOperatorAuth } from '../plugins/operator-auth';
import { registerRateLimits } from '../plugins/rate-limits';
import { registerRequestGate } from '../plugins/request-gate';
import { registerRequestLog } from '../plugins/request-log';
import { registerSecurityHeaders } from '../plugins/security-headers';
import type { Services } from './services';

export interface PluginDeps {
  config: AppConfig;
  db: Db;
  services: Services;
  metrics: Metrics;
  requestGate: RequestGate;
}

/**
 * Cross-cutting handling of every request (plugins/README.md), all on the root instance and all
 * before any route: the routes phase may then register modules in any order. Order matters here
 * only: localized answers first, then the error handler, then limits, auth, and last the static files
 * (an encapsulated plugin sees only the root hooks added before it).
 * Returns what to close with the app.
 */
export async function registerPlugins(app: FastifyInstance, deps: PluginDeps): Promise<() => Promise<void>> {
  const { config, db, services } = deps;
  registerLanguage(app);
  registerErrorEnvelope(app, { timeZone: config.timeZone });
  if (config.checkAnswers) registerAnswerCheck(app);
  registerSecurityHeaders(app, {
    webDistDir: config.webDistDir,
    adminDistDir: config.adminDistDir ?? defaultAdminDistDir(),
    hstsMaxAgeS: config.hstsMaxAgeS ?? 15_552_000,
    connectSources: config.cspConnectSources ?? [],
  });
  const rateLimitRedis = await openRateLimitStore(config.redisUrl, db);
  await registerRateLimits(app, { ...defaultRateLimits, ...config.rateLimits }, rateLimitRedis);
  await registerCompression(app);
  registerRequestGate(app, deps.requestGate);
  registerConnectionDrain(app);
  registerRequestLog(app, deps.metrics);
  // POST bodies are objects; a POST without one is treated as `{}` (docs/decisions/002: "may be {}").
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null)) request.body = {};
    done();
  });
  registerAuthToken(app, services.authenticate);
  registerOperatorAuth(app, (token, roles, enrolment, path) =>
    services.operators.authenticate(token, roles, enrolment, path),
  );
  await registerWebAndNotFound(app, config.webDistDir, config.adminDistDir ?? defaultAdminDistDir());
  return async () => {
    await rateLimitRedis?.redis.quit().catch(() => undefined);
  };
}

/** Rate-limit counters in Redis when configured (shared by every instance on this database). */
async function openRateLimitStore(
  redisUrl: string | null,
  db: Db,
): Promise<{ redis: Redis; nameSpace: string } | null> {
  if (!redisUrl) return null;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  // An outage is handled by the store (counts in this process) and reported by /readyz: no unhandled event.
  redis.on('error', () => undefined);
  return { redis, nameSpace: `fairdraw:rl:${await databaseName(db)}:` };
}
