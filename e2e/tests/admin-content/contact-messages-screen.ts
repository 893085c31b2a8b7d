// The Contact Messages screen, as the suites that drive it read it.
import { expect, type Page } from '@playwright/test';

export type Figures = Record<'Total Messages' | 'Unread' | 'Replied' | 'Closed', number>;

/** The four statistics cards as shown. */
export async function figures(page: Page): Promise<Figures> {
  // includeHidden: the cards are read while a dialog makes the page behind it aria-hidden.
  return page.getByRole('region', { name: 'Message statistics', includeHidden: true }).evaluate((region) => {
    const pairs = Array.from(region.querySelectorAll('dl')).map((dl) => [
      dl.querySelector('dt')?.textContent ?? '',
      Number((dl.querySelector('[data-testid="stat-value"]')?.textContent ?? '').replace(/,/g, '')),
    ]);
    return Object.fromEntries(pairs) as Figures;
  });
}

/** Waits until the cards have loaded, and returns them. */
export async function loadedFigures(page: Page): Promise<Figures> {
  await expect.poll(async () => Object.values(await figures(page)).every(Number.isFinite)).toBe(true);
  return figures(page);
}

// New messages only ever add unread ones, so 'handled' (total minus unread), Replied and Closed
// change only through an administrator's actions: the suite that counts them runs alone
// (tests/after-site), since the site suite's other tests read, reply and close messages too.
export const handled = (f: Figures) => f['Total Messages'] - f.Unread;
export const counts = (f: Figures) => ({ handled: handled(f), replied: f.Replied, closed: f.Closed });

export async function openMessages(page: Page): Promise<void> {
  await page.goto('/admin/contact-messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
}

export const search = (page: Page, text: string) => page.getByLabel('Search messages by name, email or subject').fill(text);
export const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
export const actions = (page: Page, name: string) => page.getByRole('group', { name: `Actions for the message from ${name}` });
