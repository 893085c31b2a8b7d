import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { scrollThroughHome, scrollToMiddle } from '../../support/read-home';
import { wakeUp } from '../../support/wake';

// Home: the hero, seven sections loaded as the visitor scrolls, the layout's footer.
const sectionOrder = ['hero', 'how-it-works', 'core-features', 'impact', 'testimonials', 'why', 'partners', 'faq'];

/** Scrolls down the page like a reader until every section has loaded and faded in. */
async function readWholeHomePage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollThroughHome(page);
  // Let the last fade-ins finish before anything reads colours.
  await page.waitForTimeout(800);
}

const renderedSections = (page: Page) =>
  page.locator('[data-home-section]').evaluateAll((sections) => sections.map((section) => section.getAttribute('data-home-section')));

test.describe('Home', () => {
  test('shows the nine sections in order, each with its content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /A safe digital sanctuary for your mental health/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const hero = page.locator('[data-home-section="hero"]');
    await expect(hero.getByRole('link', { name: 'Take Free Assessment' })).toHaveAttribute('href', '/assessment');
    await expect(hero.getByRole('link', { name: 'Download App' })).toBeVisible();
    await expect(hero.getByText(/Award-winning/)).toBeVisible();
    await expect(hero.getByRole('img')).toHaveCount(3);

    await readWholeHomePage(page);
    expect(await renderedSections(page)).toEqual(sectionOrder);

    const section = (name: string) => page.locator(`[data-home-section="${name}"]`);
    await expect(section('how-it-works').getByRole('listitem')).toHaveCount(3);
    await expect(section('how-it-works').getByRole('link', { name: 'Take Assessment First' })).toHaveAttribute('href', '/assessment');
    await expect(section('how-it-works').getByRole('link', { name: 'Download for Android' })).toBeVisible();
    for (const feature of ['Professional Therapy', 'Rafikis: Peer Support', 'Bomas: Support Groups', 'Media Center', 'Wellness Tools']) {
      await expect(section('core-features').getByRole('heading', { name: feature })).toBeVisible();
    }
    await expect(section('core-features').getByRole('link', { name: 'Download for iOS' })).toBeVisible();
    // The counters start once the figures are seen.
    await scrollToMiddle(section('impact').getByTestId('impact-figures'));
    await expect(section('impact').getByTestId('impact-reached-value')).toHaveText('50K+');
    await expect(section('impact').getByTestId('impact-carers-value')).toHaveText('100+');
    await expect(section('impact').getByTestId('impact-target-value')).toHaveText('10M');
    for (const link of ['Get started', 'Download App', 'Take Assessment']) {
      await expect(section('impact').getByRole('link', { name: link, exact: true })).toBeVisible();
    }
    await expect(section('testimonials').getByTestId('testimonial-slide')).toBeVisible();
    await expect(section('testimonials').getByRole('heading', { name: 'Join the community' })).toBeVisible();
    for (const benefit of ['A layered care model', 'Anonymity and safety', 'Always accessible', 'Affordable support']) {
      await expect(section('why').getByRole('heading', { name: benefit })).toBeVisible();
    }
    await expect(section('why').getByRole('link', { name: 'Take Free Assessment' })).toHaveAttribute('href', '/assessment');
    await expect(section('partners').getByRole('listitem')).toHaveCount(4);
    await expect(section('partners').getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
    await expect(section('faq').locator('details > summary')).toHaveCount(10);
    await expect(section('faq').locator('details[open]')).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    for (const group of ['Pages', 'CMS Pages', 'Legal', 'Support', 'Get the App']) {
      await expect(footer.getByRole('heading', { name: group, exact: true })).toBeVisible();
    }
  });

  test("draws every picture from the site itself: the hero's in the page, sized; the others sized and lazy", async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('data:') && new URL(request.url()).hostname !== 'localhost') {
        foreign.push(request.url());
      }
    });
    await page.goto('/');
    // The hero's phones are drawings in the page's own markup: named, with their proportions.
    const phones = page.locator('[data-home-section="hero"] svg[role="img"]');
    await expect(phones).toHaveCount(3);
    for (const phone of await phones.all()) {
      await expect(phone).toHaveAttribute('aria-label', /\w/);
      await expect(phone).toHaveAttribute('viewBox', '0 0 260 540');
      expect((await phone.boundingBox())?.height).toBeGreaterThan(100);
    }
    // Decorative pictures are added by the app (never in the HTML: a visitor saving data must
    // not fetch them), so read the page once it is awake.
    await wakeUp(page);
    await readWholeHomePage(page);
    // Sections below the hero add theirs once their own code has hydrated them (later on a busy machine).
    await expect.poll(() => page.locator('main img').count()).toBeGreaterThanOrEqual(6);
    const pictures = await page.locator('main img').evaluateAll((images) =>
      images.map((image) => {
        const img = image as HTMLImageElement;
        return {
          loaded: img.complete && img.naturalWidth > 0,
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loading: img.getAttribute('loading'),
          alt: img.getAttribute('alt'),
        };
      }),
    );
    for (const picture of pictures) {
      expect(picture.loaded).toBe(true);
      expect(picture.width).toMatch(/^\d+$/);
      expect(picture.height).toMatch(/^\d+$/);
      expect(picture.alt).toBeTruthy();
      expect(picture.loading).toBe('lazy');
    }
    expect(foreign).toEqual([]);
  });

  test('the testimonials carousel stops at both ends and jumps with its dots', async ({ page }) => {
    await page.goto('/#stories');
    await wakeUp(page);
    const slide = page.getByTestId('testimonial-slide');
    await expect(slide).toHaveAccessibleName('1 of 5');
    const previous = page.getByRole('button', { name: 'Previous story' });
    const next = page.getByRole('button', { name: 'Next story' });
    await expect(previous).toBeDisabled();
    for (let story = 2; story <= 5; story += 1) await next.click();
    await expect(slide).toHaveAccessibleName('5 of 5');
    await expect(next).toBeDisabled();
    await page.getByRole('button', { name: /Show story 2 of 5/ }).click();
    await expect(slide).toHaveAccessibleName('2 of 5');
    await slide.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(slide).toHaveAccessibleName('1 of 5');
  });

  test('the FAQ keeps one answer open at a time', async ({ page }) => {
    await page.goto('/#faq');
    const faq = page.locator('[data-home-section="faq"]');
    const question = (text: string) => faq.locator('summary', { hasText: text });
    const item = (text: string) => faq.locator('details', { has: page.locator('summary', { hasText: text }) });
    await question('How much does Tulia cost?').click();
    await expect(item('How much does Tulia cost?')).toHaveAttribute('open', '');
    await expect(item('How much does Tulia cost?').getByText(/Most of Tulia is free/)).toBeVisible();
    await question('Can I stay anonymous?').click();
    await expect(item('Can I stay anonymous?')).toHaveAttribute('open', '');
    await expect(faq.locator('details[open]')).toHaveCount(1);
    await expect(item('How much does Tulia cost?').getByText(/Most of Tulia is free/)).toBeHidden();
    await question('Can I stay anonymous?').click();
    await expect(faq.locator('details[open]')).toHaveCount(0);
  });

  test("'Download App' leads to the download block, from any page", async ({ page }) => {
    await page.goto('/our-story');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Download App' }).click();
    await expect(page).toHaveURL(/\/#download-app$/);
    const block = page.getByTestId('join-community');
    await expect(block).toBeInViewport();
    await expect(block.getByRole('link', { name: 'Download for iOS' })).toBeVisible();
    await expect(block.getByRole('link', { name: 'Download for Android' })).toBeVisible();
  });

  test('sections do not move for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await readWholeHomePage(page);
    const styles = await page
      .locator('[data-home-section]')
      .evaluateAll((sections) => sections.map((section) => [getComputedStyle(section).opacity, getComputedStyle(section).transform]));
    for (const [opacity, transform] of styles) {
      expect(opacity).toBe('1');
      expect(transform).toBe('none');
    }
  });

  test('axe-core finds no serious violation on the whole Home page, with an answer open', async ({ page }) => {
    await page.goto('/');
    await readWholeHomePage(page);
    await page.locator('summary', { hasText: 'What if I need help right now?' }).click();
    await expectNoSeriousAxeViolations(page);
  });
});
