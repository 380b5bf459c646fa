// The only reader of process.env (ESLint enforces it). Everything else receives an `Env` value, so
// tests build configurations directly and nothing changes behind their back.
import { z } from 'zod';

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
    /** Behind a reverse proxy, take the client address from X-Forwarded-For (throttling uses it). */
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0', ''])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    TZ: z.string().default('Asia/Ho_Chi_Minh').refine(isTimeZone, { message: 'is not an IANA time zone' }),
    FAIRDRAW_TIME_SCALE: z.coerce.number().positive().finite().default(1),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    FUND_PASSWORD_PEPPER: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    DEFAULT_LOGIN_PASSWORD: z.string().min(6).default('abc123456'),
    DEFAULT_FUND_PASSWORD: z
      .string()
      .regex(/^\d{6}$/, 'must be 6 digits')
      .default('123456'),
    ADMIN_ACCOUNT: z.string().min(3).default('admin'),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
    WEB_DIST_DIR: optionalText,
    MIN_APP_VERSION: z
      .string()
      .regex(/^\d+(\.\d+){0,2}$/, 'must look like 1.2.3')
      .default('0.0.0'),
    APP_DOWNLOAD_URL: z.string().default('/'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (env.FAIRDRAW_TIME_SCALE !== 1) {
      ctx.addIssue({ code: 'custom', path: ['FAIRDRAW_TIME_SCALE'], message: 'must be 1 in production' });
    }
    for (const key of ['JWT_SECRET', 'FUND_PASSWORD_PEPPER'] as const) {
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
