// The layout: base width 375, maximum 960; nothing may scroll sideways at 320 px or 960 px.
import { expect, type Page, test } from '@playwright/test';

const publicPages = [
  '/pages/account_info/login',
  '/pages/account_info/register',
  '/pages/customer_service/customer_service',
];
const privatePages = [
  '/',
  '/pages/hall/hall',
  '/pages/mine/mine',
  '/pages/mine/setup',
  '/pages/personal_center/personal_center',
  '/pages/betting_record/index',
];

/**
 * Polled until it holds (the assertions' timeout): on a saturated machine a page measured 500 ms after its content showed
 * once had no frame yet (Infinity). A layout that really overflows fails every poll.
 */
async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  const measure = () =>
    page.evaluate(() => {
      const frame = document.querySelector('.app-page');
      return {
        scrollWidth: document.documentElement.scrollWidth,
        contentWidth: frame?.getBoundingClientRect().width ?? Number.POSITIVE_INFINITY,
      };
    });
  await expect
    .poll(async () => {
      const { scrollWidth, contentWidth } = await measure();
      return scrollWidth <= width && contentWidth <= 960
        ? 'fits'
        : JSON.stringify({ scrollWidth, contentWidth });
    })
    .toBe('fits');
}

for (const width of [320, 960]) {
  test(`no page scrolls sideways at ${width} px, and content stays within 960 px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of publicPages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The network can be idle before React has rendered the page (a busy machine): wait for its frame.
      await expect(page.locator('.app-page')).toBeVisible();
      await expectNoSidewaysScroll(page, width);
    }
    // A trial account reaches the guarded pages.
    const trial = await page.request.post('/user/trial', { data: {} });
    const { data } = (await trial.json()) as { data: { token: string; jwt: string } };
    await page.evaluate(({ token, jwt }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('token_jwt', jwt);
    }, data);
    for (const path of privatePages) {
      await page.goto(path);
      // Not 'networkidle': home keeps the /game/events stream open, so the network never goes idle.
      await page.waitForLoadState('load');
      await expect(page.locator('.app-page__content')).toBeVisible();
      await page.waitForTimeout(500);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      await expectNoSidewaysScroll(page, width);
      await page.screenshot({ path: `e2e/screenshots/w${width}${path.replace(/\//g, '_')}.png` });
    }
  });
}

test('the nav bar stays at the top while a long page scrolls', async ({ page }) => {
  await page.goto(
    '/pages/verify/verify?game=lhc&issue=202611220001&seed=b44c92170a77085f6d03efa38c57a2838a977c1481d87087d3ea550a07205478',
  );
  const navBar = page.locator('.app-nav-bar').first();
  await expect(navBar).toBeVisible();
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  expect((await navBar.boundingBox())?.y).toBe(0);
});
