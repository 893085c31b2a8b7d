import { expect, test, type Page, type Request } from '@playwright/test';
import { signIn } from '../support/admin';
import { remoteEventCount } from '../support/remote-events';
import { wakeUp } from '../support/wake';

// The shell's failure reports (docs/operations.md, "Browser failure reports"): a remote that cannot
// load is reported once, by remote and version, and counted by the real api; a page's remote
// versions are reported when it is hidden. Only the browser's network is broken here: the site,
// the api and its metrics listener are the real ones.

// Requests a service worker answered would not pass through page.route.
test.use({ serviceWorkers: 'block' });

const EVENT = '/api/client-events';

type Report = Record<string, unknown>;

/** Every report the page sends, with the api's answer. */
function recordReports(page: Page): { reports: Report[]; answered: Promise<number>[] } {
  const reports: Report[] = [];
  const answered: Promise<number>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== EVENT) return;
    reports.push(JSON.parse(request.postData() ?? '{}') as Report);
    answered.push(request.response().then((response) => response?.status() ?? 0));
  });
  return { reports, answered };
}

async function liveVersion(page: Page, remote: string): Promise<string> {
  const manifest = (await (await page.request.get('/remotes.json')).json()) as Record<string, { version: string }>;
  const version = manifest[remote]?.version;
  if (!version) throw new Error(`${remote} is not in remotes.json`);
  return version;
}

/** The counter's value for these labels on the api's internal metrics listener. */
const counted = (page: Page, labels: Record<string, string>) => remoteEventCount(page.request, labels);

test('a remote whose entry is down is reported once, by remote and version, and counted by the api', async ({ page }) => {
  const version = await liveVersion(page, 'mfe-admin-content');
  const labels = { remote: 'mfe-admin-content', version, phase: 'entry', outcome: 'calm_message' };
  const before = await counted(page, labels);
  await signIn(page);
  const { reports, answered } = recordReports(page);
  await page.route('**/remotes/mfe-admin-content/**/remoteEntry.js', (route) => route.abort('failed'));

  await page.goto('/admin/contact-messages');
  await expect(page.getByTestId('remote-failure')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => reports.filter((report) => report.kind === 'failure').length, { timeout: 5_000 }).toBe(1);
  const [failure] = reports.filter((report) => report.kind === 'failure');
  expect(failure).toMatchObject({ kind: 'failure', remote: 'mfe-admin-content', version, module: './ContactMessagesPage', phase: 'entry', calm_message_shown: true });
  expect(Object.keys(failure ?? {}).sort()).toEqual(['calm_message_shown', 'error', 'kind', 'module', 'phase', 'remote', 'shell', 'version']);
  expect(await Promise.all(answered)).toEqual(answered.map(() => 204));
  await expect.poll(() => counted(page, labels)).toBe(before + 1);
  // Nothing more after a while: one failure, one report.
  await page.waitForTimeout(2_000);
  expect(reports.filter((report) => report.kind === 'failure')).toHaveLength(1);
});

test('a page reports the remote versions it used when it is hidden, once, and the api counts them', async ({ page }) => {
  const version = await liveVersion(page, 'mfe-public');
  const labels = { remote: 'mfe-public', version, phase: 'page', outcome: 'loaded' };
  const before = await counted(page, labels);
  const { reports, answered } = recordReports(page);
  await page.goto('/contact');
  await wakeUp(page);
  await expect(page.getByLabel('Subject *')).toBeEnabled();
  expect(reports).toEqual([]);

  const hide = () =>
    page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
  await hide();
  await expect.poll(() => reports.length).toBe(1);
  const [report] = reports;
  expect(report).toMatchObject({ kind: 'page', remotes: expect.objectContaining({ 'mfe-public': version }) });
  expect(Object.keys(report ?? {}).sort()).toEqual(['kind', 'remotes', 'shell']);
  expect(await Promise.all(answered)).toEqual([204]);
  await expect.poll(() => counted(page, labels)).toBe(before + 1);
  // Hidden again with nothing new used: nothing more to count.
  await hide();
  await page.waitForTimeout(1_000);
  expect(reports).toHaveLength(1);
});
