import { timingSafeEqual } from 'node:crypto';

import Fastify, { type FastifyInstance } from 'fastify';

import type { Metrics } from '../../lib/metrics';

export interface OpsServerOptions {
  metrics: Metrics;
  /** When set, GET /metrics needs `Authorization: Bearer <token>` (ADR 112). */
  token: string | null;
}

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The operator's listener (ADR 112): GET /metrics in Prometheus text format, on its own port
 * (METRICS_PORT, loopback by default) so the public port never exposes it and a scrape never
 * queues behind player traffic in the proxy.
 */
export function buildOpsServer(options: OpsServerOptions): FastifyInstance {
  const ops = Fastify({ logger: false });
  ops.get('/metrics', async (request, reply) => {
    if (options.token) {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!sameSecret(given, options.token)) return reply.status(401).send('unauthorized\n');
    }
    const body = await options.metrics.registry.metrics();
    return reply.header('content-type', options.metrics.registry.contentType).send(body);
  });
  return ops;
}
