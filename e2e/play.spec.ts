// The play screens (ADR 050), against the real server (draws and betting): for each family select through the
// UI, put two plays on the slip, confirm, watch the countdown reach the draw, see the result arrive and
// the bets settle with the balance toast; the betting record shows them and the detail modal the payout.
// A chase of 3 issues with stop-on-win runs to its end. Needs FAIRDRAW_TIME_SCALE so that draws come
// quickly, but slowly enough for a person-paced UI flow: 4 gives K3 a 15 s issue (3.75 s after close)
// and Mark Six 75 s. Run `FAIRDRAW_TIME_SCALE=4 node scripts/run-e2e.mjs` or, with a built app,
// `FAIRDRAW_TIME_SCALE=4 npx playwright test -c e2e/playwright.config.ts play.spec.ts` (Playwright's
// webServer inherits the environment, so the server gets the variable).
import { expect, type Page, test } from '@playwright/test';

import { placeSlip, screenshot as shot, signInAsTrial, text, waitForOpenIssue } from './support';

test.skip(!process.env.FAIRDRAW_TIME_SCALE, 'needs FAIRDRAW_TIME_SCALE so that draws come within the test');
test.setTimeout(600_000);
// Each test plays with its own trial account: they wait for their draws side by side.
test.describe.configure({ mode: 'parallel' });

const families = [
  { family: 'k3', url: '/pages/game/fast_three_game?game=k3' },
  { family: 'fiveball', url: '/pages/game/five_cents_game?game=ffc' },
  { family: 'racing', url: '/pages/game/pk10_game?game=pk10' },
  { family: 'marksix', url: '/pages/game/mark_six_game?game=lhc' },
];

/** The issue the clock shows, e.g. "202611230601". */
async function currentIssue(page: Page): Promise<string> {
  const label = await page.locator('.game-clock__label').textContent();
  const issue = /\d{12}/.exec(label ?? '')?.[0];
  if (!issue) throw new Error(`no issue in "${label}"`);
  return issue;
}

async function addTwoPlays(page: Page) {
  // Play 1: the first play of the first tab, its first box picked by hand.
  await page.locator('.game-board .game-box').first().click();
  await expect(page.getByTestId('bet-count')).not.toHaveText('0 bets');
  await page.getByRole('button', { name: text('game.addToSlip'), exact: true }).click();
  // Play 2: the second tab, one machine pick.
  await page.locator('.game-plays').getByRole('tab').nth(1).click();
  await page.getByRole('button', { name: '1 random' }).click();
  await expect(page.locator('.game-stake__slip .adm-badge')).toHaveText('2');
}

for (const { family, url } of families) {
  test(`${family}: two plays, the draw, the settlement and the betting record`, async ({ page }) => {
    await signInAsTrial(page);
    await page.goto(url);
    await waitForOpenIssue(page);
    await addTwoPlays(page);
    const issue = await currentIssue(page);
    await shot(page, `play-${family}-board`);
    await placeSlip(page);

    // The countdown reaches the close, then the draw; the result of our issue arrives without a reload.
    await expect(page.getByTestId('countdown')).toContainText(text('game.closedDrawing'), {
      timeout: 300_000,
    });
    await expect(page.getByRole('link', { name: `Result of issue ${issue}` })).toBeVisible({
      timeout: 300_000,
    });
    await expect(page.getByText(/^Bets settled: payout [\d.]+, balance [\d.]+$/)).toBeVisible({
      timeout: 60_000,
    });
    await shot(page, `play-${family}-settled`);

    // The betting record lists both bets of the issue as drawn, and the detail shows the payout.
    await page.goto('/pages/betting_record/index');
    const rows = page.locator('.record-row', { hasText: issue });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: text('record.status.pending') })).toHaveCount(0);
    const firstRow = rows.first();
    const won = (await firstRow.textContent())?.includes(text('record.status.won')) ?? false;
    await firstRow.click();
    const detail = page.locator('.record-detail');
    await expect(detail.getByText(text('record.detail'))).toBeVisible();
    const payout = detail.locator('.record-detail__item', { hasText: text('record.payout') }).locator('dd');
    if (won) await expect(payout).not.toHaveText('0.00');
    else await expect(payout).toHaveText(/^0\.00$|^\d+\.\d{2}$/);
    await shot(page, `play-${family}-record`);
  });
}

test('a chase of 3 issues with stop-on-win runs to its end', async ({ page }) => {
  await signInAsTrial(page);
  await page.goto('/pages/game/fast_three_game?game=k3');
  await waitForOpenIssue(page);
  await addTwoPlays(page);
  await placeSlip(page, { issues: 3 });
  await page.goto('/pages/betting_record/index');
  await page.getByRole('tab', { name: text('record.chases') }).click();
  const chase = page.locator('.record-row').first();
  await expect(chase).toContainText(text('record.chaseStatus.running'));
  // Three K3 issues (or fewer after a win) pass; reload the list until the chase has ended.
  await expect(async () => {
    await page.reload();
    await page.getByRole('tab', { name: text('record.chases') }).click();
    await expect(page.locator('.record-row').first()).toContainText(text('record.chaseStatus.finished'), {
      timeout: 10_000,
    });
  }).toPass({ timeout: 400_000, intervals: [5_000] });
  await shot(page, 'play-chase-finished');
});
