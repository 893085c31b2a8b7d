import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { chromiumExecutable } from '../../support/environment';
import { scrollThroughHome } from '../../support/read-home';
import { wakeUp } from '../../support/wake';

// Low data (docs/visitor-safety.md): a visitor whose phone or browser asks to save data
// (Save-Data, or prefers-reduced-data: reduce) gets Home without decorative pictures (never
// downloaded), with the impact figures final at once and nothing moving by itself; everyone else
// gets Home as before.

// Chromium answers prefers-reduced-data only with this feature on (DevTools can then emulate it).
test.use({
  launchOptions: {
    executablePath: chromiumExecutable(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--enable-blink-features=PrefersReducedData'],
  },
});

type Saving = 'Save-Data' | 'prefers-reduced-data';

/** The visitor's wish to save data, before the first page loads. */
async function askToSaveData(page: Page, how: Saving): Promise<void> {
  if (how === 'Save-Data') {
    // navigator.connection.saveData is what Chromium reports when the Save-Data header is on.
    await page.addInitScript(() => {
      const connection = (navigator as Navigator & { connection?: object }).connection;
      if (connection) Object.defineProperty(connection, 'saveData', { configurable: true, get: () => true });
    });
  } else {
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-data', value: 'reduce' }] });
  }
}

const decorativePicture = /\/assets\/phone-(bomas|library)-[\w-]+\.svg$/;

/** Every request for a decorative picture, from now on. */
function recordDecorativeRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (decorativePicture.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
}

/** Every figure the "people reached" counter shows, composed HTML and hydration included. */
async function recordReachedFigures(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { reachedFigures: string[] }).reachedFigures = seen;
    const read = () => {
      const figure = document.querySelector('[data-testid="impact-reached-value"]')?.textContent;
      if (figure && figure !== seen.at(-1)) seen.push(figure);
    };
    new MutationObserver(read).observe(document, { subtree: true, childList: true, characterData: true });
  });
}
const reachedFigures = (page: Page) => page.evaluate(() => (window as unknown as { reachedFigures: string[] }).reachedFigures);

const section = (page: Page, name: string) => page.locator(`[data-home-section="${name}"]`);

/** The carousel stays on its first story however long the visitor waits. */
async function expectCarouselStill(page: Page): Promise<void> {
  const slide = page.getByTestId('testimonial-slide');
  await slide.scrollIntoViewIfNeeded();
  await expect(slide).toHaveAccessibleName('1 of 5');
  await page.clock.fastForward(60_000);
  await expect(slide).toHaveAccessibleName('1 of 5');
}

for (const how of ['Save-Data', 'prefers-reduced-data'] as const) {
  test.describe(`a visitor saving data (${how})`, () => {
    test('Home: no decorative picture is downloaded, the figures are final at once, nothing moves by itself', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await askToSaveData(page, how);
      await recordReachedFigures(page);
      await page.clock.install();
      const requested = recordDecorativeRequests(page);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-low-data', '');
      await wakeUp(page);
      await scrollThroughHome(page);

      const why = section(page, 'why');
      await why.scrollIntoViewIfNeeded();
      await expect(why.getByRole('heading', { name: 'A layered care model' })).toBeVisible();
      await expect(why.locator('[data-decorative]')).toHaveCount(2);
      for (const box of await why.locator('[data-decorative]').all()) await expect(box).toBeHidden();
      await expect(why.locator('img')).toHaveCount(0);

      await section(page, 'impact').getByTestId('impact-figures').scrollIntoViewIfNeeded();
      await page.clock.fastForward(5000);
      await expect(page.getByTestId('impact-reached-value')).toHaveText('50K+');
      await expect(page.getByTestId('impact-carers-value')).toHaveText('100+');
      await expect(page.getByTestId('impact-target-value')).toHaveText('10M');
      // Never counted: only ever the final figure.
      expect(await reachedFigures(page)).toEqual(['50K+']);

      await expectCarouselStill(page);
      await page.waitForLoadState('networkidle');
      expect(requested).toEqual([]);
      await expectNoSeriousAxeViolations(page);
    });
  });
}

test('a visitor saving data who comes to Home from another page gets the same calm, light Home', async ({ page }) => {
  await askToSaveData(page, 'Save-Data');
  await recordReachedFigures(page);
  const requested = recordDecorativeRequests(page);
  await page.goto('/our-story');
  await wakeUp(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /A safe digital sanctuary/ })).toBeVisible();
  await scrollThroughHome(page);
  await section(page, 'impact').getByTestId('impact-figures').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('impact-reached-value')).toHaveText('50K+');
  expect(await reachedFigures(page)).toEqual(['50K+']);
  await section(page, 'why').scrollIntoViewIfNeeded();
  await expect(section(page, 'why').locator('[data-decorative]')).toHaveCount(2);
  await expect(section(page, 'why').locator('img')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
});

test('without the wish to save data, Home keeps its pictures and counters', async ({ page }) => {
  await recordReachedFigures(page);
  await page.clock.install();
  const requested = recordDecorativeRequests(page);
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveAttribute('data-low-data');
  await wakeUp(page);
  // Hydration sets the unseen figures (below the fold) back to zero; scrolling before it has
  // decided would rightly keep the final figures (the visitor has scrolled past them).
  await expect.poll(() => reachedFigures(page)).toContain('0K+');
  await scrollThroughHome(page);

  const pictures = section(page, 'why').locator('[data-decorative] img');
  await pictures.first().scrollIntoViewIfNeeded();
  await expect(pictures).toHaveCount(2);
  for (const picture of await pictures.all()) {
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  }
  expect(requested).toHaveLength(2);

  // The figures count up from zero when seen (their HTML holds the final figures, for readers
  // without scripts; below the fold, hydration sets them back to zero until they are seen).
  await section(page, 'impact').getByTestId('impact-figures').scrollIntoViewIfNeeded();
  await page.clock.fastForward(5000);
  await expect(page.getByTestId('impact-reached-value')).toHaveText('50K+');
  const figures = await reachedFigures(page);
  expect(figures).toContain('0K+');
  expect(figures.length).toBeGreaterThan(3);
  expect(figures.at(-1)).toBe('50K+');

  await expectCarouselStill(page);
});
