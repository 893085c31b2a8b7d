import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { wakeUp } from '../../support/wake';

// A message that may come from someone in danger: against the real api (no mocked answer), the
// page keeps a notice with numbers to call; an ordinary message keeps the specified texts.

const SUCCESS = "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.";

test.use({ viewport: { width: 360, height: 740 } });

async function send(page: Page, subject: string, message: string): Promise<void> {
  await page.goto('/contact');
  await wakeUp(page);
  await expect(page.getByLabel('Subject *')).toBeEnabled();
  await page.getByLabel('Full Name *').fill('Amani Njeri');
  await page.getByLabel('Email Address *').fill(`amani.${Date.now()}@example.com`);
  await page.getByLabel('Subject *').selectOption(subject);
  await page.getByLabel('Message *').fill(message);
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).status()).toBe(201);
}

test.describe('contact form: the crisis notice', () => {
  test('the page says when the form is read, and claims no 24/7 reading', async ({ page }) => {
    await page.goto('/contact');
    const hours = page.getByTestId('contact-form-hours');
    await expect(hours).toContainText('Our team reads these messages Mon-Fri 8AM-6PM EAT.');
    await expect(hours).not.toContainText('24/7');
  });

  test('subject "Crisis Support": the notice stays past 6 s, focused, with tel: links, no 24/7, no serious axe violation at 360 px', async ({ page }) => {
    await send(page, 'Crisis Support', 'I need to talk to someone.');
    const notice = page.getByTestId('contact-crisis-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toBeFocused();
    await expect(page.getByText(SUCCESS)).toHaveCount(0);

    await page.waitForTimeout(6000);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Mon-Fri 8AM-6PM EAT');
    await expect(notice).not.toContainText('24/7');
    await expect(notice.locator('a[href="tel:999"]')).toBeVisible();
    await expect(notice.locator('a[href="tel:1199"]')).toBeVisible();
    await expect(notice.locator('a[href="tel:116"]')).toBeVisible();

    // Large enough for a thumb, and nothing wider than the screen.
    for (const link of await notice.getByRole('link').all()) {
      const box = await link.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await expectNoSeriousAxeViolations(page);
    // Kept beside the test's results, for a look at the notice on a small phone.
    await notice.screenshot({ path: test.info().outputPath('crisis-notice-360.png') });
  });

  test('an ordinary subject with words of danger: the api flags it and the notice shows', async ({ page }) => {
    await send(page, 'Other', "I took all my mum's pills an hour ago.");
    const notice = page.getByTestId('contact-crisis-notice');
    await expect(notice).toBeVisible();
    await expect(notice.locator('a[href="tel:999"]')).toBeVisible();
    await expect(page.getByText(SUCCESS)).toHaveCount(0);
  });

  test('an ordinary message: the specified success text for 5 seconds, and no notice', async ({ page }) => {
    await send(page, 'General Inquiry', 'How do I join a boma near Kisumu?');
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(page.getByTestId('contact-crisis-notice')).toHaveCount(0);
    await expect(page.getByLabel('Message *')).toHaveValue('');
    await expect(page.getByText(SUCCESS)).toBeHidden({ timeout: 8000 });
    await expect(page.getByTestId('contact-crisis-notice')).toHaveCount(0);
  });
});
