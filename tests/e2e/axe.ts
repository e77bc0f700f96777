import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules of WCAG 2.2 AA that axe can check (issue 23 item 15). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What fails the check: a serious or critical violation. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe over the whole page as it stands and returns one line per serious or critical
 * violation on an element: where (`scene`), the rule, the element and axe's summary of the fix.
 */
export async function axeViolations(page: Page, scene: string): Promise<string[]> {
  await animationsSettled(page);
  // Only violations are read: axe then skips gathering the nodes of passes and inapplicable rules.
  // (options() replaces what came before it, so it goes before withTags.)
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_AA_TAGS)
    .analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${scene} · ${violation.id} (${violation.impact}) · ${node.target.join(' ')} · ${(node.failureSummary ?? violation.help).replace(/\s+/g, ' ')}`,
      ),
    );
}

/**
 * Waits for every finite CSS animation and transition on the page to end. A fade-in caught
 * half-way (the primary colour at 83% opacity) reads as too little contrast; the user sees the
 * settled colours. Endless ones (spinners) are left running.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
