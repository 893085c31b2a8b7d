import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  copyOfBuild,
  deploymentState,
  isPublished,
  readRemotesJson,
  releaseRemote,
  releaseWithChangedWords,
  removeCompressedCopies,
  rollbackRemote,
  runRelease,
  shellSnapshot,
} from '../../support/deployment';
import { recordRequests } from '../../support/federation';
import { wakeUp } from '../../support/wake';

test.describe.configure({ mode: 'serial' });

test('a release of one remote is served after a reload, with the shell untouched; rollback points back', async ({ page }) => {
  // The release runs the remote's typecheck, lint and unit tests, builds it and smoke-tests it.
  test.setTimeout(360_000);
  const before = readRemotesJson();
  const oldVersion = before['mfe-assessment']?.version;
  const shellBefore = shellSnapshot();
  await page.goto('/assessment');
  await expect(page.getByRole('heading', { level: 1, name: 'Wellness Assessment' })).toBeVisible();

  const newVersion = `9.9.${Date.now()}-e2e`;
  releaseRemote('mfe-assessment', newVersion);
  const after = readRemotesJson();
  expect(after['mfe-assessment']?.version).toBe(newVersion);
  // Only mfe-assessment moved.
  for (const pkg of Object.keys(before).filter((p) => p !== 'mfe-assessment')) expect(after[pkg]).toEqual(before[pkg]);
  expect(shellSnapshot()).toEqual(shellBefore);

  const urls = recordRequests(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Wellness Assessment' })).toBeVisible();
  await wakeUp(page);
  expect(urls.some((url) => url.startsWith(`/remotes/mfe-assessment/${newVersion}/`))).toBe(true);
  expect(urls.some((url) => url.startsWith(`/remotes/mfe-assessment/${oldVersion}/`))).toBe(false);
  // Every part of mfe-assessment on the page (the page and the chat widget) is the new version.
  await expect(page.locator(`[data-remote="mfe-assessment"][data-remote-version="${newVersion}"]`).first()).toBeVisible();
  const versions = await page.locator('[data-remote="mfe-assessment"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-remote-version')));
  expect(new Set(versions)).toEqual(new Set([newVersion]));

  rollbackRemote('mfe-assessment');
  expect(readRemotesJson()['mfe-assessment']?.version).toBe(oldVersion);
  urls.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Wellness Assessment' })).toBeVisible();
  await wakeUp(page);
  expect(urls.some((url) => url.startsWith(`/remotes/mfe-assessment/${oldVersion}/`))).toBe(true);
});

test("a release of mfe-public with a changed text is in Home's HTML; the rollback brings the previous HTML back; the shell is untouched", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const shellBefore = shellSnapshot();
  const oldVersion = readRemotesJson()['mfe-public']?.version;
  const original = 'A safe digital sanctuary';
  const changed = 'A calm digital sanctuary';
  expect(await (await request.get('/')).text()).toContain(original);
  // The same build with the hero's words changed, in the page's browser code and its server code alike.
  const { status, output } = releaseWithChangedWords('mfe-public', `9.9.${Date.now()}-new-words`, original, changed);
  expect(status, output).toBe(0);
  const released = await (await request.get('/')).text();
  expect(released).toContain(changed);
  expect(released).not.toContain(original);
  expect(shellSnapshot()).toEqual(shellBefore);
  // Hydrated in the browser without a mismatch: the page's code and its HTML agree.
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/');
  await wakeUp(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(changed);
  expect(problems).toEqual([]);

  rollbackRemote('mfe-public');
  expect(readRemotesJson()['mfe-public']?.version).toBe(oldVersion);
  const rolledBack = await (await request.get('/')).text();
  expect(rolledBack).toContain(original);
  expect(rolledBack).not.toContain(changed);
  expect(shellSnapshot()).toEqual(shellBefore);
});

/** The assessment still works in the browser, from the version that was live before. */
async function expectLiveAssessment(page: Page, liveVersion: string | undefined) {
  const urls = recordRequests(page);
  await page.goto('/assessment');
  await expect(page.getByRole('heading', { level: 1, name: 'Wellness Assessment' })).toBeVisible();
  await wakeUp(page);
  await expect(page.getByTestId('remote-failure')).toHaveCount(0);
  expect(urls.some((url) => url.startsWith(`/remotes/mfe-assessment/${liveVersion}/`))).toBe(true);
  expect(urls.filter((url) => url.startsWith('/remotes/mfe-assessment/') && !url.startsWith(`/remotes/mfe-assessment/${liveVersion}/`))).toEqual([]);
}

test('a build that no longer exposes a page the shell routes to is refused; the live version keeps serving', async ({ page }) => {
  test.setTimeout(120_000);
  const before = deploymentState();
  const liveVersion = readRemotesJson()['mfe-assessment']?.version;
  // A good build with ./AssessmentResultsPage dropped from its manifest.
  const broken = copyOfBuild('mfe-assessment');
  try {
    const manifestFile = join(broken, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { exposes: { name: string }[] };
    manifest.exposes = manifest.exposes.filter((expose) => expose.name !== 'AssessmentResultsPage');
    writeFileSync(manifestFile, JSON.stringify(manifest));
    removeCompressedCopies(manifestFile);

    const version = `9.9.${Date.now()}-no-results-page`;
    const { status, output } = runRelease('mfe-assessment', version, broken);
    expect(status, output).toBe(1);
    expect(output).toContain('Release of mfe-assessment refused');
    expect(output).toContain('mf-manifest.json does not expose ./AssessmentResultsPage');
    expect(deploymentState()).toEqual(before);
    expect(isPublished('mfe-assessment', version)).toBe(false);
  } finally {
    rmSync(broken, { recursive: true, force: true });
  }
  await expectLiveAssessment(page, liveVersion);
});

test('a build whose page throws when it renders is refused by the smoke test; the live version keeps serving', async ({ page }) => {
  test.setTimeout(180_000);
  const before = deploymentState();
  const liveVersion = readRemotesJson()['mfe-assessment']?.version;
  // A good build whose AssessmentPage module is replaced by a component that throws: every
  // static check passes, only opening the page in a browser shows it is broken.
  const broken = copyOfBuild('mfe-assessment');
  try {
    const assets = join(broken, 'assets');
    const pageChunks = readdirSync(assets).filter((name) => /^AssessmentPage-.*\.js$/.test(name));
    expect(pageChunks.length).toBeGreaterThan(0);
    for (const name of pageChunks) {
      writeFileSync(join(assets, name), "export default function AssessmentPage() { throw new Error('broken on purpose by the e2e suite'); }\n");
      removeCompressedCopies(join(assets, name));
    }

    const version = `9.9.${Date.now()}-page-throws`;
    const { status, output } = runRelease('mfe-assessment', version, broken);
    expect(status, output).toBe(1);
    expect(output).toContain(`Release of mfe-assessment refused: the smoke test of ${version} failed`);
    expect(output).toContain('/assessment: the shell shows its failure message instead of ./AssessmentPage');
    expect(output).toContain('broken on purpose by the e2e suite');
    expect(deploymentState()).toEqual(before);
    // The refused version folder is removed: it can never be rolled back to.
    expect(isPublished('mfe-assessment', version)).toBe(false);
  } finally {
    rmSync(broken, { recursive: true, force: true });
  }
  await expectLiveAssessment(page, liveVersion);
});
