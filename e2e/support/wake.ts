import { expect, type Page } from '@playwright/test';

/**
 * Public pages arrive as HTML; the app loads on the visitor's first sign of life. This moves the
 * pointer (as a visitor would) and waits until the page is hydrated, or rendered in the browser
 * instead (where the shell shows what failed).
 */
export async function wakeUp(page: Page): Promise<void> {
  if ((await page.locator('#root[data-prerendered]').count()) === 0) return;
  await page.mouse.move(3, 3);
  await page.mouse.move(6, 6);
  // Hydrated, or rendered in the browser because a part of the page could not be loaded.
  await expect(page.locator('#root[data-hydrated], #root[data-rendered]').first()).toBeAttached({ timeout: 30_000 });
}
