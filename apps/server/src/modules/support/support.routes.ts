import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { type OperatorRole, endpoints } from '@fairdraw/contract';

import { type Authenticate, authOf } from '../../plugins/auth-token';
import { ok } from '../../plugins/language';
import { operatorOf } from '../../plugins/operator-auth';
import type { SupportAdminService } from './support-admin.service';
import type { SupportService } from './support.service';

const supportDesk: readonly OperatorRole[] = ['admin', 'support'];

/**
 * Customer service. /service/send is public (no TOKEN needed, docs/api-conventions.md): with a valid TOKEN the message
 * joins the user's conversation; without one it needs a contact and opens a visitor conversation.
 */
export function registerSupportRoutes(
  app: FastifyInstance,
  deps: { support: SupportService; supportAdmin: SupportAdminService; authenticate: Authenticate },
): void {
  const { support, supportAdmin } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    endpoints.serviceMessages.path,
    { config: { auth: true }, schema: { body: endpoints.serviceMessages.body } },
    async (request) =>
      ok(
        request,
        await support.messages(authOf(request).user.id, request.body.since, request.body.visitorKey),
      ),
  );
  r.post(endpoints.serviceSend.path, { schema: { body: endpoints.serviceSend.body } }, async (request) => {
    const header = request.headers.token;
    const token = Array.isArray(header) ? header[0] : header;
    // A TOKEN that does not verify answers 401/402/403, never a silent visitor message.
    const { visitorKey } = request.body;
    const sender = token
      ? { userId: (await deps.authenticate(token)).user.id, visitorKey }
      : { visitorContact: request.body.contact, visitorKey };
    return ok(request, await support.send(sender, request.body.text, request.ip));
  });

  const config = { operatorRoles: supportDesk };
  r.post(
    endpoints.adminSupportConversations.path,
    { config, schema: { body: endpoints.adminSupportConversations.body } },
    async (request) => ok(request, await supportAdmin.conversations(request.body)),
  );
  r.post(
    endpoints.adminSupportMessages.path,
    { config, schema: { body: endpoints.adminSupportMessages.body } },
    async (request) => ok(request, await supportAdmin.messages(request.body.conversationId)),
  );
  r.post(
    endpoints.adminSupportReply.path,
    { config, schema: { body: endpoints.adminSupportReply.body } },
    async (request) =>
      ok(
        request,
        await supportAdmin.reply(operatorOf(request), request.body.conversationId, request.body.text),
      ),
  );
}
