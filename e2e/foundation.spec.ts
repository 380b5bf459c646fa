// Issue 2 acceptance: on a 375x812 phone, register with invite 8888 -> home -> Mine -> Settings ->
// switch to English -> log out -> log in, against the real server and database. Texts come from
// the app's own translation files, so the test follows the UI's words without duplicating them.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, type Page, test } from '@playwright/test';

type Texts = Record<string, string>;
const i18nDir = path.resolve(import.meta.dirname, '../apps/web/src/i18n');
const load = (lang: string): Texts =>
  JSON.parse(readFileSync(path.join(i18nDir, `${lang}.json`), 'utf8')) as Texts;
const vi = load('vi');
const en = load('en');
const text = (texts: Texts, key: string): string => {
  const value = texts[key];
  if (!value) throw new Error(`missing text ${key}`);
  return value;
};

const shotsDir = path.resolve(import.meta.dirname, 'screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shotsDir, `${name}.png`) });

test.use({ locale: 'vi-VN' });

test('a player registers with 8888, finds Settings, switches to English, logs out and back in', async ({
  page,
}) => {
  const account = `e2e${Date.now().toString(36)}`.slice(0, 20);
  const password = 'abc123456';

  await page.goto('/pages/account_info/register');
  await expect(page.getByPlaceholder(text(vi, 'register.inviteHint'))).toBeVisible();
  await shot(page, '01-register-vi');

  await page.getByRole('textbox', { name: text(vi, 'register.account'), exact: true }).fill(account);
  await page.getByRole('textbox', { name: text(vi, 'register.password'), exact: true }).fill(password);
  await page.getByRole('textbox', { name: text(vi, 'register.confirm'), exact: true }).fill(password);
  await page.getByRole('textbox', { name: text(vi, 'register.invite'), exact: true }).fill('8888');
  await page.getByText(text(vi, 'register.agree')).click();
  await page.getByRole('button', { name: text(vi, 'register.submit') }).click();

  await expect(page).toHaveURL(/\/(pages\/home\/home)?$/);
  await expect(page.getByText(text(vi, 'tab.hall'))).toBeVisible();
  await shot(page, '02-home-vi');

  // The tab bar is 55 px tall (spec section 9).
  const tabBar = page.locator('.adm-tab-bar').first();
  await expect(tabBar).toBeVisible();
  expect(Math.round((await tabBar.boundingBox())?.height ?? 0)).toBe(55);

  await page.getByText(text(vi, 'tab.mine'), { exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/mine\/mine$/);
  await expect(page.getByText(account)).toBeVisible();
  await shot(page, '03-mine-vi');

  await page.getByText(text(vi, 'mine.settings'), { exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/mine\/setup$/);
  await shot(page, '04-settings-vi');

  await page.getByText(text(vi, 'setup.language'), { exact: true }).click();
  await page.getByText(text(en, 'lang.en'), { exact: true }).click();
  await expect(page.getByText(text(en, 'setup.logout'), { exact: true })).toBeVisible();
  await expect(page.getByText(text(en, 'setup.securityLevel')).first()).toBeVisible();
  await expect(page.locator('.adm-action-sheet')).toHaveCount(0);
  await shot(page, '05-settings-en');

  await page.getByText(text(en, 'setup.logout'), { exact: true }).click();
  await page.getByRole('button', { name: text(en, 'common.confirm') }).click();
  await expect(page).toHaveURL(/\/pages\/account_info\/login/);
  await expect(page.getByRole('button', { name: text(en, 'login.submit') })).toBeVisible();
  await expect(page.locator('.adm-dialog')).toHaveCount(0);
  await shot(page, '06-login-en');

  await page.getByPlaceholder(text(en, 'login.accountPlaceholder')).fill(account);
  await page.getByPlaceholder(text(en, 'login.passwordPlaceholder')).fill(password);
  await page.getByRole('button', { name: text(en, 'login.submit') }).click();
  await expect(page).toHaveURL(/\/(pages\/home\/home)?$/);
  await expect(page.getByText(text(en, 'tab.mine'), { exact: true })).toBeVisible();
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
  await page.getByText(text(vi, 'login.trial'), { exact: true }).click();
  // Back where the visitor wanted to go, with 2,000.00 of demo money.
  await expect(page).toHaveURL(/\/pages\/mine\/mine$/);
  await expect(page.getByText(/2,?000\.00/).first()).toBeVisible();
  await shot(page, '08-trial-mine-vi');
});
