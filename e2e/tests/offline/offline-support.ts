import { expect, type BrowserContext, type Page } from '@playwright/test';
import { siteConfig, telHref } from '../../../shared/src/site-config/index';
import { wakeUp } from '../../support/wake';

/**
 * Opens a page and waits for the offline helper to be ready: the service worker is active (so
 * the offline essentials are kept) and it serves this page from now on. The rest of the site is
 * not kept on a first visit (docs/offline.md): see keepTuliaOnThisPhone.
 */
export async function visitAndKeepForOffline(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Waits until the worker has kept the page at `path` (stored as it loaded, or told by the page). */
export async function expectPageKept(page: Page, path: string): Promise<void> {
  await expect.poll(async () => (await keptAddresses(page))['tulia-pages'] ?? [], { message: `${path} kept`, timeout: 20_000 }).toContain(path);
}

/** The footer's control: the visitor asks to keep the rest of the site, and it says when it is done. */
export async function keepTuliaOnThisPhone(page: Page): Promise<void> {
  await wakeUp(page);
  const control = page.getByTestId('keep-on-phone');
  await control.getByRole('button', { name: /^Keep Tulia on this phone \(about \d+ KB\)$/ }).click();
  await expect(control.getByRole('status')).toHaveText(/^Tulia is kept on this phone/, { timeout: 60_000 });
}

/** Every address in the page's Cache Storage, by cache. */
export function keptAddresses(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      kept[name] = requests.map((request) => new URL(request.url).pathname);
    }
    return kept;
  });
}

/** Cuts the connection of the whole context: its pages and its service worker. */
export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/** The offline page, with the helpline, the emergency number and the crisis advice of the site configuration. */
export async function expectOfflinePage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page.getByRole('link', { name: `Call the 24/7 helpline: ${siteConfig.helplineDisplay}` })).toHaveAttribute(
    'href',
    telHref(siteConfig.helplineTel),
  );
  await expect(page.getByRole('link', { name: `Emergency services: ${siteConfig.emergencyNumber}` })).toHaveAttribute(
    'href',
    telHref(siteConfig.emergencyNumber),
  );
  await expect(page.getByText(siteConfig.crisisAdvice, { exact: true })).toBeVisible();
}

/** The helpline as every public page shows it in its navigation (a telephone link). */
export async function expectHelpline(page: Page): Promise<void> {
  await expect(
    page
      .locator(`a[href="${telHref(siteConfig.helplineTel)}"]`)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
}
