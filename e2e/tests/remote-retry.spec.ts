import { expect, test, type Page, type Route } from '@playwright/test';
import { signIn } from '../support/admin';

// A remote whose manifest or entry fails once (a moment's network trouble) is loaded again by the
// shell before it shows its failure message: the visitor sees the page, never the message.

const PAGE = '/admin/contact-messages';

// Requests a service worker answered would not pass through page.route.
test.use({ serviceWorkers: 'block' });

/** Remembers whether the shell's failure message was ever in the page, however briefly. */
async function watchForFailureMessage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const flags = window as unknown as Record<string, boolean>;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="remote-failure"]')) flags.__sawRemoteFailure = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Holds the first request for mfe-admin-content's `file` made by the page under test (requests of
 * the previous page are let through) until the test aborts it, and counts them all. Held, so that
 * the abort reaches the load the page itself waits for: a failed early preload alone is recovered
 * by the page's own load, retry or not.
 */
async function holdFirst(page: Page, file: string): Promise<{ first: Promise<Route>; requests: () => number }> {
  let requests = 0;
  let claimed = false;
  let hold: (route: Route) => void = () => undefined;
  const first = new Promise<Route>((resolve) => {
    hold = resolve;
  });
  await page.route(`**/remotes/mfe-admin-content/**/${file}`, async (route) => {
    requests += 1;
    if (!claimed && new URL(route.request().frame().url()).pathname === PAGE) {
      claimed = true;
      hold(route);
      return;
    }
    await route.fallback();
  });
  return { first, requests: () => requests };
}

for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
  test(`Contact Messages shows when its remote's ${file} fails once`, async ({ page }) => {
    await watchForFailureMessage(page);
    await signIn(page);
    const held = await holdFirst(page, file);

    await page.goto(PAGE, { waitUntil: 'commit' });
    const first = await held.first;
    // The page waits for its code (its loading placeholder is shown); then the request fails.
    await expect(page.getByText('Loading Contact Messages', { exact: true })).toBeAttached();
    await first.abort('failed');

    await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
    await expect(page.getByTestId('remote-failure')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as Record<string, boolean>).__sawRemoteFailure ?? false)).toBe(false);
    expect(held.requests(), `${file} requested again after the failure`).toBeGreaterThanOrEqual(2);
  });
}
