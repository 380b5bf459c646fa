import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { type OperatorRole, endpoints } from '@fairdraw/contract';

import { ok } from '../../plugins/language';
import { operatorOf } from '../../plugins/operator-auth';
import type { MessagesAdminService } from './messages-admin.service';

const messageDesk: readonly OperatorRole[] = ['admin', 'support'];

/** Back office: announcements and newsletters (roles admin and support; registered after the admin hook). */
export function registerMessagesAdminRoutes(app: FastifyInstance, messages: MessagesAdminService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { operatorRoles: messageDesk };
  r.post(
    endpoints.adminNoticeList.path,
    { config, schema: { body: endpoints.adminNoticeList.body } },
    async (request) => ok(request, await messages.noticeList(request.body)),
  );
  r.post(
    endpoints.adminNoticeCreate.path,
    { config, schema: { body: endpoints.adminNoticeCreate.body } },
    async (request) => ok(request, await messages.createNotice(operatorOf(request), request.body)),
  );
  r.post(
    endpoints.adminNoticeDelete.path,
    { config, schema: { body: endpoints.adminNoticeDelete.body } },
    async (request) => ok(request, await messages.deleteNotice(operatorOf(request), request.body.id)),
  );
  r.post(
    endpoints.adminNewsletterSend.path,
    { config, schema: { body: endpoints.adminNewsletterSend.body } },
    async (request) => ok(request, await messages.sendNewsletter(operatorOf(request), request.body)),
  );
}
