import { expect, test, type Page, type Request } from '@playwright/test';
import { signIn } from '../support/admin';
import { isPublished } from '../support/deployment';
import { FAULT_MESSAGE, clickFaultyControl, publishFaultyVersion, readVersionsJson, type FaultyVersion } from '../support/faulty-builds';
import { apiKnowsVersion, remoteEventCount } from '../support/remote-events';
import { wakeUp } from '../support/wake';

// The shell's failure reports (docs/operations.md, "Browser failure reports"): each failure class
// (an entry down, a missing expose, a render error, an error in a remote's click handler) is
// reported once, by remote and version, and counted by the real api; a page's remote versions are
// reported when it is hidden. The site, the api and its metrics listener are the real ones: an
// entry down is broken in the browser's network, the other faults are remote versions published
// past the release's checks (support/faulty-builds.ts) and loaded in one browser by a preview.

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

/** The api's answers to every report sent so far (a report sent while waiting is not skipped). */
async function answersSoFar(answered: Promise<number>[]): Promise<number[]> {
  let settled: number[] = [];
  while (settled.length < answered.length) settled = await Promise.all([...answered]);
  return settled;
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
  expect(failure).toMatchObject({
    kind: 'failure',
    remote: 'mfe-admin-content',
    version,
    module: './ContactMessagesPage',
    phase: 'entry',
    calm_message_shown: true,
  });
  expect(Object.keys(failure ?? {}).sort()).toEqual(['calm_message_shown', 'error', 'kind', 'module', 'phase', 'remote', 'shell', 'version']);
  expect(new Set(await answersSoFar(answered))).toEqual(new Set([204]));
  await expect.poll(() => counted(page, labels)).toBe(before + 1);
  // Nothing more after a while: one failure, one report.
  await page.waitForTimeout(2_000);
  expect(reports.filter((report) => report.kind === 'failure')).toHaveLength(1);
});

test('a page reports the remote versions it used once, a moment after it used them, and the api counts them', async ({ page }) => {
  const version = await liveVersion(page, 'mfe-public');
  const labels = { remote: 'mfe-public', version, phase: 'page', outcome: 'loaded' };
  const before = await counted(page, labels);
  const { reports, answered } = recordReports(page);
  await page.goto('/contact');
  expect(reports).toEqual([]);
  await wakeUp(page);
  await expect(page.getByLabel('Subject *')).toBeEnabled();

  // While the page is alive: a beacon sent as a page unloads is mostly lost under the offline helper.
  await expect.poll(() => reports.length, { timeout: 5_000 }).toBe(1);
  const [report] = reports;
  expect(report).toMatchObject({ kind: 'page', remotes: expect.objectContaining({ 'mfe-public': version }) });
  expect(Object.keys(report ?? {}).sort()).toEqual(['kind', 'remotes', 'shell']);
  expect(await answersSoFar(answered)).toEqual([204]);
  // Other tests load public pages at the same time and are counted under the same labels: the
  // counter grows by this page's report at least (exactly one report was sent, above).
  await expect.poll(() => counted(page, labels)).toBeGreaterThanOrEqual(before + 1);
  // Hidden, with nothing new used: nothing more to count.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForTimeout(1_000);
  expect(reports).toHaveLength(1);
});

/**
 * Publishes a faulty version for one test and waits until the api knows it (it re-reads the
 * deployment's versions at most every 10 s); the version is removed again however the test ends.
 */
async function withFaultyVersion(page: Page, publish: () => Promise<FaultyVersion>, run: (faulty: FaultyVersion) => Promise<void>): Promise<void> {
  const versionsBefore = readVersionsJson();
  const faulty = await publish();
  try {
    await expect.poll(() => apiKnowsVersion(page.request, faulty.pkg, faulty.version), { timeout: 20_000 }).toBe(true);
    await run(faulty);
  } finally {
    await faulty.remove();
  }
  // Nothing else writes versions.json while the site project runs: it is as it was, byte for byte.
  expect(readVersionsJson()).toBe(versionsBefore);
  expect(isPublished(faulty.pkg, faulty.version)).toBe(false);
}

/** The console's errors, as text (the shell logs what failed with the error's message). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Exactly one failure report within 5 s, this one, answered 204 and counted once by the api;
 * nothing more after a while. The version is a fresh one: the api has counted nothing for it before.
 */
async function expectOneFailureCounted(page: Page, { reports, answered }: ReturnType<typeof recordReports>, expected: Report): Promise<void> {
  const failures = () => reports.filter((report) => report.kind === 'failure');
  await expect.poll(() => failures().length, { timeout: 5_000 }).toBe(1);
  const [failure] = failures();
  expect(failure).toMatchObject({ kind: 'failure', ...expected });
  expect(failure?.error).toMatch(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/);
  expect(new Set(await answersSoFar(answered))).toEqual(new Set([204]));
  const labels = {
    remote: String(expected.remote),
    version: String(expected.version),
    phase: String(expected.phase),
    outcome: expected.calm_message_shown ? 'calm_message' : 'no_message',
  };
  await expect.poll(() => counted(page, labels), { timeout: 5_000 }).toBe(1);
  await page.waitForTimeout(2_000);
  expect(failures()).toHaveLength(1);
  expect(await counted(page, labels)).toBe(1);
}

// A version whose page cannot be had: the load fails for good, the calm message with the
// helpline stands in its place, and the failure is reported once, for the reason made.
const pageFaults = [
  {
    title: 'a version that no longer exposes a page is reported once, phase module, and counted by the api',
    remote: 'mfe-public',
    fault: 'missing-expose',
    module: 'OurStoryPage',
    path: '/our-story',
    phase: 'module',
    // After the registry's retries; the federation names no code for it: phase module.
    logged: 'Module ./OurStoryPage does not exist in container',
  },
  {
    title: 'a render error in a remote is reported once, phase render, and counted by the api',
    remote: 'mfe-assessment',
    fault: 'render',
    module: 'AssessmentPage',
    path: '/assessment',
    phase: 'render',
    // Caught by the remote's boundary.
    logged: `${FAULT_MESSAGE}: AssessmentPage cannot render`,
  },
] as const;

for (const fault of pageFaults) {
  test(fault.title, async ({ page }) => {
    await withFaultyVersion(
      page,
      () => publishFaultyVersion(fault.remote, fault.fault, fault.module),
      async ({ version, previewQuery }) => {
        const recorded = recordReports(page);
        const errors = consoleErrors(page);
        await page.goto(`${fault.path}${previewQuery}`);
        await expect(page.getByText(`Previewing ${fault.remote} ${version}`)).toBeVisible();
        await expect(page.getByTestId('remote-failure')).toBeVisible({ timeout: 30_000 });
        // Failed for the reason made, not another one.
        expect(errors.join('\n')).toContain(fault.logged);
        await expectOneFailureCounted(page, recorded, {
          remote: fault.remote,
          version,
          module: `./${fault.module}`,
          phase: fault.phase,
          error: 'Error',
          calm_message_shown: true,
        });
      },
    );
  });
}

test('an error in a click handler of a remote is reported once, phase handler, without a message, and counted by the api', async ({ page }) => {
  await withFaultyVersion(
    page,
    () => publishFaultyVersion('mfe-public', 'handler'),
    async ({ version, previewQuery }) => {
      const recorded = recordReports(page);
      const thrown: Error[] = [];
      page.on('pageerror', (error) => thrown.push(error));
      await page.goto(`/${previewQuery}`);
      await expect(page.getByText(`Previewing mfe-public ${version}`)).toBeVisible();
      // The page itself is whole: the fault is only in the click. (Its page report, the versions
      // it used, goes out a second after they are used, so on a slow machine it may already be here.)
      await expect(page.getByRole('heading', { level: 1, name: /A safe digital sanctuary/ })).toBeVisible();
      expect(recorded.reports.filter((report) => report.kind === 'failure')).toEqual([]);
      await clickFaultyControl(page);
      await expect.poll(() => thrown.length, { timeout: 5_000 }).toBeGreaterThan(0);
      // The shell names the remote and version from the stack: it points into the version's folder.
      expect(thrown[0]?.message).toContain(FAULT_MESSAGE);
      expect(thrown[0]?.stack).toContain(`/remotes/mfe-public/${version}/`);
      await expectOneFailureCounted(page, recorded, { remote: 'mfe-public', version, phase: 'handler', error: 'Error', calm_message_shown: false });
      expect(recorded.reports.filter((report) => report.kind === 'failure')[0]).not.toHaveProperty('module');
      // Another tap throws again; still one report for this page.
      await clickFaultyControl(page);
      await expect.poll(() => thrown.length).toBeGreaterThan(1);
      await page.waitForTimeout(1_000);
      expect(recorded.reports.filter((report) => report.kind === 'failure')).toHaveLength(1);
    },
  );
});

test('hydrated over the HTML of a public page, as a canary browser gets it, the click-handler fault still throws only on the click', async ({ page }) => {
  await withFaultyVersion(
    page,
    () => publishFaultyVersion('mfe-public', 'handler'),
    async ({ version }) => {
      // This browser alone is pointed at the faulty version (remotes.json rewritten on its way in).
      // The page's HTML is composed from the live version's server code, which the faulty version
      // keeps byte for byte: it is the HTML a canary composed from the faulty version serves.
      await page.route('**/remotes.json', async (route) => {
        const response = await route.fetch();
        const remotes = (await response.json()) as Record<string, { version: string; entry: string }>;
        const live = remotes['mfe-public'];
        if (!live) throw new Error('mfe-public is not in remotes.json');
        remotes['mfe-public'] = { ...live, version, entry: live.entry.replace(`/${live.version}/`, `/${version}/`) };
        await route.fulfill({ response, json: remotes });
      });
      const recorded = recordReports(page);
      const errors = consoleErrors(page);
      const thrown: Error[] = [];
      page.on('pageerror', (error) => thrown.push(error));
      const folders = new Set<string>();
      page.on('request', (request) => {
        const folder = /^\/remotes\/mfe-public\/([^/]+)\//.exec(new URL(request.url()).pathname)?.[1];
        if (folder) folders.add(folder);
      });
      await page.goto('/');
      await clickFaultyControl(page);
      await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
      expect([...folders]).toEqual([version]);
      await expectOneFailureCounted(page, recorded, { remote: 'mfe-public', version, phase: 'handler', error: 'Error', calm_message_shown: false });
      // Hydrated without a mismatch or any other error: the click's is the only one.
      expect(thrown.map((error) => error.message)).toEqual([`${FAULT_MESSAGE}: a click handler of mfe-public throws`]);
      expect(errors.filter((text) => !text.includes(FAULT_MESSAGE))).toEqual([]);
    },
  );
});
