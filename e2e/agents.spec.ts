// The agent centre at 375×812 (ADR 072, ADR 073): the house agent (the seed gives it no password; the seeded operator
// resets its login password through /admin/users/resetPassword, and the one-time code reaches the
// house's bound e-mail, HOUSE_EMAIL, read from the development outbox: ADR 104) opens a sub-account in the agent
// centre; the sub-account logs in in its own browser context, is sent to replace both initial
// passwords, places a K3 bet through the UI; the agent then sees it among its members and its bet in
// the report once settled, and its ledger in balance change. Each agent tab is checked with axe and
// photographed in e2e/screenshots/agents-*.png.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

import { seriousAxeFindings } from './axe';
import { e2eAdminPassword, e2eHouseEmail } from './e2e-env';
import { call } from './api';
import { placeSlip, screenshot, storeSession, text, waitForOpenIssue } from './support';

const shot = (page: Page, name: string) => screenshot(page, `agents-${name}`);

test.skip(!process.env.FAIRDRAW_TIME_SCALE, 'needs FAIRDRAW_TIME_SCALE so that draws come within the test');
test.setTimeout(300_000);

/** The house agent, its login password reset by the operator and chosen with the code: returns its tokens. */
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
  const reset = await call<{ status: string }>(
    request,
    '/admin/users/resetPassword',
    { userId: house!.id, kind: 'login' },
    operator,
  );
  expect(reset.status).toBe('sent');
  // The development sender's outbox stands in for the house's mailbox.
  const outbox = (await (await request.get(`/dev/outbox?address=${e2eHouseEmail}`)).json()) as {
    data: { text: string }[];
  };
  const code = /\b(\d{8})\b/.exec(outbox.data[0]?.text ?? '')?.[1];
  expect(code, 'the reset code in the outbox').toBeTruthy();
  const password = 'house12345';
  await call(request, '/user/redeemResetCode', {
    account: 'house',
    kind: 'login',
    code,
    newPassword: password,
    confirmPassword: password,
  });
  const { token, jwt } = await call<{ token: string; jwt: string }>(request, '/user/login', {
    account: 'house',
    password,
  });
  // The house has no fund password yet: the first one is set with the login password.
  await call(
    request,
    '/user/updateTransPwd',
    { loginPassword: password, newPassword: '975310', confirmPassword: '975310' },
    token,
  );
  return { token, jwt, operator };
}

/** The forced password forms: login password (pwd.*) or fund password (fund.*, every field "6 digits"). */
/** `proofKey`: the field proving identity (`old`, or `loginPassword` for a first fund password). */
async function fillPasswordForm(
  page: Page,
  kind: 'pwd' | 'fund',
  oldPassword: string,
  newPassword: string,
  proofKey = 'old',
) {
  const field = (key: string) => page.getByRole('textbox', { name: text(`${kind}.${key}`), exact: true });
  await field(proofKey).fill(oldPassword);
  await field('new').fill(newPassword);
  await field('confirm').fill(newPassword);
  await page.getByRole('button', { name: text('common.submit') }).click();
}

test('an agent opens a sub-account that changes both passwords, bets, and shows in the agent centre', async ({
  page,
  browser,
}) => {
  const agent = await houseAgentSession(page.request);
  await storeSession(page, agent);
  const tabs = ['overview', 'open', 'subordinates', 'report', 'online', 'balance', 'money', 'games', 'links'];

  // Open a player account in the open-account tab.
  const account = `sub${Date.now().toString(36)}`.slice(0, 16);
  await page.goto('/pages/agent/agent_center?tab=open');
  await page.getByRole('textbox', { name: text('agent.account') }).fill(account);
  await shot(page, 'open');
  await page.getByRole('button', { name: text('agent.openAccount'), exact: true }).click();
  // The card that shows the one-time password (a toast also says "Account opened", briefly).
  await expect(page.getByText(text('agent.oneTimePasswordTitle'), { exact: true })).toBeVisible();
  // The one-time password is shown once (ADR 118): note it, then the card forgets it.
  const oneTimePassword = (await page.getByTestId('one-time-password').textContent()) ?? '';
  expect(oneTimePassword).toMatch(/^[a-z0-9]{10}$/);
  await page.getByRole('button', { name: text('agent.oneTimePasswordDone') }).click();
  await expect(page.getByText(oneTimePassword)).toHaveCount(0);

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

  // The sub-account logs in with its one-time password and is sent to set both of its own.
  const subContext = await browser.newContext();
  const sub = await subContext.newPage();
  await sub.addInitScript(() => localStorage.setItem('language', 'en'));
  await sub.goto('/pages/account_info/login');
  await sub.getByPlaceholder(text('login.accountPlaceholder')).fill(account);
  await sub.getByPlaceholder(text('login.passwordPlaceholder')).fill(oneTimePassword);
  await sub.getByRole('button', { name: text('login.submit') }).click();
  await expect(sub).toHaveURL(/modifyLoginPwd/);
  await expect(sub.getByText(text('pwd.mustChange'))).toBeVisible();
  await fillPasswordForm(sub, 'pwd', oneTimePassword, 'sub98765a');
  await expect(sub).toHaveURL(/modifyTransPwd/);
  await fillPasswordForm(sub, 'fund', 'sub98765a', '246810', 'loginPassword');
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
  await waitForOpenIssue(sub, 6);
  await sub.locator('.game-board .game-box').first().click();
  await sub.getByRole('button', { name: text('game.addToSlip'), exact: true }).click();
  await placeSlip(sub);
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
    await expect(page.getByText(account)).toBeVisible({ timeout: 10_000 });
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
    for (const finding of await seriousAxeFindings(page)) {
      findings.push(`${tab}: ${finding.rule} ${finding.targets.join(', ')}`);
    }
  }
  expect(findings).toEqual([]);
});
