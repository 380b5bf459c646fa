import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

import { type AdminEndpointKey, adminEndpoints } from '@fairdraw/contract';

import { ok } from '../../plugins/language';
import type { OperatorContext } from './operator-context';

type Spec<K extends AdminEndpointKey> = (typeof adminEndpoints)[K];
export type AdminBody<K extends AdminEndpointKey> = Spec<K>['body'] extends z.ZodType
  ? z.output<Spec<K>['body']>
  : Record<string, never>;

/**
 * Registers one back-office route exactly as the contract declares it: path, body schema and the
 * roles (`config.operatorRoles`, checked by the onRequest hook of plugins/operator-auth.ts). A route can
 * therefore never be reachable with roles other than the ones the web app and the role test read.
 */
export function adminRoute<K extends AdminEndpointKey>(
  app: FastifyInstance,
  key: K,
  handler: (
    body: AdminBody<K>,
    ctx: OperatorContext,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<unknown>,
): void {
  const spec: {
    path: string;
    body: z.ZodType | null;
    roles: readonly string[];
    csv?: true;
    enrolment?: true;
  } = adminEndpoints[key];
  if (spec.roles.length === 0) throw new Error(`${spec.path} declares no operator roles`);
  app.post(
    spec.path,
    {
      config: { operatorRoles: adminEndpoints[key].roles, operatorEnrolment: spec.enrolment === true },
      schema: spec.body ? { body: spec.body } : {},
    },
    async (request, reply) => {
      if (!request.operator) throw new Error('operator route reached without an operator');
      const data = await handler(request.body as AdminBody<K>, request.operator, request, reply);
      return spec.csv ? data : ok(request, data);
    },
  );
}
