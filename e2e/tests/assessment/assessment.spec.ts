import { expect, test, type Page, type Request } from '@playwright/test';
import { questionBank } from '../../../mfe-assessment/src/question-bank/questions';
import { mailtoHref, siteConfig, telHref } from '../../../shared/src/site-config/index';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { wakeUp } from '../../support/wake';
import { answerEveryQuestion, answering, highest, historyStateOf, lowest, middle, openAssessment, radio } from './take-assessment';

// The wellness assessment, its results, the chat helper and the promise that none of it leaves
// the browser (docs/decisions.md, "Assessment and chat helper (mfe-assessment)").

const EMERGENCY_ADVICE = "If you're in immediate danger, please call emergency services or go to your nearest hospital.";

const bands = [
  // name, how to answer, expected animal, score, percent
  { name: 'Simba', pick: answering(highest, 'No'), animal: 'Simba', score: '80/80', percent: '100%' },
  { name: 'Twiga', pick: answering(middle, 'No'), animal: 'Twiga', score: '58/80', percent: '73%' },
  { name: 'Ndege (urgent)', pick: answering(lowest, 'No'), animal: 'Ndege', score: '22/80', percent: '28%' },
  // A Simba-level score with "Yes" to question 18: crisis whatever the score.
  { name: 'Ndege (crisis)', pick: answering(highest, 'Yes'), animal: 'Ndege', score: '76/80', percent: '95%' },
] as const;

async function openChat(page: Page) {
  await wakeUp(page);
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat helper' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('wellness assessment', () => {
  test('shows one question per screen with progress, Previous, the highlighted choice and no skipping', async ({ page }) => {
    await openAssessment(page);
    await expect(page.locator('[data-remote="mfe-assessment"][data-remote-version]').first()).toBeVisible();
    await expect(page.getByText('Question 1 of 18', { exact: true })).toBeVisible();
    await expect(page.getByText('6% complete')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '6');
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();

    const first = questionBank[0]!;
    await radio(page, first.options[3]!.text).click();
    await expect(page.getByText('Question 2 of 18', { exact: true })).toBeVisible();
    await expect(page.getByText('11% complete')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: questionBank[1]!.text })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();

    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Question 1 of 18', { exact: true })).toBeVisible();
    await expect(radio(page, first.options[3]!.text)).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeEnabled();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('Question 2 of 18', { exact: true })).toBeVisible();
  });

  test('can be taken with the keyboard alone', async ({ page }) => {
    await openAssessment(page);
    await radio(page, questionBank[0]!.options[0]!.text).focus();
    await page.keyboard.press('ArrowDown');
    await expect(radio(page, questionBank[0]!.options[1]!.text)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByText('Question 2 of 18', { exact: true })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(radio(page, questionBank[1]!.options[0]!.text)).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Question 3 of 18', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(radio(page, questionBank[1]!.options.at(-1)!.text)).toHaveAttribute('aria-checked', 'true');
  });

  test('the results page without an assessment result sends the visitor to the assessment', async ({ page }) => {
    await page.goto('/assessment-results');
    await wakeUp(page);
    await expect(page).toHaveURL(/\/assessment$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wellness Assessment' })).toBeVisible();
  });

  test('axe-core finds no serious violation on the assessment', async ({ page }) => {
    await openAssessment(page);
    await radio(page, questionBank[0]!.options[2]!.text).click();
    await expect(page.getByText('Question 2 of 18', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  for (const band of bands) {
    test(`a full assessment ends in ${band.name}, with its content, and passes axe-core`, async ({ page }) => {
      await openAssessment(page);
      await answerEveryQuestion(page, band.pick);
      const result = page.getByTestId('result-band');
      await expect(result.getByText(band.animal, { exact: true })).toBeVisible();
      await expect(page.getByTestId('result-score')).toHaveText(band.score);
      await expect(page.getByTestId('result-percent')).toHaveText(band.percent);
      await expect(page.getByRole('heading', { name: 'What might help' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Next steps' })).toBeVisible();

      const crisis = page.getByRole('region', { name: 'CRISIS SUPPORT NEEDED' });
      if (band.name === 'Ndege (crisis)') {
        await expect(crisis).toBeVisible();
        // Help is where the visitor lands.
        await expect(crisis).toBeFocused();
        await expect(crisis.getByRole('link', { name: siteConfig.helplineDisplay })).toHaveAttribute('href', telHref(siteConfig.helplineTel));
        await expect(crisis.getByRole('link', { name: siteConfig.crisisEmail })).toHaveAttribute('href', mailtoHref(siteConfig.crisisEmail));
        await expect(crisis.getByText(EMERGENCY_ADVICE, { exact: true })).toBeVisible();
      } else {
        await expect(crisis).toHaveCount(0);
        await expect(result).toBeFocused();
      }
      if (band.name === 'Ndege (urgent)') {
        await expect(page.getByTestId('urgent-helpline').getByRole('link', { name: siteConfig.helplineDisplay })).toBeVisible();
      }
      if (band.name === 'Simba') await expect(page.getByText('Score range 64-80')).toBeVisible();

      await expectNoSeriousAxeViolations(page);

      await expect(page.getByTestId('results-download')).toHaveAttribute('href', '/');
      await page.getByRole('link', { name: 'Retake Assessment' }).click();
      await expect(page).toHaveURL(/\/assessment$/);
      await expect(page.getByText('Question 1 of 18', { exact: true })).toBeVisible();
    });
  }

  test('fits a 360 px wide phone, with the chat panel open too', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openAssessment(page);
    const fitsViewport = async (selector: string) => {
      const box = await page.locator(selector).first().boundingBox();
      expect(box, selector).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    };
    await fitsViewport('[role="radiogroup"]');
    await openChat(page);
    await fitsViewport('[role="dialog"]');
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('chat helper', () => {
  test('greets, answers a quick reply and a typed message after the delay, and closes with Escape', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const button = page.getByRole('button', { name: 'Chat with us' });
    await expect(page.getByTestId('chat-widget')).toBeVisible();

    const dialog = await openChat(page);
    const log = dialog.getByRole('log', { name: 'Chat messages' });
    await expect(log.getByTestId('bot-message')).toHaveCount(1);
    await expect(log.getByTestId('bot-message').first()).toContainText('Habari!');
    await expect(dialog.getByRole('textbox', { name: 'Type your message' })).toBeFocused();

    const chips = dialog.getByRole('group', { name: 'Suggested questions' }).getByRole('button');
    await expect(chips).toHaveCount(3);
    // An installed clock keeps running: paused here, the typing indicator stays until the test
    // moves time on (on a busy machine the checks below can take longer than the reply's delay).
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await chips.first().click();
    await expect(log.getByTestId('user-message')).toHaveCount(1);
    await expect(dialog.getByTestId('typing-indicator')).toBeVisible();
    await page.clock.fastForward(1500);
    await expect(log.getByTestId('bot-message')).toHaveCount(2);
    await expect(log.getByTestId('bot-message').nth(1)).toContainText('18 short questions');
    await expect(chips).toHaveCount(0);

    const input = dialog.getByRole('textbox', { name: 'Type your message' });
    await input.fill('   ');
    await input.press('Enter');
    await expect(log.getByTestId('user-message')).toHaveCount(1);
    await input.fill('Rafikis, who are they?');
    await input.press('Enter');
    await expect(log.getByTestId('user-message').nth(1)).toHaveText(/Rafikis, who are they\?/);
    await expect(dialog.getByTestId('typing-indicator')).toBeVisible();
    await page.clock.fastForward(3000);
    await expect(log.getByTestId('bot-message').nth(2)).toContainText('trained peer supporters');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await page.clock.fastForward(30_000);
    await expect(page.getByTestId('chat-sparkle')).toBeVisible();
  });

  test('answers a message about ending one’s life with the helpline and the emergency advice', async ({ page }) => {
    await page.clock.install();
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const dialog = await openChat(page);
    await dialog.getByRole('textbox', { name: 'Type your message' }).fill('I keep thinking I want to end my life');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await page.clock.fastForward(3000);
    const reply = dialog.getByTestId('bot-message').nth(1);
    await expect(reply).toContainText(siteConfig.helplineDisplay);
    await expect(reply).toContainText(EMERGENCY_ADVICE);
  });

  test('axe-core finds no serious violation with the chat panel open', async ({ page }) => {
    await page.clock.install();
    await openAssessment(page);
    const dialog = await openChat(page);
    await dialog.getByRole('button', { name: 'Assessment: how does it work?' }).click();
    await page.clock.fastForward(1500);
    await expect(dialog.getByTestId('bot-message')).toHaveCount(2);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('privacy', () => {
  test('nothing from the assessment, its results or the chat is sent, stored or kept in history', async ({ page, context }) => {
    const secret = 'my-private-words-7319';
    await page.clock.install();
    await openAssessment(page);
    await page.waitForLoadState('networkidle');
    // The offline helper installs in the background (the offline essentials, and this page
    // from the browser's cache); its downloads are static files and would blur the record below.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    // From here on, every request the page makes (scripts loaded on demand included).
    const requests: Request[] = [];
    page.context().on('request', (request) => requests.push(request));
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));

    // history.state survives Back and a reload: it must never hold an answer or the result.
    const historyStates = [await historyStateOf(page)];
    await answerEveryQuestion(page, answering(middle, 'No'), async () => {
      historyStates.push(await historyStateOf(page));
    });
    await expect(page.getByTestId('result-score')).toHaveText('58/80');
    historyStates.push(await historyStateOf(page));
    const dialog = await openChat(page);
    await dialog.getByRole('button', { name: 'Help: I need to talk to someone now' }).click();
    await page.clock.fastForward(1500);
    const input = dialog.getByRole('textbox', { name: 'Type your message' });
    await input.fill(`${secret} about my assessment`);
    await input.press('Enter');
    await page.clock.fastForward(3000);
    await expect(dialog.getByTestId('bot-message')).toHaveCount(3);
    await page.clock.fastForward(120_000);
    historyStates.push(await historyStateOf(page));

    const staticAsset = /\.(js|mjs|css|json|svg|png|jpe?g|webp|gif|ico|woff2?)$/;
    // The one exception: the page report of the remote versions the page loaded (docs/operations.md,
    // "Browser failure reports"): names of builds, nothing the visitor gave or saw.
    const isPageReport = (request: Request) => {
      if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/client-events') return false;
      const body = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
      return body.kind === 'page' && Object.keys(body).sort().join() === 'kind,remotes,shell' && !(request.postData() ?? '').includes(secret);
    };
    for (const request of requests.filter((candidate) => !isPageReport(candidate))) {
      const url = new URL(request.url());
      const label = `${request.method()} ${request.url()}`;
      expect(request.method(), label).toBe('GET');
      expect(request.postData(), label).toBeNull();
      expect(url.pathname.startsWith('/api/'), label).toBe(false);
      expect(url.search, label).toBe('');
      expect(url.pathname, label).toMatch(staticAsset);
      expect(request.url(), label).not.toContain(secret);
    }
    expect(sockets).toEqual([]);

    expect(historyStates).toHaveLength(1 + questionBank.length + 2);
    for (const state of historyStates) {
      // The router's own bookkeeping (which entry this is), never what the visitor gave.
      expect(JSON.parse(state)?.usr ?? null, state).toBeNull();
      expect(state).not.toMatch(/score|answers|my-private/i);
    }

    // Nor is anything written to the browser's storage: Web Storage, cookies, IndexedDB, caches.
    const stored = await page.evaluate(async () => {
      const dump = (storage: Storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`);
      const request = <T>(asked: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          asked.onsuccess = () => resolve(asked.result);
          asked.onerror = () => reject(asked.error);
        });
      const databases: string[] = [];
      for (const { name } of await indexedDB.databases()) {
        if (!name) continue;
        const database = await request(indexedDB.open(name));
        for (const store of Array.from(database.objectStoreNames)) {
          const records = await request(database.transaction(store).objectStore(store).getAll());
          databases.push(`${name}/${store}=${JSON.stringify(records)}`);
        }
        database.close();
      }
      const cached: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const entry of await cache.keys()) {
          const response = await cache.match(entry);
          cached.push(`${entry.url} ${(await response?.text()) ?? ''}`);
        }
      }
      return { storage: [...dump(localStorage), ...dump(sessionStorage), document.cookie, ...databases].join('\n'), cached: cached.join('\n') };
    });
    expect(stored.storage).not.toContain(secret);
    expect(stored.storage).not.toContain('answers');
    expect(stored.storage).not.toContain('maxScore');
    expect(stored.storage).not.toContain('58/80');
    expect(stored.cached).not.toContain(secret);
    expect(stored.cached).not.toContain('58/80');
    const cookies = JSON.stringify(await context.cookies());
    for (const kept of [secret, 'answers', 'maxScore', '58/80']) expect(cookies).not.toContain(kept);
  });
});
