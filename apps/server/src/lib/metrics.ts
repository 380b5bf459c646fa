import type { ServerResponse } from 'node:http';

import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Connections of the database client: node-postgres's pool, or PGlite's single connection. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * The process's Prometheus metrics (ADR 112). One registry per app, not prom-client's global one,
 * so several apps in one test process never share counters. Hot paths only increment a counter or
 * observe a histogram; gauges that cost anything are read at scrape time (`collect`).
 */
export interface Metrics {
  readonly registry: Registry;
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  orderAccepted(): void;
  orderRefused(code: number): void;
  issueSettled(game: string, bets: number, lagSeconds: number): void;
  issueDrawn(game: string, lagSeconds: number): void;
  /** A live-events stream opened: counted until its socket closes. */
  trackStream(raw: ServerResponse): void;
  /** Read at each scrape. */
  setPoolStats(read: () => PoolStats | null): void;
}

/** Seconds: most answers take milliseconds; makeOrder's goal is a p99 under 100 ms. */
const requestBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** Seconds from the draw time: a draw within a second, settlement within seconds to a minute. */
const lagBuckets = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300];

export function createMetrics(options: { defaultMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  // Event-loop lag, heap, GC, handles: prom-client's standard process metrics (ADR 112).
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry, prefix: 'fairdraw_' });

  const requests = new Histogram({
    name: 'fairdraw_http_request_duration_seconds',
    help: 'HTTP answers by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: requestBuckets,
    registers: [registry],
  });
  const ordersAccepted = new Counter({
    name: 'fairdraw_orders_accepted_total',
    help: 'makeOrder calls that placed bets',
    registers: [registry],
  });
  const ordersRefused = new Counter({
    name: 'fairdraw_orders_refused_total',
    help: 'makeOrder calls refused, by envelope code',
    labelNames: ['code'] as const,
    registers: [registry],
  });
  const betsSettled = new Counter({
    name: 'fairdraw_bets_settled_total',
    help: 'Bets settled, by game',
    labelNames: ['game'] as const,
    registers: [registry],
  });
  const settlementLag = new Histogram({
    name: 'fairdraw_settlement_lag_seconds',
    help: "From an issue's draw time to its last bet settled, by game",
    labelNames: ['game'] as const,
    buckets: lagBuckets,
    registers: [registry],
  });
  const drawLag = new Histogram({
    name: 'fairdraw_draw_lag_seconds',
    help: "From an issue's scheduled draw time to its result, by game",
    labelNames: ['game'] as const,
    buckets: lagBuckets,
    registers: [registry],
  });
  const sseClients = new Gauge({
    name: 'fairdraw_sse_clients',
    help: 'Open live-event streams (/game/events)',
    registers: [registry],
  });
  let readPool: () => PoolStats | null = () => null;
  const poolGauge = (name: string, help: string, pick: (s: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const stats = readPool();
        if (stats) this.set(pick(stats));
      },
    });
  poolGauge('fairdraw_db_pool_total', 'Database connections open', (s) => s.total);
  poolGauge('fairdraw_db_pool_in_use', 'Database connections in use', (s) => s.total - s.idle);
  poolGauge('fairdraw_db_pool_waiting', 'Queries waiting for a database connection', (s) => s.waiting);

  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      requests.observe({ method, route, status: String(statusCode) }, seconds);
    },
    orderAccepted: () => ordersAccepted.inc(),
    orderRefused: (code) => ordersRefused.inc({ code: String(code) }),
    issueSettled(game, bets, lagSeconds) {
      betsSettled.inc({ game }, bets);
      settlementLag.observe({ game }, Math.max(0, lagSeconds));
    },
    issueDrawn: (game, lagSeconds) => drawLag.observe({ game }, Math.max(0, lagSeconds)),
    trackStream(raw) {
      sseClients.inc();
      raw.once('close', () => sseClients.dec());
    },
    setPoolStats(read) {
      readPool = read;
    },
  };
}
