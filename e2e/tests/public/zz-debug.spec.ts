import { test } from '@playwright/test';
test.setTimeout(180_000);
for (const width of [390, 1280]) {
  test(`sections ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await page.waitForTimeout(800);
    for (let i = 0; i < 30; i += 1) {
      await page.evaluate(() => window.scrollBy(0, 600));
      await page.waitForTimeout(120);
    }
    await page.waitForTimeout(1000);
    for (const name of ['how-it-works', 'core-features', 'impact', 'testimonials', 'why', 'partners', 'faq']) {
      await page.locator(`[data-home-section="${name}"]`).screenshot({ path: `/tmp/sec-${name}-${width}.png` });
    }
    await page.getByRole('contentinfo').screenshot({ path: `/tmp/sec-footer-${width}.png` });
  });
}
