import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { defineConfig } from '@playwright/test';

import { e2eAdminPassword, e2eHouseEmail } from './e2e-env';

// Schedules run 4× faster so play.spec.ts sees draws within a test (Mark Six every 75 s); a K3 issue
// (15 s, 11 s of betting) is then as short as a person-paced flow through the slip allows.
const timeScale = (process.env.FAIRDRAW_TIME_SCALE ??= '4');
// The reality check comes 8× sooner (its 15 minutes in 112 s): responsible-play.spec waits for one
// after registering and betting twice (≈ 1 min), without faster draws.
const realityCheckScale = (process.env.FAIRDRAW_REALITY_CHECK_SCALE ??= '8');
const port = Number(process.env.E2E_PORT ?? 8181);
// The back office's own server (and data): it changes what every operator and player of a server sees.
const backOfficePort = port + 1;
// The phone in the operator's zone, as the product's players are: record screens ask for days as the
// phone counts them and the server reads them in its zone (a UTC browser missed "today" after 17:00 UTC).
const operatorZone = 'Asia/Ho_Chi_Minh';

// Debian's chromium-headless-shell (Chromium's old headless mode, what Playwright itself runs headless)
// when it is installed: the same browser engine as /usr/bin/chromium for a third less CPU (ADR 143).
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.E2E_CHROMIUM ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

/** The built server on `serverPort`, on a fresh embedded database so each run starts clean and seeded. */
const server = (serverPort: number) => ({
  command: 'node apps/server/dist/server.js',
  cwd: '..',
  url: `http://127.0.0.1:${serverPort}/index/index`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fairdraw-e2e-')),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    TZ: operatorZone,
    // The finance desk of money.spec.ts logs in as the seeded operator.
    ADMIN_PASSWORD: e2eAdminPassword,
    // The house agent's bound e-mail: its password reset code goes there (ADR 104).
    HOUSE_EMAIL: e2eHouseEmail,
    // Withdrawals in these specs need no settled bets first: the turnover rule (ADR 032) has its API tests.
    WITHDRAW_TURNOVER_FACTOR: '0',
    // money.spec.ts recharges through the sandbox gateway, which exists only when switched on.
    SANDBOX_PAYMENTS: 'true',
    FAIRDRAW_TIME_SCALE: timeScale,
    FAIRDRAW_REALITY_CHECK_SCALE: realityCheckScale,
  },
});

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 120_000,
  // A screen may take longer than Playwright's 5 s to appear when CI's two cores are saturated (load
  // 6–26): its route's chunk and language file load beside the unit tests. A stop's CI failed so on
  // the register page (ADR 141).
  expect: { timeout: 15_000 },
  retries: 0,
  // Two browsers at once (E2E_WORKERS): most of the run waits for draws (ADR 117).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 375, height: 812 },
    // A phone's density for the screenshots people open. .ci/run renders at 1 (E2E_DEVICE_SCALE_FACTOR):
    // nobody opens its screenshots, and a density of 2 is four times the pixels to rasterise in software.
    deviceScaleFactor: Number(process.env.E2E_DEVICE_SCALE_FACTOR ?? 2),
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    timezoneId: operatorZone,
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // The back office edits K3 odds, empties the queues and counts what waits in them on the dashboard:
    // on its own server nothing else changes those under it. First, as the longest test.
    {
      name: 'own-server',
      testMatch: 'backoffice.spec.ts',
      use: { baseURL: `http://127.0.0.1:${backOfficePort}` },
    },
    // The spec that waits longest for the server's time (the reality check) starts early, so that its
    // wait overlaps the others instead of ending the run alone. Its player is its own.
    { name: 'long-wait', testMatch: 'responsible-play.spec.ts' },
    // Every other spec works on its own trial or registered players (money.spec and messages.spec
    // find their own withdrawal and conversation by account): side by side on one server.
    { name: 'own-data', testIgnore: ['backoffice.spec.ts', 'responsible-play.spec.ts'] },
  ],
  webServer: [server(port), server(backOfficePort)],
});
