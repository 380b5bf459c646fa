// What several browser tests share: the app's own words, screenshots, players and their sessions.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';

import { call } from './api';

/** Screenshots of the player app at 375×812, looked at after a run (e2e/screenshots/). */
export const shotsDir = path.resolve(import.meta.dirname, 'screenshots');

export const screenshot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage });

const i18nDir = path.resolve(import.meta.dirname, '../apps/web/src/i18n');

/**
 * A language's texts from the app's translation files, so tests follow the UI's words without
 * repeating them; an unknown key fails the test at once instead of matching nothing. `namespace`: the
 * texts of a lazily loaded namespace (responsible play, ADR 123).
 */
export function textsOf(lang: string, namespace?: 'responsible-play'): (key: string) => string {
  const file = namespace ? path.join(i18nDir, namespace, `${lang}.json`) : path.join(i18nDir, `${lang}.json`);
  const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return (key) => {
    const value = texts[key];
    if (!value) throw new Error(`missing text ${key} (${lang})`);
    return value;
  };
}

/** English, the language most tests run in. */
export const text = textsOf('en');

export interface Tokens {
  token: string;
  jwt: string;
}

export const playerPassword = 'abc123456';

/** A newly registered player (invite 8888), with a fund password when one is given. */
export async function registerPlayer(
  request: APIRequestContext,
  prefix: string,
  fundPassword?: string,
): Promise<Tokens & { account: string }> {
  const account = `${prefix}${Date.now().toString(36)}`.slice(0, 20);
  const tokens = await call<Tokens>(request, '/user/register', {
    account,
    password: playerPassword,
    confirmPassword: playerPassword,
    inviteCode: '8888',
    agree: true,
    register_device: 3,
  });
  if (fundPassword) {
    await call(
      request,
      '/user/updateTransPwd',
      { loginPassword: playerPassword, newPassword: fundPassword, confirmPassword: fundPassword },
      tokens.token,
    );
  }
  return { account, ...tokens };
}

/**
 * Signs the browser in as the app does (tokens and language in localStorage) before any page loads.
 * Only where nothing is stored yet: a token the app refreshed later survives a reload.
 */
export async function storeSession(target: Page | BrowserContext, tokens: Tokens, lang = 'en') {
  await target.addInitScript(
    ([token, jwt, language]) => {
      if (!window.localStorage.getItem('token')) {
        window.localStorage.setItem('token', token!);
        window.localStorage.setItem('token_jwt', jwt!);
        window.localStorage.setItem('language', language!);
      }
    },
    [tokens.token, tokens.jwt, lang],
  );
}

/** A fresh trial account (demo money), signed in in the browser. */
export async function signInAsTrial(page: Page) {
  const answer = await page.request.post('/user/trial', { data: {}, headers: { LANGUAGE: 'en' } });
  const { data } = (await answer.json()) as { data: Tokens };
  await storeSession(page, data);
}

/** Seconds shown by a game's countdown ("00:07" → 7), or 0 when its issue is not open. */
export async function secondsToClose(page: Page): Promise<number> {
  if ((await page.locator('.game-clock__state--open').count()) === 0) return 0;
  const [m, sec] = ((await page.getByTestId('countdown').textContent()) ?? '0:0').split(':').map(Number);
  return (m ?? 0) * 60 + (sec ?? 0);
}

/** Waits for an open issue with enough time left to select, add two plays and confirm. */
export async function waitForOpenIssue(page: Page, neededSeconds = 8) {
  await expect
    .poll(() => secondsToClose(page), { timeout: 300_000, intervals: [250] })
    .toBeGreaterThanOrEqual(neededSeconds);
}

/** Opens the slip, optionally as a chase of `issues` issues, places it and confirms. */
export async function placeSlip(page: Page, chase?: { issues: number }) {
  await page.locator('.game-stake__slip').click();
  if (chase) {
    await page.getByRole('switch', { name: text('game.chase') }).click();
    const issues = page.locator('.game-slip__row', { hasText: text('game.chaseIssues') }).locator('input');
    await issues.fill(String(chase.issues));
    await issues.blur();
  }
  await page
    .locator('.game-slip__foot')
    .getByRole('button', { name: text('game.placeBet') })
    .click();
  await page
    .locator('.adm-dialog')
    .getByRole('button', { name: text('game.placeBet') })
    .click();
  await expect(page.getByText(text('game.placed'))).toBeVisible();
}
