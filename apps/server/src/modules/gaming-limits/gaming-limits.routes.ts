import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { endpoints } from '@fairdraw/contract';

import { authOf } from '../../plugins/auth-token';
import { ok } from '../../plugins/language';
import type { GamingLimitsService } from './gaming-limits.service';

/** POST /user/limits: the caller's own responsible-gaming limits (data: the limits). */
export function registerGamingLimitsRoutes(app: FastifyInstance, limits: GamingLimitsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    endpoints.gamingLimits.path,
    { config: { auth: true }, schema: { body: endpoints.gamingLimits.body } },
    async (request) => {
      const change = Object.fromEntries(
        Object.entries(request.body).filter(([, value]) => value !== undefined),
      ) as Parameters<GamingLimitsService['change']>[1];
      return ok(request, await limits.change(authOf(request).user, change));
    },
  );
}
