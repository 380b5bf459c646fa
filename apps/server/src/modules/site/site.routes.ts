import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { endpoints } from '@fairdraw/contract';

import { ok } from '../../plugins/language';
import type { GamesService } from '../games/games.service';
import type { MessagesService } from '../messages/messages.service';
import type { SiteService } from './site.service';

/** Home configuration and the update check: public. */
export function registerSiteRoutes(
  app: FastifyInstance,
  site: SiteService,
  games: GamesService,
  messages: Pick<MessagesService, 'marquee'>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(endpoints.home.path, async (request) => {
    const [gameRows, notices] = await Promise.all([games.listGames(), messages.marquee()]);
    return ok(request, site.home(request.lang, gameRows, notices));
  });
  r.post(endpoints.getPackage.path, { schema: { body: endpoints.getPackage.body } }, (request) =>
    ok(request, site.getPackage(request.body)),
  );
}
