// What a visit costs on a prepaid data plan: every byte the site sends to the page and to its
// service worker, counted at the bench's proxy (byte-proxy.ts), on the cheap phone, in a fresh
// profile per run. Four visits: / left alone for 30 s; / → the assessment (all 18 answers) →
// its results; /contact → a message sent; and / again in the same profile once the first
// visit's service worker is installed.
import type { Browser, Page } from 'playwright-core';
import { visitBytes, type ByteProxy, type VisitBytes } from './byte-proxy';
import { phone, throttleCpu } from './mobile';

export const dataScenarioNames = ['/ idle 30 s', '/ → assessment → results', '/contact → message sent', '/ second visit (worker installed)'] as const;
export type DataScenarioName = (typeof dataScenarioNames)[number];

/** How long a visit without input is watched. */
export const IDLE_WINDOW_MS = 30_000;
/** After a flow's last step: the network counts as done once quiet this long (at most SETTLE_TIMEOUT_MS). */
const QUIET_MS = 2000;
const SETTLE_TIMEOUT_MS = 30_000;
const STEP_TIMEOUT_MS = 60_000;

async function newPhonePage(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await throttleCpu(page);
  return { page, close: () => context.close() };
}

/** Opens `url` and leaves the page alone until IDLE_WINDOW_MS after the navigation started. */
async function idleVisit(page: Page, url: string): Promise<void> {
  const started = Date.now();
  await page.goto(url, { waitUntil: 'load', timeout: IDLE_WINDOW_MS * 4 });
  const left = IDLE_WINDOW_MS - (Date.now() - started);
  if (left > 0) await page.waitForTimeout(left);
}

/** / alone for 30 s, then (same profile) once its worker is installed, / again for 30 s. */
async function homeVisits(browser: Browser, proxy: ByteProxy): Promise<Partial<Record<DataScenarioName, VisitBytes>>> {
  const { page, close } = await newPhonePage(browser);
  try {
    const first = proxy.ledger.mark();
    await idleVisit(page, `${proxy.baseURL}/`);
    const idle = visitBytes(proxy.ledger.since(first));
    // The worker's install (its precache) may run past the window: awaited, not counted here.
    const hasWorker = await page.evaluate(async (timeout) => {
      if (!('serviceWorker' in navigator)) return false;
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration) return false;
      return Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeout))]);
    }, STEP_TIMEOUT_MS);
    await proxy.idle(QUIET_MS, STEP_TIMEOUT_MS);
    await page.close();
    const second = await page.context().newPage();
    await throttleCpu(second);
    const again = proxy.ledger.mark();
    await idleVisit(second, `${proxy.baseURL}/`);
    const secondVisit = visitBytes(proxy.ledger.since(again));
    return hasWorker ? { '/ idle 30 s': idle, '/ second visit (worker installed)': secondVisit } : { '/ idle 30 s': idle };
  } finally {
    await close();
  }
}

/**
 * One flow in a fresh phone profile: opens `path`, takes the `steps`, and counts every byte
 * from the navigation until the network has been quiet for QUIET_MS.
 */
async function flowVisit(browser: Browser, proxy: ByteProxy, path: string, steps: (page: Page) => Promise<void>): Promise<VisitBytes> {
  const { page, close } = await newPhonePage(browser);
  try {
    const mark = proxy.ledger.mark();
    await page.goto(`${proxy.baseURL}${path}`, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
    await steps(page);
    await proxy.idle(QUIET_MS, SETTLE_TIMEOUT_MS);
    return visitBytes(proxy.ledger.since(mark));
  } finally {
    await close();
  }
}

/** / → Take Free Assessment → 18 answers (the first option; "No" to the last question) → results. */
async function assessmentSteps(page: Page): Promise<void> {
  await page.locator('[data-home-section="hero"] a[href="/assessment"]').first().tap({ timeout: STEP_TIMEOUT_MS });
  await page.waitForURL(/\/assessment$/, { timeout: STEP_TIMEOUT_MS });
  for (let question = 1; question <= 18; question += 1) {
    await page
      .locator('[data-testid="question-progress"]', { hasText: new RegExp(`^\\s*Question ${question} of 18\\s*$`) })
      .waitFor({ timeout: STEP_TIMEOUT_MS });
    const option = question === 18 ? page.getByRole('radio', { name: 'No', exact: true }) : page.locator('[role="radiogroup"] [role="radio"]').first();
    await option.tap({ timeout: STEP_TIMEOUT_MS });
  }
  await page.waitForURL(/\/assessment-results$/, { timeout: STEP_TIMEOUT_MS });
  await page.getByRole('heading', { level: 1, name: 'Your Results' }).waitFor({ timeout: STEP_TIMEOUT_MS });
}

/** /contact → the form filled in → Send Message → the thank-you shown. */
async function contactSteps(page: Page): Promise<void> {
  await page.getByLabel('Full Name *').fill('Wanjiku Kamau', { timeout: STEP_TIMEOUT_MS });
  await page.getByLabel('Email Address *').fill('wanjiku@example.com');
  await page.getByLabel('Subject *').selectOption('General Inquiry', { timeout: STEP_TIMEOUT_MS });
  await page.getByLabel('Message *').fill('Hello, I would like to know whether the app can be used by students at our school in Nakuru.');
  await page.getByRole('button', { name: 'Send Message' }).tap({ timeout: STEP_TIMEOUT_MS });
  await page.getByText('Your message has been sent successfully', { exact: false }).waitFor({ timeout: STEP_TIMEOUT_MS });
}

/** One run of the four visits on one site. */
export async function measureData(browser: Browser, proxy: ByteProxy): Promise<Partial<Record<DataScenarioName, VisitBytes>>> {
  return {
    ...(await homeVisits(browser, proxy)),
    '/ → assessment → results': await flowVisit(browser, proxy, '/', assessmentSteps),
    '/contact → message sent': await flowVisit(browser, proxy, '/contact', contactSteps),
  };
}
