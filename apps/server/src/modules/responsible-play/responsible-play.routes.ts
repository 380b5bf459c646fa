import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { endpoints } from '@fairdraw/contract';

import { authOf } from '../../plugins/auth-token';
import { ok } from '../../plugins/language';
import type { AccountService } from '../account/account.service';
import { adminRoute } from '../admin/admin-route';
import { allPages, toCsv } from '../admin/csv';
import type { ResponsiblePlayService } from './responsible-play.service';

/** The player's reality check, terms, closure and data export (ADR 121). */
export function registerResponsiblePlayRoutes(
  app: FastifyInstance,
  play: ResponsiblePlayService,
  accounts: Pick<AccountService, 'acceptTerms' | 'closeAccount'>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: true };
  r.post(
    endpoints.realityCheck.path,
    { config, schema: { body: endpoints.realityCheck.body } },
    async (request) => {
      const { user, sessionId } = authOf(request);
      return ok(request, await play.realityCheck(user, sessionId));
    },
  );
  r.post(
    endpoints.realityCheckAck.path,
    { config, schema: { body: endpoints.realityCheckAck.body } },
    async (request) => {
      const { user, sessionId } = authOf(request);
      return ok(request, await play.realityCheckAck(user, sessionId));
    },
  );
  r.post(
    endpoints.acceptTerms.path,
    { config, schema: { body: endpoints.acceptTerms.body } },
    async (request) => ok(request, await accounts.acceptTerms(authOf(request).user, request.body.version)),
  );
  r.post(
    endpoints.closeAccount.path,
    { config, schema: { body: endpoints.closeAccount.body } },
    async (request) => {
      await accounts.closeAccount(authOf(request).user, request.body.password, request.ip);
      return ok(request, null);
    },
  );
  r.post(
    endpoints.exportData.path,
    { config, schema: { body: endpoints.exportData.body } },
    async (request) => ok(request, await play.exportData(authOf(request).user)),
  );
}

/** Back office, read-only: a player's responsible-play panel and the risk list (ADR 121, 122). */
export function registerResponsiblePlayAdminRoutes(app: FastifyInstance, play: ResponsiblePlayService): void {
  adminRoute(app, 'adminUserResponsiblePlay', (body) => play.adminView(body.userId));
  adminRoute(app, 'adminRiskPlayers', (body) => play.riskPlayers(body));
  adminRoute(app, 'adminRiskPlayersCsv', async (body, _ctx, _request, reply) => {
    const rows = await allPages((page, pageSize) => play.riskPlayers({ ...body, page, pageSize }));
    const csv = toCsv(
      ['userId', 'account', 'marker', 'detail', 'at'],
      rows.flatMap((p) => p.markers.map((m) => [p.userId, p.account, m.kind, m.detail, m.at])),
    );
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="risk-players.csv"');
    return `\uFEFF${csv}`;
  });
}
