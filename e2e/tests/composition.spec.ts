import { expect, test } from '@playwright/test';
import { signIn } from '../support/admin';
import { wakeUp } from '../support/wake';
import { countReactRenderers, loadedFromOwner, reactRendererCount, recordRequests, remoteRoutes, sharedInstanceCounts } from '../support/federation';

test.describe('composition at run time', () => {
  for (const route of remoteRoutes.filter((r) => r.area === 'public')) {
    test(`${route.path} renders ${route.module} from ${route.owner}`, async ({ page }) => {
      const urls = recordRequests(page);
      await page.goto(route.path);
      // A page that lands elsewhere opened directly (the results, whose result lives in the tab's
      // memory only) moves on by its HTML, before any app: the page landed on is what loads.
      const landing = route.landsOn ? remoteRoutes.find((other) => other.path === route.landsOn) : route;
      if (!landing) throw new Error(`${route.path} lands on ${route.landsOn}, which no remote owns`);
      await expect(page).toHaveURL(new RegExp(`${landing.path}$`));
      // The page arrives as HTML; the app loads on the visitor's first sign of life.
      await wakeUp(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('remote-failure')).toHaveCount(0);
      expect(loadedFromOwner(urls, landing), `downloaded ${landing.module} from /remotes/${landing.owner}/`).toBe(true);
      // The public branch sits in mfe-public's layout with mfe-assessment's chat widget.
      await expect(page.getByTestId('public-layout')).toBeVisible();
      await expect(page.getByTestId('chat-widget')).toBeVisible();
    });
  }

  test('the shell itself has no remote address; it reads remotes.json', async ({ page }) => {
    const urls = recordRequests(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await wakeUp(page);
    expect(urls).toContain('/remotes.json');
  });

  test('an unknown path shows the 404 page; one under /admin is said inside the admin shell, titled Dashboard', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.goto('/admin/no-such-screen');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await signIn(page);
    await page.goto('/admin/no-such-screen');
    const message = page.getByTestId('admin-not-found');
    await expect(message.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByTestId('admin-header-title')).toHaveText('Dashboard');
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await message.getByRole('link', { name: 'Go to the Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('react-dom and each stateful shared module are loaded exactly once', async ({ page }) => {
    await countReactRenderers(page);
    const urls = recordRequests(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await wakeUp(page);
    // Navigate client-side through pages of two remotes, then to the admin sign-in screen.
    await page.getByRole('link', { name: 'Take Assessment' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Wellness Assessment' })).toBeVisible();
    await page.getByRole('link', { name: 'Our Story' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
    expect(await reactRendererCount(page)).toBe(1);
    expect(await sharedInstanceCounts(page)).toEqual({ 'api-client': 1, auth: 1, toast: 1 });
    // No remote downloaded its own fallback copy of a shared library.
    expect(urls.filter((url) => url.startsWith('/remotes/') && url.includes('__prebuild__'))).toEqual([]);
    // Every file was downloaded once.
    const scripts = urls.filter((url) => url.endsWith('.js'));
    expect(scripts.length).toBe(new Set(scripts).size);
  });
});
