// Issue 11 acceptance at 375×812: the house agent (the seed gives it no password; the seeded operator
// resets both of its passwords through /admin/users/resetPassword) opens a sub-account in the agent
// centre; the sub-account logs in in its own browser context, is sent to replace both initial
// passwords, places a K3 bet through the UI; the agent then sees it among its members and its bet in
// the report once settled, and its ledger in balance change. Each agent tab is checked with axe and
// photographed in e2e/screenshots/agents-*.png.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

import { e2eAdminPassword } from './e2e-env';
import { call } from './api';

type Texts = Record<string, string>;
const en = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../apps/web/src/i18n/en.json'), 'utf8'),
) as Texts;
const text = (key: string): string => {
  const value = en[key];
  if (!value) throw new Error(`missing text ${key}`);
  return value;
};
const shotsDir = path.resolve(import.meta.dirname, 'screenshots');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shotsDir, `agents-${name}.png`) });

test.skip(!process.env.FAIRDRAW_TIME_SCALE, 'needs FAIRDRAW_TIME_SCALE so that draws come within the test');
test.setTimeout(300_000);

/** The house agent, its passwords reset by the operator and replaced: returns its tokens. */
async function houseAgentSession(request: APIRequestContext) {
  const { token: operator } = await call<{ token: string }>(request, '/admin/login', {
    account: 'admin',
    password: e2eAdminPassword,
  });
  const found = await call<{ list: Array<{ id: number; account: string }> }>(
    request,
    '/admin/users/search',
    { account: 'house' },
    operator,
  );
  const house = found.list.find((u) => u.account === 'house');
  expect(house, 'the seeded house agent').toBeTruthy();
  const reset = async (kind: 'login' | 'fund') =>
    (
      await call<{ temporaryPassword: string }>(
        request,
        '/admin/users/resetPassword',
        { userId: house!.id, kind },
        operator,
      )
    ).temporaryPassword;
  const loginTemp = await reset('login');
  const fundTemp = await reset('fund');
  const { token, jwt } = await call<{ token: string; jwt: string }>(request, '/user/login', {
    account: 'house',
    password: loginTemp,
  });
  const password = 'house12345';
  await call(
    request,
    '/user/updatePwd',
    { oldPassword: loginTemp, newPassword: password, confirmPassword: password },
    token,
  );
  await call(
    request,
    '/user/updateTransPwd',
    { oldPassword: fundTemp, newPassword: '975310', confirmPassword: '975310' },
    token,
  );
  return { token, jwt, operator };
}

async function storeSession(page: Page, token: string, jwt: string) {
  await page.addInitScript(
    ([t, j]) => {
      localStorage.setItem('token', t!);
      localStorage.setItem('token_jwt', j!);
      localStorage.setItem('language', 'en');
    },
    [token, jwt],
  );
}

/** Seconds shown by the K3 countdown, or 0 when the issue is not open (as play.spec.ts). */
async function secondsToClose(page: Page): Promise<number> {
  if ((await page.locator('.game-clock__state--open').count()) === 0) return 0;
  const [m, sec] = ((await page.getByTestId('countdown').textContent()) ?? '0:0').split(':').map(Number);
  return (m ?? 0) * 60 + (sec ?? 0);
}

/** The forced password forms: login password (pwd.*) or fund password (fund.*, every field "6 digits"). */
async function fillPasswordForm(page: Page, kind: 'pwd' | 'fund', oldPassword: string, newPassword: string) {
  const field = (key: string) => page.getByRole('textbox', { name: text(`${kind}.${key}`), exact: true });
  await field('old').fill(oldPassword);
  await field('new').fill(newPassword);
  await field('confirm').fill(newPassword);
  await page.getByRole('button', { name: text('common.submit') }).click();
}

test('an agent opens a sub-account that changes both passwords, bets, and shows in the agent centre', async ({
  page,
  browser,
}) => {
  const agent = await houseAgentSession(page.request);
  await storeSession(page, agent.token, agent.jwt);
  const tabs = ['overview', 'open', 'subordinates', 'report', 'online', 'balance', 'money', 'games', 'links'];

  // Open a player account in the open-account tab.
  const account = `sub${Date.now().toString(36)}`.slice(0, 16);
  await page.goto('/pages/agent/agent_center?tab=open');
  await page.getByRole('textbox', { name: text('agent.account') }).fill(account);
  await shot(page, 'open');
  await page.getByRole('button', { name: text('agent.openAccount'), exact: true }).click();
  await expect(page.getByText(text('agent.accountOpened'))).toBeVisible();

  // The operator funds it (agent transfers need the house to hold money; the desk is simpler).
  const [member] = (
    await call<{ list: Array<{ id: number; account: string }> }>(
      page.request,
      '/admin/users/search',
      { account },
      agent.operator,
    )
  ).list;
  await call(
    page.request,
    '/admin/users/adjust',
    { userId: member!.id, amount: 100_000, reason: 'e2e stake', requestId: `e2e-${account}` },
    agent.operator,
  );

  // The sub-account logs in with the default passwords and is sent to replace both.
  const subContext = await browser.newContext();
  const sub = await subContext.newPage();
  await sub.addInitScript(() => localStorage.setItem('language', 'en'));
  await sub.goto('/pages/account_info/login');
  await sub.getByPlaceholder(text('login.accountPlaceholder')).fill(account);
  await sub.getByPlaceholder(text('login.passwordPlaceholder')).fill('abc123456');
  await sub.getByRole('button', { name: text('login.submit') }).click();
  await expect(sub).toHaveURL(/modifyLoginPwd/);
  await expect(sub.getByText(text('pwd.mustChange'))).toBeVisible();
  await fillPasswordForm(sub, 'pwd', 'abc123456', 'sub98765a');
  await expect(sub).toHaveURL(/modifyTransPwd/);
  await fillPasswordForm(sub, 'fund', '123456', '246810');
  await expect(sub).not.toHaveURL(/modify(Login|Trans)Pwd/);
  // A bank recharge left under review: the agent's recharge/withdraw tab lists it.
  const subToken = await sub.evaluate(() => window.localStorage.getItem('token'));
  const order = await call<{ orderNo: string }>(
    sub.request,
    '/recharge/create',
    { channel: 'bank', amount: 30_000, requestId: `e2e-recharge-${account}` },
    subToken!,
  );

  // One K3 bet through the UI: the first box, on the slip, confirmed.
  await sub.goto('/pages/game/fast_three_game?game=k3');
  await expect
    .poll(() => secondsToClose(sub), { timeout: 120_000, intervals: [250] })
    .toBeGreaterThanOrEqual(6);
  await sub.locator('.game-board .game-box').first().click();
  await sub.getByRole('button', { name: text('game.addToSlip'), exact: true }).click();
  await sub.locator('.game-stake__slip').click();
  await sub
    .locator('.game-slip__foot')
    .getByRole('button', { name: text('game.placeBet') })
    .click();
  await sub
    .locator('.adm-dialog')
    .getByRole('button', { name: text('game.placeBet') })
    .click();
  await expect(sub.getByText(text('game.placed'))).toBeVisible();
  await expect(sub.getByText(/^Bets settled: payout [\d.]+, balance [\d.]+$/)).toBeVisible({
    timeout: 120_000,
  });
  await subContext.close();

  // The agent sees the member, and its settled bet in the team report.
  await page.goto('/pages/agent/agent_center?tab=subordinates');
  await expect(page.getByText(account)).toBeVisible();
  await page.goto('/pages/agent/agent_center?tab=report');
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(account)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  // Its ledger in the team's balance changes: the operator's credit and the bet's debit, signed.
  await page.goto('/pages/agent/agent_center?tab=balance');
  await page.getByPlaceholder(text('agent.search')).fill(account);
  await page.getByPlaceholder(text('agent.search')).press('Enter');
  await expect(page.getByText(`${account} · ${text('txType.backstage')}`)).toBeVisible();
  await expect(
    page.locator('.app-record', { hasText: `${account} · ${text('txType.betting')}` }).first(),
  ).toContainText(/-\d+\.\d{2}/);
  await expect(
    page.locator('.app-record', { hasText: `${account} · ${text('txType.backstage')}` }),
  ).toContainText('+1000.00');
  await page.goto('/pages/agent/agent_center?tab=money');
  const orderRow = page.locator('.app-record', { hasText: order.orderNo });
  await expect(orderRow).toContainText(`${account} · ${text('txType.recharge')}`);
  await expect(orderRow).toContainText('300.00');
  await expect(orderRow).toContainText(text('status.reviewing'));

  // Every tab at 375×812, and axe on each (the a11y sweep visits routes as a player, not these tabs).
  const findings: string[] = [];
  for (const tab of tabs) {
    await page.goto(`/pages/agent/agent_center?tab=${tab}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('.app-skeleton')).toHaveCount(0);
    await shot(page, tab);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    for (const v of violations) {
      if (v.impact === 'critical' || v.impact === 'serious') {
        findings.push(`${tab}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      }
    }
  }
  expect(findings).toEqual([]);
});
