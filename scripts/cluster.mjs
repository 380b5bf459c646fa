// `npm run cluster`: N server instances (apps/server/dist) on PostgreSQL + Redis behind nginx, one
// public port; Ctrl-C stops everything it started. The e2e-cluster tests drive the same functions.
// nginx runs as our own child (daemon off, config/pid/logs in a temp dir), never the system service.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = join(root, 'apps/server/dist/server.js');
const nginxTemplate = join(root, 'deploy/nginx/fairdraw.conf');
const nginxBinary = '/usr/sbin/nginx';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The production config with the instance list and listen line of this cluster (the @cluster lines). */
export function nginxSiteConfig(publicPort, instancePorts) {
  const template = readFileSync(nginxTemplate, 'utf8');
  const lines = template.split('\n');
  const begin = lines.findIndex((l) => l.includes('@cluster-instances-begin'));
  const end = lines.findIndex((l) => l.includes('@cluster-instances-end'));
  const listen = lines.findIndex((l) => l.includes('@cluster-listen'));
  if (begin < 0 || end < begin || listen < 0) throw new Error(`${nginxTemplate}: @cluster markers missing`);
  const servers = instancePorts.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=5s;`);
  lines[listen] = `    listen 127.0.0.1:${publicPort} reuseport;`;
  lines.splice(begin + 1, end - begin - 1, ...servers);
  return lines.join('\n');
}

/** A main nginx.conf around the site config: foreground, every path inside `dir`. */
function nginxMainConfig(dir, site) {
  writeFileSync(join(dir, 'fairdraw.conf'), site);
  return `daemon off;
# Each open event stream holds two connections (client and instance): 10,000 streams need 20,000,
# more than one worker's open-file limit on common machines (the hard limit it cannot raise): two workers.
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 16384; }
http {
  access_log ${dir}/access.log;
  # Which instance answered each request (a retried one lists every instance it tried).
  log_format upstream '$status\t$upstream_addr\t$request_method $uri';
  access_log ${dir}/upstream.log upstream;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/fairdraw.conf;
}
`;
}

/** Checks, then starts nginx in the foreground with its configuration in `dir`. */
function startNginx(dir, site) {
  writeFileSync(join(dir, 'nginx.conf'), nginxMainConfig(dir, site));
  const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')];
  const check = spawnSync(nginxBinary, ['-t', '-q', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
  return spawn(nginxBinary, args, { stdio: 'inherit' });
}

/** A directory for nginx's configuration, pid, logs and temp files. */
function nginxWorkDir() {
  const dir = mkdtempSync(join(tmpdir(), 'fairdraw-nginx-'));
  // nginx's workers drop root privileges: they must reach their temp paths in here.
  chmodSync(dir, 0o755);
  return dir;
}

/**
 * nginx alone, with the production config, in front of whatever listens on `instancePorts` (or
 * nothing): the tests of what the proxy answers itself. Resolves once its port accepts connections.
 */
export async function startProxyOnly(publicPort, instancePorts) {
  const nginx = startNginx(nginxWorkDir(), nginxSiteConfig(publicPort, instancePorts));
  const exited = childExit(nginx);
  const stop = async () => {
    if (nginx.exitCode === null) nginx.kill('SIGQUIT');
    await exited;
  };
  for (let waitedMs = 0; !(await accepts(publicPort)); waitedMs += 50) {
    if (nginx.exitCode !== null || waitedMs > 10_000) {
      await stop();
      throw new Error(`nginx did not listen on ${publicPort}`);
    }
    await sleep(50);
  }
  return { url: `http://127.0.0.1:${publicPort}`, stop };
}

function accepts(port) {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

/** Secrets shared by every instance, generated once per cluster directory (sessions survive restarts). */
function sharedSecrets(dir) {
  const file = join(dir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const secrets = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    FUND_PASSWORD_PEPPER: randomBytes(16).toString('hex'),
    DRAW_SEED_KEY: randomBytes(32).toString('hex'),
    CARD_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    ADMIN_PASSWORD: randomBytes(9).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** Creates the database named in `url` when it does not exist (a fresh machine's first run). */
async function ensureDatabase(url) {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    return res.status;
  } catch {
    return 0;
  }
}

/** Ready when /readyz says so; while no /readyz exists (404), when the API answers. */
export async function waitReady(baseUrl, timeoutMs = 180_000, isAlive = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`${baseUrl} exited before it was ready`);
    const ready = await answers(`${baseUrl}/readyz`);
    if (ready === 200) return;
    if (ready === 404 && (await answers(`${baseUrl}/index/index`)) === 200) return;
    await sleep(200);
  }
  throw new Error(`${baseUrl} was not ready within ${timeoutMs} ms`);
}

function childExit(child) {
  return new Promise((r) => {
    if (child.exitCode !== null || child.signalCode !== null)
      r({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => r({ code, signal }));
  });
}

/**
 * Starts the cluster; resolves when nginx answers and every instance is ready.
 * Options: instances (3), publicPort (8080), basePort (publicPort + 1), dir (state: secrets, logs,
 * instance DATA_DIRs), env (extra variables for every instance), echo (copy instance logs to stdout),
 * metricsPortOffset (each instance's METRICS_PORT = its port + this offset).
 */
export async function startCluster(options = {}) {
  const instancesWanted = options.instances ?? 3;
  const publicPort = options.publicPort ?? 8080;
  const basePort = options.basePort ?? publicPort + 1;
  const dir = resolve(options.dir ?? join(root, 'data', 'cluster'));
  mkdirSync(dir, { recursive: true });
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first`);
  if (!existsSync(nginxBinary)) throw new Error(`${nginxBinary} is missing: apt-get install -y nginx`);
  const env = options.env ?? {};
  const databaseUrl =
    env.DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fairdraw';
  const redisUrl = env.REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  await ensureDatabase(databaseUrl);
  const timeScale = env.FAIRDRAW_TIME_SCALE ?? process.env.FAIRDRAW_TIME_SCALE ?? '1';
  const instanceEnv = {
    NODE_ENV: timeScale === '1' ? 'production' : 'development',
    LOG_LEVEL: 'warn',
    ...sharedSecrets(dir),
    ...env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // nginx is the one proxy in front (ADR 106: a hop count, never 'true').
    TRUST_PROXY: env.TRUST_PROXY ?? '1',
    FAIRDRAW_TIME_SCALE: timeScale,
  };

  const instances = [];
  const startInstance = async (port) => {
    const logFile = createWriteStream(join(dir, `instance-${port}.log`), { flags: 'a' });
    const dataDir = join(dir, `instance-${port}`);
    mkdirSync(dataDir, { recursive: true });
    const child = spawn(process.execPath, [serverEntry], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...instanceEnv,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // Each instance's own /metrics port, a fixed distance from its API port (the soak reads them).
        ...(options.metricsPortOffset ? { METRICS_PORT: String(port + options.metricsPortOffset) } : {}),
        // Names the instance's database sessions (pg_stat_activity.application_name).
        PGAPPNAME: `fairdraw-${port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream.pipe(logFile, { end: false });
      if (options.echo) stream.on('data', (d) => process.stdout.write(`[${port}] ${d}`));
    }
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitReady(url, 180_000, () => child.exitCode === null && child.signalCode === null);
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
    return { port, url, child, exited: childExit(child) };
  };
  const ports = Array.from({ length: instancesWanted }, (_, i) => basePort + i);
  let nginx = null;
  let nginxExited = Promise.resolve();
  const stopAll = async () => {
    await Promise.all(
      instances.map((i) => {
        if (i.child.exitCode === null && i.child.signalCode === null) i.child.kill('SIGTERM');
        return i.exited;
      }),
    );
    if (nginx && nginx.exitCode === null) nginx.kill('SIGQUIT');
    await nginxExited;
  };
  const nginxDir = nginxWorkDir();
  try {
    // The first instance migrates the database alone; the others then start together.
    const [first, ...rest] = ports;
    instances.push(await startInstance(first));
    const others = await Promise.allSettled(rest.map((port) => startInstance(port)));
    for (const o of others) if (o.status === 'fulfilled') instances.push(o.value);
    const failed = others.find((o) => o.status === 'rejected');
    if (failed) throw failed.reason;
    nginx = startNginx(nginxDir, nginxSiteConfig(publicPort, ports));
    nginxExited = childExit(nginx);
    await waitReady(`http://127.0.0.1:${publicPort}`, 20_000, () => nginx.exitCode === null);
  } catch (error) {
    await stopAll();
    throw error;
  }
  const url = `http://127.0.0.1:${publicPort}`;

  const find = (port) => {
    const instance = instances.find((i) => i.port === port);
    if (!instance) throw new Error(`no instance on ${port}`);
    return instance;
  };
  return {
    url,
    dir,
    nginxDir,
    env: instanceEnv,
    ports,
    instance: find,
    /** Sends `signal`; resolves with the exit code (SIGTERM: graceful) and the time it took. */
    async signal(port, signal = 'SIGTERM') {
      const instance = find(port);
      const sent = Date.now();
      instance.child.kill(signal);
      const result = await instance.exited;
      return { ...result, ms: Date.now() - sent };
    },
    /** Starts the instance on `port` again (after it exited); resolves when it is ready. */
    async restart(port) {
      const index = instances.findIndex((i) => i.port === port);
      instances[index] = await startInstance(port);
      return instances[index];
    },
    /** Everything this cluster started: instances gracefully, then nginx. */
    stop: stopAll,
  };
}

async function main() {
  const publicPort = Number(process.env.CLUSTER_PORT ?? 8080);
  const cluster = await startCluster({
    instances: Number(process.env.CLUSTER_INSTANCES ?? 3),
    publicPort,
    dir: process.env.CLUSTER_DIR,
    echo: true,
  });
  console.log(
    `Fairdraw cluster: ${cluster.url} (web, API, /backoffice/, /game/events) → instances ${cluster.ports.join(', ')}` +
      `\n  state, secrets and logs in ${cluster.dir}; nginx in ${cluster.nginxDir}. Ctrl-C stops everything.`,
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('stopping the cluster…');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
