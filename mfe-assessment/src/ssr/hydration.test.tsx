// The public pages as the composition step renders them ahead of time, then hydrated as the
// browser does: nothing may mismatch or be replaced, and the HTML must hold what a visitor reads.
import { screen } from '@testing-library/react';
import { siteConfig, telHref } from '@tulia/shared/site-config';
import { renderThenHydrate, withPublicProviders, type HydrationResult } from '../../../scripts/testing/hydration';
import AssessmentPage from '../assessment/AssessmentPage';
import ChatWidget from '../chat/ChatWidget';
import AssessmentResultsPage from '../results/AssessmentResultsPage';
import { LocationProbe } from '../test/render';

const INTRODUCTION = 'Think about how things have been for you over the last two weeks.';

let page: HydrationResult | undefined;
afterEach(() => {
  page?.unmount();
  page = undefined;
});

/** The assessment's start screen, as /assessment and /assessment-results without a result send it. */
function expectAssessmentStart(serverHtml: string) {
  const html = new DOMParser().parseFromString(serverHtml, 'text/html');
  expect(html.querySelector('h1')?.textContent).toBe('Wellness Assessment');
  expect(html.body.textContent).toContain(INTRODUCTION);
  // Outside the noscript too: every visitor reads it before any script runs.
  const helplineLinks = Array.from(html.querySelectorAll(`a[href="${telHref(siteConfig.helplineTel)}"]`));
  expect(helplineLinks.filter((link) => !link.closest('noscript')).map((link) => link.textContent)).toEqual([siteConfig.helplineDisplay]);
  const noscript = serverHtml.match(/<noscript>([\s\S]*?)<\/noscript>/)?.[1] ?? '';
  expect(noscript).toContain('needs JavaScript');
  expect(noscript).toContain(`href="${telHref(siteConfig.helplineTel)}"`);
}

describe('server-rendered HTML, then hydration', () => {
  it('/assessment: the start screen is in the HTML and hydrates without a mismatch', async () => {
    page = await renderThenHydrate(withPublicProviders(<AssessmentPage />, '/assessment'));
    expect(page.problems).toEqual([]);
    expect(page.replacedElements).toBe(0);
    expectAssessmentStart(page.serverHtml);
    expect(screen.getByText('Question 1 of 18')).toBeInTheDocument();
  });

  it('/assessment-results without a result: the same start screen, then the URL becomes /assessment', async () => {
    page = await renderThenHydrate(
      withPublicProviders(
        <>
          <AssessmentResultsPage />
          <LocationProbe />
        </>,
        '/assessment-results',
      ),
    );
    expect(page.problems).toEqual([]);
    expect(page.replacedElements).toBe(0);
    expectAssessmentStart(page.serverHtml);
    expect(page.serverHtml).toContain('>/assessment-results</output>');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/assessment$/);
    expect(screen.getByRole('heading', { level: 1, name: 'Wellness Assessment' })).toBeInTheDocument();
  });

  it('the chat widget’s first render is the same on the server and in the browser', async () => {
    page = await renderThenHydrate(withPublicProviders(<ChatWidget />, '/assessment'));
    expect(page.problems).toEqual([]);
    expect(page.replacedElements).toBe(0);
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveAttribute('aria-expanded', 'false');
  });
});
