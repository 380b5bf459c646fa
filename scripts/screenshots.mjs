// Screenshots of the main screens at 375x812, logged out and logged in (a trial account), with Debian's
// chromium. Usage: node scripts/screenshots.mjs <base URL> <output dir> [language]
// The server must already run (e.g. `npm start`, or node apps/server/dist/server.js with PORT set).
import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { chromium } from '@playwright/test';

const [baseURL = 'http://127.0.0.1:8080', outDir = 'e2e/screenshots/manual', language = 'en'] =
  process.argv.slice(2);

const loggedOut = ['/', '/pages/account_info/register', '/pages/customer_service/customer_service'];
const loggedIn = [
  '/pages/home/home',
  '/pages/hall/hall',
  '/pages/mine/mine',
  '/pages/mine/setup',
  '/pages/personal_center/personal_center',
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const context = await browser.newContext({
  baseURL,
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
});
const page = await context.newPage();
await page.goto('/');
await page.evaluate((lang) => localStorage.setItem('language', lang), language);

const shoot = async (route, prefix) => {
  await page.goto(route);
  // Not 'networkidle': logged-in pages keep the event stream (/game/events) open.
  await page.waitForLoadState('load');
  await page
    .waitForFunction(() => !globalThis.document.querySelector('.adm-skeleton, .app-skeleton'), null, {
      timeout: 10_000,
    })
    .catch(() => console.warn(`${route}: still loading after 10 s`));
  await page.waitForTimeout(500);
  const file = path.join(outDir, `${prefix}${route.replace(/\//g, '_') || '_root'}.png`);
  await page.screenshot({ path: file });
  console.log(file);
};

for (const route of loggedOut) await shoot(route, 'out');
const trial = await page.request.post('/user/trial', { data: {} });
const { data } = await trial.json();
await page.evaluate(({ token, jwt }) => {
  localStorage.setItem('token', token);
  localStorage.setItem('token_jwt', jwt);
}, data);
for (const route of loggedIn) await shoot(route, 'in');
await browser.close();
