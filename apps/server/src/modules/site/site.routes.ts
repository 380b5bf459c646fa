import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../plugins/zod-type-provider';

import { endpoints } from '@fairdraw/contract';

import { ok } from '../../plugins/language';
import type { SiteService } from './site.service';

/** Home configuration and the update check: public. */
export async function siteRoutes(app: FastifyInstance, opts: { site: SiteService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(endpoints.home.path, async (request) => ok(request, opts.site.home(request.lang)));
  r.post(endpoints.getPackage.path, { schema: { body: endpoints.getPackage.body } }, async (request) =>
    ok(request, opts.site.getPackage(request.body)),
  );
}
