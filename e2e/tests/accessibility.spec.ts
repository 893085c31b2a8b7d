import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { routeTable } from '../support/federation';

// Every route that renders without signing in; the admin screens are checked by their own suites.
const openRoutes = routeTable.filter((route) => route.area !== 'admin' && route.path !== '/assessment-results');

test.describe('accessibility', () => {
  for (const route of openRoutes) {
    test(`axe-core finds no serious or critical violation on ${route.path}`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('axe-core finds no serious or critical violation on the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
