import { isAbsolute, join, resolve } from 'node:path';

import type { Env } from './env';
import { serverPackageDir } from './lib/package-dir';
import type { RateLimitSettings } from './lib/rate-limit-settings';
import type { PasswordHashCost } from './lib/password';
import type { Secrets } from './lib/secrets';
import type { SettlementSettings } from './modules/betting/settlement-settings';
import { type MoneySettings, defaultMoneySettings } from './modules/withdraw/money-settings';

/** What the app needs, resolved from env.ts (or built directly by tests). */
export interface AppConfig {
  nodeEnv: Env['NODE_ENV'];
  timeZone: string;
  timeScale: number;
  /** How many times faster the reality check comes (tests, demos); default `timeScale`. */
  realityCheckScale?: number;
  jwtSecret: string;
  fundPasswordPepper: string;
  /** argon2id's cost; absent (every server): OWASP's baseline. Only tests lower it (lib/password.ts). */
  passwordHashCost?: PasswordHashCost;
  /** 64 hex: the AES-256-GCM key of undrawn seeds. */
  drawSeedKey: string;
  /** 64 hex: the AES-256-GCM key of card numbers and wallet addresses; absent (tests): derived from drawSeedKey. */
  cardEncryptionKey?: string;
  /** Keys before cardEncryptionKey, still read until every row is re-sealed. */
  cardEncryptionPreviousKeys?: string[];
  /** Issues created ahead per game (0: the README's 24 hours, at least 120). */
  issuesAhead: number;
  betLimits: BetLimits;
  /** Redis for cross-instance fan-out of live events; null: in-process only. */
  redisUrl: string | null;
  /** Days the one-time password of an agent-opened account logs in (ADR 118). */
  agentAccountClaimDays: number;
  adminAccount: string;
  /** Null: generate one at the first seed, written to a 0600 file in `dataDir` (never logged). */
  adminPassword: string | null;
  /** DATA_DIR, absolute: where a generated first operator password is written. */
  dataDir?: string;
  /** Demo operators of the finance and support roles (created only with a password). */
  extraOperators?: { account: string; password: string; role: 'finance' | 'support' }[];
  /** Maker–checker threshold in fen (ADR 082); default 1,000,000. */
  adminCheckerAboveFen?: number;
  /** Operator sessions unused this long end (ADR 102); default 30. */
  adminIdleMinutes?: number;
  /** Every operator must use TOTP; default: in production only (ADR 102). */
  operatorTotpForAll?: boolean;
  /** The seeded house agent's bound e-mail (HOUSE_EMAIL), so operator resets can reach it. */
  houseEmail?: string | undefined;
  /** E-mail codes and notices through SMTP when set (SMTP_URL, SMTP_FROM); otherwise the outbox. */
  smtp?: { url: string; from: string } | undefined;
  /** The sandbox gateway (/sandbox-pay) and its channel exist only when true (docs/security.md finding 10). */
  sandboxPayments?: boolean;
  /** Every contract answer checked against its schema before it is sent (CHECK_ANSWERS; `npm run dev`). */
  checkAnswers?: boolean;
  /** HSTS max-age over TLS (0: none) and extra connect-src origins of the CSP (ADR 107). */
  hstsMaxAgeS?: number;
  cspConnectSources?: string[];
  /** Request and stream limits (ADR 108); defaults for what is omitted. */
  rateLimits?: Partial<RateLimitSettings>;
  webDistDir: string;
  /** The built back-office app (served at /backoffice/); default apps/admin/dist. */
  adminDistDir?: string;
  minAppVersion: string;
  appDownloadUrl: string;
  /** The site's public origin (no trailing slash): promotion links point here, never at the Host header. */
  publicUrl?: string;
  /** Withdrawal limits and the turnover factor; defaults when omitted. */
  money?: Partial<MoneySettings>;
  /** Run daily jobs (dormant-account clearance) in this process; off in tests. */
  runDailyJobs?: boolean;
  /** How long live events stay resumable (Last-Event-ID); older ones are pruned. Default 1 hour. */
  liveEventsRetainMs?: number;
  /** Settlement paging and pace; what is omitted (or 0) takes the database's default. */
  settlement?: Partial<SettlementSettings>;
}

/** Operator limits of betting, in fen (1007 when passed). */
export interface BetLimits {
  /** Stake of one bet (betCount × unitPrice × multiple). */
  minStakeFen: number;
  maxStakeFen: number;
  /** Total stake of one user on one issue. */
  maxIssueStakeFen: number;
  /** Potential payout of one user on one issue and play (限红), see ADR 013. */
  maxPayoutFen: number;
}

export const defaultBetLimits: BetLimits = {
  minStakeFen: 1,
  maxStakeFen: 5_000_000,
  maxIssueStakeFen: 20_000_000,
  maxPayoutFen: 500_000_000,
};

export function defaultWebDistDir(): string {
  return join(serverPackageDir(), '..', 'web', 'dist');
}

export function defaultAdminDistDir(): string {
  return join(serverPackageDir(), '..', 'admin', 'dist');
}

/** `https://x.example/` → `https://x.example` (links append their own path). */
export const publicOrigin = (url: string) => url.replace(/\/+$/, '');

const absolute = (dir: string) => (isAbsolute(dir) ? dir : resolve(dir));

export function configFromEnv(env: Env, secrets: Secrets): AppConfig {
  const webDist = env.WEB_DIST_DIR;
  return {
    nodeEnv: env.NODE_ENV,
    timeZone: env.TZ,
    timeScale: env.FAIRDRAW_TIME_SCALE,
    realityCheckScale: env.FAIRDRAW_REALITY_CHECK_SCALE ?? env.FAIRDRAW_TIME_SCALE,
    jwtSecret: secrets.jwtSecret,
    fundPasswordPepper: secrets.fundPasswordPepper,
    drawSeedKey: secrets.drawSeedKey,
    cardEncryptionKey: secrets.cardEncryptionKey,
    cardEncryptionPreviousKeys: env.CARD_ENCRYPTION_PREVIOUS_KEYS,
    issuesAhead: env.DRAW_ISSUES_AHEAD,
    redisUrl: env.REDIS_URL ?? null,
    betLimits: {
      minStakeFen: env.BET_MIN_STAKE_FEN,
      maxStakeFen: env.BET_MAX_STAKE_FEN,
      maxIssueStakeFen: env.BET_MAX_ISSUE_STAKE_FEN,
      maxPayoutFen: env.BET_MAX_PAYOUT_FEN,
    },
    agentAccountClaimDays: env.AGENT_ACCOUNT_CLAIM_DAYS,
    adminAccount: env.ADMIN_ACCOUNT,
    adminPassword: env.ADMIN_PASSWORD ?? null,
    dataDir: absolute(env.DATA_DIR),
    extraOperators: [
      { account: env.FINANCE_ACCOUNT, password: env.FINANCE_PASSWORD, role: 'finance' as const },
      { account: env.SUPPORT_ACCOUNT, password: env.SUPPORT_PASSWORD, role: 'support' as const },
    ].flatMap((o) => (o.password ? [{ ...o, password: o.password }] : [])),
    adminCheckerAboveFen: env.ADMIN_CHECKER_ABOVE_FEN,
    adminIdleMinutes: env.ADMIN_IDLE_MINUTES,
    sandboxPayments: env.SANDBOX_PAYMENTS,
    checkAnswers: env.CHECK_ANSWERS,
    hstsMaxAgeS: env.HSTS_MAX_AGE_S,
    cspConnectSources: env.CSP_CONNECT_SRC?.split(/ +/) ?? [],
    rateLimits: {
      windowMs: env.RATE_LIMIT_WINDOW_MS,
      writesPerAddress: env.RATE_LIMIT_WRITES_PER_ADDRESS,
      writesPerAccount: env.RATE_LIMIT_WRITES_PER_ACCOUNT,
      sensitivePerAddress: env.RATE_LIMIT_SENSITIVE_PER_ADDRESS,
      sensitivePerAccount: env.RATE_LIMIT_SENSITIVE_PER_ACCOUNT,
      streamsPerAddress: env.SSE_STREAMS_PER_ADDRESS,
      streamsPerAccount: env.SSE_STREAMS_PER_ACCOUNT,
    },
    webDistDir: webDist ? (isAbsolute(webDist) ? webDist : resolve(webDist)) : defaultWebDistDir(),
    adminDistDir: env.ADMIN_DIST_DIR ? absolute(env.ADMIN_DIST_DIR) : defaultAdminDistDir(),
    minAppVersion: env.MIN_APP_VERSION,
    appDownloadUrl: env.APP_DOWNLOAD_URL,
    liveEventsRetainMs: env.LIVE_EVENTS_RETAIN_MINUTES * 60_000,
    publicUrl: publicOrigin(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`),
    money: {
      ...defaultMoneySettings,
      turnoverFactorPerMille: Math.round(env.WITHDRAW_TURNOVER_FACTOR * 1000),
      withdrawMinFen: env.WITHDRAW_MIN_FEN,
      withdrawMaxFen: env.WITHDRAW_MAX_FEN,
      dailyWithdrawCountMax: env.WITHDRAW_DAILY_COUNT_MAX,
      dailyWithdrawAmountMaxFen: env.WITHDRAW_DAILY_AMOUNT_MAX_FEN,
      secretChangeHoldMs: env.SECRET_CHANGE_HOLD_HOURS * 60 * 60 * 1000,
    },
    houseEmail: env.HOUSE_EMAIL?.toLowerCase(),
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.SMTP_FROM } : undefined,
    runDailyJobs: env.NODE_ENV !== 'test',
    settlement: {
      pageSize: env.SETTLEMENT_PAGE_SIZE,
      workers: env.SETTLEMENT_WORKERS,
      targetPageMs: env.SETTLEMENT_TARGET_PAGE_MS,
      busyPageSize: env.SETTLEMENT_BUSY_PAGE_SIZE,
      requestYieldMaxMs: env.SETTLEMENT_REQUEST_YIELD_MS,
      sweepMs: env.SETTLEMENT_SWEEP_MS,
    },
  };
}
