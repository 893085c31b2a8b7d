import { expect, test, type Page } from '@playwright/test';
import { sidebarLink, signIn } from '../../support/admin';
import { takeRemoteDown } from '../../support/deployment';
import { landingOf, recordRequests, remoteRoutes, routeOwners, type RemoteRoute } from '../../support/federation';
import { wakeUp } from '../../support/wake';
import { helplineWords } from '../../../shared/src/site-config/index';

test.describe.configure({ mode: 'serial' });

// Every remote of the route table is taken down in turn (its published folder disappears, as if
// its host were down): its routes show the boundary, the other owners' routes still work, the
// helpline stays on every public page, and Retry recovers once the files are back.

const CALM_TEXT = 'This part of the site could not be loaded. Please check your connection and try again in a moment.';

/** The page's main heading once the route has rendered (Home's is its hero headline). */
const pageHeading = (page: Page, route: RemoteRoute) =>
  route.path === '/' ? page.getByRole('heading', { level: 1 }) : page.getByRole('heading', { level: 1, name: route.title, exact: true });

/** The helpline is on every public page: in mfe-public's navigation, or in the shell's fallback layout when mfe-public is down. */
async function expectHelpline(page: Page): Promise<void> {
  const helpline = page.getByRole('link', { name: /24\/7 Helpline/ }).first();
  await expect(helpline).toBeVisible();
  await expect(helpline).toHaveAttribute('href', /^tel:/);
}

async function expectBoundary(page: Page, route: RemoteRoute): Promise<void> {
  const failure = page.getByTestId('remote-failure');
  await expect(failure).toBeVisible();
  await expect(failure).toHaveAttribute('data-remote-owner', route.owner);
  await expect(failure.getByRole('heading', { name: `${route.title} is not available right now` })).toBeVisible();
  await expect(failure.getByText(CALM_TEXT, { exact: true })).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
  if (route.area === 'public') {
    // The boundary itself names the helpline as a telephone link.
    await expect(failure).toContainText(`call ${helplineWords.phrase} on`);
    await expect(failure.locator('a[href^="tel:"]')).toBeVisible();
    await expectHelpline(page);
  } else {
    // The admin shell stays around it.
    await expect(page.getByTestId('admin-header-title')).toHaveText(route.title);
    await expect(page.getByTestId('admin-sidebar').first()).toBeVisible();
  }
}

async function expectWorks(page: Page, route: RemoteRoute): Promise<void> {
  if (route.path === '/assessment-results') {
    // Without the assessment's navigation state the results page sends the visitor to the assessment.
    await expect(page).toHaveURL(/\/assessment$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wellness Assessment' })).toBeVisible();
  } else {
    await expect(pageHeading(page, route)).toBeVisible();
  }
  await expect(page.getByTestId('remote-failure')).toHaveCount(0);
  if (route.area === 'public') await expectHelpline(page);
  else await expect(page.getByTestId('admin-header-title')).toHaveText(route.title);
}

const sidebarLinkOf = (page: Page, route: RemoteRoute) => sidebarLink(page, route.title);

for (const owner of routeOwners) {
  const own = remoteRoutes.filter((route) => route.owner === owner);
  // At least one route of every other owner (the first of each in the route table).
  const others = routeOwners.filter((other) => other !== owner).map((other) => remoteRoutes.find((route) => route.owner === other) as RemoteRoute);
  const [first] = own;

  test(`with ${owner} down, its ${own.length} routes show the boundary, every other owner's routes work, and Retry recovers`, async ({ page }) => {
    test.setTimeout(120_000);
    if (!first) throw new Error(`${owner} owns no route`);
    await signIn(page);
    const restore = takeRemoteDown(owner);
    try {
      for (const route of own) {
        await page.goto(route.path);
        // A page that lands on another moves on by its HTML before anything wakes.
        const shown = landingOf(route);
        await expect(page).toHaveURL((url) => url.pathname === shown.path);
        await wakeUp(page);
        await expectBoundary(page, shown);
        // With mfe-public down, its layout is replaced by the shell's fallback, which keeps the helpline.
        if (route.area === 'public') {
          await expect(page.getByTestId(owner === 'mfe-public' ? 'fallback-public-layout' : 'public-layout')).toBeVisible();
        }
      }
      for (const route of others) {
        await page.goto(route.path);
        await wakeUp(page);
        await expectWorks(page, route);
        if (route.area === 'public') {
          await expect(page.getByTestId(owner === 'mfe-public' ? 'fallback-public-layout' : 'public-layout')).toBeVisible();
        }
      }

      // Moving away from the failed page without a reload, and back, in the same layout.
      await page.goto(first.path);
      await wakeUp(page);
      await expectBoundary(page, first);
      const away = others.find((route) => route.area === first.area && (first.area === 'admin' || owner !== 'mfe-public'));
      if (away) {
        const link = first.area === 'admin' ? sidebarLinkOf(page, away) : page.getByTestId('public-layout').locator(`a[href="${away.path}"]`).first();
        await link.click();
        await expectWorks(page, away);
        await page.goBack();
        await expectBoundary(page, first);
      }
    } finally {
      restore();
    }

    // The files are back: Retry really loads again, without a page reload.
    const urls = recordRequests(page);
    await page.getByTestId('remote-failure').getByRole('button', { name: 'Retry' }).click();
    await expectWorks(page, first);
    expect(urls.some((url) => url.startsWith(`/remotes/${owner}/`))).toBe(true);
    // The whole remote is back: its other admin screens open from the sidebar.
    for (const route of own.slice(1).filter((r) => r.area === 'admin')) {
      await sidebarLinkOf(page, route).click();
      await expectWorks(page, route);
    }
    if (owner === 'mfe-public') {
      // The next page load has mfe-public's own layout again.
      await page.reload();
      await expect(page.getByTestId('public-layout')).toBeVisible();
      await expectHelpline(page);
    }
  });
}
