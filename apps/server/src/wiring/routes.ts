import type { ServerResponse } from 'node:http';

import type { FastifyInstance } from 'fastify';

import type { AppConfig } from '../config';
import { serverVersion } from '../lib/package-dir';
import type { Metrics } from '../lib/metrics';
import { defaultRateLimits } from '../lib/rate-limit-settings';
import type { RequestGate } from '../lib/request-gate';
import { registerAccountRoutes } from '../modules/account/account.routes';
import { registerApiDocsRoutes } from '../modules/api-docs/api-docs.routes';
import { registerAdminRoutes } from '../modules/admin/admin.routes';
import { registerAgentsRoutes } from '../modules/agents/agents.routes';
import { registerAuthRoutes } from '../modules/auth/auth.routes';
import { registerBettingRoutes } from '../modules/betting/betting.routes';
import { registerDrawRoutes } from '../modules/draws/draws.routes';
import { registerGamingLimitsRoutes } from '../modules/gaming-limits/gaming-limits.routes';
import { registerLiveRoutes } from '../modules/live/live.routes';
import { registerMessagesRoutes } from '../modules/messages/messages.routes';
import { registerMessagesAdminRoutes } from '../modules/messages/messages-admin.routes';
import {
  registerDevOutboxRoute,
  registerPasswordResetRoutes,
} from '../modules/password-reset/password-reset.routes';
import { registerPayoutAddressRoutes } from '../modules/payout-addresses/payout-addresses.routes';
import { registerRechargeRoutes } from '../modules/recharge/recharge.routes';
import { registerSandboxGatewayRoutes } from '../modules/recharge/sandbox-gateway.routes';
import { registerRecordsRoutes } from '../modules/records/records.routes';
import {
  registerResponsiblePlayAdminRoutes,
  registerResponsiblePlayRoutes,
} from '../modules/responsible-play/responsible-play.routes';
import { registerSiteRoutes } from '../modules/site/site.routes';
import { registerSupportRoutes } from '../modules/support/support.routes';
import { registerWithdrawRoutes } from '../modules/withdraw/withdraw.routes';
import { registerHealthRoutes } from '../plugins/health';
import type { Services } from './services';

export interface RouteDeps {
  config: AppConfig;
  metrics: Metrics;
  requestGate: RequestGate;
}

/**
 * Every module's routes, one line a module. Order is free: the plugins (registered before this)
 * carry every hook a route relies on, so a new module adds its line anywhere in the list.
 */
export function registerRoutes(app: FastifyInstance, s: Services, deps: RouteDeps): void {
  const { config } = deps;
  const production = config.nodeEnv === 'production';
  const streams = { ...defaultRateLimits, ...config.rateLimits };

  registerAuthRoutes(app, s.auth);
  registerAccountRoutes(app, s.accounts);
  registerPasswordResetRoutes(app, s.passwordResets);
  // The development sender's outbox stands in for the player's phone or mailbox (ADR 104).
  if (!production) registerDevOutboxRoute(app, (address) => s.outbox.read(address));
  registerGamingLimitsRoutes(app, s.gamingLimits);
  registerResponsiblePlayRoutes(app, s.responsiblePlay, s.accounts);
  registerResponsiblePlayAdminRoutes(app, s.responsiblePlay);
  registerSiteRoutes(app, s.site, s.games, s.messages);
  registerDrawRoutes(app, s.games, s.draws);
  registerLiveRoutes(
    app,
    s.live,
    s.authenticate,
    (raw) => {
      deps.requestGate.leave(raw);
      deps.metrics.trackStream(raw as ServerResponse);
    },
    { perAddress: streams.streamsPerAddress, perAccount: streams.streamsPerAccount },
  );
  registerBettingRoutes(app, s.orders, s.cancels);
  registerRecordsRoutes(app, s.records);
  registerPayoutAddressRoutes(app, s.addresses);
  registerRechargeRoutes(app, s.recharge);
  if (config.sandboxPayments === true) registerSandboxGatewayRoutes(app, s.recharge);
  registerWithdrawRoutes(app, s.withdrawals);
  registerAdminRoutes(app, {
    admin: s.admin,
    operators: s.operators,
    audit: s.adminAudit,
    users: s.adminUsers,
    games: s.adminGames,
    draws: s.adminDraws,
    dashboard: s.adminDashboard,
    recharge: s.recharge,
    withdrawals: s.withdrawals,
  });
  registerMessagesRoutes(app, s.messages, (user) => s.responsiblePlay.isQuiet(user));
  registerMessagesAdminRoutes(app, s.messagesAdmin);
  registerSupportRoutes(app, {
    support: s.support,
    supportAdmin: s.supportAdmin,
    authenticate: s.authenticate,
  });
  registerAgentsRoutes(app, s.agents, config.publicUrl ?? 'http://localhost:8080');
  registerHealthRoutes(app, s.readiness);
  registerApiDocsRoutes(app, {
    version: serverVersion(),
    sandboxPayments: config.sandboxPayments === true,
    production,
  });
}
