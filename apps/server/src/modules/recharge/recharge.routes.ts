import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { endpoints } from '@fairdraw/contract';

import { authOf } from '../../plugins/auth-token';
import { ok } from '../../plugins/language';
import type { RechargeService } from './recharge.service';

export function registerRechargeRoutes(app: FastifyInstance, recharge: RechargeService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: true };

  r.get(endpoints.rechargeChannels.path, { config }, async (request) => {
    authOf(request);
    return ok(request, { list: await recharge.channels() });
  });
  r.post(
    endpoints.rechargeCreate.path,
    { config, schema: { body: endpoints.rechargeCreate.body } },
    async (request) => ok(request, await recharge.create(authOf(request).user, request.body)),
  );
  r.post(
    endpoints.rechargeList.path,
    { config, schema: { body: endpoints.rechargeList.body } },
    async (request) => ok(request, await recharge.list(authOf(request).user.id, request.body)),
  );

  // The gateway signs the raw bytes, so this scope keeps JSON bodies as the string they arrived as.
  app.register((scope, _options, registered) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post<{ Params: { channel: string }; Body: string }>(
      '/recharge/notify/:channel',
      async (request) => {
        const header = request.headers['x-signature'];
        await recharge.notify(
          request.params.channel,
          typeof request.body === 'string' ? request.body : '',
          Array.isArray(header) ? header[0] : header,
          request.ip,
        );
        return ok(request, 'success');
      },
    );
    registered();
  });
}
