import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { wakeUp } from '../../support/wake';

const publicPaths = ['/', '/our-story', '/contact', '/terms-and-conditions', '/privacy-policy'];

test.describe('top navigation', () => {
  test('is transparent at the top and white, blurred and shadowed past 20 px of scroll', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    // The app's bar (before the app, the page's own mark draws it: front-door/before-wake.spec.ts).
    await wakeUp(page);
    const bar = page.getByTestId('top-navigation');
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
    const look = () =>
      bar.evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, shadow: style.boxShadow, blur: style.backdropFilter };
      });
    expect(await look()).toEqual({ background: 'rgba(0, 0, 0, 0)', shadow: 'none', blur: 'none' });

    await page.evaluate(() => window.scrollTo(0, 15));
    await page.waitForTimeout(100);
    await expect(bar).toHaveAttribute('data-scrolled', 'false');

    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(async () => (await look()).background).toMatch(/^rgba\(255, 255, 255, 0\.9\d*\)$/);
    const solid = await look();
    expect(solid.shadow).not.toBe('none');
    expect(solid.blur).toContain('blur');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
  });

  test('marks the active route on every public page', async ({ page }) => {
    const labels: Record<string, string> = { '/': 'Home', '/our-story': 'Our Story', '/contact': 'Contact Us' };
    for (const [path, label] of Object.entries(labels)) {
      await page.goto(path);
      const main = page.getByRole('navigation', { name: 'Main' });
      await expect(main.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(main.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('the Download App menu opens on hover and with the keyboard', async ({ page }) => {
    await page.goto('/our-story');
    await wakeUp(page);
    const main = page.getByRole('navigation', { name: 'Main' });
    const trigger = main.getByRole('button', { name: 'Download App' });
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByRole('link', { name: /App Store/ })).toBeVisible();
    await page.mouse.move(10, 500);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(main.getByRole('link', { name: /App Store/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Enter');
    await main.getByRole('link', { name: 'Take Assessment First' }).click();
    await expect(page).toHaveURL(/\/assessment$/);
  });

  test('a new page opens at its top', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Story' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('mobile menu on a 390 px screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens with the same links and descriptions, the helpline and Take Free Assessment', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByTestId('mobile-menu');
    const links = menu.getByRole('navigation', { name: 'Mobile' }).getByRole('link');
    await expect(links).toHaveText(['Home', 'Take Assessment', 'Our Story', 'Contact Us']);
    await expect(menu.getByRole('link', { name: 'Take Assessment' })).toHaveAccessibleDescription('Discover your mental wellness');
    await expect(menu.getByText('About the company and the app')).toBeVisible();
    await expect(menu.getByText('Get in touch with the team')).toBeVisible();
    await expect(menu.getByRole('link', { name: /24\/7 Helpline/ })).toHaveAttribute('href', /^tel:/);
    await expect(menu.getByRole('link', { name: 'Take Free Assessment' })).toBeVisible();
    // Nothing spills sideways on a small phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await menu.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByTestId('mobile-menu')).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  for (const path of publicPaths) {
    test(`${path} fits the screen and passes axe-core with the menu open`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByTestId('mobile-menu')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  }
});
