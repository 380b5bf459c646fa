import type { FastifyInstance } from 'fastify';

import type { Readiness } from '../lib/readiness';

/**
 * What a load balancer polls (ADR 112): GET /healthz answers as long as the process serves HTTP;
 * GET /readyz answers 200 only when this instance can do its work (database, migrations, Redis when
 * configured, the draw scheduler) and is not draining, else 503 naming the checks that failed.
 * Plain JSON, not the envelope: these are for machines, read by status code.
 */
export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness): void {
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', async (_request, reply) => {
    const report = await readiness.evaluate();
    const failed = Object.entries(report.checks)
      .filter(([, v]) => v !== 'ok')
      .map(([k]) => k);
    return reply
      .status(report.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        status: report.ready ? 'ready' : report.draining ? 'draining' : 'unready',
        failed,
        checks: report.checks,
      });
  });
}
