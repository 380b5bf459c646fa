import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { endpoints } from '@fairdraw/contract';

import { ok } from '../../plugins/language';
import type { GamesService } from '../games/games.service';
import type { DrawsService } from './draws.service';

/** The catalogue and the draws: public (no TOKEN needed), as the verifier page is. */
export function registerDrawRoutes(app: FastifyInstance, games: GamesService, draws: DrawsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(endpoints.gameList.path, async (request) => ok(request, { list: await games.catalog(request.lang) }));
  r.post(endpoints.gameCurrent.path, { schema: { body: endpoints.gameCurrent.body } }, async (request) =>
    ok(request, (await draws.currents([request.body.game]))[0]),
  );
  // The home list's seven games in one request (ADR 092): each answer is /game/current's own; an
  // unknown game fails the whole request as it fails /game/current. Without a list, the enabled games
  // in the order of the games table (/index/index's list).
  r.post(endpoints.gameCurrents.path, { schema: { body: endpoints.gameCurrents.body } }, async (request) => {
    const codes =
      request.body.games ?? (await games.listGames()).filter((game) => game.enabled).map((game) => game.code);
    return ok(request, { list: await draws.currents(codes) });
  });
  r.post(endpoints.gameHistory.path, { schema: { body: endpoints.gameHistory.body } }, async (request) =>
    ok(request, await draws.history(request.body.game, request.body.page, request.body.pageSize)),
  );
  r.post(endpoints.gameVerify.path, { schema: { body: endpoints.gameVerify.body } }, async (request) =>
    ok(request, await draws.verify(request.body.game, request.body.issue)),
  );
}
