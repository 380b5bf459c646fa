import { describe, expect, it } from 'vitest';

import { configFromEnv } from './config';
import { EnvError, loadEnv } from './env';

const secrets = { jwtSecret: 'j', fundPasswordPepper: 'p', drawSeedKey: 'd', cardEncryptionKey: 'c' };

describe('loadEnv', () => {
  it('has safe defaults for development', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      TZ: 'Asia/Ho_Chi_Minh',
      FAIRDRAW_TIME_SCALE: 1,
      LOG_LEVEL: 'info',
      AGENT_ACCOUNT_CLAIM_DAYS: 7,
      ADMIN_ACCOUNT: 'admin',
      TRUST_PROXY: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.JWT_SECRET).toBeUndefined();
  });

  it('checks its own answers only when CHECK_ANSWERS asks (npm run dev), not as npm start runs', () => {
    expect(configFromEnv(loadEnv({ SANDBOX_PAYMENTS: 'true' }), secrets).checkAnswers).toBe(false);
    expect(configFromEnv(loadEnv({ CHECK_ANSWERS: '1' }), secrets).checkAnswers).toBe(true);
  });

  it('treats empty strings as unset and parses numbers', () => {
    const env = loadEnv({ DATABASE_URL: '', PORT: '9000', FAIRDRAW_TIME_SCALE: '60' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(9000);
    expect(env.FAIRDRAW_TIME_SCALE).toBe(60);
  });

  it('lists every problem at once', () => {
    try {
      loadEnv({ PORT: 'x', TZ: 'Mars/Base', FAIRDRAW_TIME_SCALE: '0', DATABASE_URL: 'mysql://x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const problems = (error as EnvError).problems.join('\n');
      for (const key of ['PORT', 'TZ', 'FAIRDRAW_TIME_SCALE', 'DATABASE_URL'])
        expect(problems).toContain(key);
    }
  });

  it('production refuses a reality-check scale other than 1; elsewhere it defaults to the time scale', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', FAIRDRAW_REALITY_CHECK_SCALE: '12' })).toThrow(
      /FAIRDRAW_REALITY_CHECK_SCALE must be 1 in production/,
    );
    expect(loadEnv({ FAIRDRAW_REALITY_CHECK_SCALE: '12' }).FAIRDRAW_REALITY_CHECK_SCALE).toBe(12);
    expect(
      loadEnv({ FAIRDRAW_REALITY_CHECK_SCALE: '' }).FAIRDRAW_REALITY_CHECK_SCALE,
      'empty: unset',
    ).toBeUndefined();
    expect(configFromEnv(loadEnv({ FAIRDRAW_TIME_SCALE: '4' }), secrets).realityCheckScale).toBe(4);
    expect(
      configFromEnv(loadEnv({ FAIRDRAW_TIME_SCALE: '4', FAIRDRAW_REALITY_CHECK_SCALE: '12' }), secrets)
        .realityCheckScale,
    ).toBe(12);
  });

  it('production requires the secrets and refuses a time scale other than 1', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', FAIRDRAW_TIME_SCALE: '10' })).toThrow(
      /FAIRDRAW_TIME_SCALE must be 1 in production[\s\S]*JWT_SECRET is required[\s\S]*FUND_PASSWORD_PEPPER is required[\s\S]*DRAW_SEED_KEY is required[\s\S]*CARD_ENCRYPTION_KEY is required/,
    );
    const env = loadEnv({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      FUND_PASSWORD_PEPPER: 'y'.repeat(16),
      DRAW_SEED_KEY: 'AB'.repeat(32),
      CARD_ENCRYPTION_KEY: 'cd'.repeat(32),
    });
    expect(env.DRAW_SEED_KEY, 'normalized to lower-case hex').toBe('ab'.repeat(32));
    expect(() => loadEnv({ DRAW_SEED_KEY: 'short' })).toThrow(/DRAW_SEED_KEY must be 64 hex/);
    expect(env.NODE_ENV).toBe('production');
  });
});
