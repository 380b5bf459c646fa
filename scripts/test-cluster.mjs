// `npm run test:cluster` (run by .ci/run after the PostgreSQL tests): builds the server, then runs
// e2e-cluster/ against 3 instances behind nginx on the local PostgreSQL and Redis.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const missing = [];
if (!existsSync('/usr/sbin/nginx')) missing.push('nginx (apt-get install -y nginx)');
const pgReady = spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q']);
if (!process.env.DATABASE_URL && pgReady.status !== 0)
  missing.push('PostgreSQL on 127.0.0.1:5432 (or DATABASE_URL)');
if (missing.length) {
  const text = `test:cluster: missing ${missing.join(', ')}`;
  if (process.env.CI) {
    console.error(text);
    process.exit(1);
  }
  console.warn(`${text}: SKIPPED`);
  process.exit(0);
}

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
// `--built`: the caller built the server already (.ci/run builds once; a rebuild would replace the bundle the
// browser tests' servers run from).
if (!process.argv.includes('--built')) run('npm', ['run', 'build', '-w', '@fairdraw/server']);
run('npx', ['vitest', 'run', '--config', 'e2e-cluster/vitest.config.ts']);
