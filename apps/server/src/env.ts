// The only reader of process.env (ESLint enforces it). Everything else receives an `Env` value, so
// tests build configurations directly and nothing changes behind their back.
import { z } from 'zod';

import { defaultRateLimits } from './lib/rate-limit-settings';
import { parseTrustProxy } from './lib/trust-proxy';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    /**
     * Behind reverse proxies: how many hops (1 = one proxy in front) or which addresses/CIDRs may name
     * the client in X-Forwarded-For; false trusts none (ADR 106). Throttles and rate limits use it.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((raw, ctx) => {
        const parsed = parseTrustProxy(raw);
        if (parsed.ok) return parsed.value;
        ctx.addIssue({ code: 'custom', message: parsed.message });
        return z.NEVER;
      }),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    TZ: z.string().default('Asia/Ho_Chi_Minh').refine(isTimeZone, { message: 'is not an IANA time zone' }),
    FAIRDRAW_TIME_SCALE: z.coerce.number().positive().finite().default(1),
    /**
     * The reality check's interval runs this many times faster (tests, demos); unset: FAIRDRAW_TIME_SCALE.
     * The browser tests wait for one check without speeding up the draws a person-paced flow needs.
     */
    FAIRDRAW_REALITY_CHECK_SCALE: optionalText.pipe(z.coerce.number<string>().positive().finite().optional()),
    /** On SIGTERM: how long in-flight requests, the settlement page and the draw pass may take before exit 1. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /** Live events older than this are pruned: a client away longer reloads instead of resuming. */
    LIVE_EVENTS_RETAIN_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    FUND_PASSWORD_PEPPER: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    DRAW_SEED_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
        .transform((v) => v.toLowerCase())
        .optional(),
    ),
    /** AES-256-GCM key of card numbers and wallet addresses at rest (docs/security.md finding 11). */
    CARD_ENCRYPTION_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
        .transform((v) => v.toLowerCase())
        .optional(),
    ),
    /** Rotation: the keys before CARD_ENCRYPTION_KEY, comma-separated, until the backfill re-sealed every row. */
    CARD_ENCRYPTION_PREVIOUS_KEYS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((k) => k.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 hex characters each'))),
    /** Issues kept created ahead per game; 0 = the README's "24 hours, never fewer than 120". */
    DRAW_ISSUES_AHEAD: z.coerce.number().int().min(0).max(100_000).default(0),
    /** Operator limits (限红), in fen: answered with 1007 when passed. */
    BET_MIN_STAKE_FEN: z.coerce.number().int().min(1).default(1),
    BET_MAX_STAKE_FEN: z.coerce.number().int().min(1).default(5_000_000),
    BET_MAX_ISSUE_STAKE_FEN: z.coerce.number().int().min(1).default(20_000_000),
    BET_MAX_PAYOUT_FEN: z.coerce.number().int().min(1).default(500_000_000),
    /** Bets per settlement transaction; 0: up to 400 on PGlite (adaptive), 20,000 on PostgreSQL. */
    SETTLEMENT_PAGE_SIZE: z.coerce.number().int().min(0).max(100_000).default(0),
    /** Pages of one issue settled at once; 0: 1 on PGlite, 2 on PostgreSQL. */
    SETTLEMENT_WORKERS: z.coerce.number().int().min(0).max(16).default(0),
    /** PGlite only: settlement pages are sized toward this many ms (ADR 094). */
    SETTLEMENT_TARGET_PAGE_MS: z.coerce.number().int().min(1).max(10_000).default(40),
    /** PostgreSQL only: bets per settlement page while serving HTTP requests; 0: 1,000 (ADR 145). */
    SETTLEMENT_BUSY_PAGE_SIZE: z.coerce.number().int().min(0).max(100_000).default(0),
    /** The longest a settlement page waits for the requests in flight (PGlite; PostgreSQL when busy). */
    SETTLEMENT_REQUEST_YIELD_MS: z.coerce.number().int().min(1).max(10_000).default(100),
    /** How often each process settles what a crash or another process left pending. */
    SETTLEMENT_SWEEP_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    /** Days an agent-opened account's one-time password logs in before the player claims it (ADR 118). */
    AGENT_ACCOUNT_CLAIM_DAYS: z.coerce.number().int().min(1).max(365).default(7),
    ADMIN_ACCOUNT: z.string().min(3).default('admin'),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
    /** Demo operators of the other two roles, created only when their password is set. */
    FINANCE_ACCOUNT: z.string().min(3).default('finance'),
    FINANCE_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
    SUPPORT_ACCOUNT: z.string().min(3).default('support'),
    SUPPORT_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
    /** Maker–checker: withdrawals and adjustments above this (fen) need a second operator (ADR 082). */
    ADMIN_CHECKER_ABOVE_FEN: z.coerce.number().int().min(0).default(1_000_000),
    /** An operator session unused this many minutes ends (ADR 102). */
    ADMIN_IDLE_MINUTES: z.coerce.number().int().min(1).max(480).default(30),
    /** The pretend gateway /sandbox-pay (free money): only when switched on; refused in production. */
    SANDBOX_PAYMENTS: z
      .enum(['true', 'false', '1', '0', ''])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    /**
     * Each answer of a contract route checked against its schema before it is sent, a mismatch
     * logged (`npm run dev` switches it on). Off by default: zod on every answer cost the shipped
     * server ≈ 3 % of its CPU per order (docs/performance.md).
     */
    CHECK_ANSWERS: z
      .enum(['true', 'false', '1', '0', ''])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    /** Strict-Transport-Security max-age for answers over TLS (ADR 107); 0 sends none. */
    HSTS_MAX_AGE_S: z.coerce.number().int().min(0).max(63_072_000).default(15_552_000),
    /** Other origins the web app calls (its VITE_API_HOSTS), space-separated, for the CSP's connect-src. */
    CSP_CONNECT_SRC: optionalText.pipe(
      z
        .string()
        .regex(
          /^https?:\/\/[^\s'";]+( +https?:\/\/[^\s'";]+)*$/,
          'must be http(s) origins separated by spaces',
        )
        .optional(),
    ),
    /** Request limits (ADR 108): per fixed window, per client address and per account; 1006 past them. */
    RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(defaultRateLimits.windowMs),
    RATE_LIMIT_WRITES_PER_ADDRESS: z.coerce.number().int().min(1).default(defaultRateLimits.writesPerAddress),
    RATE_LIMIT_WRITES_PER_ACCOUNT: z.coerce.number().int().min(1).default(defaultRateLimits.writesPerAccount),
    RATE_LIMIT_SENSITIVE_PER_ADDRESS: z.coerce
      .number()
      .int()
      .min(1)
      .default(defaultRateLimits.sensitivePerAddress),
    RATE_LIMIT_SENSITIVE_PER_ACCOUNT: z.coerce
      .number()
      .int()
      .min(1)
      .default(defaultRateLimits.sensitivePerAccount),
    SSE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(defaultRateLimits.streamsPerAddress),
    SSE_STREAMS_PER_ACCOUNT: z.coerce.number().int().min(1).default(defaultRateLimits.streamsPerAccount),
    WEB_DIST_DIR: optionalText,
    ADMIN_DIST_DIR: optionalText,
    MIN_APP_VERSION: z
      .string()
      .regex(/^\d+(\.\d+){0,2}$/, 'must look like 1.2.3')
      .default('0.0.0'),
    APP_DOWNLOAD_URL: z.string().default('/'),
    /** The origin players reach this site at (promotion links); never taken from the Host header. */
    PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** Turnover needed per unit recharged since the last withdrawal (ADR 032). */
    WITHDRAW_TURNOVER_FACTOR: z.coerce.number().min(0).max(100).default(1),
    WITHDRAW_MIN_FEN: z.coerce.number().int().positive().default(10_000),
    WITHDRAW_MAX_FEN: z.coerce.number().int().positive().default(5_000_000),
    WITHDRAW_DAILY_COUNT_MAX: z.coerce.number().int().positive().default(5),
    WITHDRAW_DAILY_AMOUNT_MAX_FEN: z.coerce.number().int().positive().default(10_000_000),
    /** Hours new payout addresses and withdrawals wait after a password reset or change (ADR 104). */
    SECRET_CHANGE_HOLD_HOURS: z.coerce.number().min(0).max(720).default(48),
    /** Bound e-mail of the seeded house agent, so an operator's reset can reach it (ADR 104). */
    HOUSE_EMAIL: optionalText,
    /** GET /metrics listens here (ADR 112); 0 = off. */
    METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /** When set, /metrics needs `Authorization: Bearer <token>`. */
    METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    /** E-mail delivery of one-time codes (ADR 119): smtp:// or smtps://, with user:password@ if needed. */
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    SMTP_FROM: z.string().min(3).default('Fairdraw <no-reply@localhost>'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (env.FAIRDRAW_TIME_SCALE !== 1) {
      ctx.addIssue({ code: 'custom', path: ['FAIRDRAW_TIME_SCALE'], message: 'must be 1 in production' });
    }
    if (env.FAIRDRAW_REALITY_CHECK_SCALE !== undefined && env.FAIRDRAW_REALITY_CHECK_SCALE !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['FAIRDRAW_REALITY_CHECK_SCALE'],
        message: 'must be 1 in production',
      });
    }
    if (env.SANDBOX_PAYMENTS) {
      ctx.addIssue({ code: 'custom', path: ['SANDBOX_PAYMENTS'], message: 'must be off in production' });
    }
    for (const key of [
      'JWT_SECRET',
      'FUND_PASSWORD_PEPPER',
      'DRAW_SEED_KEY',
      'CARD_ENCRYPTION_KEY',
    ] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
    }
  });

export type Env = z.infer<typeof envSchema>;

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses a variable map (process.env by default); throws EnvError listing every problem. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((i) => `${i.path.join('.') || '(env)'} ${i.message}`));
}
