import type { FastifyInstance } from 'fastify';

import type { Metrics } from '../lib/metrics';

/**
 * One log line per answered request (Fastify's own two lines are off, see app.ts): request id (the
 * logger's `reqId` binding), who asked, the route and how long it took. Bodies and headers are never
 * logged here, so no password or token can reach this line. The same hook feeds the latency
 * histogram by route pattern (never the raw URL: ids in paths would make a series per id).
 */
export function registerRequestLog(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const durationMs = reply.elapsedTime;
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, durationMs / 1000);
    request.log.info(
      {
        method: request.method,
        route,
        statusCode: reply.statusCode,
        userId: request.auth?.user.id ?? null,
        operatorId: request.operator?.operator.id ?? undefined,
        ip: request.ip,
        durationMs: Math.round(durationMs * 100) / 100,
      },
      'request',
    );
    done();
  });
}
