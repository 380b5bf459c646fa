import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { endpoints } from '@fairdraw/contract';

import { ok } from '../../plugins/language';
import type { SiteService } from './site.service';

/** Home configuration and the update check: public. */
export function registerSiteRoutes(app: FastifyInstance, site: SiteService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(endpoints.home.path, (request) => ok(request, site.home(request.lang)));
  r.post(endpoints.getPackage.path, { schema: { body: endpoints.getPackage.body } }, (request) =>
    ok(request, site.getPackage(request.body)),
  );
}
