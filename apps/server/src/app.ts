import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

import type { AppConfig } from './config';
import type { Db } from './db/client';
import { seed } from './db/seed';
import { type Clock, systemClock } from './lib/clock';
import { serverVersion } from './lib/package-dir';
import { createPasswordHasher } from './lib/password';
import { createTokenService } from './lib/tokens';
import { registerAccountRoutes } from './modules/account/account.routes';
import { createAccountService } from './modules/account/account.service';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createSessionService } from './modules/auth/session.service';
import { registerSiteRoutes } from './modules/site/site.routes';
import { createSiteService } from './modules/site/site.service';
import { createWalletService } from './modules/wallet/wallet.service';
import { registerAuthToken } from './plugins/auth-token';
import { registerErrorEnvelope } from './plugins/error-envelope';
import { registerLanguage } from './plugins/language';
import { registerWebAndNotFound } from './plugins/not-found';

export interface AppDeps {
  config: AppConfig;
  db: Db;
  clock?: Clock;
  logger?: FastifyServerOptions['loggerInstance'] | FastifyServerOptions['logger'];
  trustProxy?: boolean;
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
];

const bodyLimitBytes = 64 * 1024;

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
    trustProxy: deps.trustProxy ?? false,
  });
  app.setValidatorCompiler(validatorCompiler);

  registerLanguage(app);
  registerErrorEnvelope(app);
  // POST bodies are objects; a POST without one is treated as `{}` (api.md: "may be {}").
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null)) request.body = {};
    done();
  });

  const passwords = await createPasswordHasher(config.fundPasswordPepper);
  const tokens = createTokenService(config.jwtSecret, clock);
  const wallet = createWalletService({ db, logger: app.log, clock });
  const sessions = createSessionService({ db, tokens, clock });
  const accounts = createAccountService({
    db,
    clock,
    passwords,
    wallet,
    sessions,
    timeZone: config.timeZone,
  });
  const auth = createAuthService({ db, clock, passwords, accounts, sessions, wallet });
  const site = createSiteService({
    version: serverVersion(),
    minAppVersion: config.minAppVersion,
    appDownloadUrl: config.appDownloadUrl,
  });

  registerAuthToken(app, async (token) => {
    const session = await sessions.verifyAccess(token);
    return { user: await accounts.requireActive(session.userId), sessionId: session.sessionId };
  });

  registerAuthRoutes(app, auth);
  registerAccountRoutes(app, accounts);
  registerSiteRoutes(app, site);
  await registerWebAndNotFound(app, config.webDistDir);

  // Idempotent start-up data (house agent, system accounts, first operator): safe on every start.
  await seed({ db, wallet, passwords, config, logger: app.log });
  return app;
}
