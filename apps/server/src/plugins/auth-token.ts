import type { FastifyInstance, FastifyRequest } from 'fastify';

import { ResponseCode, endpoints } from '@fairdraw/contract';

import { AppError } from '../lib/app-error';
import type { SessionUser } from '../modules/account/account.service';

export interface AuthContext {
  user: SessionUser;
  sessionId: string;
  /** The login that opened this session (refreshes keep it): a session time limit counts from it. */
  sessionStartedAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** The route needs a TOKEN (docs/api-conventions.md: everything but the public calls). */
    auth?: boolean;
  }
}

/**
 * What an account opened by an agent may still call before it has replaced both default passwords
 * (ADR 118: both are changed at first login); logout and refreshToken need no TOKEN at all.
 */
const allowedBeforePasswordChange = new Set<string>([
  endpoints.updatePwd.path,
  endpoints.updateTransPwd.path,
  endpoints.getUserInfo.path,
  endpoints.logout.path,
  endpoints.refreshToken.path,
]);

export type Authenticate = (token: string | undefined) => Promise<AuthContext>;

/**
 * Routes with `config: { auth: true }` get `request.auth` before the body is even parsed, so a
 * call without a valid session answers 401/402/403 whatever else is wrong with it.
 */
export function registerAuthToken(app: FastifyInstance, authenticate: Authenticate): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.auth !== true) return;
    const header = request.headers.token;
    request.auth = await authenticate(Array.isArray(header) ? header[0] : header);
    const { user } = request.auth;
    if (
      (user.mustChangePassword || user.mustChangeFundPassword) &&
      !allowedBeforePasswordChange.has(request.routeOptions.url ?? '')
    ) {
      throw new AppError('auth.mustChangePassword', ResponseCode.notAllowed);
    }
  });
}

/** The caller of an authenticated route. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('auth.tokenInvalid', ResponseCode.tokenInvalid);
  return request.auth;
}
