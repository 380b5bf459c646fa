import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** One critical or serious axe violation, with the elements it was found on. */
export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * The critical and serious WCAG 2.2 AA violations on the page as it is now. `bestPractice` adds
 * axe's best-practice rules (the player app keeps to them; the back office's antd tables do not).
 */
export async function seriousAxeFindings(
  page: Page,
  { bestPractice = true, experimental = [] as string[] } = {},
): Promise<AxeFinding[]> {
  const tags = [
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    ...(bestPractice ? ['best-practice'] : []),
  ];
  // axe leaves its experimental rules out of any tag selection; `experimental` turns named ones on
  // (options first: AxeBuilder.options replaces what withTags set).
  const rules = Object.fromEntries(experimental.map((rule) => [rule, { enabled: true }]));
  // Legacy mode runs axe.run in the page itself. The default (runPartial) finishes every run in a new
  // blank page, a renderer of its own: ≈ 0.7 CPU-s and 1 s more per call on a slow CI machine, over
  // ≈ 100 calls a run (docs/performance.md). Legacy mode only reaches frames it can message as the
  // same origin (not a srcdoc or cross-origin frame). Neither app has frames; one added fails here.
  const frames = page.frames().filter((frame) => frame !== page.mainFrame());
  if (frames.length > 0) {
    throw new Error(`axe's legacy mode may skip frames: ${frames.map((frame) => frame.url()).join(', ')}`);
  }
  // Only violations are read: axe then builds selectors and snippets for one node of each pass, not
  // all of them (its `resultTypes`), and sends back ≈ 50 KB, not 0.3–0.6 MB: a call on a game screen
  // took 0.4–0.6 s instead of 0.6–1.0 s on an idle machine (docs/performance.md).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ rules, resultTypes: ['violations'] })
    .withTags(tags)
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 8).map((node) => {
        // Colour findings say which colours failed, so the report alone shows what to fix.
        const data = node.any[0]?.data as {
          fgColor?: string;
          bgColor?: string;
          contrastRatio?: number;
        } | null;
        const colours = data?.fgColor ? ` ${data.fgColor} on ${data.bgColor} (${data.contrastRatio})` : '';
        return node.target.join(' ') + colours;
      }),
    }));
}
