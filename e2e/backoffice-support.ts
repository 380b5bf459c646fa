// The back office's browser test (backoffice.spec.ts): its player, TOTP codes, table rows, and the
// checks run on every screen (layout, loading finished, axe).
import path from 'node:path';

import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import { generateSync } from 'otplib';

import { call } from './api';
import { seriousAxeFindings } from './axe';
import { type Tokens, registerPlayer, storeSession } from './support';

const shotsDir = path.resolve(import.meta.dirname, '../test-results/backoffice');
export const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shotsDir, `${name}.png`) });

export const fundPassword = '135790';

/** A registered player with a fund password and a bank card (everything through the player API). */
export async function player(request: APIRequestContext) {
  const { account, token, jwt } = await registerPlayer(request, 'bo', fundPassword);
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
  return { account, token, jwt, cardId: card.id, balance };
}

/** The next TOTP code: a code is never accepted twice for one 30 s step, so later steps take the next. */
export const nextCode = (secret: string, stepsAhead = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

export const rowOf = (page: Page, text: string): Locator => page.locator('tr', { hasText: text });

export async function confirmPopover(page: Page) {
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
}

/**
 * What a screenshot would show broken: the page or the content column scrolling sideways, or a table
 * cell or button running past its table's edge where nothing scrolls (cut off, unreachable).
 */
export async function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    const content = document.querySelector('.ant-layout-content');
    if (content && content.scrollWidth > content.clientWidth) {
      problems.push(`content ${content.scrollWidth} > ${content.clientWidth}`);
    }
    const scrollsBetween = (element: Element, limit: Element) => {
      for (let node = element.parentElement; node && node !== limit; node = node.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(node).overflowX)) return true;
      }
      return false;
    };
    for (const table of Array.from(document.querySelectorAll('.ant-table-wrapper'))) {
      const edge = table.getBoundingClientRect().right;
      for (const cell of Array.from(table.querySelectorAll('th, td, button'))) {
        if (cell.getBoundingClientRect().right > edge + 1 && !scrollsBetween(cell, table)) {
          problems.push(`cut off: ${cell.tagName} "${(cell.textContent ?? '').slice(0, 30)}"`);
        }
      }
    }
    return problems.map((problem) => `${location.pathname}: ${problem}`);
  });
}

/** Waits until no table or card is still loading, so a screenshot shows the data. */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  // .ant-spin-blur lingers while a finished table fades back in: a screenshot then looks greyed out.
  await expect(page.locator('.ant-spin-spinning, .ant-spin-blur, .ant-skeleton-active')).toHaveCount(0);
}

/** The page's critical and serious WCAG findings, one line each, naming the page. */
export async function axeFindings(page: Page) {
  return (await seriousAxeFindings(page, { bestPractice: false })).map(
    (finding) => `${page.url()} ${finding.rule}: ${finding.targets.join(', ')}`,
  );
}

/** The player's own phone: a second browser context at 375x812, signed in through stored tokens. */
export async function playerPhone(browser: Browser, baseURL: string | undefined, tokens: Tokens) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'en-US',
  });
  await storeSession(context, tokens);
  return context;
}
