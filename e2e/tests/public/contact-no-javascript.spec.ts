import { expect, test, type Browser, type Page } from '@playwright/test';
import { CONTACT_SUBJECTS } from '../../../shared/src/contract/contact';
import { contactMessagesFound, unique } from '../../support/admin';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { expectStoredOnceAsTyped, fillContactForm, type TypedContact } from '../../support/contact';
import { e2ePort } from '../../support/environment';
import { holdRequests } from '../../support/hold';
import { startServer } from '../../support/server';

// The contact form with JavaScript switched off, against the real api: the browser posts the
// form itself, and the api answers with a page (docs/contact-without-javascript.md).

const SUCCESS = "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.";

test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

// The page's HTML offers the built-in subjects in the one subject field, with or without scripts.
const subjectField = (page: Page) => page.locator('select[name="subject"]:not([disabled])');

const fillIn = (page: Page, typed: TypedContact) => fillContactForm(page, typed, subjectField(page));

interface Answer {
  status: number;
  html: string;
}

/** Presses Send Message and waits for the api's answer page. */
async function send(page: Page): Promise<Answer> {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact/form') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const response = await answer;
  await page.waitForLoadState('domcontentloaded');
  return { status: response.status(), html: await response.text() };
}

/**
 * The answer page fits a 360 px screen and has no serious axe-core violation. Measured in a
 * page of its own with scripts on: with them off Playwright cannot run axe-core (or any script)
 * in the page. The answer's HTML carries no script of its own, so it reads the same there.
 */
async function expectReadableAnswer(browser: Browser, { html }: Answer): Promise<void> {
  expect(html).not.toMatch(/<script/i);
  // Said outright: a context made in the test takes the file's options (scripts off) by default.
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: { width: 360, height: 740 } });
  try {
    const page = await context.newPage();
    await page.setContent(html);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousAxeViolations(page);
  } finally {
    await context.close();
  }
}

test.describe('contact form without JavaScript', () => {
  test('the form offers the built-in subjects, and a message sent is stored; the answer says so, with the helpline', async ({ browser, page, request }) => {
    const id = unique();
    const typed = {
      name: 'Wanjiku Kamau',
      email: `wanjiku.nojs.${id}@example.com`,
      phone: '+254 711 000 000',
      subject: 'Partnership Opportunity',
      message: `Sent without JavaScript, message ${id}.`,
    };
    await page.goto('/contact');
    await expect(page.getByTestId('noscript-note')).toBeVisible();
    await expect(page.getByTestId('noscript-note')).toContainText('this form still works');
    await expect(subjectField(page)).toBeEnabled();
    await expect(subjectField(page).locator('option')).toHaveText(['Select a subject', ...CONTACT_SUBJECTS]);
    await expect(page.locator('select[disabled]')).toBeHidden();
    await fillIn(page, typed);
    const sent = await send(page);
    expect(sent.status).toBe(200);

    await expect(page).toHaveURL(/\/api\/contact\/form$/);
    await expect(page).toHaveTitle('Message sent | Tulia');
    await expect(page.getByRole('heading', { level: 1, name: 'Message sent' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(SUCCESS);
    await expect(page.locator('a[href="tel:1199"]')).toBeVisible();
    await expectReadableAnswer(browser, sent);

    await expectStoredOnceAsTyped(request, typed, { risk_level: 'none' });
  });

  test('a message from someone who may be in danger is triaged as with JavaScript, and the answer is the crisis notice', async ({ browser, page, request }) => {
    const email = `amani.nojs.${unique()}@example.com`;
    await page.goto('/contact');
    await fillIn(page, { name: 'Amani Njeri', email, subject: 'Crisis Support', message: 'I need to talk to someone.' });
    const sent = await send(page);
    expect(sent.status).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Your message has been sent' })).toBeVisible();
    await expect(page.getByText(SUCCESS)).toHaveCount(0);
    for (const number of ['999', '1199', '116']) await expect(page.locator(`a[href="tel:${number}"]`)).toBeVisible();
    await expectReadableAnswer(browser, sent);

    const found = await contactMessagesFound(request, email);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ subject: 'Crisis Support', risk_level: 'high' });
  });

  test('a refused message shows each error at its field, keeps everything typed, and goes once corrected', async ({ browser, page, request }) => {
    const email = `achieng.nojs.${unique()}@example.com`;
    const message = 'Keep <b>every</b> word & "this" too.\nSecond line.';
    await page.goto('/contact');
    await fillIn(page, { name: '   ', email: 'achieng-at-example', phone: '+254 722 000 000', subject: 'Other', message });
    const refused = await send(page);
    expect(refused.status).toBe(400);

    await expect(page).toHaveTitle('Error: Contact Us | Tulia');
    // The summary is focused on arrival (no script needed) and links each error to its field.
    const summary = page.getByTestId('contact-problems');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(['Full name is required', 'Email must be a valid email address']);
    await expect(page.getByLabel('Full Name *')).toHaveAccessibleDescription('Error: Full name is required');
    await expect(page.getByLabel('Email Address *')).toHaveAccessibleDescription('Error: Email must be a valid email address');
    await expect(page.getByLabel('Full Name *')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Message *')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email Address *')).toHaveValue('achieng-at-example');
    await expect(page.getByLabel(/Phone Number/)).toHaveValue('+254 722 000 000');
    await expect(page.getByLabel('Subject *')).toHaveValue('Other');
    await expect(page.getByLabel('Message *')).toHaveValue(message);
    await expect(page.locator('main b')).toHaveCount(0);
    await expect(page.locator('a[href="tel:1199"]')).toBeVisible();
    await expectReadableAnswer(browser, refused);

    await summary.getByRole('link', { name: 'Email must be a valid email address' }).click();
    await expect(page.getByLabel('Email Address *')).toBeFocused();
    await page.getByLabel('Full Name *').fill('Achieng Otieno');
    await page.getByLabel('Email Address *').fill(email);
    expect((await send(page)).status).toBe(200);
    await expect(page.getByRole('status')).toHaveText(SUCCESS);

    const found = await contactMessagesFound(request, email);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ full_name: 'Achieng Otieno', subject: 'Other', message });
  });

  test('past the rate limit, a calm page asks to try later, with the helpline, and keeps the message', async ({ browser, page }) => {
    // A server of its own with a limit of one message per window (the shared one allows many).
    // A fresh server migrates and seeds its database first: on a busy machine that takes minutes.
    test.setTimeout(300_000);
    const server = await startServer(e2ePort + 40 + test.info().workerIndex, { RATE_LIMIT_CONTACT: '1' }, { startTimeoutMs: 180_000 });
    try {
      const message = 'Please keep this until I can send it.';
      await page.goto(`${server.baseURL}/contact`);
      await fillIn(page, { name: 'Baraka Otieno', email: `baraka.nojs.${unique()}@example.com`, subject: 'General Inquiry', message });
      expect((await send(page)).status).toBe(200);

      await page.goto(`${server.baseURL}/contact`);
      await fillIn(page, { name: 'Baraka Otieno', email: `baraka.nojs.${unique()}@example.com`, subject: 'General Inquiry', message });
      const later = await send(page);
      expect(later.status).toBe(429);
      await expect(page).toHaveTitle('Please try again later | Tulia');
      await expect(page.getByRole('heading', { level: 1, name: 'Please try again later' })).toBeVisible();
      await expect(page.getByText(/Please wait .+, then press Send Message again\./)).toBeVisible();
      await expect(page.locator('a[href="tel:1199"]')).toBeVisible();
      await expect(page.getByLabel('Message *')).toHaveValue(message);
      await expectReadableAnswer(browser, later);
    } finally {
      await server.stop();
    }
  });
});

test.describe('contact form when the app cannot be downloaded', () => {
  test.use({ javaScriptEnabled: true, serviceWorkers: 'block' });

  test('a message sent while the app was on its way, then could not come (the connection dropped), is sent by the browser itself', async ({
    page,
    request,
  }) => {
    const id = unique();
    const typed = {
      name: 'Otieno Ouma',
      email: `otieno.noapp.${id}@example.com`,
      subject: 'General Inquiry',
      message: `Sent when the app could not load, message ${id}.`,
    };
    await page.goto('/contact');
    const entry = await page.evaluate(() => (JSON.parse(document.getElementById('tulia-app-entry')?.textContent ?? '{}') as { entry?: string }).entry);
    expect(entry).toBeTruthy();
    // The app's entry is held, then refused once Send has been pressed.
    const refuse = await holdRequests(page, `**${entry}`, (route) => route.abort('internetdisconnected'));
    await fillIn(page, typed);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact/form') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send Message' }).click();
    refuse();
    expect((await answer).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Message sent' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(SUCCESS);

    const found = await contactMessagesFound(request, typed.email);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ full_name: typed.name, email: typed.email, subject: typed.subject, message: typed.message });
  });
});
