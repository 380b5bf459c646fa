// README "Fair draws": the public verifier recomputes a draw from a link, without logging in, and the
// long hex strings wrap instead of pushing the page sideways.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import { screenshot, text } from './support';

const shot = (page: Page, name: string, fullPage = true) => screenshot(page, name, fullPage);

// The K3 known-answer vector of packages/rules/src/draws/draw-vectors.json: result 1, 2, 3.
const vector = {
  game: 'k3',
  issue: '202611220001',
  seed: 'c1bb1b53f83504a60b0143c09496e8b38b0f9de7b43b1407e971a0e0215917b7',
  commitment: 'b3b1234b5ed9a366f5567dd39c54eb5c297d47b38e1c7a13cde348a461faeed5',
};
const link = `/pages/verify/verify?${new URLSearchParams(vector).toString()}`;

test.use({ locale: 'en-US' });

test('an anonymous visitor opens a verify link and sees the recomputed result and the match', async ({
  page,
}) => {
  await page.goto(link);
  // Public: no detour to login.
  await expect(page).toHaveURL(/\/pages\/verify\/verify\?/);
  await expect(page.getByText(text('page.verify'))).toBeVisible();

  const status = page.getByRole('status');
  await expect(status).toHaveText(text('verify.matches'));
  const balls = page.getByRole('list', { name: text('verify.drawResult') }).locator('.verify-ball');
  await expect(balls).toHaveText(['1', '2', '3']);
  await expect(page.locator('code', { hasText: vector.commitment })).toBeVisible();
  // The link's result is scrolled into view: what the visitor sees first on a 375x812 phone.
  await expect(status).toBeInViewport();
  await shot(page, 'verify-375-k3-match', false);
  await shot(page, 'verify-375-k3-match-full');

  // A wrong commitment typed into the form does not match.
  await page.getByRole('textbox', { name: text('verify.commitment') }).fill('0'.repeat(64));
  await page.getByRole('button', { name: text('verify.submit') }).click();
  await expect(status).toHaveText(text('verify.mismatch'));

  // At 320 px nothing scrolls sideways: the 64-character strings wrap.
  await page.setViewportSize({ width: 320, height: 700 });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(320);
  await shot(page, 'verify-320-k3-mismatch');
});

test('a Mark Six link shows six numbers and the special number', async ({ page }) => {
  const vectors = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../packages/rules/src/draws/draw-vectors.json'), 'utf8'),
  ) as { game: string; issue: string; seed: string; commitment: string; result: number[] }[];
  const lhc = vectors.find((v) => v.game === 'lhc');
  if (!lhc) throw new Error('no lhc vector');
  const { result, ...query } = lhc;
  await page.goto(`/pages/verify/verify?${new URLSearchParams(query).toString()}`);
  await expect(page.getByRole('status')).toHaveText(text('verify.matches'));
  const items = page.getByRole('list', { name: text('verify.drawResult') }).getByRole('listitem');
  await expect(items).toHaveCount(7);
  await expect(items.locator('.verify-ball')).toHaveText(result.map((n) => String(n).padStart(2, '0')));
  await expect(items.last()).toContainText(text('verify.special'));
  await shot(page, 'verify-375-lhc', false);
});
