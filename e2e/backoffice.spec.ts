// Issue 12 acceptance, at 1280x800 on a desktop browser: an operator enrols TOTP and logs in with the
// code; passes a recharge a player created and the player's balance rises; completes one withdrawal
// and rejects another with a reason; edits an odds value and a new bet snapshots it; answers a support
// message; finds every action in the audit log. Screenshots of every screen go to
// test-results/backoffice/, and axe sweeps every back-office page.
import { randomUUID } from 'node:crypto';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { generateSync } from 'otplib';

import { e2eAdminPassword } from './e2e-env';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const shotsDir = path.resolve(import.meta.dirname, '../test-results/backoffice');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shotsDir, `${name}.png`) });

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(request: APIRequestContext, url: string, body: object, token?: string): Promise<T> {
  const response = await request.post(url, { data: body, headers: token ? { TOKEN: token } : {} });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.code, `${url}: ${JSON.stringify(envelope)}`).toBe(0);
  return envelope.data;
}

const fundPassword = '135790';

/** A registered player with a fund password and a bank card (everything through the player API). */
async function player(request: APIRequestContext) {
  const account = `bo${Date.now().toString(36)}`.slice(0, 20);
  const password = 'abc123456';
  const { token } = await call<{ token: string }>(request, '/user/register', {
    account,
    password,
    confirmPassword: password,
    inviteCode: '8888',
    agree: true,
    register_device: 3,
  });
  await call(
    request,
    '/user/updateTransPwd',
    { loginPassword: password, newPassword: fundPassword, confirmPassword: fundPassword },
    token,
  );
  const card = await call<{ id: number }>(
    request,
    '/user/bindBankCard',
    {
      realName: 'Nguyen Van B',
      bankName: 'Vietcombank',
      cardNumber: '6222021234567891',
      confirmCardNumber: '6222021234567891',
      fundPassword,
    },
    token,
  );
  const balance = async () =>
    (await call<{ balance: number }>(request, '/user/getUserInfo', {}, token)).balance;
  return { account, token, cardId: card.id, balance };
}

/** The next TOTP code: a code is never accepted twice for one 30 s step, so later steps take the next. */
const nextCode = (secret: string, stepsAhead = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

const rowOf = (page: Page, text: string): Locator => page.locator('tr', { hasText: text });

async function confirmPopover(page: Page) {
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
}

async function axeFindings(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => {
      const nodes = v.nodes.slice(0, 5).map((n) => {
        // Colour findings say which colours failed, so the report alone shows what to fix.
        const data = n.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | null;
        const colours = data?.fgColor ? ` ${data.fgColor} on ${data.bgColor} (${data.contrastRatio})` : '';
        return n.target.join(' ') + colours;
      });
      return `${page.url()} ${v.id}: ${nodes.join(', ')}`;
    });
}

test('back office: TOTP login, recharge, withdrawals, odds, support, audit log, screenshots and axe', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const request = page.request;

  // The seeded admin enrols TOTP through the API (setup + enable with a first code).
  const first = await call<{ step: string; token: string }>(request, '/admin/login', {
    account: 'admin',
    password: e2eAdminPassword,
  });
  expect(first.step).toBe('done');
  const { secret } = await call<{ secret: string }>(request, '/admin/totp/setup', {}, first.token);
  await call(request, '/admin/totp/enable', { code: nextCode(secret) }, first.token);

  await test.step('login with the TOTP step', async () => {
    await page.goto('/backoffice/');
    await expect(page).toHaveURL(/\/backoffice\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Back office sign-in' })).toBeVisible();
    await page.getByLabel('Operator account').fill('admin');
    await page.getByLabel('Password').fill(e2eAdminPassword);
    await shot(page, '01-login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible();
    await page.getByLabel('Authentication code').fill(nextCode(secret, 1));
    await shot(page, '02-totp');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('operator-account')).toHaveText('admin');
  });

  const p = await player(request);

  await test.step('pass a recharge the player created: their balance rises', async () => {
    const order = await call<{ orderNo: string; status: string }>(
      request,
      '/recharge/create',
      { channel: 'bank', amount: 50_000, requestId: randomUUID() },
      p.token,
    );
    expect(order.status).toBe('reviewing');
    expect(await p.balance()).toBe(0);
    await page.getByRole('menuitem', { name: 'Recharge queue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Recharge queue' })).toBeVisible();
    const row = rowOf(page, order.orderNo);
    await expect(row).toContainText('500.00');
    await shot(page, '03-recharge-queue');
    await row.getByRole('button', { name: `Pass ${order.orderNo}` }).click();
    await confirmPopover(page);
    await expect(page.getByText('Done').first()).toBeVisible();
    // The queue shows reviewing orders: the passed one leaves it; under "all" it shows Passed.
    await expect(rowOf(page, order.orderNo)).toHaveCount(0);
    expect(await p.balance()).toBe(50_000);
  });

  const withdraw = async (amount: number) =>
    call<{ orderNo: string }>(
      request,
      '/withdraw/create',
      {
        amount,
        addressId: p.cardId,
        kind: 'bank',
        fundPassword,
        confirmFundPassword: fundPassword,
        requestId: randomUUID(),
      },
      p.token,
    );

  await test.step('complete one withdrawal and reject another with a reason (refunded)', async () => {
    const paid = await withdraw(15_000);
    const refused = await withdraw(12_000);
    expect(await p.balance()).toBe(50_000 - 15_000 - 12_000);
    await page.getByRole('menuitem', { name: 'Withdrawal queue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal queue' })).toBeVisible();
    await expect(rowOf(page, paid.orderNo)).toContainText('150.00');
    await shot(page, '04-withdraw-queue');

    await rowOf(page, paid.orderNo)
      .getByRole('button', { name: `Complete ${paid.orderNo}` })
      .click();
    await confirmPopover(page);
    await expect(rowOf(page, paid.orderNo)).toHaveCount(0);

    await rowOf(page, refused.orderNo)
      .getByRole('button', { name: `Reject ${refused.orderNo}` })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Card holder name does not match');
    await shot(page, '05-withdraw-reject');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(rowOf(page, refused.orderNo)).toHaveCount(0);
    // The rejected amount returns to the player.
    expect(await p.balance()).toBe(50_000 - 15_000);

    // Under "All" both show their final state.
    await page.getByLabel('Status').click();
    await page.locator('.ant-select-item-option', { hasText: 'All' }).click();
    await expect(page.getByTestId(`withdraw-state-${paid.orderNo}`)).toHaveText('Completed');
    await expect(page.getByTestId(`withdraw-state-${refused.orderNo}`)).toHaveText('Rejected');
    await shot(page, '06-withdraw-all');
  });

  await test.step('edit an odds value: a new bet snapshots the new odds', async () => {
    await page.getByRole('menuitem', { name: 'Games' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    await shot(page, '07-games');
    await page.getByRole('button', { name: 'Odds k3' }).click();
    const drawer = page.locator('.ant-drawer');
    const rate = drawer.getByTestId('rate-HZ-10');
    await expect(rate).toBeVisible();
    const before = (await rate.textContent()) ?? '';
    const after = (Number(before) - 0.25).toFixed(2);
    await shot(page, '08-odds');
    await drawer.getByRole('button', { name: 'Edit HZ 10' }).click();
    const dialog = page.getByRole('dialog', { name: 'HZ · 10' });
    await dialog.getByLabel('New odds (e.g. 1.95)').fill(after);
    await dialog.getByLabel('Reason').fill('e2e odds change');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(rate).toHaveText(after);
    await drawer.getByRole('tab', { name: 'History' }).click();
    await expect(drawer.locator('tr', { hasText: 'e2e odds change' })).toContainText(after);
    await shot(page, '09-odds-history');
    await drawer.getByRole('button', { name: 'Close' }).click();

    // A bet placed now carries the new rate (placed bets keep theirs: the server's own tests).
    const current = await call<{ issue: string; status: string }>(request, '/game/current', { game: 'k3' });
    const placed = await call<{ bets: { id: number }[] }>(
      request,
      '/user/makeOrder',
      {
        game: 'k3',
        issue: current.issue,
        requestId: randomUUID(),
        bets: [{ play: 'HZ', selection: [['10']], unitPrice: 200, multiple: 1 }],
      },
      p.token,
    );
    const detail = await call<{ odds: { key: string; rate: number }[] }>(
      request,
      '/bet/detail',
      { id: placed.bets[0]!.id },
      p.token,
    );
    expect(detail.odds).toContainEqual({ key: '10', rate: Math.round(Number(after) * 100) });
  });

  await test.step('answer a support message', async () => {
    await call(request, '/service/send', { text: 'Hello, where is my withdrawal?' }, p.token);
    await page.getByRole('menuitem', { name: 'Support' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await page.getByRole('button', { name: `Conversations: ${p.account}` }).click();
    const thread = page.getByTestId('support-thread');
    await expect(thread.getByText('Hello, where is my withdrawal?')).toBeVisible();
    await page.getByLabel('Your answer').fill('It was paid a minute ago.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(thread.getByText('It was paid a minute ago.')).toBeVisible();
    await shot(page, '10-support');
    const seen = await call<{ list: { author: string; text: string }[] }>(
      request,
      '/service/messages',
      {},
      p.token,
    );
    expect(seen.list.at(-1)).toMatchObject({ author: 'operator', text: 'It was paid a minute ago.' });
  });

  await test.step('every action is in the audit log', async () => {
    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    for (const action of ['recharge.pass', 'withdraw.complete', 'withdraw.reject', 'game.setRate']) {
      await expect(page.locator('tr', { hasText: action }).first()).toBeVisible();
    }
    await expect(page.locator('tr', { hasText: /support\.reply|service\.reply/ }).first()).toBeVisible();
    await shot(page, '11-audit');
    // The filter narrows to one action.
    await page.getByLabel('Action (prefix)').fill('withdraw.reject');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(1);
    await shot(page, '12-audit-filtered');
  });

  await test.step('screenshots and axe of every other screen', async () => {
    const findings: string[] = [];
    const screens: [string, string, string][] = [
      ['/backoffice/dashboard', 'Dashboard', '13-dashboard'],
      ['/backoffice/users', 'Users', '14-users'],
      ['/backoffice/recharge', 'Recharge queue', '15-recharge'],
      ['/backoffice/withdraw', 'Withdrawal queue', '16-withdraw'],
      ['/backoffice/approvals', 'Approvals (maker–checker)', '17-approvals'],
      ['/backoffice/games', 'Games', '18-games'],
      ['/backoffice/draws', 'Draws', '19-draws'],
      ['/backoffice/messages', 'Messages', '20-messages'],
      ['/backoffice/support', 'Support', '21-support'],
      ['/backoffice/operators', 'Operators', '22-operators'],
      ['/backoffice/audit', 'Audit log', '23-audit'],
    ];
    for (const [url, title, name] of screens) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot(page, name);
      findings.push(...(await axeFindings(page)));
    }
    // The user drawer and the draws tabs.
    await page.goto('/backoffice/users');
    await rowOf(page, p.account)
      .getByRole('button', { name: `Details ${p.account}` })
      .click();
    // 350.00 after the money steps, less the 2.00 bet (plus its rebate or win once it settles).
    await expect(page.getByTestId('user-balance')).toHaveText(((await p.balance()) / 100).toFixed(2));
    await shot(page, '24-user-detail');
    findings.push(...(await axeFindings(page)));
    await page.locator('.ant-drawer').getByRole('tab', { name: 'Ledger' }).click();
    await shot(page, '25-user-ledger');
    await page.goto('/backoffice/draws');
    await page.getByRole('tab', { name: 'Results' }).click();
    await expect(
      page.getByRole('tabpanel', { name: 'Results' }).locator('tbody tr.ant-table-row').first(),
    ).toContainText('Verified');
    await shot(page, '26-draw-results');
    await page.getByRole('tab', { name: 'RTP monitor' }).click();
    await expect(
      page.getByRole('tabpanel', { name: 'RTP monitor' }).locator('.ant-spin-spinning'),
    ).toHaveCount(0);
    await shot(page, '27-rtp');
    findings.push(...(await axeFindings(page)));
    // Logged out: the login page.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Back office sign-in' })).toBeVisible();
    findings.push(...(await axeFindings(page)));
    expect(findings).toEqual([]);
  });
});
