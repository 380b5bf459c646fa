import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { defineConfig } from '@playwright/test';

import { e2eAdminPassword, e2eHouseEmail } from './e2e-env';

// Schedules run 4× faster so play.spec.ts sees draws within a test (Mark Six every 75 s).
process.env.FAIRDRAW_TIME_SCALE ??= '4';
const port = Number(process.env.E2E_PORT ?? 8181);
// The phone in the operator's zone, as the product's players are: record screens ask for days as the
// phone counts them and the server reads them in its zone (a UTC browser missed "today" after 17:00 UTC).
const operatorZone = 'Asia/Ho_Chi_Minh';
// A fresh embedded database per run, so the test starts from a clean, seeded state.
const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-e2e-'));

const sharedDataSpecs = ['backoffice.spec.ts', 'money.spec.ts', 'messages.spec.ts'];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 120_000,
  retries: 0,
  // Two browsers at once (E2E_WORKERS): most of the run waits for draws (ADR 117). The specs that
  // change what every player sees run after the others, in the project `shared-data` below.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    timezoneId: operatorZone,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
    // Each spec here works on its own trial or registered players: they run side by side.
    { name: 'own-data', testIgnore: sharedDataSpecs },
    // The back office edits K3 odds and settles the withdrawal queue, money.spec fills that queue,
    // messages.spec sends a newsletter to every player: after the others, and one at a time.
    { name: 'shared-data', testMatch: sharedDataSpecs, dependencies: ['own-data'], workers: 1 },
  ],
  webServer: {
    command: 'node apps/server/dist/server.js',
    cwd: '..',
    url: `http://127.0.0.1:${port}/index/index`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
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
      FAIRDRAW_TIME_SCALE: process.env.FAIRDRAW_TIME_SCALE,
    },
  },
});
