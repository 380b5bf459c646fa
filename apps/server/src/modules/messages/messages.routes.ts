import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { endpoints } from '@fairdraw/contract';

import { authOf } from '../../plugins/auth-token';
import { ok } from '../../plugins/language';
import type { SessionUser } from '../account/account.service';
import type { MessagesService } from './messages.service';

/** The message centre: the caller's notices and newsletters (every call needs a TOKEN). */
export function registerMessagesRoutes(
  app: FastifyInstance,
  messages: MessagesService,
  /** A player on a break or self-excluded: no notices to everyone (promotions) meanwhile (ADR 121). */
  quiet: (user: SessionUser) => boolean = () => false,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: true };
  r.post(endpoints.userMail.path, { config, schema: { body: endpoints.userMail.body } }, async (request) =>
    ok(
      request,
      await messages.list(authOf(request).user.id, request.lang, request.body, quiet(authOf(request).user)),
    ),
  );
  r.post(
    endpoints.updateReadCount.path,
    { config, schema: { body: endpoints.updateReadCount.body } },
    async (request) => {
      const { id, tab } = request.body;
      await messages.markRead(authOf(request).user.id, id === undefined ? { all: true, tab } : { id, tab });
      return ok(request, null);
    },
  );
  r.post(endpoints.unReadCount.path, { config }, async (request) =>
    ok(request, await messages.unread(authOf(request).user.id, quiet(authOf(request).user))),
  );
}
