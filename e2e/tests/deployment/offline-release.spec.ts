import { expect, test, type Page } from '@playwright/test';
import { readRemotesJson, releaseWithChangedWords, rollbackRemote } from '../../support/deployment';
import { recordRequests } from '../../support/federation';
import { wakeUp } from '../../support/wake';
import { goOffline, keepTuliaOnThisPhone, keptAddresses, visitAndKeepForOffline } from '../offline/offline-support';

// The offline helper and releases: a visitor whose browser keeps the site for offline use
// still gets a new release of mfe-public on the next visit (never a stale remote kept forever),
// and the worker of the new composition keeps the new version for offline use.

const original = 'A safe digital sanctuary';
const changed = 'A steady digital sanctuary';

/** The same build of mfe-public with the hero's words changed, in its browser and server code alike. */
function releaseChangedWords(version: string): void {
  const { status, output } = releaseWithChangedWords('mfe-public', version, original, changed);
  expect(status, output).toBe(0);
}

const keptVersionsOfPublic = async (page: Page) =>
  new Set(
    ((await keptAddresses(page))['tulia-offline-warm'] ?? [])
      .map((path) => /^\/remotes\/mfe-public\/([^/]+)\//.exec(path)?.[1])
      .filter((version): version is string => version !== undefined),
  );

/** Opens Home: its words, hydrated with the code of `version` (whether the worker or the server answered). */
async function openHome(page: Page, words: string, version: string): Promise<void> {
  const urls = recordRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(words);
  await wakeUp(page);
  await expect(page.locator('#root[data-hydrated]')).toBeAttached();
  await expect(page.getByTestId('remote-failure')).toHaveCount(0);
  const versions = new Set(urls.map((url) => /^\/remotes\/mfe-public\/([^/]+)\//.exec(url)?.[1]).filter(Boolean));
  expect(versions).toEqual(new Set([version]));
}

test('a release of mfe-public reaches a visitor whose browser keeps the site offline, on the next visit, online and then offline; a rollback too', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const oldVersion = readRemotesJson()['mfe-public']?.version ?? '';
  await visitAndKeepForOffline(page, '/');
  // The visitor asked to keep the site (docs/offline.md): a new release is kept too.
  await keepTuliaOnThisPhone(page);
  await openHome(page, original, oldVersion);
  expect(await keptVersionsOfPublic(page)).toEqual(new Set([oldVersion]));

  const newVersion = `9.9.${Date.now()}-offline`;
  releaseChangedWords(newVersion);

  // The next visit: the page, remotes.json and the remote's entry come from the network first.
  await openHome(page, changed, newVersion);
  // The browser saw a changed sw.js on that visit: the new worker keeps the new version and
  // forgets the old one.
  await expect.poll(() => keptVersionsOfPublic(page).then((versions) => [...versions]), { timeout: 60_000 }).toEqual([newVersion]);

  await goOffline(context, page);
  await openHome(page, changed, newVersion);

  await context.setOffline(false);
  rollbackRemote('mfe-public');
  expect(readRemotesJson()['mfe-public']?.version).toBe(oldVersion);
  await openHome(page, original, oldVersion);
  await expect.poll(() => keptVersionsOfPublic(page).then((versions) => [...versions]), { timeout: 60_000 }).toEqual([oldVersion]);
});
