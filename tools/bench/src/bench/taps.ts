// First taps on a cheap phone: a page freshly loaded (fresh profile: empty cache, no service
// worker), tapped right after its load event, before anything else has woken its app. For each
// tap: its Event Timing latency (as INP measures it) and the time from the tap until each
// expected response is drawn. The responses are DOM conditions true of what the app draws
// today, and of a response drawn at once without the app.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { phone, throttleCpu, wideTouch } from './mobile';
import { conditionHolds, installTapProbe, readTapProbe, tapLatency, untilConditionsSeen, watchConditions, type DomCondition } from './tap-probe';

export interface TapResponse {
  name: string;
  condition: DomCondition;
}

export interface TapScenario {
  name: string;
  path: string;
  device: 'phone' | 'wide';
  /** What is tapped: the first element matching it that is shown. */
  target: DomCondition;
  /** Scrolled into view first (a visitor must scroll to reach it; on builds before reading woke nothing, that woke the app). */
  scroll?: boolean;
  responses: TapResponse[];
}

/** A tap that opens something: its one response is `shown` appearing. */
function opens(name: string, path: string, device: TapScenario['device'], target: DomCondition, response: string, shown: string): TapScenario {
  return { name, path, device, target, responses: [{ name: response, condition: { selector: shown } }] };
}

export const tapScenarios: readonly TapScenario[] = [
  {
    name: 'assessment answer',
    path: '/assessment',
    device: 'phone',
    target: { selector: '[role="radiogroup"] [role="radio"]' },
    responses: [
      // Chosen by the app, or drawn as chosen by its own styles while the app is on its way (data-waking).
      { name: 'answer drawn as chosen', condition: { selector: '[role="radio"][aria-checked="true"], [role="radio"][data-waking]' } },
      // Question 2 follows after the specified 300 ms pause.
      { name: 'Question 2 of 18 shown', condition: { selector: '[data-testid="question-progress"]', text: 'Question 2 of 18' } },
    ],
  },
  opens('mobile menu', '/', 'phone', { selector: 'button[aria-label="Menu"]' }, 'menu open', '[data-testid="mobile-menu"]'),
  opens(
    'Download App menu',
    '/',
    'wide',
    { selector: 'nav[aria-label="Main"] button', text: 'Download App' },
    'menu open',
    '[data-testid="download-app-menu"]',
  ),
  opens(
    'chat button',
    '/',
    'phone',
    { selector: '[data-testid="chat-widget"] button[aria-label="Chat with us"]' },
    'chat panel open',
    '[data-testid="chat-widget"] [role="dialog"]',
  ),
  {
    ...opens(
      'FAQ item',
      '/',
      'phone',
      { selector: '[data-testid="faq-list"] details > summary' },
      'answer open',
      '[data-testid="faq-list"] details[open] [data-testid="faq-answer"]',
    ),
    scroll: true,
  },
];

/** One tap on one site. */
export interface TapSample {
  /** Event Timing duration of the tap's interaction (ms); null: under the 16 ms threshold. */
  eventMs: number | null;
  /** Tap → first frame showing each response (ms). */
  responseMs: Record<string, number>;
  /** The app had woken before the tap (only expected where the scenario scrolls first). */
  awakeBeforeTap: boolean;
}

const RESPONSE_TIMEOUT_MS = 60_000;

const contextFor = (device: TapScenario['device']): BrowserContextOptions => (device === 'phone' ? phone : wideTouch);

/** Runs in the page: the centre of the first shown element matching the target, optionally scrolled into view. */
export function targetPoint({ target, scroll }: { target: DomCondition; scroll: boolean }): { x: number; y: number } | null {
  const element = Array.from(document.querySelectorAll(target.selector)).find(
    (candidate) => target.text === undefined || (candidate.textContent ?? '').replace(/\s+/g, ' ').trim() === target.text,
  );
  if (!element) return null;
  if (scroll) element.scrollIntoView({ block: 'center', behavior: 'instant' });
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

async function pointOf(page: Page, scenario: TapScenario): Promise<{ x: number; y: number }> {
  const point = await page.evaluate(targetPoint, { target: scenario.target, scroll: scenario.scroll === true });
  if (!point)
    throw new Error(
      `${scenario.name}: nothing on ${scenario.path} matches ${scenario.target.selector}${scenario.target.text ? ` "${scenario.target.text}"` : ''}`,
    );
  return point;
}

export async function measureTap(browser: Browser, baseURL: string, scenario: TapScenario): Promise<TapSample> {
  const context = await browser.newContext(contextFor(scenario.device));
  try {
    const page = await context.newPage();
    await throttleCpu(page);
    await page.addInitScript(installTapProbe);
    await page.addInitScript(`window.__tuliaBenchHolds = ${conditionHolds.toString()};`);
    await page.goto(`${baseURL}${scenario.path}`, { waitUntil: 'load', timeout: 120_000 });
    const point = await pointOf(page, scenario);
    const awakeBeforeTap = await page.evaluate(() => document.getElementById('root')?.hasAttribute('data-hydrated') ?? false);
    const conditions = Object.fromEntries(scenario.responses.map((response) => [response.name, response.condition]));
    await page.evaluate(watchConditions, { conditions, timeoutMs: RESPONSE_TIMEOUT_MS });
    await page.touchscreen.tap(point.x, point.y);
    if (!(await page.evaluate(untilConditionsSeen)))
      throw new Error(`${scenario.name} on ${scenario.path}: no response within ${RESPONSE_TIMEOUT_MS / 1000} s of the tap`);
    // Event Timing reports an interaction after its next paint: a few frames more.
    await page.waitForTimeout(500);
    const probe = await page.evaluate(readTapProbe);
    if (!probe || probe.tapAt === null) throw new Error(`${scenario.name}: the page saw no tap`);
    if (probe.heldBefore.length > 0) throw new Error(`${scenario.name}: ${probe.heldBefore.join(', ')} already held before the tap`);
    const tapAt = probe.tapAt;
    const responseMs = Object.fromEntries(Object.entries(probe.visibleAt).map(([name, at]) => [name, at - tapAt]));
    return { eventMs: tapLatency(probe), responseMs, awakeBeforeTap };
  } finally {
    await context.close();
  }
}
