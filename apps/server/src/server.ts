// Process entry: env → lock → database → migrations → app (+ seed) → listen; graceful shutdown.
import { resolve } from 'node:path';

import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import pino, { type LoggerOptions } from 'pino';

import { buildApp, redactPaths } from './app';
import { configFromEnv } from './config';
import { type Database, openDatabase } from './db/client';
import { acquireLock, type LockFile, LockHeldError } from './db/lock-file';
import { runMigrations } from './db/migrate';
import { type Env, EnvError, loadEnv } from './env';
import { tuneHeap } from './lib/heap-tuning';
import { errorSerializers } from './lib/loggable-error';
import { resolveSecrets } from './lib/secrets';

function loggerOptions(env: Env): LoggerOptions {
  const pretty = process.stdout.isTTY && env.NODE_ENV !== 'production';
  return {
    level: env.LOG_LEVEL,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: errorSerializers,
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  };
}

async function main(): Promise<void> {
  tuneHeap();
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino(loggerOptions(env));
  const dataDir = resolve(env.DATA_DIR);

  // PGlite has no lock of its own: one server per DATA_DIR (ADR 005).
  const lock: LockFile | null = env.DATABASE_URL ? null : acquireLock(dataDir);
  let database: Database | undefined;
  let app: FastifyInstance | undefined;

  // Installed before the slow steps, so a signal during start-up still releases the lock.
  closeWithGrace({ delay: 10_000, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down');
    await app?.close();
    await database?.close();
    lock?.release();
  });

  try {
    const secrets = resolveSecrets(
      {
        jwtSecret: env.JWT_SECRET,
        fundPasswordPepper: env.FUND_PASSWORD_PEPPER,
        drawSeedKey: env.DRAW_SEED_KEY,
      },
      dataDir,
    );
    const config = configFromEnv(env, secrets);
    database = await openDatabase(
      env.DATABASE_URL
        ? {
            kind: 'postgres',
            url: env.DATABASE_URL,
            onIdleConnectionError: (err) => logger.warn({ err }, 'database dropped an idle connection'),
          }
        : { kind: 'pglite', dataDir },
    );
    logger.info(
      { database: database.kind, dataDir: env.DATABASE_URL ? undefined : dataDir },
      'database open',
    );
    await runMigrations(database);
    app = await buildApp({
      config,
      db: database.db,
      dbKind: database.kind,
      ...(env.SETTLEMENT_PAGE_SIZE > 0 ? { settlementPageSize: env.SETTLEMENT_PAGE_SIZE } : {}),
      logger,
      trustProxy: env.TRUST_PROXY,
    });
    await app.listen({ port: env.PORT, host: env.HOST });
    const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
    logger.info(
      { webDistDir: config.webDistDir },
      `Fairdraw is listening on http://${shownHost}:${env.PORT}`,
    );
  } catch (error) {
    await database?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

main().catch((error: unknown) => {
  // Expected refusals get one clear line; anything else keeps its stack.
  console.error(error instanceof LockHeldError ? `Refusing to start: ${error.message}` : error);
  process.exit(1);
});
