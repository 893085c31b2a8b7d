import { expect, test, type Page } from '@playwright/test';
import { demoAdmin } from '../../support/admin';
import { wakeUp } from '../../support/wake';

// What the HTML shows stays: before any interaction only the wake-up script is downloaded; the
// first sign of life loads the app, which hydrates the same elements (no remount, no error) and
// replays what the visitor did meanwhile.

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('status of 404')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const scriptsRequested = (page: Page) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
};

test.use({ viewport: { width: 360, height: 740 } });

for (const path of ['/', '/our-story', '/contact', '/terms-and-conditions', '/privacy-policy', '/assessment']) {
  test(`${path}: only the wake-up script before interaction; then the same elements, hydrated, without errors`, async ({ page }) => {
    const problems = collectProblems(page);
    const scripts = scriptsRequested(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1000);
    // The assessment's island is preloaded with its page (docs/decisions.md, "Islands").
    const island = path === '/assessment' ? [expect.stringMatching(/^\/remotes\/mfe-assessment\/[^/]+\/islands\/assessment\.js$/)] : [];
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/wake-[\w-]+\.js$/), ...island]);
    // Mark every element the server sent; after hydration each must still be the same node.
    const marked = await page.evaluate(() => {
      const all = document.querySelectorAll('#root *');
      all.forEach((element) => ((element as HTMLElement & { __server?: true }).__server = true));
      return all.length;
    });
    await wakeUp(page);
    await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
    const kept = await page.evaluate(
      () => Array.from(document.querySelectorAll('#root *')).filter((element) => (element as HTMLElement & { __server?: true }).__server).length,
    );
    expect(kept).toBeGreaterThan(marked * 0.95);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(1);
    expect(problems).toEqual([]);
  });
}

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true });

  test('a tap on a link opens the next page without downloading the app on the way', async ({ page }) => {
    const scripts = scriptsRequested(page);
    await page.goto('/');
    await page.locator('[data-home-section="hero"] a[href="/assessment"]').first().tap();
    await page.waitForURL(/\/assessment$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wellness Assessment' })).toBeVisible();
    await page.waitForTimeout(1000);
    // The page's own scripts only: the wake-up script, and the assessment's island (preloaded with its page).
    const pageScript = /^\/assets\/wake-[\w-]+\.js$|^\/remotes\/mfe-assessment\/[^/]+\/islands\/assessment\.js$/;
    expect(scripts.filter((path) => !pageScript.test(path))).toEqual([]);
  });

  test('touching and scrolling to read downloads no app; the counters coming near wake it', async ({ page }) => {
    const scripts = scriptsRequested(page);
    await page.goto('/');
    await page.locator('[data-home-section="hero"] h1').tap();
    const faq = page.locator('[data-home-section="faq"]');
    await faq.scrollIntoViewIfNeeded();
    // The FAQ's answers are the browser's own (<details>).
    await faq.locator('summary').first().tap();
    await expect(faq.locator('details').first()).toHaveAttribute('open', '');
    await page.waitForTimeout(1000);
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/wake-[\w-]+\.js$/)]);
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrated');
    // The counters count up once seen, which needs the app: it wakes as they come near.
    await page.getByTestId('impact-figures').scrollIntoViewIfNeeded();
    await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  });
});

test('with JavaScript switched off, Home reads fully and its links work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /A safe digital sanctuary/ })).toBeVisible();
  await expect(page.locator('a[href^="tel:"]').filter({ visible: true }).first()).toBeVisible();
  // An answer of the FAQ opens without a script.
  const question = page.locator('summary', { hasText: 'How much does Tulia cost?' });
  await question.scrollIntoViewIfNeeded();
  await question.click();
  await expect(page.locator('details[open]')).toHaveCount(1);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Our Story', exact: true }).click();
  await expect(page).toHaveURL(/\/our-story$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
  await page.goto('/assessment');
  await expect(page.getByRole('heading', { level: 1, name: 'Wellness Assessment' })).toBeVisible();
  await expect(page.getByText(/needs JavaScript/)).toBeVisible();
  await context.close();
});

test('a tap that wakes the page is not lost: the mobile menu opens', async ({ page }) => {
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: /menu/i }).first();
  await menuButton.click();
  await expect(page.getByTestId('mobile-menu')).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
});

test("an answer chosen before any script runs is kept: the assessment's island answers it, with no app", async ({ page }) => {
  await page.goto('/assessment');
  await page.getByRole('radio').first().click();
  await expect(page.getByText('Question 2 of 18')).toBeVisible();
  await expect(page.locator('[data-island-awake]')).toHaveCount(1);
  expect(await page.locator('#root').getAttribute('data-hydrated')).toBeNull();
});

test('text typed into the contact form before the app is there is kept', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Full Name *').fill('Wanjiru');
  await page.getByLabel('Email Address *').fill('wanjiru@example.com');
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByLabel('Full Name *')).toHaveValue('Wanjiru');
  await expect(page.getByLabel('Email Address *')).toHaveValue('wanjiru@example.com');
});

test('/assessment-results opened directly shows the assessment and moves to /assessment', async ({ page }) => {
  await page.goto('/assessment-results');
  await expect(page.getByRole('heading', { level: 1, name: 'Wellness Assessment' })).toBeVisible();
  await wakeUp(page);
  await expect(page).toHaveURL(/\/assessment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wellness Assessment' })).toBeVisible();
});

test('the sign-in is drawn before its app arrives and keeps what was typed and sent meanwhile; signed out, it loads no app until touched', async ({ page }) => {
  const problems = collectProblems(page);
  // The app is held back until the form is filled in and sent, as on a slow connection.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const scripts = scriptsRequested(page);
  await page.goto('/admin/login');
  await expect(page.locator('#root[data-prerendered]')).toBeAttached();
  await page.waitForTimeout(1000);
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/wake-[\w-]+\.js$/)]);
  await page.getByLabel(/^Email/).fill(demoAdmin.email);
  await page.getByLabel(/^Password/).fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Never sent by the browser itself: the password stays out of the address.
  expect(page.url()).not.toContain('password');
  release();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  expect(problems).toEqual([]);
});
