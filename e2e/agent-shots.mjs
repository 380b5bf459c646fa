// Usage: start a server on E2E_PORT (default 8204) whose database holds an agent `agentdemo1`
// (password abc12345) with a few members, then `node e2e/agent-shots.mjs` (SHOT_WIDTH=320 for narrow).
// Screenshots of the agent centre at 375×812 (run against a server on E2E_PORT with an agent seeded).
import { chromium } from '@playwright/test';

const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 8204}`;
const out = process.env.SHOTS_DIR ?? '/tmp/agent-shots';
const login = await (
  await fetch(`${base}/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', LANGUAGE: 'en' },
    body: JSON.stringify({ account: 'agentdemo1', password: 'fair2draw58' }),
  })
).json();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const context = await browser.newContext({
  viewport: { width: Number(process.env.SHOT_WIDTH ?? 375), height: 812 },
  isMobile: true,
  hasTouch: true,
});
await context.addInitScript(
  ([token, jwt]) => {
    localStorage.setItem('token', token);
    localStorage.setItem('token_jwt', jwt);
    localStorage.setItem('language', 'en');
  },
  [login.data.token, login.data.jwt],
);
const page = await context.newPage();
const shots = [
  ['overview', '/pages/agent/agent_center?tab=overview'],
  ['open', '/pages/agent/agent_center?tab=open'],
  ['members', '/pages/agent/agent_center?tab=subordinates'],
  ['report', '/pages/agent/agent_center?tab=report'],
  ['online', '/pages/agent/agent_center?tab=online'],
  ['links', '/pages/agent/agent_center?tab=links'],
  ['detail', `/pages/agent/agent_detail?userId=${process.env.MEMBER_ID ?? 3}`],
  ['personal-report', '/pages/mine/report'],
];
for (const [name, path] of shots) {
  await page.goto(base + path);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/${name}-${process.env.SHOT_WIDTH ?? 375}.png`, fullPage: true });
}
await browser.close();
console.log('done');
