// Typed entry (单式, ADR 040) against the real server: a five-ball direct single typed as
// "12345, 54321;12345 9" shows 2 valid entries, 1 duplicate removed and 1 invalid entry (by position),
// goes on the slip as 2 bets and the order is accepted. Screenshot at 375×812 in e2e/screenshots.
import { expect, test } from '@playwright/test';

import { placeSlip, screenshot, signInAsTrial, text, waitForOpenIssue } from './support';

test('five-ball direct single: typed entries are parsed, counted and placed', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsTrial(page);
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
  await screenshot(page, 'typed-entry-ffc');

  await page.getByRole('button', { name: text('game.addToSlip'), exact: true }).click();
  await expect(page.locator('.game-stake__slip .adm-badge')).toHaveText('1');
  await waitForOpenIssue(page, 6);
  await placeSlip(page);
});
