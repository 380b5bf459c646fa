import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { endpoints } from '@fairdraw/contract';

import { authOf } from '../../plugins/auth-token';
import { ok } from '../../plugins/language';
import type { AgentsService } from './agents.service';

/**
 * `/agent/*`: agents only (1001 otherwise), every query inside the caller's team. Promotion links
 * point at the configured public origin: a Host header is the client's to choose (docs/security.md).
 */
export function registerAgentsRoutes(app: FastifyInstance, agents: AgentsService, publicUrl: string): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const originOf = (_request: FastifyRequest) => publicUrl;
  const config = { auth: true };
  const agentOf = (request: FastifyRequest) => agents.requireAgent(authOf(request).user);

  r.get(endpoints.agentPromotion.path, { config }, (request) =>
    ok(request, agents.promotion(agentOf(request), originOf(request))),
  );
  r.post(
    endpoints.agentLinks.path,
    { config, schema: { body: endpoints.agentLinks.body } },
    async (request) => ok(request, await agents.links(agentOf(request), originOf(request))),
  );
  r.post(
    endpoints.agentCreateLink.path,
    { config, schema: { body: endpoints.agentCreateLink.body } },
    async (request) =>
      ok(
        request,
        await agents.createLink(agentOf(request), originOf(request), request.body.rebate, request.body.type),
      ),
  );
  r.post(
    endpoints.agentCreateAccount.path,
    { config, schema: { body: endpoints.agentCreateAccount.body } },
    async (request) => ok(request, { user: await agents.createAccount(agentOf(request), request.body) }),
  );
  r.post(
    endpoints.agentSubordinates.path,
    { config, schema: { body: endpoints.agentSubordinates.body } },
    async (request) => ok(request, await agents.subordinates(agentOf(request), request.body)),
  );
  r.post(
    endpoints.agentDetail.path,
    { config, schema: { body: endpoints.agentDetail.body } },
    async (request) => ok(request, await agents.detail(agentOf(request), request.body.userId)),
  );
  r.post(
    endpoints.agentOnline.path,
    { config, schema: { body: endpoints.agentOnline.body } },
    async (request) => ok(request, await agents.online(agentOf(request), request.body)),
  );
  r.post(
    endpoints.agentBalanceChanges.path,
    { config, schema: { body: endpoints.agentBalanceChanges.body } },
    async (request) => ok(request, await agents.balanceChanges(agentOf(request), request.body)),
  );
  r.post(
    endpoints.agentRechargeWithdraw.path,
    { config, schema: { body: endpoints.agentRechargeWithdraw.body } },
    async (request) => ok(request, await agents.rechargeWithdraw(agentOf(request), request.body)),
  );
  r.post(
    endpoints.agentGameStats.path,
    { config, schema: { body: endpoints.agentGameStats.body } },
    async (request) =>
      ok(
        request,
        await agents.gameStats(agentOf(request), request.lang, request.body.range, request.body.game),
      ),
  );
  r.post(
    endpoints.agentOverview.path,
    { config, schema: { body: endpoints.agentOverview.body } },
    async (request) => ok(request, await agents.overview(agentOf(request), request.body.range)),
  );
  r.post(
    endpoints.agentReport.path,
    { config, schema: { body: endpoints.agentReport.body } },
    async (request) => {
      const { range, page, pageSize } = request.body;
      return ok(request, await agents.report(agentOf(request), range, { page, pageSize }));
    },
  );
  r.post(
    endpoints.agentTransfer.path,
    { config, schema: { body: endpoints.agentTransfer.body } },
    async (request) => ok(request, await agents.transfer(agentOf(request), request.ip, request.body)),
  );
}
