// WCAG 2.2 AA (ADR 020) on every route of the app, at 375x812, logged out and logged in.
// The sweep iterates the app's own route table (apps/web/src/config/paths.ts), so every screen added
// later is swept without touching this file. It fails on any critical or serious axe violation.
import { expect, type Page, test } from '@playwright/test';

import { paths } from '../apps/web/src/config/paths';
import { type AxeFinding, seriousAxeFindings } from './axe';

/** Pages that take a game in the query string are swept with one (the app links them so). */
const queryOf: Partial<Record<string, string>> = {
  [paths.k3Game]: '?game=k3',
  [paths.fiveBallGame]: '?game=ffc',
  [paths.pk10Game]: '?game=pk10',
  [paths.markSixGame]: '?game=lhc',
  [paths.drawHistory]: '?game=k3',
  [paths.gameRules]: '?game=k3',
};

const routes = [...new Set(Object.values(paths))].map((path) => path + (queryOf[path] ?? ''));

interface Finding extends AxeFinding {
  route: string;
}

// axe judges colours as painted: a result still fading in (the 0.3 s roll) reads as low contrast.
// With reduced motion the app shows every end state at once (styles.css), so the sweep sees what a
// reader sees once the screen is still.
test.use({ reducedMotion: 'reduce' });
// The two sweeps share nothing (the logged-in one uses its own trial account).
test.describe.configure({ mode: 'parallel' });

/**
 * The route's serious findings; none when the app sent it on to a screen this sweep has already seen
 * (`seen`: the screens' paths), as the guard sends every private route to login when logged out.
 */
async function seriousViolations(page: Page, route: string, seen: Set<string>): Promise<Finding[]> {
  await page.goto(route);
  // Not 'networkidle': home and the game screens keep the /game/events stream open.
  await page.waitForLoadState('load');
  // Lazy screens show a blank frame for up to 200 ms: sweep the screen itself, with its title.
  await expect(page.locator('h1').first()).toBeVisible();
  const shown = new URL(page.url()).pathname;
  const redirected = shown !== new URL(route, page.url()).pathname;
  if (redirected && seen.has(shown)) return [];
  seen.add(shown);
  await page.waitForTimeout(400);
  await expect(page.locator('h1').first()).toBeVisible();
  // The game screens keep their stake bar stuck to the bottom while the board scrolls under it, so
  // whichever row of boxes is passing under the bar is partly covered (axe: target-size). Swept at
  // the end of the board, where the bar covers nothing: what a player sees once scrolled to a row.
  await page.evaluate(() => {
    if (document.querySelector('.game-stake')) window.scrollTo(0, document.documentElement.scrollHeight);
  });
  // WCAG 2.5.3 (label in name) is an experimental axe rule: swept here, where it found the clock's link.
  const findings = await seriousAxeFindings(page, { experimental: ['label-content-name-mismatch'] });
  return findings.map((finding) => ({ route, ...finding }));
}

// axe's analysis is CPU-bound, and in CI the browser tests share the two cores with the static checks
// and the unit run (ADR 117): a sweep took 4.9 min at load 15 (docs/performance.md).
const sweepTimeoutMs = 600_000;

async function sweep(page: Page): Promise<Finding[]> {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const route of routes) findings.push(...(await seriousViolations(page, route, seen)));
  // Logged out, the private routes all show login: one sweep of it, not thirty (alone: 19 s, not 57 s).
  expect(seen.size).toBeGreaterThan(1);
  return findings;
}

test('no critical or serious axe violation on any route, logged out', async ({ page }) => {
  test.setTimeout(sweepTimeoutMs);
  expect(await sweep(page)).toEqual([]);
});

test('no critical or serious axe violation on any route, logged in', async ({ page }) => {
  test.setTimeout(sweepTimeoutMs);
  await page.goto(paths.login);
  const trial = await page.request.post('/user/trial', { data: {} });
  const { data } = (await trial.json()) as { data: { token: string; jwt: string } };
  await page.evaluate(({ token, jwt }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('token_jwt', jwt);
  }, data);
  expect(await sweep(page)).toEqual([]);
});

// The responsible-play editors and prompts (ADR 123) are not routes of their own: each is opened on its
// page (settings, any page for the prompts) and swept there. The reality check and the new-terms prompt
// are made due by answering their reads in the browser (the server's timing is e2e/responsible-play).
test('no critical or serious axe violation in the responsible-play editors and prompts', async ({ page }) => {
  test.setTimeout(sweepTimeoutMs);
  await page.goto(paths.login);
  const trial = await page.request.post('/user/trial', { data: {} });
  const { data } = (await trial.json()) as { data: { token: string; jwt: string } };
  await page.evaluate(({ token, jwt }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('token_jwt', jwt);
    localStorage.setItem('language', 'en');
  }, data);
  const findings: Finding[] = [];
  const sweepNow = async (route: string) => {
    await page.waitForTimeout(400);
    const found = await seriousAxeFindings(page, { experimental: ['label-content-name-mismatch'] });
    findings.push(...found.map((finding) => ({ route, ...finding })));
  };
  const editor = page.locator('.adm-popup-body');
  // A row's title and its description share one element: match the text it starts with.
  const openRow = (title: string) =>
    page
      .locator('.adm-list-item-content-main')
      .filter({ hasText: new RegExp(`^${title}`) })
      .first()
      .click();

  await page.goto(paths.setup);
  for (const [row, name] of [
    ['Per week', 'limit editor'],
    ['Reality check', 'reality-check editor'],
    ['Take a break', 'break editor'],
    ['Close my account', 'closure editor'],
  ] as const) {
    await openRow(row);
    await expect(editor).toBeVisible();
    await sweepNow(`settings: ${name}`);
    await page
      .locator('.adm-mask')
      .last()
      .click({ position: { x: 10, y: 10 } });
    await expect(editor).toBeHidden();
  }
  await openRow('Self-exclusion');
  await page.getByRole('button', { name: 'Exclude me' }).click();
  await expect(page.locator('.adm-dialog-body')).toBeVisible();
  await sweepNow('settings: exclusion confirmation');
  await page.locator('.adm-dialog').getByRole('button', { name: 'Cancel' }).click();

  await page.route('**/user/realityCheck', (route) =>
    route.fulfill({
      json: {
        code: 0,
        msg: '',
        data: {
          sessionStartedAt: '2026-11-27T09:00:00+07:00',
          minutesPlayed: 75,
          stakes: 12000,
          payouts: 4550,
          net: -7450,
          intervalMinutes: 15,
          dueAt: '2026-11-27T10:15:00+07:00',
          due: true,
        },
      },
    }),
  );
  await page.goto(paths.home);
  await expect(page.locator('.adm-dialog-body', { hasText: 'Reality check' })).toBeVisible();
  await sweepNow('reality check');
  await page.unroute('**/user/realityCheck');

  await page.route('**/user/getUserInfo', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: { terms: object } };
    body.data.terms = { version: '2025-01-01', acceptedAt: null, current: '2026-11-01', mustAccept: true };
    await route.fulfill({ response: answer, json: body });
  });
  await page.goto(paths.mine);
  await expect(page.locator('.adm-dialog-body', { hasText: 'New terms of use' })).toBeVisible();
  await sweepNow('new terms prompt');
  expect(findings).toEqual([]);
});

// ADR 107: the strict Content-Security-Policy breaks nothing the pages do. The
// browser reports each blocked script, style or connection as a securitypolicyviolation event and a
// console error; either fails the test.
for (const route of ['/', '/backoffice/']) {
  test(`no CSP violation or console error on ${route}`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('response', (answer) => {
      if (answer.status() >= 400) problems.push(`HTTP ${answer.status()}: ${answer.url()}`);
    });
    await page.exposeFunction('reportCspViolation', (text: string) => problems.push(`CSP: ${text}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation: (text: string) => void })
          .reportCspViolation;
        report(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    const response = await page.goto(route);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.waitForLoadState('load');
    await expect(page.locator(route === '/' ? 'h1' : '#root *').first()).toBeVisible();
    await page.waitForTimeout(1000);
    expect(problems).toEqual([]);
  });
}
