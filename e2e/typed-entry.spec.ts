// Issue 13, typed entry (单式) against the real server: a five-ball direct single typed as
// "12345, 54321;12345 9" shows 2 valid entries, 1 duplicate removed and 1 invalid entry (by position),
// goes on the slip as 2 bets and the order is accepted. Screenshot at 375×812 in e2e/screenshots.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, type Page, test } from '@playwright/test';

const en = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../apps/web/src/i18n/en.json'), 'utf8'),
) as Record<string, string>;
const text = (key: string): string => {
  const value = en[key];
  if (!value) throw new Error(`missing text ${key}`);
  return value;
};
const shotsDir = path.resolve(import.meta.dirname, 'screenshots');

/** A fresh trial account (demo money), its tokens stored as the app stores them. */
async function signIn(page: Page) {
  const answer = await page.request.post('/user/trial', { data: {}, headers: { LANGUAGE: 'en' } });
  const { data } = (await answer.json()) as { data: { token: string; jwt: string } };
  await page.addInitScript(
    ({ token, jwt }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('token_jwt', jwt);
      localStorage.setItem('language', 'en');
    },
    { token: data.token, jwt: data.jwt },
  );
}

/** Seconds shown by the countdown ("00:07" → 7), or 0 when the issue is not open. */
async function secondsToClose(page: Page): Promise<number> {
  if ((await page.locator('.game-clock__state--open').count()) === 0) return 0;
  const [m, sec] = ((await page.getByTestId('countdown').textContent()) ?? '0:0').split(':').map(Number);
  return (m ?? 0) * 60 + (sec ?? 0);
}

test('five-ball direct single: typed entries are parsed, counted and placed', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.goto('/pages/game/five_cents_game?game=ffc');
  // The 5-star direct single (ZX5_S) is on the 5-star tab.
  await page.locator('.game-plays').getByRole('tab', { name: '5-star', exact: true }).click();
  await page.getByRole('radio', { name: '5-star direct single', exact: true }).click();
  await expect(page.locator('.game-board')).toHaveAttribute('data-play', 'ZX5_S');

  const box = page.getByRole('textbox', { name: text('game.typed.label') });
  await box.fill('12345, 54321;12345 9');
  const summary = page.getByTestId('typed-summary');
  await expect(summary).toContainText('2 valid');
  await expect(summary).toContainText('1 duplicate removed');
  await expect(summary).toContainText('1 invalid');
  await expect(page.getByText('No. 4: 9')).toBeVisible();
  await expect(page.getByTestId('bet-count')).toHaveText('2 bets');
  await page.screenshot({ path: path.join(shotsDir, 'typed-entry-ffc.png') });

  await page.getByRole('button', { name: text('game.addToSlip'), exact: true }).click();
  await expect(page.locator('.game-stake__slip .adm-badge')).toHaveText('1');
  await expect
    .poll(() => secondsToClose(page), { timeout: 120_000, intervals: [250] })
    .toBeGreaterThanOrEqual(6);
  await page.locator('.game-stake__slip').click();
  await page
    .locator('.game-slip__foot')
    .getByRole('button', { name: text('game.placeBet') })
    .click();
  await page
    .locator('.adm-dialog')
    .getByRole('button', { name: text('game.placeBet') })
    .click();
  await expect(page.getByText(text('game.placed'))).toBeVisible();
});
