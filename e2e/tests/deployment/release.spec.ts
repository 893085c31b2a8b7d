import { expect, test } from '@playwright/test';
import { readRemotesJson, releaseRemote, rollbackRemote, shellSnapshot } from '../../support/deployment';
import { recordRequests } from '../../support/federation';

test.describe.configure({ mode: 'serial' });

test('a release of one remote is served after a reload, with the shell untouched; rollback points back', async ({ page }) => {
  test.setTimeout(180_000);
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
  expect(urls.some((url) => url.startsWith(`/remotes/mfe-assessment/${oldVersion}/`))).toBe(true);
});
