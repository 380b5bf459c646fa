import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { endpoints } from '@fairdraw/contract';

import { authOf } from '../../plugins/auth-token';
import { ok } from '../../plugins/language';
import type { PayoutAddressService } from './payout-addresses.service';

export function registerPayoutAddressRoutes(app: FastifyInstance, addresses: PayoutAddressService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: true };

  r.get(endpoints.getWithDrawAddrList.path, { config }, async (request) =>
    ok(request, await addresses.list(authOf(request).user.id)),
  );
  r.post(
    endpoints.bindBankCard.path,
    { config, schema: { body: endpoints.bindBankCard.body } },
    async (request) =>
      ok(request, await addresses.bindBankCard(authOf(request).user, request.body, request.ip)),
  );
  r.post(
    endpoints.bindDigitWall.path,
    { config, schema: { body: endpoints.bindDigitWall.body } },
    async (request) =>
      ok(request, await addresses.bindWallet(authOf(request).user, request.body, request.ip)),
  );
  r.post(
    endpoints.deleteWithDrawAddr.path,
    { config, schema: { body: endpoints.deleteWithDrawAddr.body } },
    async (request) => {
      await addresses.remove(authOf(request).user, request.body, request.ip);
      return ok(request, null);
    },
  );
}
