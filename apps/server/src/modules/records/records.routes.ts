import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { endpoints } from '@fairdraw/contract';

import { authOf } from '../../plugins/auth-token';
import { ok } from '../../plugins/language';
import type { RecordsService } from './records.service';

/** The signed-in user's bets, chases, ledger and report: every call needs a TOKEN. */
export function registerRecordsRoutes(app: FastifyInstance, records: RecordsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: true };
  r.post(endpoints.betList.path, { config, schema: { body: endpoints.betList.body } }, async (request) =>
    ok(request, await records.listBets(authOf(request).user.id, request.lang, request.body)),
  );
  r.post(endpoints.betDetail.path, { config, schema: { body: endpoints.betDetail.body } }, async (request) =>
    ok(request, await records.betDetail(authOf(request).user.id, request.lang, request.body.id)),
  );
  r.post(endpoints.chaseList.path, { config, schema: { body: endpoints.chaseList.body } }, async (request) =>
    ok(request, await records.listChases(authOf(request).user.id, request.lang, request.body)),
  );
  r.post(
    endpoints.transactionList.path,
    { config, schema: { body: endpoints.transactionList.body } },
    async (request) => ok(request, await records.listTransactions(authOf(request).user.id, request.body)),
  );
  r.post(
    endpoints.reportPersonal.path,
    { config, schema: { body: endpoints.reportPersonal.body } },
    async (request) => ok(request, await records.personalReport(authOf(request).user.id, request.body)),
  );
}
