import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
  type RouteOptions,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

import type { AppConfig } from './config';
import type { Db } from './db/client';
import { type Clock, systemClock } from './lib/clock';
import { type Metrics, type PoolStats, createMetrics } from './lib/metrics';
import type { Readiness } from './lib/readiness';
import { createRequestGate } from './lib/request-gate';
import { type TrustProxy, fastifyTrustProxy } from './lib/trust-proxy';
import type { DatabaseKind } from './modules/betting/settlement-settings';
import { startBackground } from './wiring/background';
import { registerPlugins } from './wiring/plugins';
import { registerRoutes } from './wiring/routes';
import { type Services, buildServices } from './wiring/services';
import { prepareData } from './wiring/startup';

export interface AppDeps {
  config: AppConfig;
  db: Db;
  clock?: Clock;
  logger?: FastifyServerOptions['loggerInstance'] | FastifyServerOptions['logger'];
  /** Proxies trusted to name the client (ADR 106); default none. */
  trustProxy?: TrustProxy;
  /** Run the draw scheduler in this process (default true; tests may drive passes themselves). */
  drawScheduler?: boolean;
  /** Which database runs underneath (settlement pages are smaller on PGlite). */
  dbKind?: DatabaseKind;
  /** Prometheus metrics (ADR 112); a fresh registry per app when omitted. */
  metrics?: Metrics;
  /** The database client's connections, read at each scrape (server.ts passes the pool's). */
  poolStats?: () => PoolStats | null;
  /** Told of every route as it is registered (the OpenAPI test compares them with the document). */
  onRoute?: (route: RouteOptions) => void;
}

const bodyLimitBytes = 64 * 1024;

/**
 * The composition root, in phases, each in its own file under wiring/: the service graph
 * (services.ts), the plugins every request passes (plugins.ts), the module routes (routes.ts, in any
 * order), the start-up data (startup.ts) and the background work (background.ts). Expects a migrated
 * database (server.ts and test/helper.ts migrate first). Services are plain objects handed to routes
 * by argument; only `fairdraw` and `ops` below are decorated, for tests, scripts and server.ts.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? false;
  const app = Fastify({
    ...(typeof logger === 'object' && 'child' in logger ? { loggerInstance: logger } : { logger }),
    bodyLimit: bodyLimitBytes,
    trustProxy: fastifyTrustProxy(deps.trustProxy ?? false),
    // registerRequestLog writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.setValidatorCompiler(validatorCompiler);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  const metrics = deps.metrics ?? createMetrics();
  if (deps.poolStats) metrics.setPoolStats(deps.poolStats);
  const requestGate = createRequestGate();
  const drawScheduler = deps.drawScheduler !== false;
  const services = await buildServices({
    config,
    db,
    clock,
    logger: app.log,
    dbKind: deps.dbKind ?? 'pglite',
    metrics,
    requestGate,
    schedulerEnabled: drawScheduler,
  });
  const closePlugins = await registerPlugins(app, { config, db, services, metrics, requestGate });
  registerRoutes(app, services, { config, metrics, requestGate });

  await prepareData(services, { db, config, logger: app.log });
  const stopBackground = startBackground(services, { config, db, clock, logger: app.log, drawScheduler });
  // Background work first (it still settles and publishes), then what the services and plugins opened.
  app.addHook('onClose', async () => {
    await stopBackground();
    for (const close of services.closers) await close();
    await closePlugins();
  });
  const { draws, live, games, settlement, wallet, messages, readiness } = services;
  app.decorate('fairdraw', { draws, live, games, settlement, wallet, messages });
  app.decorate('ops', { metrics, readiness });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Services tests and scripts drive directly (never used by routes: they get theirs by argument). */
    fairdraw: {
      draws: Services['draws'];
      live: Services['live'];
      games: Services['games'];
      settlement: Services['settlement'];
      wallet: Services['wallet'];
      messages: Services['messages'];
    };
    /** Health and metrics: server.ts serves `metrics` on METRICS_PORT and drains through `readiness`. */
    ops: { metrics: Metrics; readiness: Readiness };
  }
}
