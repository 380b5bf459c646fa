import type { FastifyInstance } from 'fastify';

import { bodyMismatch, endpointOf } from '../lib/answer-contract';

/**
 * With CHECK_ANSWERS (`npm run dev` sets it): every envelope a contract route answers is checked against
 * its endpoint's schema before it is sent, and a mismatch is logged (the answer still goes out). The
 * tests check every answer they receive the same way (test/answer-check.ts), and fail instead.
 */
export function registerAnswerCheck(app: FastifyInstance): void {
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    const endpoint = endpointOf(request.method, request.url);
    const problem = endpoint ? bodyMismatch(endpoint, payload) : null;
    if (problem) request.log.warn({ route: request.url, problem }, 'answer does not match the contract');
    done(null, payload);
  });
}
