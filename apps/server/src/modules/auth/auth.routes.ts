import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { endpoints } from '@fairdraw/contract';

import { ok } from '../../plugins/language';
import type { AuthService } from './auth.service';
import type { ClientMeta } from './session.service';

export const clientMeta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
});

/** register, login, trial, logout, refreshToken: public calls (no TOKEN needed). */
export function registerAuthRoutes(app: FastifyInstance, auth: AuthService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(endpoints.register.path, { schema: { body: endpoints.register.body } }, async (request) =>
    ok(request, await auth.register(request.body, clientMeta(request))),
  );
  r.post(endpoints.login.path, { schema: { body: endpoints.login.body } }, async (request) =>
    ok(request, await auth.login(request.body, clientMeta(request))),
  );
  r.post(endpoints.trial.path, { schema: { body: endpoints.trial.body } }, async (request) =>
    ok(request, await auth.trial(clientMeta(request))),
  );
  r.post(endpoints.logout.path, { schema: { body: endpoints.logout.body } }, async (request) => {
    await auth.logout(request.body.token_jwt);
    return ok(request, null);
  });
  r.post(endpoints.refreshToken.path, { schema: { body: endpoints.refreshToken.body } }, async (request) =>
    ok(request, await auth.refresh(request.body.token_jwt)),
  );
}
