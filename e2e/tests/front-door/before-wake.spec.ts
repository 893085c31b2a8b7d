import { expect, test, type Page } from '@playwright/test';

// What the HTML shows behaves right before the app wakes (docs/decisions.md, "Before the app
// wakes"): the app's entry is held back, as on a slow phone where it takes seconds to arrive,
// and each control must answer at once, then do what it does once the app is there.

// The service worker would answer the entry from its cache, past page.route.
test.use({ serviceWorkers: 'block' });

/** Holds the app's entry script until `release` is called: the page stays as it arrived. */
async function holdApp(page: Page): Promise<{ release: () => void }> {
  const entry = await page.evaluate(() => (JSON.parse(document.getElementById('tulia-app-entry')?.textContent ?? '{}') as { entry?: string }).entry);
  if (!entry) throw new Error('the page names no app entry: is it composed to HTML?');
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${entry}`, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

const hydrated = (page: Page) => expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
const asleep = async (page: Page) => expect(await page.locator('#root').getAttribute('data-hydrated')).toBeNull();

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the navigation bar turns solid on the first scroll past 20 px, before the app wakes', async ({ page }) => {
    await page.goto('/our-story');
    const app = await holdApp(page);
    const bar = page.getByTestId('top-navigation');
    const background = () => bar.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await page.mouse.wheel(0, 300);
    await expect.poll(background).toBe('rgba(255, 255, 255, 0.92)');
    await asleep(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(background).toBe('rgba(0, 0, 0, 0)');
    app.release();
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(background).toBe('rgba(255, 255, 255, 0.92)');
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
  });

  test("an answer tapped before the assessment's island runs is drawn as chosen at once, then the island moves on, with no app", async ({ page }) => {
    // The island's script is preloaded with the page: held from the start.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/islands/assessment.js', async (route) => {
      await released;
      await route.continue();
    });
    // (A module preload holds the page's load event back.)
    await page.goto('/assessment', { waitUntil: 'domcontentloaded' });
    const answer = page.getByRole('radio').nth(2);
    await answer.click();
    await expect(answer).toHaveAttribute('data-waking', /^\d+$/);
    // Drawn as chosen by its own styles: the chosen border, while the app is still held back.
    expect(await answer.evaluate((element) => getComputedStyle(element).borderColor)).toBe('rgb(23, 112, 94)');
    expect(
      await page
        .getByRole('radio')
        .nth(1)
        .evaluate((element) => getComputedStyle(element).borderColor),
    ).not.toBe('rgb(23, 112, 94)');
    await asleep(page);
    release();
    await expect(page.getByText('Question 2 of 18', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[data-waking]')).toHaveCount(0);
    await asleep(page);
  });

  test('the menu opens at once when tapped before the app wakes, closes again, and is open for real once the app is there', async ({ page }) => {
    await page.goto('/');
    const app = await holdApp(page);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The bar above it is plain white at once: no blur of the page behind, nothing fading in.
    const bar = await page.getByTestId('top-navigation').evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, blur: style.backdropFilter, transition: style.transitionDuration };
    });
    expect(bar).toEqual({ background: 'rgb(255, 255, 255)', blur: 'none', transition: '0s' });
    await expect(menu.getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/our-story');
    // Tapped again, it closes; Escape does the same once it is open again.
    await toggle.click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await asleep(page);
    app.release();
    await hydrated(page);
    // The app has opened it too: its own handlers now close it.
    await expect(menu).toBeVisible();
    await expect(toggle).not.toHaveAttribute('data-waking');
    await toggle.click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the chat panel opens at once when tapped before the app wakes, takes what is typed, and the helper answers once the app is there', async ({ page }) => {
    await page.goto('/');
    const app = await holdApp(page);
    const button = page.getByRole('button', { name: 'Chat with us' });
    await button.click();
    const panel = page.getByRole('dialog', { name: 'Chat helper' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Type your message' })).toBeFocused();
    await page.keyboard.type('therapy');
    // Closed by its own close button, then opened again: what was typed is still there.
    await panel.getByRole('button', { name: 'Close chat' }).click();
    await expect(panel).toBeHidden();
    await button.click();
    await expect(panel.getByRole('textbox', { name: 'Type your message' })).toHaveValue('therapy');
    await asleep(page);
    app.release();
    await hydrated(page);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Type your message' })).toHaveValue('therapy');
    await panel.getByRole('button', { name: 'Send message' }).click();
    // The greeting, the visitor's message and the helper's reply about therapy.
    await expect(panel.getByTestId(/-message$/)).toHaveCount(3, { timeout: 15_000 });
    await panel.getByRole('button', { name: 'Close chat' }).click();
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a testimonial arrow tapped before its section has woken is not lost', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('[data-home-section="testimonials"]');
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute('data-hydrates-later', '');
    await page.getByRole('button', { name: 'Next story' }).click();
    await expect(page.getByTestId('testimonial-slide')).toHaveAccessibleName('2 of 5', { timeout: 30_000 });
    await expect(section).not.toHaveAttribute('data-hydrates-later');
    // …and a dot likewise, tapped at once on a fresh page.
    await page.goto('/#stories');
    await page.getByRole('button', { name: /Show story 3 of 5/ }).click();
    await expect(page.getByTestId('testimonial-slide')).toHaveAccessibleName('3 of 5', { timeout: 30_000 });
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the Download App menu opens on the first hover, before the app wakes, and stays open once it has', async ({ page }) => {
    await page.goto('/our-story');
    const app = await holdApp(page);
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('button', { name: 'Download App' }).hover();
    await expect(main.getByRole('link', { name: /App Store/ })).toBeVisible();
    await asleep(page);
    app.release();
    await hydrated(page);
    await expect(main.getByRole('button', { name: 'Download App' })).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByRole('link', { name: /App Store/ })).toBeVisible();
    await page.mouse.move(10, 700);
    await expect(main.getByRole('link', { name: /App Store/ })).toBeHidden();
  });

  test('the Download App menu opens at once on a tap (a tablet), before the app wakes, and is open for real once it has', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: true, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await page.goto('/our-story');
      const app = await holdApp(page);
      const main = page.getByRole('navigation', { name: 'Main' });
      const button = main.getByRole('button', { name: 'Download App' });
      await button.tap();
      await expect(main.getByRole('link', { name: /App Store/ })).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await asleep(page);
      app.release();
      await hydrated(page);
      await expect(main.getByRole('link', { name: /App Store/ })).toBeVisible();
      await button.tap();
      await expect(main.getByRole('link', { name: /App Store/ })).toBeHidden();
    } finally {
      await context.close();
    }
  });

  test("Home's sections fade in when seen on a direct visit; in sight at load, they are never hidden", async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('[data-home-section="faq"]');
    await expect(faq).toHaveAttribute('data-fade-in', 'waiting');
    expect(await faq.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    await faq.scrollIntoViewIfNeeded();
    await expect(faq).toHaveAttribute('data-fade-in', 'shown');
    await expect.poll(() => faq.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    // The first section under the hero is partly in sight at load on this screen: never hidden.
    await page.goto('/');
    const first = page.locator('[data-home-section="how-it-works"]');
    const top = await first.evaluate((element) => element.getBoundingClientRect().top);
    if (top < 800) await expect(first).toHaveAttribute('data-fade-in', '');
  });
});

test('with JavaScript off, or on reduced motion, no section of Home is ever hidden', async ({ browser }) => {
  for (const options of [{ javaScriptEnabled: false }, { reducedMotion: 'reduce' as const }]) {
    const context = await browser.newContext({ ...options, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto('/');
    const faq = page.locator('[data-home-section="faq"]');
    await expect(faq).toHaveAttribute('data-fade-in', '');
    expect(await faq.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await context.close();
  }
});

test('/assessment-results opened directly lands on /assessment at once, with or without JavaScript, and Back does not return to it', async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/our-story');
    await page.goto('/assessment-results');
    await expect(page).toHaveURL(/\/assessment$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wellness Assessment' })).toBeVisible();
    // No sign of life was given: the page moved on by itself, not by the app.
    expect(await page.locator('#root').getAttribute('data-hydrated')).toBeNull();
    await page.goBack();
    await expect(page).toHaveURL(/\/our-story$/);
    await context.close();
  }
});
