import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { endpoints } from '@fairdraw/contract';

import { authOf } from '../../plugins/auth-token';
import { ok } from '../../plugins/language';
import type { WithdrawService } from './withdraw.service';

export function registerWithdrawRoutes(app: FastifyInstance, withdrawals: WithdrawService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: true };

  r.post(endpoints.withdrawInfo.path, { config }, async (request) =>
    ok(request, await withdrawals.info(authOf(request).user)),
  );
  r.post(
    endpoints.withdrawCreate.path,
    { config, schema: { body: endpoints.withdrawCreate.body } },
    async (request) => ok(request, await withdrawals.create(authOf(request).user, request.body, request.ip)),
  );
  r.post(
    endpoints.withdrawList.path,
    { config, schema: { body: endpoints.withdrawList.body } },
    async (request) => ok(request, await withdrawals.list(authOf(request).user.id, request.body)),
  );
}
