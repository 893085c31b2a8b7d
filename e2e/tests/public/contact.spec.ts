import { expect, test, type Page } from '@playwright/test';
import { CONTACT_SUBJECTS } from '../../../shared/src/contract/contact';
import { expectStoredOnceAsTyped, fillContactForm } from '../../support/contact';
import { holdRequests } from '../../support/hold';
import { wakeUp } from '../../support/wake';

const SUCCESS = "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.";
const FAILURE = 'Sorry, there was an error sending your message. Please try again or contact us directly.';

/** What the tests send: Wanjiku's partnership message. */
const wanjiku = (message: string, email = 'wanjiku@example.com') => ({
  name: 'Wanjiku Kamau',
  email,
  phone: '+254 711 000 000',
  subject: 'Partnership Opportunity',
  message,
});

async function fillInContactForm(page: Page, message: string, email?: string): Promise<void> {
  // The subjects load once the page is awake.
  await wakeUp(page);
  await expect(page.getByLabel('Subject *')).toBeEnabled();
  await fillContactForm(page, wanjiku(message, email));
}

test.describe('contact form against the real api', () => {
  test('a message sent from /contact is stored by the api', async ({ page, request }) => {
    // The admin search looks at name, e-mail and subject: a unique address finds this message.
    const unique = `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
    const email = `wanjiku.${unique}@example.com`;
    const message = `Hello from the e2e suite, message ${unique}. We would like to partner with you.`;
    await page.goto('/contact');
    await wakeUp(page);
    await expect(page.getByLabel('Subject *').locator('option')).toHaveText(['Select a subject', ...CONTACT_SUBJECTS]);
    await fillInContactForm(page, message, email);
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(page.getByLabel('Message *')).toHaveValue('');
    await expect(page.getByLabel('Full Name *')).toHaveValue('');
    // The feedback goes back to idle after 5 seconds.
    await expect(page.getByText(SUCCESS)).toBeHidden({ timeout: 8000 });

    await expectStoredOnceAsTyped(request, wanjiku(message, email));
  });

  test('when the subjects call fails, the built-in list appears', async ({ page }) => {
    await page.route('**/api/contact/subjects', (route) => route.abort());
    await page.goto('/contact');
    await wakeUp(page);
    const subject = page.getByLabel('Subject *');
    await expect(subject).toBeEnabled();
    await expect(subject.locator('option')).toHaveText(['Select a subject', ...CONTACT_SUBJECTS]);
  });

  test("the subjects can be chosen before the app wakes; the api's list then takes over and the choice stays", async ({ page }) => {
    const release = await holdRequests(page, '**/api/contact/subjects');
    await page.goto('/contact');
    // The page's HTML offers the built-in list (what the form falls back to): no "Loading subjects..." wall.
    const subject = page.getByLabel('Subject *');
    await expect(subject).toBeEnabled();
    await expect(subject.locator('option')).toHaveText(['Select a subject', ...CONTACT_SUBJECTS]);
    await subject.selectOption('Crisis Support');
    await wakeUp(page);
    const listed = page.waitForResponse('**/api/contact/subjects');
    release();
    await listed;
    await expect(subject).toBeEnabled();
    await expect(subject).toHaveValue('Crisis Support');
  });

  test('when sending fails, the error text appears and the typed message is kept', async ({ page }) => {
    const message = 'Please keep this message if sending fails.';
    await page.goto('/contact');
    await fillInContactForm(page, message);
    const release = await holdRequests(
      page,
      '**/api/contact',
      (route) => route.abort(),
      (request) => request.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sending = page.getByRole('button', { name: 'Sending Message...' });
    await expect(sending).toBeDisabled();
    release();
    await expect(page.getByRole('alert').filter({ hasText: FAILURE })).toBeVisible();
    await expect(page.getByLabel('Message *')).toHaveValue(message);
    await expect(page.getByLabel('Full Name *')).toHaveValue('Wanjiku Kamau');
    await expect(page.getByLabel('Subject *')).toHaveValue('Partnership Opportunity');
    await expect(page.getByText(FAILURE)).toBeHidden({ timeout: 8000 });
    await expect(page.getByLabel('Message *')).toHaveValue(message);
  });
});
