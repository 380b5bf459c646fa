// Process entry: env → lock → database → migrations → app (+ seed) → listen; graceful shutdown.
import { resolve } from 'node:path';

import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import pino, { type LoggerOptions } from 'pino';

import { buildApp } from './app';
import { configFromEnv } from './config';
import { type Database, openDatabase } from './db/client';
import { acquireLock, type LockFile, LockHeldError } from './db/lock-file';
import { runMigrations } from './db/migrate';
import { type Env, EnvError, loadEnv } from './env';
import { tuneHeap } from './lib/heap-tuning';
import { errorSerializers } from './lib/loggable-error';
import { logRedaction } from './lib/log-redaction';
import { resolveSecrets } from './lib/secrets';
import { privateUmask, secureDataDir } from './lib/data-dir-permissions';
import { createMetrics } from './lib/metrics';
import { backupPglite } from './db/backup';
import { buildOpsServer } from './modules/ops/ops-server';

/** Connections the kernel holds for the server before it accepts them (see the listen call). */
const listenBacklog = 4096;

function loggerOptions(env: Env): LoggerOptions {
  const pretty = process.stdout.isTTY && env.NODE_ENV !== 'production';
  return {
    level: env.LOG_LEVEL,
    ...logRedaction,
    serializers: errorSerializers,
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  };
}

/** `npm run backup` signals the running server (ADR 113): only it may read its PGlite directory. */
function listenForBackups(
  client: NonNullable<Database['pglite']>,
  dataDir: string,
  logger: pino.Logger,
): void {
  let running = false;
  process.on('SIGUSR2', () => {
    if (running) return;
    running = true;
    logger.info('backup requested');
    backupPglite(client, dataDir)
      .then((path) => logger.info({ path }, 'backup written'))
      .catch((err: unknown) => logger.error({ err }, 'backup failed'))
      .finally(() => {
        running = false;
      });
  });
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
  // Before anything writes to DATA_DIR (lock, secrets, PGlite): every new file is owner-only.
  process.umask(privateUmask);
  const { fixed } = secureDataDir(dataDir);
  if (fixed) logger.warn({ dataDir, fixed }, 'DATA_DIR was readable by others: made owner-only (0700/0600)');

  // PGlite has no lock of its own: one server per DATA_DIR (ADR 005).
  const lock: LockFile | null = env.DATABASE_URL ? null : acquireLock(dataDir);
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  let ops: FastifyInstance | undefined;

  // Installed before the slow steps, so a signal during start-up still releases the lock.
  // Past the grace the process exits 1; within it: listener closed, in-flight requests answered, SSE
  // streams ended with a retry hint, the settlement page and draw pass in hand committed, pool closed.
  // SIGUSR2 asks for a backup (ADR 113), not a shutdown.
  closeWithGrace({ delay: env.SHUTDOWN_GRACE_MS, logger, skip: ['SIGUSR2'] }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down');
    // /readyz answers 503 "draining" first, so a polling balancer stops sending new requests.
    app?.ops.readiness.beginDraining();
    await app?.close();
    await ops?.close();
    await database?.close();
    lock?.release();
  });

  try {
    const secrets = resolveSecrets(
      {
        jwtSecret: env.JWT_SECRET,
        fundPasswordPepper: env.FUND_PASSWORD_PEPPER,
        drawSeedKey: env.DRAW_SEED_KEY,
        cardEncryptionKey: env.CARD_ENCRYPTION_KEY,
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
    // PGlite chmods its files 0666 whatever the umask: close them again (DATA_DIR's 0700 guards the rest).
    if (!env.DATABASE_URL) secureDataDir(dataDir);
    logger.info(
      { database: database.kind, dataDir: env.DATABASE_URL ? undefined : dataDir },
      'database open',
    );
    await runMigrations(database);
    const metrics = createMetrics({ defaultMetrics: true });
    const opened = database;
    app = await buildApp({
      metrics,
      poolStats: () => opened.poolStats(),
      config,
      db: database.db,
      dbKind: database.kind,
      logger,
      trustProxy: env.TRUST_PROXY,
    });
    // Node's default accept queue (511) overflows when thousands of event streams open at once (every
    // browser reconnecting after a restart): the kernel drops the proxy's connects, nginx times out and
    // takes the instance out of rotation for API calls too (docs/reliability.md). The kernel caps this
    // at net.core.somaxconn (4096 on Debian 12).
    await app.listen({ port: env.PORT, host: env.HOST, backlog: listenBacklog });
    if (database.pglite) listenForBackups(database.pglite, dataDir, logger);
    if (env.METRICS_PORT > 0) {
      ops = buildOpsServer({ metrics, token: env.METRICS_TOKEN ?? null });
      await ops.listen({ port: env.METRICS_PORT, host: env.METRICS_HOST });
      logger.info(`metrics on http://${env.METRICS_HOST}:${env.METRICS_PORT}/metrics`);
    }
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
