import type { ServerResponse } from 'node:http';

import { sql } from 'drizzle-orm';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
  type RouteOptions,
} from 'fastify';
import { Redis } from 'ioredis';
import { validatorCompiler } from 'fastify-type-provider-zod';

import { type AppConfig, defaultAdminDistDir } from './config';
import type { Db } from './db/client';
import { seed } from './db/seed';
import { type Clock, systemClock } from './lib/clock';
import { serverVersion } from './lib/package-dir';
import { createPasswordHasher } from './lib/password';
import { createTokenService } from './lib/tokens';
import { type TrustProxy, fastifyTrustProxy } from './lib/trust-proxy';
import { registerAgentsRoutes } from './modules/agents/agents.routes';
import { createAgentsService } from './modules/agents/agents.service';
import { createInvites } from './modules/agents/invites';
import { registerAccountRoutes } from './modules/account/account.routes';
import { createAccountService } from './modules/account/account.service';
import { createGamingLimitsService } from './modules/gaming-limits/gaming-limits.service';
import { registerGamingLimitsRoutes } from './modules/gaming-limits/gaming-limits.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createSessionService } from './modules/auth/session.service';
import { registerAdminRoutes } from './modules/admin/admin.routes';
import { createAdminService } from './modules/admin/admin.service';
import { createOperatorSessions } from './modules/admin/operator-sessions';
import { createOperatorTokens } from './modules/admin/operator-tokens';
import { createAdminAuditService } from './modules/admin/admin-audit.service';
import { createAdminDashboardService } from './modules/admin/admin-dashboard.service';
import { createAdminDrawsService } from './modules/admin/admin-draws.service';
import { createAdminGamesService } from './modules/admin/admin-games.service';
import { createOperatorsService } from './modules/admin/admin-operators.service';
import { createAdminUsersService } from './modules/admin/admin-users.service';
import { createAuditRecorder, createAuditWriter } from './modules/admin/audit-writer';
import { createTotp } from './modules/admin/totp';
import { createGameLimits } from './modules/games/game-limits';
import { startDailyJob } from './modules/jobs/daily-scheduler';
import { createDormantClearance } from './modules/jobs/dormant-clearance';
import { createFundPasswordGuard } from './modules/payout-addresses/fund-password-guard';
import { createAttemptGuard } from './modules/attempts/attempt-guard';
import { registerPayoutAddressRoutes } from './modules/payout-addresses/payout-addresses.routes';
import { createOutboxSender } from './modules/password-reset/contact-sender';
import { createSmtpSender } from './modules/password-reset/smtp-sender';
import {
  registerDevOutboxRoute,
  registerPasswordResetRoutes,
} from './modules/password-reset/password-reset.routes';
import { createPasswordResetService } from './modules/password-reset/password-reset.service';
import { createSecretHold } from './modules/password-reset/secret-hold';
import { createPayoutAddressService } from './modules/payout-addresses/payout-addresses.service';
import { registerRechargeRoutes } from './modules/recharge/recharge.routes';
import { createRechargeService } from './modules/recharge/recharge.service';
import { registerSandboxGatewayRoutes } from './modules/recharge/sandbox-gateway.routes';
import { registerSiteRoutes } from './modules/site/site.routes';
import { createSiteService } from './modules/site/site.service';
import { createWalletService } from './modules/wallet/wallet.service';
import { defaultMoneySettings } from './modules/withdraw/money-settings';
import { registerWithdrawRoutes } from './modules/withdraw/withdraw.routes';
import { createWithdrawService } from './modules/withdraw/withdraw.service';
import { type Authenticate, registerAuthToken } from './plugins/auth-token';
import { registerCompression } from './plugins/compression';
import { registerConnectionDrain } from './plugins/connection-drain';
import { registerErrorEnvelope } from './plugins/error-envelope';
import { registerLanguage } from './plugins/language';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerRateLimits } from './plugins/rate-limits';
import { defaultRateLimits } from './lib/rate-limit-settings';
import { registerWebAndNotFound } from './plugins/not-found';
import { createSeedCipher } from './lib/seed-cipher';
import { createFieldCipher, deriveKeyHex } from './lib/field-cipher';
import { rowsOf } from './lib/rows';
import { registerBettingRoutes } from './modules/betting/betting.routes';
import { createCancelService } from './modules/betting/cancel.service';
import { createOrderService } from './modules/betting/order.service';
import { createSettlementService } from './modules/betting/settlement.service';
import { registerDrawRoutes } from './modules/draws/draws.routes';
import { startDrawScheduler } from './modules/draws/draws.scheduler';
import { createDrawsService } from './modules/draws/draws.service';
import { createGamesService } from './modules/games/games.service';
import { registerRecordsRoutes } from './modules/records/records.routes';
import { createRecordsService } from './modules/records/records.service';
import { type LiveBus, createLocalBus, createRedisBus } from './modules/live/live-bus';
import { registerLiveRoutes } from './modules/live/live.routes';
import { startLivePruner } from './modules/live/live-pruner';
import { registerRequestGate } from './plugins/request-gate';
import { createRequestGate } from './lib/request-gate';
import { createLiveService } from './modules/live/live.service';
import { registerMessagesAdminRoutes } from './modules/messages/messages-admin.routes';
import { createMessagesAdminService } from './modules/messages/messages-admin.service';
import { registerMessagesRoutes } from './modules/messages/messages.routes';
import { createMessagesService } from './modules/messages/messages.service';
import { createSupportAdminService } from './modules/support/support-admin.service';
import { registerSupportRoutes } from './modules/support/support.routes';
import { createSupportService } from './modules/support/support.service';
import { type Metrics, type PoolStats, createMetrics } from './lib/metrics';
import { type Readiness, createReadiness } from './lib/readiness';
import { meteredOrders } from './modules/ops/metered-orders';
import { registerHealthRoutes } from './plugins/health';
import { registerAnswerCheck } from './plugins/answer-check';
import { registerApiDocsRoutes } from './modules/api-docs/api-docs.routes';
import { registerRequestLog } from './plugins/request-log';

export interface AppDeps {
  config: AppConfig;
  db: Db;
  clock?: Clock;
  logger?: FastifyServerOptions['loggerInstance'] | FastifyServerOptions['logger'];
  /** Proxies trusted to name the client (ADR 106); default none. */
  trustProxy?: TrustProxy;
  /** Run the draw scheduler in this process (default true; tests may drive passes themselves). */
  drawScheduler?: boolean;
  /** Which database runs underneath (settlement pages are smaller on PGlite). */
  dbKind?: 'pglite' | 'postgres';
  settlementPageSize?: number;
  /** Prometheus metrics (ADR 112); a fresh registry per app when omitted. */
  metrics?: Metrics;
  /** The database client's connections, read at each scrape (server.ts passes the pool's). */
  poolStats?: () => PoolStats | null;
  /** Told of every route as it is registered (the OpenAPI test compares them with the document). */
  onRoute?: (route: RouteOptions) => void;
}

/** Never logged: tokens, refresh tokens and every password field (conventions §10). */
export const redactPaths = [
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
  '*.token',
  '*.jwt',
  '*.token_jwt',
  '*.password',
  '*.confirmPassword',
  '*.oldPassword',
  '*.newPassword',
  '*.loginPassword',
  '*.fundPassword',
  '*.confirmFundPassword',
  '*.passwordHash',
  '*.fundPasswordHash',
  // Card numbers and wallet addresses never reach the logs in clear (issue 10).
  '*.cardNumber',
  '*.confirmCardNumber',
  '*.address',
  '*.confirmAddress',
];

const bodyLimitBytes = 64 * 1024;
const liveEventsRetainMs = 60 * 60_000;

/**
 * PGlite: how long settlement may wait between pages for requests in flight; under a steady stream
 * of requests it still advances (a page at least every 100 ms).
 */
const requestYieldMaxMs = 100;

/**
 * The composition root: plugins, then services (wallet → account/auth → site), then routes, then
 * the seed. Expects a migrated database (server.ts and test/helper.ts migrate first).
 * Services are plain objects built here and handed to the routes; nothing is decorated onto Fastify.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? false;
  const app = Fastify({
    ...(typeof logger === 'object' && 'child' in logger ? { loggerInstance: logger } : { logger }),
    bodyLimit: bodyLimitBytes,
    trustProxy: fastifyTrustProxy(deps.trustProxy ?? false),
    // registerRequestLog writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.setValidatorCompiler(validatorCompiler);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  registerLanguage(app);
  registerErrorEnvelope(app);
  if (config.nodeEnv === 'development') registerAnswerCheck(app);
  await registerSecurityHeaders(app, {
    webDistDir: config.webDistDir,
    adminDistDir: config.adminDistDir ?? defaultAdminDistDir(),
    hstsMaxAgeS: config.hstsMaxAgeS ?? 15_552_000,
    connectSources: config.cspConnectSources ?? [],
  });
  const rateLimits = { ...defaultRateLimits, ...config.rateLimits };
  const rateLimitRedis = await openRateLimitStore(config.redisUrl, db);
  await registerRateLimits(app, rateLimits, rateLimitRedis);
  app.addHook('onClose', async () => {
    await rateLimitRedis?.redis.quit().catch(() => undefined);
  });
  await registerCompression(app);
  const requestGate = createRequestGate();
  registerRequestGate(app, requestGate);
  registerConnectionDrain(app);
  const metrics = deps.metrics ?? createMetrics();
  if (deps.poolStats) metrics.setPoolStats(deps.poolStats);
  registerRequestLog(app, metrics);
  // POST bodies are objects; a POST without one is treated as `{}` (api.md: "may be {}").
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null)) request.body = {};
    done();
  });

  const passwords = await createPasswordHasher(config.fundPasswordPepper);
  const tokens = createTokenService(config.jwtSecret, clock);
  const wallet = createWalletService({ db, logger: app.log, clock });
  const sessions = createSessionService({ db, tokens, clock });
  const support = createSupportService({ db, clock, timeZone: config.timeZone });
  // Before recharge, withdrawals and jobs: they leave system newsletters for users.
  const messages = createMessagesService({
    db,
    clock,
    timeZone: config.timeZone,
    supportUnread: (userId) => support.unreadFor(userId),
  });
  const attempts = createAttemptGuard({ db, clock });
  const guard = createFundPasswordGuard({ attempts, passwords });
  const moneySettings = { ...defaultMoneySettings, ...config.money };
  const hold = createSecretHold({
    clock,
    holdMs: moneySettings.secretChangeHoldMs,
    timeZone: config.timeZone,
  });
  const addresses = createPayoutAddressService({
    db,
    clock,
    guard,
    hold,
    cipher: createFieldCipher(
      config.cardEncryptionKey ?? deriveKeyHex(config.drawSeedKey, 'card encryption'),
      config.cardEncryptionPreviousKeys,
    ),
  });
  const withdrawals = createWithdrawService({
    db,
    clock,
    wallet,
    addresses,
    guard,
    settings: moneySettings,
    timeZone: config.timeZone,
    newsletters: messages,
    hold,
  });
  const gamingLimits = createGamingLimitsService({ db, clock, timeZone: config.timeZone });
  const outbox = createOutboxSender(db, clock);
  // With SMTP configured, e-mail leaves through it; phones (no SMS gateway) stay in the outbox.
  const smtp = config.smtp
    ? createSmtpSender(config.smtp, outbox, (err) => app.log.error({ err }, 'an e-mail could not be sent'))
    : null;
  app.addHook('onClose', async () => {
    await smtp?.close();
  });
  const sender = smtp ?? outbox;
  const accounts = createAccountService({
    db,
    clock,
    gamingLimits,
    passwords,
    wallet,
    sessions,
    attempts,
    fundPasswords: guard,
    money: { bankInfo: (userId) => addresses.list(userId), frozen: (userId) => withdrawals.frozenOf(userId) },
    sender,
    timeZone: config.timeZone,
  });
  const invites = createInvites(db);
  const auth = createAuthService({ db, clock, passwords, accounts, sessions, attempts, wallet, invites });
  const agents = createAgentsService({
    db,
    clock,
    passwords,
    accounts,
    fundPasswords: guard,
    wallet,
    invites,
    timeZone: config.timeZone,
    agentAccountClaimDays: config.agentAccountClaimDays,
  });
  const games = createGamesService({ db });
  const bus = await openLiveBus(config.redisUrl, db, app.log);
  const live = createLiveService({ db, bus, logger: app.log });
  const draws = createDrawsService({
    db,
    games,
    live,
    seedCipher: createSeedCipher(config.drawSeedKey),
    timeZone: config.timeZone,
    timeScale: config.timeScale,
    issuesAhead: config.issuesAhead,
    logger: app.log,
  });
  const gameLimits = createGameLimits({ db, defaults: config.betLimits });
  const orders = meteredOrders(
    createOrderService({
      db,
      wallet,
      gamingLimits,
      effectiveLimits: gameLimits.effective,
      timeZone: config.timeZone,
    }),
    metrics,
  );
  const cancels = createCancelService({ db, wallet });
  const settlement = createSettlementService({
    db,
    wallet,
    live,
    logger: app.log,
    timeZone: config.timeZone,
    // PGlite runs in this thread: small pages keep any HTTP stall short (stack notes).
    pageSize: deps.settlementPageSize ?? (deps.dbKind === 'postgres' ? 20_000 : 400),
    workers: deps.dbKind === 'postgres' ? 2 : 1,
    onIssueSettled: (s) => metrics.issueSettled(s.gameCode, s.bets, (Date.now() - s.drawAt.getTime()) / 1000),
    ...(deps.dbKind === 'postgres'
      ? {}
      : { targetPageMs: 40, yieldToRequests: () => requestGate.quiet(requestYieldMaxMs) }),
  });
  draws.onDrawn((drawn) => {
    for (const d of drawn) metrics.issueDrawn(d.game, (Date.now() - d.drawAt.getTime()) / 1000);
    return settlement.onDrawn(drawn);
  });
  const records = createRecordsService({ db, clock, timeZone: config.timeZone });
  const site = createSiteService({
    version: serverVersion(),
    minAppVersion: config.minAppVersion,
    appDownloadUrl: config.appDownloadUrl,
    sandboxPayments: config.sandboxPayments === true,
  });

  const production = config.nodeEnv === 'production';
  const sandboxPayments = config.sandboxPayments === true;
  const recharge = createRechargeService({
    db,
    clock,
    wallet,
    logger: app.log,
    timeZone: config.timeZone,
    sandboxPayments,
    newsletters: messages,
    gamingLimits,
  });
  const audited = createAuditWriter(db, clock);
  const passwordResets = createPasswordResetService({
    db,
    clock,
    passwords,
    sessions,
    newsletters: messages,
    sender,
    hold,
    timeZone: config.timeZone,
  });
  const adminUsers = createAdminUsersService({
    db,
    clock,
    sessions,
    resets: passwordResets,
    audited,
    timeZone: config.timeZone,
  });
  const admin = createAdminService({
    db,
    clock,
    audited,
    wallet,
    recharge,
    withdrawals,
    checkerAboveFen: config.adminCheckerAboveFen ?? 1_000_000,
    resetFundPassword: (userId, tx) => adminUsers.resetNow(userId, 'fund', tx),
    timeZone: config.timeZone,
  });
  const operators = createOperatorsService({
    db,
    clock,
    passwords,
    sessions: createOperatorSessions({
      db,
      clock,
      tokens: createOperatorTokens(config.jwtSecret, clock),
      idleMinutes: config.adminIdleMinutes ?? 30,
    }),
    totp: createTotp(config.drawSeedKey),
    attempts,
    totpForAll: config.operatorTotpForAll ?? production,
    audited,
    timeZone: config.timeZone,
  });
  const adminGames = createAdminGamesService({
    db,
    clock,
    limits: gameLimits,
    audited,
    timeZone: config.timeZone,
  });
  const adminDraws = createAdminDrawsService({ db, clock, timeZone: config.timeZone });
  const adminDashboard = createAdminDashboardService({ db, clock, timeZone: config.timeZone });
  const adminAudit = createAdminAuditService({ db, timeZone: config.timeZone });
  const dormant = createDormantClearance({ db, clock, wallet, newsletters: messages, logger: app.log });
  const recordAudit = createAuditRecorder(clock);
  const messagesAdmin = createMessagesAdminService({
    db,
    clock,
    timeZone: config.timeZone,
    audit: recordAudit,
    userExists: async (userId) => (await accounts.findById(userId)) !== undefined,
  });
  const supportAdmin = createSupportAdminService({
    db,
    clock,
    timeZone: config.timeZone,
    audit: recordAudit,
    live,
  });

  const authenticate: Authenticate = async (token) => {
    const session = await sessions.verifyAccess(token);
    return {
      user: await accounts.checkActive(session.user),
      sessionId: session.sessionId,
      sessionStartedAt: session.sessionStartedAt,
    };
  };
  registerAuthToken(app, authenticate);

  registerAuthRoutes(app, auth);
  registerAccountRoutes(app, accounts);
  registerPasswordResetRoutes(app, passwordResets);
  // The development sender's outbox stands in for the player's phone or mailbox (ADR 104).
  if (!production) registerDevOutboxRoute(app, (address) => outbox.read(address));
  registerGamingLimitsRoutes(app, gamingLimits);
  registerSiteRoutes(app, site, games, messages);
  registerDrawRoutes(app, games, draws);
  registerLiveRoutes(
    app,
    live,
    authenticate,
    (raw) => {
      requestGate.leave(raw);
      metrics.trackStream(raw as ServerResponse);
    },
    { perAddress: rateLimits.streamsPerAddress, perAccount: rateLimits.streamsPerAccount },
  );
  registerBettingRoutes(app, orders, cancels);
  registerRecordsRoutes(app, records);
  registerPayoutAddressRoutes(app, addresses);
  registerRechargeRoutes(app, recharge);
  if (sandboxPayments) registerSandboxGatewayRoutes(app, recharge);
  registerWithdrawRoutes(app, withdrawals);
  registerAdminRoutes(app, {
    admin,
    operators,
    audit: adminAudit,
    users: adminUsers,
    games: adminGames,
    draws: adminDraws,
    dashboard: adminDashboard,
    recharge,
    withdrawals,
  });
  registerMessagesRoutes(app, messages);
  // After the admin routes: their hook authenticates every route with `operatorRoles`.
  registerMessagesAdminRoutes(app, messagesAdmin);
  registerSupportRoutes(app, { support, supportAdmin, authenticate });
  registerAgentsRoutes(app, agents, config.publicUrl ?? 'http://localhost:8080');
  const readiness = createReadiness({
    db,
    redisUrl: config.redisUrl,
    schedulerEnabled: deps.drawScheduler !== false,
  });
  registerHealthRoutes(app, readiness);
  registerApiDocsRoutes(app, { version: serverVersion(), sandboxPayments, production });
  await registerWebAndNotFound(app, config.webDistDir, config.adminDistDir ?? defaultAdminDistDir());

  // Idempotent start-up data (house agent, system accounts, first operator): safe on every start.
  await seed({ db, wallet, passwords, config, logger: app.log });
  await games.seed();
  await draws.ensureAhead();
  const scheduler =
    deps.drawScheduler === false ? null : startDrawScheduler(draws, app.log, () => readiness.schedulerTick());
  // Settles what a crash or another process left pending; new draws arrive through onDrawn.
  const sweep =
    deps.drawScheduler === false
      ? null
      : setInterval(() => void settlement.sweep().catch(() => undefined), 5000);
  if (deps.drawScheduler !== false)
    void settlement.sweep().catch((err: unknown) => app.log.error({ err }, 'sweep failed'));
  const stopPruner =
    deps.drawScheduler === false
      ? null
      : startLivePruner({ db, retainMs: config.liveEventsRetainMs ?? liveEventsRetainMs }, app.log);
  app.addHook('onClose', async () => {
    if (sweep) clearInterval(sweep);
    await stopPruner?.();
    await scheduler?.stop();
    await settlement.stop();
    await bus.close();
    await readiness.close();
  });
  app.decorate('fairdraw', { draws, live, games, settlement, wallet, messages });
  app.decorate('ops', { metrics, readiness });
  await recharge.ensureDefaultChannels();
  // Rows from before encryption, or of a previous key (rotation), are sealed before the first request.
  const resealed = await addresses.sealAtRest();
  if (resealed) app.log.info({ resealed }, 'payout numbers sealed with the current key');
  if (config.runDailyJobs) {
    const stop = startDailyJob({
      hour: 4,
      timeZone: config.timeZone,
      clock,
      logger: app.log,
      job: (day) => dormant.runOnce(day),
    });
    app.addHook('onClose', (_instance, done) => {
      stop();
      done();
    });
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Services tests and scripts drive directly (never used by routes: they get theirs by argument). */
    fairdraw: {
      draws: ReturnType<typeof createDrawsService>;
      live: ReturnType<typeof createLiveService>;
      games: ReturnType<typeof createGamesService>;
      settlement: ReturnType<typeof createSettlementService>;
      wallet: ReturnType<typeof createWalletService>;
      messages: ReturnType<typeof createMessagesService>;
    };
    /** Health and metrics: server.ts serves `metrics` on METRICS_PORT and drains through `readiness`. */
    ops: { metrics: Metrics; readiness: Readiness };
  }
}

/** Rate-limit counters in Redis when configured (shared by every instance on this database). */
async function openRateLimitStore(
  redisUrl: string | null,
  db: Db,
): Promise<{ redis: Redis; nameSpace: string } | null> {
  if (!redisUrl) return null;
  const [row] = rowsOf<{ name: string }>(await db.execute(sql`select current_database() as name`));
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return { redis, nameSpace: `fairdraw:rl:${row?.name ?? 'default'}:` };
}

/** Redis pub/sub when configured (every instance hears every event), else in-process. */
async function openLiveBus(
  redisUrl: string | null,
  db: Db,
  logger: FastifyInstance['log'],
): Promise<LiveBus> {
  if (!redisUrl) return createLocalBus();
  const [row] = rowsOf<{ name: string }>(await db.execute(sql`select current_database() as name`));
  return createRedisBus(redisUrl, `fairdraw:live:${row?.name ?? 'default'}`, (err) =>
    logger.warn({ err }, 'redis error'),
  );
}
