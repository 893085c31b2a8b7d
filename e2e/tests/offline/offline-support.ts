import { expect, type BrowserContext, type Page } from '@playwright/test';
import { siteConfig, telHref } from '../../../shared/src/site-config/index';

/**
 * Opens a page and waits for the offline helper to be ready: the service worker is active (so
 * its install-time keeping is done: the offline page, and unless the visitor asked for less
 * data the public pages and their code) and it serves this page from now on.
 */
export async function visitAndKeepForOffline(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
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
  await expect(page.locator(`a[href="${telHref(siteConfig.helplineTel)}"]`).filter({ visible: true }).first()).toBeVisible();
}
