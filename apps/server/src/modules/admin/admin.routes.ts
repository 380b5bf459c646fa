import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { type OperatorRole, endpoints } from '@fairdraw/contract';

import { ok } from '../../plugins/language';
import type { RechargeService } from '../recharge/recharge.service';
import type { WithdrawService } from '../withdraw/withdraw.service';
import type { AdminService, OperatorContext } from './admin.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Back-office route: an operator TOKEN with one of these roles is required. */
    operatorRoles?: readonly OperatorRole[];
  }
  interface FastifyRequest {
    operator: OperatorContext | null;
  }
}

const finance: readonly OperatorRole[] = ['admin', 'finance'];

/** The operator of a route declared with `operatorRoles` (set by the hook below). */
export function operatorOf(request: FastifyRequest): OperatorContext {
  if (!request.operator) throw new Error('operator route without operatorRoles');
  return request.operator;
}

/** The finance desk of the back office (`/admin/*`, api.md "Back office"). */
export function registerAdminRoutes(
  app: FastifyInstance,
  deps: { admin: AdminService; recharge: RechargeService; withdrawals: WithdrawService },
): void {
  const { admin } = deps;
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (request) => {
    const roles = request.routeOptions.config.operatorRoles;
    if (!roles) return;
    const header = request.headers.token;
    const operator = await admin.authenticate(Array.isArray(header) ? header[0] : header, roles);
    request.operator = { operator, ip: request.ip };
  });
  const ctxOf = operatorOf;

  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { operatorRoles: finance };
  const changed = (result: { changed: boolean; after: unknown }) => ({
    changed: result.changed,
    order: result.after,
  });

  r.post(endpoints.adminLogin.path, { schema: { body: endpoints.adminLogin.body } }, async (request) =>
    ok(request, await admin.login(request.body.account, request.body.password, request.ip)),
  );
  r.post(
    endpoints.adminRechargeList.path,
    { config, schema: { body: endpoints.adminRechargeList.body } },
    async (request) => ok(request, await deps.recharge.adminList(request.body)),
  );
  r.post(
    endpoints.adminRechargePass.path,
    { config, schema: { body: endpoints.adminRechargePass.body } },
    async (request) => ok(request, changed(await admin.passRecharge(ctxOf(request), request.body.orderNo))),
  );
  r.post(
    endpoints.adminRechargeCancel.path,
    { config, schema: { body: endpoints.adminRechargeCancel.body } },
    async (request) => ok(request, changed(await admin.cancelRecharge(ctxOf(request), request.body.orderNo))),
  );
  r.post(
    endpoints.adminWithdrawList.path,
    { config, schema: { body: endpoints.adminWithdrawList.body } },
    async (request) => ok(request, await deps.withdrawals.adminList(request.body)),
  );
  r.post(
    endpoints.adminWithdrawComplete.path,
    { config, schema: { body: endpoints.adminWithdrawComplete.body } },
    async (request) =>
      ok(request, changed(await admin.completeWithdrawal(ctxOf(request), request.body.orderNo))),
  );
  r.post(
    endpoints.adminWithdrawReject.path,
    { config, schema: { body: endpoints.adminWithdrawReject.body } },
    async (request) =>
      ok(
        request,
        changed(await admin.rejectWithdrawal(ctxOf(request), request.body.orderNo, request.body.reason)),
      ),
  );
  r.post(
    endpoints.adminUserAdjust.path,
    { config, schema: { body: endpoints.adminUserAdjust.body } },
    async (request) => {
      const result = await admin.adjustBalance(ctxOf(request), request.body);
      return ok(request, { changed: result.changed, balance: result.balance });
    },
  );
  r.post(
    endpoints.adminAuditList.path,
    { config: { operatorRoles: ['admin'] as const }, schema: { body: endpoints.adminAuditList.body } },
    async (request) => ok(request, await admin.auditList(request.body)),
  );
}
