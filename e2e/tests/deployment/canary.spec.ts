import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { copyOfBuild, readRemotesJson, runDeployCommand } from '../../support/deployment';
import { e2eDeployDir, repoRoot } from '../../support/environment';
import { clickFaultyControl, publishFaultyVersion } from '../../support/faulty-builds';
import { alerts, EVALUATION_SECONDS, perVersion, prometheusMissing, startPrometheus, type RunningPrometheus } from '../../support/prometheus';
import { apiKnowsVersion } from '../../support/remote-events';

// The canary (README, "Releasing"; tools/deploy/src/canary): a version of a public remote reaches a
// share of browsers by the bucket each keeps; the real Prometheus evaluates the project's own rule
// on the real api's failure reports, and `npm run canary -- watch` drops a failing canary without
// a person. A healthy one advances 10 → 25 → 50 → 100 % and ends as a promote.
test.describe.configure({ mode: 'serial' });
test.skip(prometheusMissing !== null, prometheusMissing ?? '');

const remote = 'mfe-public';
const BROWSERS = 40;
/** Page loads per browser at most; each one a fresh document of `/` with one click. */
const LOADS_PER_BROWSER = 6;
const AT_ONCE = 2;

interface Record {
  action: string;
  version: string;
  previous: string | null;
  at: string;
  canary?: {
    weight: number;
    stable: string | null;
    reason?: string;
    numbers?: { [version: string]: { failures: number; loads: number; ratio: number | null } };
  };
}
const history = (): Record[] => JSON.parse(readFileSync(join(e2eDeployDir, 'releases.json'), 'utf8')) as Record[];
const remotesText = () => readFileSync(join(e2eDeployDir, 'remotes.json'), 'utf8');
/** canary.json is `{}` (or absent) when no canary runs. */
const canaryRunning = (): boolean =>
  existsSync(join(e2eDeployDir, 'canary.json')) && Object.keys(JSON.parse(readFileSync(join(e2eDeployDir, 'canary.json'), 'utf8')) as object).length > 0;

/** What one browser with this bucket gets as remotes.json and as the composition of its pages. */
async function variantOf(request: APIRequestContext, bucket: string): Promise<{ remotes: string | undefined; composed: string | undefined }> {
  const headers = { cookie: `tulia_bucket=${bucket}` };
  const remotes = (await (await request.get('/remotes.json', { headers })).json()) as { [pkg: string]: { version: string } };
  const composed = (await (await request.get('/composed.json', { headers })).json()) as { remotes: { [pkg: string]: string } };
  return { remotes: remotes[remote]?.version, composed: composed.remotes[remote] };
}

interface Visitor {
  /** null: the canary was dropped before this browser's first page. */
  bucket: number | null;
  loads: number;
  /** Requests to the canary's version folder. */
  canaryRequests: number;
}

/** A fresh browser (no cookie: it draws its bucket) loading `/` and clicking, until told to stop. */
async function visit(browser: Browser, canary: string, stop: () => boolean): Promise<Visitor> {
  const context = await browser.newContext();
  const page = await context.newPage();
  let canaryRequests = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(`/remotes/${remote}/${canary}/`)) canaryRequests += 1;
  });
  // The canary's click throws, on purpose: the page goes on.
  page.on('pageerror', () => undefined);
  let loads = 0;
  try {
    while (loads < LOADS_PER_BROWSER && !stop()) {
      await page.goto('/');
      await wakeSurely(page);
      await clickFaultyControl(page, remote);
      // A visitor reads a moment before moving on: the page's beacon leaves while it is alive.
      await page.waitForTimeout(1_200);
      loads += 1;
    }
    // The last document's page load is reported when it is hidden; its beacon leaves before the browser closes.
    await page.goto('about:blank');
    await page.waitForTimeout(500);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'tulia_bucket');
    if (loads > 0 && !cookie) throw new Error('the site set no bucket cookie');
    return { bucket: cookie ? Number(cookie.value) : null, loads, canaryRequests };
  } finally {
    await context.close();
  }
}

/**
 * Wakes a page composed to HTML: a pointer move made before its wake-up script listens (a slow,
 * busy machine) is lost, so it moves again until the app has taken the page over.
 */
async function wakeSurely(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.mouse.move(5 + Math.floor(Math.random() * 20), 6);
        return page.locator('#root[data-hydrated], #root[data-rendered]').count();
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBeGreaterThan(0);
}

let prometheus: RunningPrometheus;
test.beforeAll(async () => {
  prometheus = await startPrometheus();
});
test.afterAll(async () => {
  await prometheus?.stop();
});

test('a canary that fails in a click handler is dropped by watch, without a person, within two evaluations of its alert; the stable version untouched', async ({
  browser,
  request,
}) => {
  // Forty browsers, four at a time, on two cores: about five minutes alone, more on a busy machine.
  test.setTimeout(900_000);
  const faulty = await publishFaultyVersion(remote, 'handler');
  try {
    await expect.poll(() => apiKnowsVersion(request, remote, faulty.version), { timeout: 20_000 }).toBe(true);
    const stable = readRemotesJson()[remote]?.version ?? '';
    const remotesBefore = remotesText();

    // "Forced past the gate": the version was never staged, so its checks are recorded as forced.
    const started = runDeployCommand('canary', [remote, faulty.version, '--weight', '50', '--force', 'e2e: a canary built to fail in a click handler']);
    expect(started.status, started.output).toBe(0);
    expect(await variantOf(request, '07')).toEqual({ remotes: faulty.version, composed: faulty.version });
    expect(await variantOf(request, '77')).toEqual({ remotes: stable, composed: stable });

    const watch = spawn(
      process.execPath,
      ['--import', 'tsx', 'tools/deploy/src/cli/canary.ts', 'watch', '--prometheus', prometheus.url, '--every', '1', '--deploy-dir', e2eDeployDir],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let watchOutput = '';
    watch.stdout.on('data', (chunk: Buffer) => (watchOutput += chunk.toString()));
    watch.stderr.on('data', (chunk: Buffer) => (watchOutput += chunk.toString()));
    const watchEnded = new Promise<number | null>((resolve) => watch.once('exit', resolve));
    let dropped = false;
    // Read when the canary is dropped: the alert resolves soon after, and the browsers still
    // visiting take a while to finish on a busy machine.
    let alertsAtDrop: Promise<Awaited<ReturnType<typeof alerts>>> | undefined;
    void watchEnded.then(() => {
      dropped = true;
      alertsAtDrop = alerts(prometheus.url).catch(() => []);
    });

    const visitors: Visitor[] = [];
    try {
      let next = 0;
      const lane = async () => {
        while (next < BROWSERS) {
          next += 1;
          visitors.push(await visit(browser, faulty.version, () => dropped));
        }
      };
      await Promise.all(Array.from({ length: AT_ONCE }, lane));
      const exit = await Promise.race([watchEnded, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 180_000))]);
      expect(exit, `watch did not drop the canary:\n${watchOutput}`).toBe(0);
    } finally {
      if (watch.exitCode === null) watch.kill('SIGTERM');
    }

    const drop = history().at(-1);
    expect(drop, watchOutput).toMatchObject({ action: 'canary-drop', version: faulty.version, previous: stable });
    expect(drop?.canary?.reason).toMatch(/^TuliaRemoteVersionFailing fired/);
    const figures = drop?.canary?.numbers?.[faulty.version];
    expect(figures?.loads).toBeGreaterThanOrEqual(50);
    expect(figures?.ratio).toBeGreaterThan(0.01);
    // From the evaluation that found the condition met to the drop.
    const alert = (await (alertsAtDrop ?? alerts(prometheus.url))).find(
      (entry) => entry.labels.alertname === 'TuliaRemoteVersionFailing' && entry.labels.version === faulty.version,
    );
    expect(alert).toBeDefined();
    const seconds = (Date.parse(drop?.at ?? '') - Date.parse(alert?.activeAt ?? '')) / 1000;
    const inCanary = visitors.filter((visitor) => visitor.bucket !== null && visitor.bucket < 50);
    const outside = visitors.filter((visitor) => visitor.bucket !== null && visitor.bucket >= 50);
    const loads = await perVersion(prometheus.url, `tulia:remote_page_loads:increase10m{remote="${remote}"}`);
    console.log(
      `canary dropped ${seconds.toFixed(1)} s after its alert became active (evaluation every ${EVALUATION_SECONDS} s); ${visitors.length} browsers, ${inCanary.length} in the canary, ${outside.length} outside; ` +
        `${visitors.reduce((sum, visitor) => sum + visitor.loads, 0)} page loads; figures recorded: ${JSON.stringify(drop?.canary?.numbers)}; page loads now: ${JSON.stringify(loads)}`,
    );
    expect(seconds).toBeLessThanOrEqual(2 * EVALUATION_SECONDS);
    expect(visitors).toHaveLength(BROWSERS);
    // Browsers outside the canary never asked for its folder; those in it did.
    expect(outside.map((visitor) => visitor.canaryRequests)).toEqual(outside.map(() => 0));
    expect(inCanary.every((visitor) => visitor.canaryRequests > 0)).toBe(true);

    // The stable version untouched, and every bucket back on it.
    expect(remotesText()).toBe(remotesBefore);
    expect(canaryRunning()).toBe(false);
    for (const bucket of ['00', '07', '49', '77']) expect(await variantOf(request, bucket)).toEqual({ remotes: stable, composed: stable });
  } finally {
    if (canaryRunning()) runDeployCommand('canary', ['drop', '--reason', 'e2e clean-up']);
    await faulty.remove();
  }
});

test('a healthy canary advances 10 → 25 → 50 → 100 % and ends as promote would', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const stable = readRemotesJson()[remote]?.version ?? '';
  const version = `canary-ok-${Date.now()}`;
  const build = copyOfBuild(remote);
  try {
    const staged = runDeployCommand('release', [remote, '--from-dir', build, '--version', version, '--stage']);
    expect(staged.status, staged.output).toBe(0);
  } finally {
    rmSync(build, { recursive: true, force: true });
  }
  // A back-office remote is previewed, never canaried.
  const refused = runDeployCommand('canary', ['mfe-admin-content', stable, '--weight', '10']);
  expect(refused.status).toBe(1);
  expect(refused.output).toContain('Preview it');

  let outcome = runDeployCommand('canary', [remote, version, '--weight', '10']);
  expect(outcome.status, outcome.output).toBe(0);
  expect(await variantOf(request, '09')).toEqual({ remotes: version, composed: version });
  expect(await variantOf(request, '10')).toEqual({ remotes: stable, composed: stable });

  // A browser in the canary: pages composed from it, hydrated by it, nothing of the stable version.
  const context = await browser.newContext();
  await context.addCookies([{ name: 'tulia_bucket', value: '03', url: new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin }]);
  const page = await context.newPage();
  const folders = new Set<string>();
  const errors: string[] = [];
  page.on('request', (entry) => {
    const folder = new RegExp(`^/remotes/${remote}/([^/]+)/`).exec(new URL(entry.url()).pathname)?.[1];
    if (folder) folders.add(folder);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await clickFaultyControl(page, remote);
  expect([...folders]).toEqual([version]);
  expect(errors).toEqual([]);
  await context.close();
  // The release smoke test against the served site, as a browser in the canary sees it: every public page.
  const smoke = runDeployCommand('smoke', ['--url', new URL(test.info().project.use.baseURL ?? '').origin, '--bucket', '05']);
  expect(smoke.status, smoke.output).toBe(0);
  expect(smoke.output).toMatch(/Smoke test of .* passed: \d+ routes/);

  for (const [weight, bucket] of [
    [25, '24'],
    [50, '49'],
  ] as const) {
    outcome = runDeployCommand('canary', ['advance', '--prometheus', prometheus.url]);
    expect(outcome.status, outcome.output).toBe(0);
    expect(outcome.output).toContain(`${weight} % of browsers`);
    expect(await variantOf(request, bucket)).toEqual({ remotes: version, composed: version });
    expect(await variantOf(request, String(weight))).toEqual({ remotes: stable, composed: stable });
  }
  outcome = runDeployCommand('canary', ['advance', '--prometheus', prometheus.url]);
  expect(outcome.status, outcome.output).toBe(0);
  expect(outcome.output).toContain(`Promoted ${remote} ${version}`);
  expect(readRemotesJson()[remote]?.version).toBe(version);
  expect(canaryRunning()).toBe(false);
  expect(history().at(-1)).toMatchObject({ action: 'promote', version, previous: stable });
  expect(
    history()
      .filter((entry) => entry.version === version)
      .map((entry) => [entry.action, entry.canary?.weight ?? null]),
  ).toEqual([
    ['stage', null],
    ['canary', 10],
    ['canary', 25],
    ['canary', 50],
    ['promote', null],
  ]);
  for (const bucket of ['00', '99']) expect(await variantOf(request, bucket)).toEqual({ remotes: version, composed: version });

  // As after any promote: one command back.
  outcome = runDeployCommand('rollback', [remote]);
  expect(outcome.status, outcome.output).toBe(0);
  expect(readRemotesJson()[remote]?.version).toBe(stable);
});
