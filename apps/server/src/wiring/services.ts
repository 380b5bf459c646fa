import type { FastifyBaseLogger } from 'fastify';

import type { AppConfig } from '../config';
import { type Db, databaseName } from '../db/client';
import type { Clock } from '../lib/clock';
import { createFieldCipher, deriveKeyHex } from '../lib/field-cipher';
import type { Metrics } from '../lib/metrics';
import { serverVersion } from '../lib/package-dir';
import { createPasswordHasher } from '../lib/password';
import { createReadiness } from '../lib/readiness';
import type { RequestGate } from '../lib/request-gate';
import { createSeedCipher } from '../lib/seed-cipher';
import { createTokenService } from '../lib/tokens';
import { createAccountService, fundPasswordHashReader } from '../modules/account/account.service';
import { createAdminService } from '../modules/admin/admin.service';
import { createAdminAuditService } from '../modules/admin/admin-audit.service';
import { createAdminDashboardService } from '../modules/admin/admin-dashboard.service';
import { createAdminDrawsService } from '../modules/admin/admin-draws.service';
import { createAdminGamesService } from '../modules/admin/admin-games.service';
import { createOperatorsService } from '../modules/admin/admin-operators.service';
import { createAdminUsersService } from '../modules/admin/admin-users.service';
import { createAuditRecorder, createAuditWriter } from '../modules/admin/audit-writer';
import { createOperatorSessions } from '../modules/admin/operator-sessions';
import { createOperatorTokens } from '../modules/admin/operator-tokens';
import { createTotp } from '../modules/admin/totp';
import { createAgentsService } from '../modules/agents/agents.service';
import { createInvites } from '../modules/agents/invites';
import { createAttemptGuard } from '../modules/attempts/attempt-guard';
import { createAuthService } from '../modules/auth/auth.service';
import { createSessionService } from '../modules/auth/session.service';
import { createCancelService } from '../modules/betting/cancel.service';
import { createResponsiblePlayService } from '../modules/responsible-play/responsible-play.service';
import { createOrderService } from '../modules/betting/order.service';
import { createSettlementService } from '../modules/betting/settlement.service';
import { type DatabaseKind, settlementSettings } from '../modules/betting/settlement-settings';
import { createDrawsService } from '../modules/draws/draws.service';
import { createGameLimits } from '../modules/games/game-limits';
import { createGamesService } from '../modules/games/games.service';
import { createGamingLimitsService } from '../modules/gaming-limits/gaming-limits.service';
import { createDormantClearance } from '../modules/jobs/dormant-clearance';
import { type LiveBus, createLocalBus, createRedisBus } from '../modules/live/live-bus';
import { createLiveService } from '../modules/live/live.service';
import { createMessagesService } from '../modules/messages/messages.service';
import { createMessagesAdminService } from '../modules/messages/messages-admin.service';
import { meteredOrders } from '../modules/ops/metered-orders';
import { createOutboxSender } from '../modules/password-reset/contact-sender';
import { createPasswordResetService } from '../modules/password-reset/password-reset.service';
import { createSecretHold } from '../modules/password-reset/secret-hold';
import { createSmtpSender } from '../modules/password-reset/smtp-sender';
import { createFundPasswordGuard } from '../modules/payout-addresses/fund-password-guard';
import { createPayoutAddressService } from '../modules/payout-addresses/payout-addresses.service';
import { createRechargeService } from '../modules/recharge/recharge.service';
import { createRecordsService } from '../modules/records/records.service';
import { createSiteService } from '../modules/site/site.service';
import { createSupportService } from '../modules/support/support.service';
import { createSupportAdminService } from '../modules/support/support-admin.service';
import { createWalletService } from '../modules/wallet/wallet.service';
import { defaultMoneySettings } from '../modules/withdraw/money-settings';
import { createWithdrawService } from '../modules/withdraw/withdraw.service';
import type { Authenticate } from '../plugins/auth-token';

/**
 * PostgreSQL's settlement counts the server as serving (small paced pages, ADR 145) for this long
 * after a request: a load that pauses between requests still meets small pages when it resumes.
 */
const servingSpanMs = 1000;

export interface ServiceDeps {
  config: AppConfig;
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  dbKind: DatabaseKind;
  metrics: Metrics;
  requestGate: RequestGate;
  /** Whether this process runs the draw scheduler (readiness reports its ticks only then). */
  schedulerEnabled: boolean;
}

/** Every service of the app, built in one place; routes, plugins and background work take theirs from here. */
export type Services = Awaited<ReturnType<typeof buildServices>>;

/**
 * The service graph: plain objects built by factories and handed on by argument (no container).
 * Read it top to bottom: a service is built after everything it is given. `closers` are called
 * when the app closes (connections this graph opened).
 */
export async function buildServices(deps: ServiceDeps) {
  const { config, db, clock, logger, metrics } = deps;
  const closers: (() => Promise<void>)[] = [];

  const passwords = await createPasswordHasher(config.fundPasswordPepper, config.passwordHashCost);
  const tokens = createTokenService(config.jwtSecret, clock);
  const wallet = createWalletService({ db, logger, clock });
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
  const guard = createFundPasswordGuard({
    attempts,
    passwords,
    fundPasswordHashOf: fundPasswordHashReader(db),
  });
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
  const cancels = createCancelService({ db, wallet });
  const gamingLimits = createGamingLimitsService({
    db,
    clock,
    timeZone: config.timeZone,
    // A break or self-exclusion ends every session and stops every chase at once (ADR 121).
    effects: {
      endSessions: (userId, tx) => sessions.endSessionsOf(userId, null, 'play_stopped', tx),
      stopChases: async (userId, tx) => {
        await cancels.stopChasesOf(userId, tx);
      },
    },
  });
  const outbox = createOutboxSender(db, clock);
  // With SMTP configured, e-mail leaves through it; phones (no SMS gateway) stay in the outbox.
  const smtp = config.smtp
    ? createSmtpSender(config.smtp, outbox, (err) => logger.error({ err }, 'an e-mail could not be sent'))
    : null;
  if (smtp) closers.push(() => smtp.close());
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
  const auth = createAuthService({
    db,
    clock,
    passwords,
    accounts,
    sessions,
    attempts,
    wallet,
    invites,
  });
  const responsiblePlay = createResponsiblePlayService({
    db,
    clock,
    timeZone: config.timeZone,
    realityCheckScale: config.realityCheckScale ?? config.timeScale,
    limits: gamingLimits,
    payoutAddresses: (userId) => addresses.list(userId),
    findUser: (userId) => accounts.findById(userId),
    wallet,
  });
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
  const bus = await openLiveBus(config.redisUrl, db, logger);
  closers.push(() => bus.close());
  const live = createLiveService({ db, bus, logger });
  const draws = createDrawsService({
    db,
    games,
    live,
    seedCipher: createSeedCipher(config.drawSeedKey),
    timeZone: config.timeZone,
    timeScale: config.timeScale,
    issuesAhead: config.issuesAhead,
    logger,
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
  const tuning = settlementSettings(deps.dbKind, config.settlement);
  const settlement = createSettlementService({
    db,
    wallet,
    live,
    logger,
    timeZone: config.timeZone,
    pageSize: tuning.pageSize,
    workers: tuning.workers,
    onIssueSettled: (s) => metrics.issueSettled(s.gameCode, s.bets, (Date.now() - s.drawAt.getTime()) / 1000),
    // PGlite runs in this thread: paced pages keep any HTTP stall short (ADR 094). PostgreSQL settles
    // in small paced pages while it serves requests (ADR 145).
    ...(tuning.targetPageMs === null ? {} : { targetPageMs: tuning.targetPageMs }),
    ...(tuning.busyPageSize === null
      ? {}
      : { busyPageSize: tuning.busyPageSize, serving: () => deps.requestGate.servedWithin(servingSpanMs) }),
    yieldToRequests: () => deps.requestGate.quiet(tuning.requestYieldMaxMs),
  });
  draws.onDrawn((drawn) => {
    for (const d of drawn) metrics.issueDrawn(d.game, (Date.now() - d.drawAt.getTime()) / 1000);
    return settlement.onDrawn(drawn);
  });
  const records = createRecordsService({ db, clock, timeZone: config.timeZone, wallet });
  const sandboxPayments = config.sandboxPayments === true;
  const site = createSiteService({
    version: serverVersion(),
    minAppVersion: config.minAppVersion,
    appDownloadUrl: config.appDownloadUrl,
    sandboxPayments,
  });
  const recharge = createRechargeService({
    db,
    clock,
    wallet,
    logger,
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
    wallet,
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
    totpForAll: config.operatorTotpForAll ?? config.nodeEnv === 'production',
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
  const dormant = createDormantClearance({ db, clock, wallet, newsletters: messages, logger });
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
  // The session behind a TOKEN, with its user still allowed in (auth-token plugin, live streams).
  const authenticate: Authenticate = async (token) => {
    const session = await sessions.verifyAccess(token);
    return {
      user: await accounts.checkActive(session.user),
      sessionId: session.sessionId,
      sessionStartedAt: session.sessionStartedAt,
    };
  };
  const readiness = createReadiness({
    db,
    redisUrl: config.redisUrl,
    schedulerEnabled: deps.schedulerEnabled,
  });
  closers.push(() => readiness.close());

  return {
    closers,
    settlementTuning: tuning,
    authenticate,
    passwords,
    wallet,
    sessions,
    support,
    supportAdmin,
    messages,
    messagesAdmin,
    addresses,
    withdrawals,
    gamingLimits,
    responsiblePlay,
    outbox,
    accounts,
    auth,
    agents,
    games,
    live,
    draws,
    orders,
    cancels,
    settlement,
    records,
    site,
    recharge,
    passwordResets,
    admin,
    adminUsers,
    operators,
    adminGames,
    adminDraws,
    adminDashboard,
    adminAudit,
    dormant,
    metrics,
    readiness,
  };
}

/** Redis pub/sub when configured (every instance hears every event), else in-process. */
async function openLiveBus(redisUrl: string | null, db: Db, logger: FastifyBaseLogger): Promise<LiveBus> {
  if (!redisUrl) return createLocalBus();
  return createRedisBus(redisUrl, `fairdraw:live:${await databaseName(db)}`, (err) =>
    logger.warn({ err }, 'redis error'),
  );
}
