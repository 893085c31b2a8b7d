import { expect, test } from '@playwright/test';
import { sidebarLink, signIn } from '../support/admin';
import { countReactRenderers, loadedFromOwner, reactRendererCount, recordRequests, remoteRoutes, sharedInstanceCounts } from '../support/federation';

const adminRemoteRoutes = remoteRoutes.filter((route) => route.area === 'admin');

test.describe('admin routes', () => {
  test('every admin route renders its page from its owner, inside the admin shell, with one react-dom and one shared store', async ({ page }) => {
    await countReactRenderers(page);
    const urls = recordRequests(page);
    await signIn(page);
    for (const route of adminRemoteRoutes) {
      await sidebarLink(page, route.title).click();
      await expect(page).toHaveURL(new RegExp(`${route.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
      await expect(page.getByTestId('admin-header-title')).toHaveText(route.title);
      await expect(page.getByTestId('remote-failure')).toHaveCount(0);
      expect(loadedFromOwner(urls, route), `downloaded ${route.module} from /remotes/${route.owner}/`).toBe(true);
    }
    expect(await reactRendererCount(page)).toBe(1);
    expect(await sharedInstanceCounts(page)).toEqual({ 'api-client': 1, auth: 1, toast: 1 });
    expect(urls.filter((url) => url.startsWith('/remotes/') && url.includes('__prebuild__'))).toEqual([]);
    const scripts = urls.filter((url) => url.endsWith('.js'));
    expect(scripts.length).toBe(new Set(scripts).size);
  });

  test('on a phone the sidebar is a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Resources' }).click();
    await expect(page).toHaveURL(/\/admin\/resources$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    await expect(drawer).toBeHidden();
  });
});
