import type { FastifyInstance } from 'fastify';

const idleSweepMs = 100;

/**
 * Shutdown behind a proxy that keeps connections alive (nginx `keepalive`, ADR 114). Node closes only
 * the connections idle when `close()` starts; one whose request was in flight would stay open after
 * its answer until the proxy dropped it (60 s), holding the exit past SHUTDOWN_GRACE_MS. So, once
 * closing: every response says `Connection: close`, and idle connections are closed every 100 ms
 * until the server has closed.
 */
export function registerConnectionDrain(app: FastifyInstance): void {
  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    const sweep = setInterval(() => app.server.closeIdleConnections(), idleSweepMs);
    sweep.unref();
    app.server.once('close', () => clearInterval(sweep));
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) void reply.header('Connection', 'close');
    done(null, payload);
  });
}
