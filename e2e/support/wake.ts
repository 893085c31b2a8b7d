import { expect, type Page } from '@playwright/test';

/**
 * Public pages arrive as HTML; the app loads on the visitor's first sign of life. This moves the
 * pointer (as a visitor would) and waits until the page is hydrated, or the shell shows a failure.
 */
export async function wakeUp(page: Page): Promise<void> {
  if ((await page.locator('#root[data-prerendered]').count()) === 0) return;
  await page.mouse.move(3, 3);
  await page.mouse.move(6, 6);
  await expect(page.locator('#root[data-hydrated], [data-testid="remote-failure"]').first()).toBeAttached({ timeout: 30_000 });
}
