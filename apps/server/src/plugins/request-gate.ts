import type { FastifyInstance } from 'fastify';

import type { RequestGate } from '../lib/request-gate';

/**
 * Every request is in flight from its arrival until its response is sent or its client goes away.
 * A hijacked stream (/game/events) leaves the gate itself: it is open for hours.
 */
export function registerRequestGate(app: FastifyInstance, gate: RequestGate): void {
  app.addHook('onRequest', (request, _reply, done) => {
    gate.enter(request.raw);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    gate.leave(request.raw);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    gate.leave(request.raw);
    done();
  });
}
