import { isAbsolute, join, resolve } from 'node:path';

import type { Env } from './env';
import { serverPackageDir } from './lib/package-dir';
import type { Secrets } from './lib/secrets';

/** What the app needs, resolved from env.ts (or built directly by tests). */
export interface AppConfig {
  nodeEnv: Env['NODE_ENV'];
  timeZone: string;
  timeScale: number;
  jwtSecret: string;
  fundPasswordPepper: string;
  defaultLoginPassword: string;
  defaultFundPassword: string;
  adminAccount: string;
  /** Null: generate one at the first seed and print it once. */
  adminPassword: string | null;
  webDistDir: string;
  minAppVersion: string;
  appDownloadUrl: string;
}

export function defaultWebDistDir(): string {
  return join(serverPackageDir(), '..', 'web', 'dist');
}

export function configFromEnv(env: Env, secrets: Secrets): AppConfig {
  const webDist = env.WEB_DIST_DIR;
  return {
    nodeEnv: env.NODE_ENV,
    timeZone: env.TZ,
    timeScale: env.FAIRDRAW_TIME_SCALE,
    jwtSecret: secrets.jwtSecret,
    fundPasswordPepper: secrets.fundPasswordPepper,
    defaultLoginPassword: env.DEFAULT_LOGIN_PASSWORD,
    defaultFundPassword: env.DEFAULT_FUND_PASSWORD,
    adminAccount: env.ADMIN_ACCOUNT,
    adminPassword: env.ADMIN_PASSWORD ?? null,
    webDistDir: webDist ? (isAbsolute(webDist) ? webDist : resolve(webDist)) : defaultWebDistDir(),
    minAppVersion: env.MIN_APP_VERSION,
    appDownloadUrl: env.APP_DOWNLOAD_URL,
  };
}
