import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { endpoints } from '@fairdraw/contract';

import { authOf } from '../../plugins/auth-token';
import { ok } from '../../plugins/language';
import type { CancelService } from './cancel.service';
import type { OrderService } from './order.service';

/** Placing and cancelling bets: every call needs a TOKEN. */
export function registerBettingRoutes(
  app: FastifyInstance,
  orders: OrderService,
  cancels: CancelService,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: true };
  r.post(
    endpoints.makeOrder.path,
    { config, schema: { body: endpoints.makeOrder.body } },
    async (request) => {
      const { user, sessionStartedAt } = authOf(request);
      return ok(request, await orders.makeOrder(user, request.body, sessionStartedAt));
    },
  );
  r.post(endpoints.betCancel.path, { config, schema: { body: endpoints.betCancel.body } }, async (request) =>
    ok(request, await cancels.cancelBet(authOf(request).user, request.body.id)),
  );
  r.post(
    endpoints.chaseCancel.path,
    { config, schema: { body: endpoints.chaseCancel.body } },
    async (request) => ok(request, await cancels.cancelChase(authOf(request).user, request.body.chaseNo)),
  );
}
