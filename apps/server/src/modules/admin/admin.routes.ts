import type { FastifyInstance } from 'fastify';

import { adminEndpoints } from '@fairdraw/contract';

import { ok } from '../../plugins/language';
import type { RechargeService } from '../recharge/recharge.service';
import type { WithdrawService } from '../withdraw/withdraw.service';
import type { AdminService } from './admin.service';
import type { AdminAuditService } from './admin-audit.service';
import type { AdminDashboardService } from './admin-dashboard.service';
import type { AdminDrawsService } from './admin-draws.service';
import type { AdminGamesService } from './admin-games.service';
import { registerAdminMoneyRoutes } from './admin-money.routes';
import type { OperatorsService } from './admin-operators.service';
import { adminRoute } from './admin-route';
import type { AdminUsersService } from './admin-users.service';

export interface AdminRouteDeps {
  admin: AdminService;
  operators: OperatorsService;
  audit: AdminAuditService;
  users: AdminUsersService;
  games: AdminGamesService;
  draws: AdminDrawsService;
  dashboard: AdminDashboardService;
  recharge: RechargeService;
  withdrawals: WithdrawService;
}

/**
 * The back office (`/admin/*`, ADR 034, ADR 085). Every route but the login is registered
 * through `adminRoute`, which takes path, body schema and roles from the contract's adminEndpoints.
 */
export function registerAdminRoutes(app: FastifyInstance, deps: AdminRouteDeps): void {
  const { operators } = deps;

  const login = adminEndpoints.adminLogin;
  app.post(login.path, { schema: { body: login.body } }, async (request) =>
    ok(
      request,
      await operators.login(
        request.body as { account: string; password: string; totp?: string; enrolCode?: string },
        request.ip,
      ),
    ),
  );
  adminRoute(app, 'adminMe', (_body, ctx) => operators.me(ctx));
  adminRoute(app, 'adminTotpSetup', (_body, ctx) => operators.totpSetup(ctx));
  adminRoute(app, 'adminTotpEnable', (body, ctx) => operators.totpEnable(ctx, body.code));
  adminRoute(app, 'adminLogout', (_body, ctx) => operators.logout(ctx));
  adminRoute(app, 'adminPasswordChange', (body, ctx) => operators.changePassword(ctx, body));
  adminRoute(app, 'adminOperatorList', (body) => operators.list(body));
  adminRoute(app, 'adminOperatorCreate', (body, ctx) => operators.create(ctx, body));
  adminRoute(app, 'adminOperatorUpdate', (body, ctx) => operators.update(ctx, body));
  adminRoute(app, 'adminOperatorEnrolCode', (body, ctx) => operators.issueEnrolCode(ctx, body.id));

  adminRoute(app, 'adminDashboard', (body) => deps.dashboard.dashboard(body));

  const { users } = deps;
  adminRoute(app, 'adminUserSearch', (body) => users.search(body));
  adminRoute(app, 'adminUserDetail', (body) => users.detail(body.userId));
  adminRoute(app, 'adminUserFreeze', (body, ctx) => users.freeze(ctx, body.userId, body.frozen));
  adminRoute(app, 'adminUserResetPassword', (body, ctx) => users.resetPassword(ctx, body.userId, body.kind));
  adminRoute(app, 'adminUsersAdjust', (body, ctx) => deps.admin.adjustBalance(ctx, body));
  adminRoute(app, 'adminUserAdjust', (body, ctx) => deps.admin.adjustBalance(ctx, body));
  adminRoute(app, 'adminUserMoveAgent', (body, ctx) => users.moveAgent(ctx, body.userId, body.newParentId));

  registerAdminMoneyRoutes(app, deps);

  const { games } = deps;
  adminRoute(app, 'adminGameList', () => games.list());
  adminRoute(app, 'adminGameUpdate', (body, ctx) => games.update(ctx, body));
  adminRoute(app, 'adminGameSetLimits', (body, ctx) => games.setLimits(ctx, body));
  adminRoute(app, 'adminGameRates', (body) => games.rates(body.code));
  adminRoute(app, 'adminGameSetRate', (body, ctx) => games.setRate(ctx, body));
  adminRoute(app, 'adminGameRateHistory', (body) => games.rateHistory(body));

  adminRoute(app, 'adminDrawsLive', () => deps.draws.live());
  adminRoute(app, 'adminDrawsHistory', (body) => deps.draws.history(body));
  adminRoute(app, 'adminRtp', (body) => deps.draws.rtp(body));

  adminRoute(app, 'adminAuditList', (body) => deps.audit.list(body));
}
