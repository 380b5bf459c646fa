import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { endpoints } from '@fairdraw/contract';

import { ok } from '../../plugins/language';
import type { PasswordResetService } from './password-reset.service';

/** The player's side of an operator's reset (public: the player may have no session left). */
export function registerPasswordResetRoutes(app: FastifyInstance, resets: PasswordResetService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    endpoints.redeemResetCode.path,
    { schema: { body: endpoints.redeemResetCode.body } },
    async (request) => {
      await resets.redeem(request.body);
      return ok(request, null);
    },
  );
}

/**
 * Development only (never registered in production): the outbox of the development sender, read by
 * address as a phone or mailbox would be (ADR 104).
 */
export function registerDevOutboxRoute(
  app: FastifyInstance,
  read: (address: string) => Promise<{ channel: string; text: string; createdAt: Date }[]>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/dev/outbox',
    { schema: { querystring: z.object({ address: z.string().trim().min(1).max(254) }) } },
    async (request) => ok(request, await read(request.query.address.toLowerCase())),
  );
}
