import { expect, test, type Browser, type Page } from '@playwright/test';
import { join } from 'node:path';
import { signIn } from '../../support/admin';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { readRemotesJson, runDeployCommand } from '../../support/deployment';
import { e2eDeployDir } from '../../support/environment';

// Publish is not promote: a staged version is seen in one browser only, through
// `?preview=<remote>@<version>`, then promoted as the exact bytes that were checked.
test.describe.configure({ mode: 'serial' });

const remote = 'mfe-admin-content';
const folderOf = (url: string) => /^\/remotes\/mfe-admin-content\/([^/]+)\//.exec(new URL(url).pathname)?.[1];

async function openContactMessages(browser: Browser, query = ''): Promise<{ page: Page; folders: string[]; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const folders: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const folder = folderOf(request.url());
    if (folder) folders.push(folder);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page);
  // Counted from this page load on: the overview may preload the live version before it, and the
  // preview applies from the load that names it.
  folders.length = 0;
  await page.goto(`/admin/contact-messages${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
  return { page, folders, errors, close: () => context.close() };
}

test('a staged version is previewed in one browser only, then promoted; invalid overrides fall back to live', async ({ browser }) => {
  test.setTimeout(300_000);
  const live = readRemotesJson()[remote]?.version ?? '';
  const staged = `preview-${Date.now()}`;
  const stage = runDeployCommand('release', [remote, '--from-dir', join(e2eDeployDir, 'remotes', remote, live), '--version', staged, '--stage']);
  expect(stage.status, stage.output).toBe(0);
  expect(readRemotesJson()[remote]?.version).toBe(live);

  const previewing = await openContactMessages(browser, `?preview=${remote}@${staged}`);
  const other = await openContactMessages(browser);
  try {
    const banner = previewing.page.getByText(`Previewing ${remote} ${staged}`);
    await expect(banner).toBeVisible();
    await expectNoSeriousAxeViolations(previewing.page);
    // A reload keeps the preview (stored for this browser), without the parameter in the address.
    await previewing.page.reload();
    await expect(previewing.page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
    await expect(banner).toBeVisible();
    expect(previewing.page.url()).not.toContain('preview=');
    expect(previewing.folders.length).toBeGreaterThan(0);
    expect(previewing.folders.filter((folder) => folder !== staged)).toEqual([]);
    expect(other.folders.length).toBeGreaterThan(0);
    expect(other.folders.filter((folder) => folder === staged)).toEqual([]);
    await expect(other.page.getByText(/^Previewing /)).toHaveCount(0);
    expect(previewing.errors).toEqual([]);

    await previewing.page.getByRole('button', { name: 'End preview' }).click();
    await expect(previewing.page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    previewing.folders.length = 0;
    await previewing.page.reload();
    await expect(previewing.page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
    expect(new Set(previewing.folders)).toEqual(new Set([live]));
  } finally {
    await previewing.close();
    await other.close();
  }

  const otherRemote = readRemotesJson()['mfe-admin-users']?.version ?? '';
  for (const query of [
    `?preview=${remote}@unknown-version`,
    `?preview=${remote}@${otherRemote}`,
    `?preview=${remote}@https://evil.example/x`,
    `?preview=${remote}@..%2F..%2Fevil`,
  ]) {
    const visit = await openContactMessages(browser, query);
    try {
      await expect(visit.page.getByText(/^Previewing /)).toHaveCount(0);
      expect(new Set(visit.folders), query).toEqual(new Set([live]));
      expect(visit.errors, query).toEqual([]);
    } finally {
      await visit.close();
    }
  }

  const promote = runDeployCommand('promote', [remote, staged]);
  expect(promote.status, promote.output).toBe(0);
  console.log(promote.output.trim().split('\n').at(-1));
  expect(readRemotesJson()[remote]?.version).toBe(staged);
  expect(runDeployCommand('rollback', [remote]).status).toBe(0);
  expect(readRemotesJson()[remote]?.version).toBe(live);
});
