import { expect, test } from '@playwright/test';
import { signIn } from '../../support/admin';
import { recordRequests } from '../../support/federation';
import { wakeUp } from '../../support/wake';

// The admin resource layer (TanStack Query, react-hook-form) is the shared module
// `@tulia/shared/admin`; the federation build writes it as `assets/admin-<hash>.js`.
const resourceLayer = /\/assets\/admin-[\w-]+\.js$/;

test('a public page never downloads the admin resource layer; the admin area does', async ({ page }) => {
  const urls = recordRequests(page);
  await page.goto('/');
  await wakeUp(page);
  // Move around the public site as a visitor would, then let every download finish.
  await page.getByRole('link', { name: 'Our Story' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(
    urls.filter((url) => resourceLayer.test(url)),
    'public pages downloaded the resource layer',
  ).toEqual([]);

  await signIn(page);
  await expect(page.getByTestId('overview-stats')).toBeVisible();
  expect(urls.filter((url) => resourceLayer.test(url)).length, 'the admin area downloads the resource layer').toBeGreaterThan(0);
});

test('the offline helper does not keep the admin resource layer for a public visitor', async ({ request }) => {
  const worker = await (await request.get('/sw.js')).text();
  expect(worker).toContain('/assets/');
  expect(worker).not.toMatch(/\/assets\/admin-[\w-]+\.js/);
});
