// Screenshots of the play screens at 375×812 in en and vi, against `vite preview` with every API call
// answered by mock-api.ts (Playwright route interception), plus an overflow check at 320 px.
// Run: npm run build -w @fairdraw/web && npx tsx e2e/mocked/play-screens.ts [filter]
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { chromium, type Page } from '@playwright/test';

import { answer } from './mock-api';

const port = Number(process.env.E2E_PORT ?? 8203);
const base = `http://127.0.0.1:${port}`;
const outDir = path.resolve(import.meta.dirname, '../screenshots/play');
const filter = process.argv[2] ?? '';
mkdirSync(outDir, { recursive: true });

const apiPrefixes = [
  '/user/',
  '/index/',
  '/game/',
  '/bet/',
  '/chase/',
  '/transaction/',
  '/report/',
  '/getPackage',
];

interface Screen {
  name: string;
  url: string;
  act?: (page: Page) => Promise<void>;
}

const screens: Screen[] = [
  {
    name: 'k3',
    url: '/pages/game/fast_three_game?game=k3',
    act: async (page) => {
      for (const code of ['4', '10', '11', '17'])
        await page.locator(`.game-box[data-code="${code}"]`).click();
    },
  },
  {
    name: 'ffc',
    url: '/pages/game/five_cents_game?game=ffc',
    act: async (page) => {
      await page.locator('.adm-tabs-tab').nth(3).click();
      await page.locator('.game-row').first().locator('.game-quick__button').nth(3).click();
      await page.locator('.game-row').nth(1).locator('.game-box').nth(5).click();
    },
  },
  {
    name: 'pk10',
    url: '/pages/game/pk10_game?game=pk10',
    act: async (page) => {
      await page.locator('.adm-tabs-tab').nth(0).click();
      await page.locator('.game-plays__types .game-chip').nth(1).click();
      await page.locator('.game-row').first().locator('.game-box').nth(2).click();
      await page.locator('.game-row').nth(1).locator('.game-box').nth(6).click();
    },
  },
  {
    name: 'lhc',
    url: '/pages/game/mark_six_game?game=lhc',
    act: async (page) => {
      for (const i of [6, 11, 48]) await page.locator('.game-box').nth(i).click();
    },
  },
  {
    name: 'lhc-zodiac',
    url: '/pages/game/mark_six_game?game=lhc',
    act: async (page) => {
      await page.locator('.adm-tabs-tab').nth(4).click();
      await page.locator('.game-box').nth(2).click();
    },
  },
  {
    name: 'slip',
    url: '/pages/game/fast_three_game?game=k3',
    act: async (page) => {
      for (const code of ['10', '11']) await page.locator(`.game-box[data-code="${code}"]`).click();
      await page.locator('.game-stake__actions button').nth(3).click();
      await page.locator('.game-stake__actions button').nth(2).click();
      await page.locator('.game-stake__slip').click();
      await page.locator('.game-slip .adm-switch').click();
      await page.locator('.game-slip .adm-checkbox').first().click();
      await page.waitForTimeout(400);
    },
  },
  { name: 'history', url: '/pages/game/draw_history?game=pk10' },
  { name: 'history-lhc', url: '/pages/game/draw_history?game=lhc' },
  { name: 'trends', url: '/pages/game/draw_history?game=ffc&tab=trends' },
  { name: 'rules', url: '/pages/game/rules?game=k3' },
  { name: 'record', url: '/pages/betting_record/index' },
  {
    name: 'record-detail',
    url: '/pages/betting_record/index',
    act: async (page) => {
      await page.locator('.record-row').first().click();
      await page.waitForTimeout(400);
    },
  },
  { name: 'home', url: '/pages/home/home' },
];

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(base)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('vite preview did not start');
}

// vite itself (not through npx), so that stopping this one process stops the server.
const webDir = path.resolve(import.meta.dirname, '../../apps/web');
const preview = spawn(
  process.execPath,
  [
    path.resolve(webDir, '../../node_modules/vite/bin/vite.js'),
    'preview',
    '--port',
    String(port),
    '--strictPort',
    '--host',
    '127.0.0.1',
  ],
  { cwd: webDir, stdio: 'ignore' },
);

try {
  await waitForServer();
  const browser = await chromium.launch({
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
  });
  const failures: string[] = [];
  for (const language of ['en', 'vi']) {
    for (const width of [375, 320, 960]) {
      const context = await browser.newContext({
        viewport: { width, height: 812 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
      });
      await context.addInitScript((lang) => {
        localStorage.setItem('token', 'mock-token');
        localStorage.setItem('token_jwt', 'mock-jwt');
        localStorage.setItem('language', lang);
      }, language);
      await context.route(
        (url) => apiPrefixes.some((prefix) => url.pathname.startsWith(prefix)),
        async (route) => {
          const url = new URL(route.request().url());
          if (url.pathname === '/game/events') {
            // An open stream that sends nothing: the screens keep their mocked state.
            await route.fulfill({
              status: 200,
              headers: { 'content-type': 'text/event-stream' },
              body: ': ping\n\n',
            });
            return;
          }
          const body = (route.request().postDataJSON() as Record<string, unknown> | null) ?? {};
          const data = answer(url.pathname, body);
          await route.fulfill({ json: { code: 0, msg: '', data: data ?? null } });
        },
      );
      const page = await context.newPage();
      for (const screen of screens) {
        if (filter && !screen.name.includes(filter)) continue;
        await page.goto(base + screen.url);
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await page.waitForTimeout(300);
        try {
          await screen.act?.(page);
        } catch (error) {
          failures.push(`${language} ${width} ${screen.name}: ${(error as Error).message.split('\n')[0]}`);
        }
        await page.waitForTimeout(200);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) failures.push(`${language} ${width} ${screen.name}: overflows by ${overflow}px`);
        if (width === 960 && screen.name === 'k3') {
          await page.screenshot({ path: path.join(outDir, `${screen.name}-${language}-960.png`) });
        }
        if (width === 375) {
          // Full-page captures draw the sticky nav bar where the page was scrolled to.
          if (screen.name !== 'slip' && screen.name !== 'record-detail')
            await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({
            path: path.join(outDir, `${screen.name}-${language}.png`),
            fullPage: screen.name !== 'slip' && screen.name !== 'record-detail',
          });
        }
      }
      await context.close();
    }
  }
  await browser.close();
  console.log(failures.length ? failures.join('\n') : 'no overflow, every action ran');
} finally {
  preview.kill();
}
