// The check the sweeps rely on (e2e/axe.ts) reports what it looks for: a page with known violations
// fails it, by rule and element, and a page with a frame is refused (legacy mode may not reach it).
import { expect, test } from '@playwright/test';

import { seriousAxeFindings } from './axe';

const flawed = `<!doctype html><html lang="en"><head><title>flawed</title></head><body><main>
  <h1>Flawed</h1>
  <button id="nameless"></button>
  <img id="no-alt" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <p id="faint" style="color:#aaa;background:#fff">faint text</p>
</main></body></html>`;

test('the axe check reports each serious violation with its element and colours', async ({ page }) => {
  await page.setContent(flawed);
  const findings = await seriousAxeFindings(page);
  expect(findings.map((finding) => [finding.rule, finding.targets])).toEqual([
    ['button-name', ['#nameless']],
    ['color-contrast', ['#faint #aaaaaa on #ffffff (2.32)']],
    ['image-alt', ['#no-alt']],
  ]);
});

test('the axe check refuses a page with a frame, which it may not reach', async ({ page }) => {
  await page.setContent(
    `${flawed.replace('</main>', '<iframe title="inner" srcdoc="<p>x</p>"></iframe></main>')}`,
  );
  await expect(seriousAxeFindings(page)).rejects.toThrow(/legacy mode may skip frames/);
});
