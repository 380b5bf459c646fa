// The first journey: on a 375x812 phone, register with invite 8888 -> home -> Mine -> Settings ->
// switch to English -> log out -> log in, against the real server and database. Texts come from
// the app's own translation files, so the test follows the UI's words without duplicating them.
import { expect, test } from '@playwright/test';

import { currentTermsVersion as termsVersion } from '../packages/contract/src/responsible-play';
import { screenshot as shot, textsOf } from './support';

const vi = textsOf('vi');
const en = textsOf('en');

test.use({ locale: 'vi-VN' });

test('a player registers with 8888, finds Settings, switches to English, logs out and back in', async ({
  page,
}) => {
  const account = `e2e${Date.now().toString(36)}`.slice(0, 20);
  const password = 'abc123456';

  await page.goto('/pages/account_info/register');
  await expect(page.getByPlaceholder(vi('register.inviteHint'))).toBeVisible();
  await shot(page, '01-register-vi');

  await page.getByRole('textbox', { name: vi('register.account'), exact: true }).fill(account);
  await page.getByRole('textbox', { name: vi('register.password'), exact: true }).fill(password);
  await page.getByRole('textbox', { name: vi('register.confirm'), exact: true }).fill(password);
  await page.getByRole('textbox', { name: vi('register.invite'), exact: true }).fill('8888');
  await page.getByText(vi('register.agree').replace('{{version}}', termsVersion)).click();
  await page.getByRole('button', { name: vi('register.submit') }).click();

  await expect(page).toHaveURL(/\/(pages\/home\/home)?$/);
  await expect(page.getByText(vi('tab.hall'))).toBeVisible();
  await shot(page, '02-home-vi');

  // The tab bar is 55 px tall.
  const tabBar = page.locator('.adm-tab-bar').first();
  await expect(tabBar).toBeVisible();
  expect(Math.round((await tabBar.boundingBox())?.height ?? 0)).toBe(55);

  await page.getByText(vi('tab.mine'), { exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/mine\/mine$/);
  await expect(page.getByText(account)).toBeVisible();
  await shot(page, '03-mine-vi');

  await page.getByText(vi('mine.settings'), { exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/mine\/setup$/);
  await shot(page, '04-settings-vi');

  await page.getByText(vi('setup.language'), { exact: true }).click();
  await page.getByText(en('lang.en'), { exact: true }).click();
  await expect(page.getByText(en('setup.logout'), { exact: true })).toBeVisible();
  await expect(page.getByText(en('setup.securityLevel')).first()).toBeVisible();
  await expect(page.locator('.adm-action-sheet')).toHaveCount(0);
  await shot(page, '05-settings-en');

  await page.getByText(en('setup.logout'), { exact: true }).click();
  await page.getByRole('button', { name: en('common.confirm') }).click();
  await expect(page).toHaveURL(/\/pages\/account_info\/login/);
  await expect(page.getByRole('button', { name: en('login.submit') })).toBeVisible();
  await expect(page.locator('.adm-dialog')).toHaveCount(0);
  await shot(page, '06-login-en');

  await page.getByPlaceholder(en('login.accountPlaceholder')).fill(account);
  await page.getByPlaceholder(en('login.passwordPlaceholder')).fill(password);
  await page.getByRole('button', { name: en('login.submit') }).click();
  await expect(page).toHaveURL(/\/(pages\/home\/home)?$/);
  await expect(page.getByText(en('tab.mine'), { exact: true })).toBeVisible();
  await shot(page, '07-home-en');

  // The choice of English survives the logout and is sent as LANGUAGE to the server.
  const language = await page.evaluate(() => window.localStorage.getItem('language'));
  expect(language).toBe('en');
});

test('an anonymous visitor is sent to login, and trial play returns there with demo money', async ({
  page,
}) => {
  await page.goto('/pages/mine/mine');
  await expect(page).toHaveURL(/\/pages\/account_info\/login/);
  await page.getByText(vi('login.trial'), { exact: true }).click();
  // Back where the visitor wanted to go, with 2,000.00 of demo money.
  await expect(page).toHaveURL(/\/pages\/mine\/mine$/);
  await expect(page.getByText(/2,?000\.00/).first()).toBeVisible();
  await shot(page, '08-trial-mine-vi');
});
