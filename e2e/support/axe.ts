import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for loading buttons and lists to settle and for running finite animations (dialogs
 * fading in, a Refresh button fading back from its loading state) to end, so that axe-core
 * measures colour contrast on the settled page rather than a half-transparent frame.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.querySelector('[data-loading], [aria-busy="true"]') === null, undefined, { timeout: 10_000 })
    .catch(() => undefined);
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** axe-core on the current page: no serious or critical violation (WCAG 2.1 A/AA rules). */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const summary = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''} ${n.html.slice(0, 160)}`)
        .slice(0, 5)
        .join(', ')}`,
  );
  expect(summary, 'serious or critical axe-core violations').toEqual([]);
}
