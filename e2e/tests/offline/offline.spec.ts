import { chromium, expect, test, type Page } from '@playwright/test';
import { questionBank } from '../../../mfe-assessment/src/question-bank/questions';
import { siteConfig } from '../../../shared/src/site-config/index';
import { signIn } from '../../support/admin';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { chromiumExecutable, e2ePort } from '../../support/environment';
import { wakeUp } from '../../support/wake';
import { expectHelpline, expectOfflinePage, expectPageKept, goOffline, keepTuliaOnThisPhone, keptAddresses, visitAndKeepForOffline } from './offline-support';

// The offline helper: the site without a connection. Real browser, real server: the
// connection is cut with context.setOffline, which in Chromium also cuts the service worker's
// own requests (the worker answers from Cache Storage or not at all). A first visit keeps only
// the offline essentials and what the visitor used; the rest of the site when they ask
// (docs/offline.md; the first visit's cost: first-visit.spec.ts).

const CONTACT_ERROR = 'Sorry, there was an error sending your message. Please try again or contact us directly.';
const OFFLINE_NOTICE = "Your message can't be sent yet. Everything you typed stays here: press Send Message again once you're back online.";

/** Every address kept anywhere in Cache Storage, whatever the cache. */
const allKept = async (page: Page) => Object.values(await keptAddresses(page)).flat();

const everyPublicPage = [
  ['/contact', 'Contact Us'],
  ['/', undefined],
  ['/assessment', 'Wellness Assessment'],
  ['/our-story', 'Our Story'],
  ['/terms-and-conditions', undefined],
  ['/privacy-policy', undefined],
] as const;

/** Answers every question (the highest score, "No" to the last) and reaches the results: 80/80. */
async function takeAssessment(page: Page): Promise<void> {
  for (const question of questionBank) {
    await expect(page.getByText(`Question ${question.id} of 18`, { exact: true })).toBeVisible();
    const highest = question.options.reduce((a, b) => (b.score > a.score ? b : a));
    await page.getByRole('radio', { name: question.id === 18 ? 'No' : highest.text, exact: true }).click();
  }
  await expect(page).toHaveURL(/\/assessment-results$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Results' })).toBeVisible();
  await expect(page.getByTestId('result-score')).toHaveText('80/80');
}

/** Opens the chat helper and asks for someone to talk to: it answers with the helpline. */
async function askTheChatHelper(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat helper' });
  await expect(dialog.getByTestId('bot-message').first()).toContainText('Habari!');
  await dialog.getByRole('textbox', { name: 'Type your message' }).fill('I need to talk to someone now');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByTestId('bot-message').nth(1)).toContainText(siteConfig.helplineDisplay, { timeout: 10_000 });
}

/** Opens the assessment and wakes it from what is kept: hydrated, nothing failed. */
async function openAssessment(page: Page): Promise<void> {
  await page.goto('/assessment');
  await expect(page.getByRole('heading', { level: 1, name: 'Wellness Assessment' })).toBeVisible();
  await wakeUp(page);
  await expect(page.locator('#root[data-hydrated]')).toBeAttached();
  await expect(page.getByTestId('remote-failure')).toHaveCount(0);
}

test.describe('after a visit, without a connection', () => {
  test('the pages the visitor opened open, with the helpline; pages never opened show the offline page', async ({ page, context }) => {
    await visitAndKeepForOffline(page, '/');
    // The first page loaded before the worker: the page tells it, and it is kept from the browser's cache.
    await expectPageKept(page, '/');
    await page.goto('/our-story');
    await page.goto('/contact');
    await expectPageKept(page, '/contact');
    await goOffline(context, page);
    for (const [path, heading] of [
      ['/', undefined],
      ['/our-story', 'Our Story'],
      ['/contact', 'Contact Us'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }).first(), path).toBeVisible();
      await expectHelpline(page);
    }
    // A query or a trailing slash is the same page.
    await page.goto('/contact/?from=sms');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    for (const path of ['/privacy-policy', '/no-such-page-offline']) {
      await page.goto(path);
      await expectOfflinePage(page);
    }
  });

  test('the assessment taken once can be taken again to its results, and the chat helper answers', async ({ page, context }) => {
    // The assessment twice (online, then offline): about a minute on a quiet machine.
    test.setTimeout(180_000);
    await visitAndKeepForOffline(page, '/');
    // Online, as a visitor would: through the home page's link, then the questions, the results and the chat.
    await page.getByRole('link', { name: 'Take Assessment' }).first().click();
    await expect(page).toHaveURL(/\/assessment$/);
    await openAssessment(page);
    await takeAssessment(page);
    await askTheChatHelper(page);
    // The results page, opened by the app, is never asked of the server (that would tell it the
    // assessment was finished); offline it needs no page of its own either.
    expect(
      Object.values(await keptAddresses(page))
        .flat()
        .some((address) => address.endsWith('/assessment-results')),
    ).toBe(false);
    expect((await keptAddresses(page))['tulia-offline-warm'] ?? []).toEqual([]);

    await goOffline(context, page);
    // Hydrated from the kept code, not rendered again after a failure.
    await openAssessment(page);
    await takeAssessment(page);
    await askTheChatHelper(page);
  });

  test('"Keep Tulia on this phone" keeps every public page and the assessment', async ({ page, context }) => {
    // The assessment twice (online, then offline): about a minute on a quiet machine.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await visitAndKeepForOffline(page, '/');
    await wakeUp(page);
    const control = page.getByTestId('keep-on-phone');
    const keep = control.getByRole('button', { name: /^Keep Tulia on this phone \(about \d+ KB\)$/ });
    await keep.scrollIntoViewIfNeeded();
    await expect(keep).toBeVisible();
    // The size stated is the composition's (what the worker's plan says the rest of the site costs).
    const worker = await (await page.request.get('/sw.js')).text();
    const warmBytes = Number(/"warmBytes":(\d+)/.exec(worker)?.[1]);
    expect(warmBytes).toBeGreaterThan(100_000);
    await expect(keep).toHaveText(`Keep Tulia on this phone (about ${Math.round(warmBytes / 10_000) * 10} KB)`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousAxeViolations(page);

    await keepTuliaOnThisPhone(page);
    expect((await keptAddresses(page))['tulia-offline-warm']?.length ?? 0).toBeGreaterThan(50);
    // Said again on the next page.
    await page.goto('/our-story');
    await wakeUp(page);
    await expect(control.getByRole('status')).toHaveText(/^Tulia is kept on this phone/);

    await goOffline(context, page);
    for (const [path, heading] of everyPublicPage) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }).first(), path).toBeVisible();
      await expectHelpline(page);
    }
    await openAssessment(page);
    await takeAssessment(page);
    await askTheChatHelper(page);
  });

  test('the contact form says it cannot send now and keeps every field', async ({ page, context }) => {
    // Opened once online (served by the worker, woken): its page and code are kept.
    await visitAndKeepForOffline(page, '/');
    await page.goto('/contact');
    await wakeUp(page);
    await expect(page.getByLabel('Subject *')).toBeEnabled();
    await goOffline(context, page);
    await page.goto('/contact');
    await wakeUp(page);
    // The subjects call fails offline: the built-in list.
    const subject = page.getByLabel('Subject *');
    await expect(subject).toBeEnabled();
    const notice = page.getByTestId('contact-offline');
    await expect(notice).toContainText(OFFLINE_NOTICE);
    await expect(notice.getByRole('link', { name: siteConfig.helplineDisplay })).toHaveAttribute('href', /^tel:/);

    const typed = {
      'Full Name *': 'Wanjiru Njeri',
      'Email Address *': 'wanjiru@example.com',
      'Phone Number': '+254 722 000 111',
      'Message *': 'Written on the bus with no signal. Please call me back.',
    };
    for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: label !== 'Phone Number' }).fill(value);
    await subject.selectOption('Crisis Support');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: CONTACT_ERROR })).toBeVisible();
    await expect(notice).toContainText(OFFLINE_NOTICE);
    for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(label, { exact: label !== 'Phone Number' })).toHaveValue(value);
    await expect(subject).toHaveValue('Crisis Support');
    // The error text goes after 5 seconds; the notice and the fields stay.
    await expect(page.getByText(CONTACT_ERROR)).toBeHidden({ timeout: 8000 });
    await expect(notice).toContainText(OFFLINE_NOTICE);
    await expect(page.getByLabel('Message *')).toHaveValue(typed['Message *']);

    // Back online: the notice goes, the message is still there to send.
    await context.setOffline(false);
    await expect(notice).toBeEmpty();
    await expect(page.getByLabel('Message *')).toHaveValue(typed['Message *']);
  });

  test('a connection lost while writing: the notice appears and nothing typed is lost', async ({ page, context }) => {
    await visitAndKeepForOffline(page, '/contact');
    await wakeUp(page);
    await expect(page.getByLabel('Subject *')).toBeEnabled();
    await page.getByLabel('Full Name *').fill('Otieno Ouma');
    await page.getByLabel('Message *').fill('Half written when the signal went.');
    await goOffline(context, page);
    await expect(page.getByTestId('contact-offline')).toContainText(OFFLINE_NOTICE);
    await page.getByLabel('Email Address *').fill('otieno@example.com');
    await page.getByLabel('Subject *').selectOption('General Inquiry');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: CONTACT_ERROR })).toBeVisible();
    await expect(page.getByLabel('Full Name *')).toHaveValue('Otieno Ouma');
    await expect(page.getByLabel('Email Address *')).toHaveValue('otieno@example.com');
    await expect(page.getByLabel('Subject *')).toHaveValue('General Inquiry');
    await expect(page.getByLabel('Message *')).toHaveValue('Half written when the signal went.');
  });

  test('the back office offline shows the offline page, never a kept admin screen; no admin page or api answer is ever kept', async ({ page, context }) => {
    await visitAndKeepForOffline(page, '/admin/login');
    await signIn(page);
    // Admin screens and their data, loaded while the worker serves the page.
    await page.goto('/admin/contact-messages');
    await expect(page.getByTestId('admin-header-title')).toHaveText('Contact Messages');
    await page.goto('/admin/users');
    await expect(page.getByTestId('admin-header-title')).toHaveText('Users');
    // Other spellings of the back office: the worker reads the same decoded path as the server,
    // which sends them to the one spelling; none of them is ever kept as a public page.
    for (const spelling of ['/%61dmin/users', '/admin%2fusers']) {
      await page.goto(spelling);
      await expect(page, spelling).toHaveURL(/\/admin\/users$/);
      await expect(page.getByTestId('admin-header-title'), spelling).toHaveText('Users');
    }
    // Public pages and their api call (the contact subjects) too.
    await page.goto('/contact');
    await wakeUp(page);
    await expect(page.getByLabel('Subject *')).toBeEnabled();

    const kept = await allKept(page);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.filter((path) => path === '/api' || path.startsWith('/api/'))).toEqual([]);
    // Read decoded and with runs of slashes collapsed, as the server and the worker read them.
    const read = (path: string) => decodeURIComponent(path).replace(/\/+/g, '/');
    expect(kept.map(read).filter((path) => path === '/admin' || path.startsWith('/admin/'))).toEqual([]);

    await goOffline(context, page);
    for (const path of ['/admin/users', '/admin', '/admin/login', '/%61dmin/users', '/admin%2fusers']) {
      await page.goto(path);
      await expectOfflinePage(page);
      await expect(page.getByTestId('admin-header-title')).toHaveCount(0);
    }
    // The offline page stands in for the address without becoming its app: no script runs.
    expect(await page.locator('script[src]').count()).toBe(0);
  });

  test('the offline page: helpline, emergency number and crisis advice, no serious axe violation, fits 360 px', async ({ page, context }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await visitAndKeepForOffline(page, '/our-story');
    await goOffline(context, page);
    await page.goto('/a-page-never-opened');
    await expectOfflinePage(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('with a connection', () => {
  test('pages, remotes.json and entry files come from the network first, so a release is seen on the next visit', async ({ page }) => {
    await visitAndKeepForOffline(page, '/');
    const fromWorker: string[] = [];
    page.on('response', (response) => {
      if (response.fromServiceWorker()) fromWorker.push(new URL(response.url()).pathname);
    });
    const served: string[] = [];
    page.context().on('request', (request) => {
      if (request.serviceWorker()) served.push(new URL(request.url()).pathname);
    });
    await page.goto('/contact');
    await wakeUp(page);
    // The worker fetched the page, remotes.json and the remotes' entry files from the server
    // (a release is seen at once), and answered the page with them.
    for (const path of ['/contact', '/remotes.json']) {
      expect(served, path).toContain(path);
      expect(fromWorker, path).toContain(path);
    }
    expect(served.some((path) => /^\/remotes\/mfe-public\/[^/]+\/mf-manifest\.json$/.test(path))).toBe(true);
  });
});

test.describe('a visitor who asked for less data', () => {
  test('keeps only the offline page up front and what the visitor opens, and offers the rest', async () => {
    // A 2G connection, as the browser reports it to the page and to the worker.
    const browser = await chromium.launch({
      executablePath: chromiumExecutable(),
      args: ['--no-sandbox', '--disable-gpu', '--force-effective-connection-type=2G'],
    });
    try {
      const context = await browser.newContext({ baseURL: `http://localhost:${e2ePort}` });
      const page = await context.newPage();
      await visitAndKeepForOffline(page, '/');
      expect(await page.evaluate(() => (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType)).toBe('2g');
      const kept = await keptAddresses(page);
      expect(kept['tulia-offline-essentials']).toEqual(expect.arrayContaining(['/offline.html']));
      expect(kept['tulia-offline-warm'] ?? []).toEqual([]);
      // A page opened with the worker in place is kept, with the code it woke up with.
      await page.goto('/our-story');
      await wakeUp(page);
      // The control is still offered (the visitor may choose to spend the data): nothing is kept unasked.
      await expect(page.getByTestId('keep-on-phone').getByRole('button', { name: /^Keep Tulia on this phone/ })).toBeVisible();
      await expectPageKept(page, '/');
      expect((await keptAddresses(page))['tulia-offline-warm'] ?? []).toEqual([]);
      await goOffline(context, page);
      await page.goto('/our-story');
      await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
      // The first page was loaded before the worker: the page told it, and it was kept from the browser's cache.
      await page.goto('/');
      await expectHelpline(page);
      await page.goto('/contact');
      await expectOfflinePage(page);
    } finally {
      await browser.close();
    }
  });
});

test.describe('web app manifest', () => {
  test('is valid JSON with the site’s name, colours and icons that exist (192 and 512 px, maskable), linked from every page', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(await response.text()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest.name).toContain(siteConfig.productName);
    expect(manifest.short_name).toBe(siteConfig.productName);
    expect(manifest.start_url).toBe('/');
    expect(manifest.scope).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

    const png = manifest.icons.filter((icon) => icon.type === 'image/png');
    for (const [size, purpose] of [
      [192, 'any'],
      [512, 'any'],
      [192, 'maskable'],
      [512, 'maskable'],
    ] as const) {
      const icon = png.find((candidate) => candidate.sizes === `${size}x${size}` && (candidate.purpose ?? 'any').split(' ').includes(purpose));
      expect(icon, `${purpose} ${size}px icon`).toBeDefined();
      const file = await request.get(icon!.src);
      expect(file.status(), icon!.src).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
      const body = await file.body();
      // A PNG's signature, then its IHDR: width and height.
      expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([body.readUInt32BE(16), body.readUInt32BE(20)], icon!.src).toEqual([size, size]);
    }

    for (const path of ['/', '/contact', '/assessment', '/no-such-page', '/admin/login', '/offline.html']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"\s*\/?>/);
      expect(html, path).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}"/i);
    }
  });
});
