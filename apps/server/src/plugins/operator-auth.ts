import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { OperatorRole } from '@fairdraw/contract';

import type { OperatorContext, OperatorRow } from '../modules/admin/operator-context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Back-office route: an operator TOKEN with one of these roles is required. */
    operatorRoles?: readonly OperatorRole[];
    /** Reachable by a session that must still enrol TOTP (ADR 102). */
    operatorEnrolment?: boolean;
  }
  interface FastifyRequest {
    operator: OperatorContext | null;
  }
}

/** Checks an operator TOKEN against a route's roles (the admin module's operator sessions). */
export type AuthenticateOperator = (
  token: string | undefined,
  roles: readonly OperatorRole[],
  enrolmentRoute: boolean,
  path: string,
) => Promise<{ operator: OperatorRow; sessionId: string }>;

/**
 * Routes declared with `config.operatorRoles` (the admin module's, and the back-office routes of
 * messages and support) get `request.operator` before their body is parsed. One root hook, registered
 * with the other plugins, so no module's routes depend on being registered after another's.
 */
export function registerOperatorAuth(app: FastifyInstance, authenticate: AuthenticateOperator): void {
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (request) => {
    const roles = request.routeOptions.config.operatorRoles;
    if (!roles) return;
    const header = request.headers.token;
    const { operator, sessionId } = await authenticate(
      Array.isArray(header) ? header[0] : header,
      roles,
      request.routeOptions.config.operatorEnrolment === true,
      request.routeOptions.url ?? '',
    );
    request.operator = { operator, ip: request.ip, sessionId };
  });
}

/** The operator of a route declared with `operatorRoles`. */
export function operatorOf(request: FastifyRequest): OperatorContext {
  if (!request.operator) throw new Error('operator route without operatorRoles');
  return request.operator;
}
