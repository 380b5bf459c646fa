import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { ResponseCode, endpoints } from '@fairdraw/contract';

import { authOf } from '../../plugins/auth-token';
import { ok, translate } from '../../plugins/language';
import type { AccountService } from './account.service';

/** The same answer whether or not another account holds the address (ADR 119). */
const codeSent = (request: FastifyRequest) => ({
  code: ResponseCode.ok,
  msg: translate(request.lang, 'account.contactCodeSent'),
  data: null,
});

/** The signed-in user's own account: every call needs a TOKEN. */
export function registerAccountRoutes(app: FastifyInstance, accounts: AccountService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: true };

  r.post(endpoints.getUserInfo.path, { config }, async (request) =>
    ok(request, await accounts.getUserInfo(authOf(request).user)),
  );
  r.post(
    endpoints.updatePwd.path,
    { config, schema: { body: endpoints.updatePwd.body } },
    async (request) => {
      const { user, sessionId } = authOf(request);
      await accounts.updatePassword(user, sessionId, request.body, request.ip);
      return ok(request, null);
    },
  );
  r.post(
    endpoints.updateTransPwd.path,
    { config, schema: { body: endpoints.updateTransPwd.body } },
    async (request) => {
      await accounts.updateFundPassword(authOf(request).user, request.ip, request.body);
      return ok(request, null);
    },
  );
  r.post(
    endpoints.bindEmail.path,
    { config, schema: { body: endpoints.bindEmail.body } },
    async (request) => {
      const { email, code } = request.body;
      await accounts.bindEmail(authOf(request).user, email, code, request.ip);
      return code === undefined ? codeSent(request) : ok(request, null);
    },
  );
  r.post(
    endpoints.bindPhone.path,
    { config, schema: { body: endpoints.bindPhone.body } },
    async (request) => {
      const { phone, code } = request.body;
      await accounts.bindPhone(authOf(request).user, phone, code, request.ip);
      return code === undefined ? codeSent(request) : ok(request, null);
    },
  );
  r.post(
    endpoints.updateAvatar.path,
    { config, schema: { body: endpoints.updateAvatar.body } },
    async (request) => {
      await accounts.updateAvatar(authOf(request).user, request.body.icon);
      return ok(request, null);
    },
  );
}
