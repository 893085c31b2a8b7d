import { expect, test } from '@playwright/test';
import { remoteEventSamples } from '../../support/remote-events';

// Runs after the whole site project (playwright.config.ts): the ordinary suite, which breaks no
// remote, must have produced no failure report. The one remote it breaks on purpose
// (tests/failure-reports.spec.ts: mfe-admin-content's entry, aborted in the browser) is the only
// failure counted; the page reports (the denominator) are there.

const FAILURE_ON_PURPOSE = { remote: 'mfe-admin-content', phase: 'entry' };

test('the ordinary site suite produced no failure report, and its pages were counted', async ({ request }) => {
  const counted = await remoteEventSamples(request);
  const failures = counted.filter(({ labels, value }) => labels.phase !== 'page' && value > 0);
  const unexpected = failures.filter(({ labels }) => labels.remote !== FAILURE_ON_PURPOSE.remote || labels.phase !== FAILURE_ON_PURPOSE.phase);
  expect(unexpected, 'failure reports from tests that break no remote').toEqual([]);
  const pages = counted.filter(({ labels, value }) => labels.phase === 'page' && value > 0);
  expect(pages.length).toBeGreaterThan(0);
});
