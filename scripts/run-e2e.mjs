// Browser tests: build the one-port app, then drive Debian's chromium with @playwright/test (its
// headless shell when installed: ADR 143). Never downloads a browser. Without either a developer
// machine skips loudly; CI fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const browsers = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
if (!browsers.some((browser) => existsSync(browser))) {
  const hint = 'install it with: apt-get install -y chromium chromium-headless-shell fonts-noto-cjk';
  if (process.env.CI) {
    console.error(`e2e: ${browsers.join(' and ')} are missing (${hint})`);
    process.exit(1);
  }
  console.warn(`e2e: SKIPPED, ${browsers.join(' and ')} are missing (${hint})`);
  process.exit(0);
}

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// `--built`: the caller built the app already (.ci/run builds once for the browser tests and the cluster suite).
if (!process.argv.includes('--built')) run('npm', ['run', 'build']);
// The first screen's JavaScript stays within budget (ADR 020, docs/performance.md); fails the run if not.
run('node', ['scripts/bundle-budget.mjs']);
run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
