import { expect, test } from '@playwright/test';
import { takeRemoteDown } from '../../support/deployment';
import { recordRequests } from '../../support/federation';

test.describe.configure({ mode: 'serial' });

test('with mfe-assessment down, its routes show the boundary, the rest works, and Retry recovers', async ({ page }) => {
  const restore = takeRemoteDown('mfe-assessment');
  try {
    await page.goto('/assessment');
    const failure = page.getByTestId('remote-failure');
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('could not be loaded');
    await expect(failure.getByRole('link', { name: /1199|helpline/i })).toBeVisible();
    // Other routes still work, inside mfe-public's layout.
    await page.getByRole('link', { name: 'Our Story' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('remote-failure')).toBeVisible();
  } finally {
    restore();
  }
  // Files are back: Retry really loads again, without a page reload.
  const urls = recordRequests(page);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wellness Assessment' })).toBeVisible();
  await expect(page.getByTestId('remote-failure')).toHaveCount(0);
  expect(urls.some((url) => url.startsWith('/remotes/mfe-assessment/'))).toBe(true);
});

test('with mfe-public down, public routes render in the fallback layout that shows the helpline', async ({ page }) => {
  const restore = takeRemoteDown('mfe-public');
  try {
    await page.goto('/assessment');
    await expect(page.getByTestId('fallback-public-layout')).toBeVisible();
    await expect(page.getByTestId('fallback-helpline')).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wellness Assessment' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByTestId('fallback-helpline')).toBeVisible();
    await expect(page.getByTestId('remote-failure')).toBeVisible();
  } finally {
    restore();
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('remote-failure')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
