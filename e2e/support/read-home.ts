import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolls down Home like a reader, to the bottom, until every section has loaded (a Home mounted
 * in the browser loads each section as the reader nears it).
 */
export async function scrollThroughHome(page: Page): Promise<void> {
  for (let step = 0; step < 60; step += 1) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      return atBottom && document.querySelector('[data-pending-section]') === null;
    });
    if (done) break;
    await page.waitForTimeout(120);
  }
  await expect(page.locator('[data-pending-section]')).toHaveCount(0);
}

/**
 * Scrolls an element to the middle of the screen, as a reader would, without Playwright's wait
 * for the element to hold still: sections above it still load and fade in while Home is read.
 */
export async function scrollToMiddle(target: Locator): Promise<void> {
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
}
