// Messages and customer service at 375x812 (ADR 074, ADR 076): a player writes to customer service, an operator answers through
// the back-office API, and the answer appears live (no reload); an operator newsletter raises the
// Mine badge, reading it in the message centre drops it. Screenshots in e2e/screenshots.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

import { e2eAdminPassword } from './e2e-env';
import { call } from './api';
import { registerPlayer, screenshot, storeSession } from './support';

/** A registered player, logged in in the browser through stored tokens. */
async function signedInPlayer(page: Page) {
  const player = await registerPlayer(page.request, 'sv');
  const { id } = await call<{ id: number }>(page.request, '/user/getUserInfo', {}, player.token);
  await storeSession(page, player);
  return { account: player.account, userId: id };
}

const operatorToken = async (request: APIRequestContext) =>
  (await call<{ token: string }>(request, '/admin/login', { account: 'admin', password: e2eAdminPassword }))
    .token;

test('support: the operator reply arrives live; a newsletter badge drops once read', async ({ page }) => {
  const player = await signedInPlayer(page);

  await page.goto('/pages/customer_service/customer_service');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible();
  await expect(page.getByText('Hello! Write to us and an operator will answer here.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Message' }).fill('My deposit has not arrived yet');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.locator('.support-bubble--mine', { hasText: 'My deposit has not arrived yet' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');

  // The operator finds the conversation and answers through the back-office API.
  const op = await operatorToken(page.request);
  const conversations = await call<{
    list: { conversationId: number; account: string | null; unread: number }[];
  }>(page.request, '/admin/support/conversations', { unreadOnly: true }, op);
  const conversation = conversations.list.find((c) => c.account === player.account);
  expect(conversation?.unread).toBe(1);
  await call(
    page.request,
    '/admin/support/reply',
    { conversationId: conversation!.conversationId, text: 'Found it: credited within 5 minutes' },
    op,
  );

  // Live, without a reload.
  await expect(
    page.locator('.support-bubble--operator', { hasText: 'Found it: credited within 5 minutes' }),
  ).toBeVisible({ timeout: 15_000 });
  await screenshot(page, 'messages-support-chat');

  // A newsletter from the operator: the Mine message button shows the badge.
  await call(
    page.request,
    '/admin/newsletter/send',
    { userId: player.userId, title: 'Your bonus is ready', body: 'A 10.00 bonus was added to your account.' },
    op,
  );
  await page.goto('/pages/mine/mine');
  const mailButton = page.getByRole('button', { name: /^Message centre/ });
  await expect(mailButton).toHaveAccessibleName(/1 unread/);
  await mailButton.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Message centre' })).toBeVisible();
  await page.getByRole('tab', { name: /Newsletter/ }).click();
  await expect(page.getByRole('tab', { name: /Newsletter/ }).locator('.adm-badge-content')).toHaveText('1');
  await screenshot(page, 'messages-centre');
  await page.getByText('Your bonus is ready').click();
  await expect(page.getByRole('dialog', { name: 'Your bonus is ready' })).toContainText('A 10.00 bonus');
  await expect(page.getByRole('tab', { name: /Newsletter/ }).locator('.adm-badge-content')).toHaveCount(0);
  await page.getByRole('button', { name: 'Close' }).click();
  await page.goto('/pages/mine/mine');
  await expect(page.getByRole('button', { name: 'Message centre', exact: true })).toBeVisible();
});

test('a logged-out visitor leaves a message with a contact; operators answer; it follows the visitor into the account', async ({
  page,
}) => {
  await page.goto('/pages/customer_service/customer_service');
  await page.getByLabel('Phone, e-mail or Telegram').fill('@e2e_visitor');
  await page.getByRole('textbox', { name: 'Message' }).fill('I cannot log in');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();
  await screenshot(page, 'messages-visitor');
  const op = await operatorToken(page.request);
  const conversations = await call<{
    list: { conversationId: number; visitorContact: string | null; lastMessage: { text: string } }[];
  }>(page.request, '/admin/support/conversations', {}, op);
  const visitor = conversations.list.find((c) => c.visitorContact === '@e2e_visitor');
  expect(visitor?.lastMessage.text).toBe('I cannot log in');

  // The operator answers in the visitor's conversation; the visitor then logs in on this browser
  // and finds the conversation, reply included, under the account (ADR 089).
  await call(
    page.request,
    '/admin/support/reply',
    { conversationId: visitor!.conversationId, text: 'Welcome back: try the trial entry' },
    op,
  );
  const account = `vl${Date.now().toString(36)}`.slice(0, 20);
  const { token, jwt } = await call<{ token: string; jwt: string }>(page.request, '/user/register', {
    account,
    password: 'abc123456',
    confirmPassword: 'abc123456',
    inviteCode: '8888',
    agree: true,
    register_device: 3,
  });
  await page.evaluate(
    ([t, j]) => {
      window.localStorage.setItem('token', t!);
      window.localStorage.setItem('token_jwt', j!);
    },
    [token, jwt],
  );
  await page.goto('/pages/customer_service/customer_service');
  await expect(page.locator('.support-bubble--mine', { hasText: 'I cannot log in' })).toBeVisible();
  await expect(
    page.locator('.support-bubble--operator', { hasText: 'Welcome back: try the trial entry' }),
  ).toBeVisible();
  await screenshot(page, 'messages-visitor-linked');
  expect(await page.evaluate(() => window.localStorage.getItem('support_visitor_key'))).toBeNull();
});
