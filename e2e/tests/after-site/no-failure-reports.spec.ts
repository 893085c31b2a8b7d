import { expect, test } from '@playwright/test';
import { FAULTY_VERSION_PREFIX } from '../../support/faulty-builds';
import { remoteEventSamples } from '../../support/remote-events';

// Runs after the whole site project (playwright.config.ts): the ordinary suite, which breaks no
// remote, must have produced no failure report. The failures tests/failure-reports.spec.ts makes
// on purpose are the only ones counted: mfe-admin-content's entry, aborted in the browser, and
// one failure each on the faulty versions it publishes (support/faulty-builds.ts: a missing
// expose, a render error, a click handler that throws); the page reports (the denominator) are there.

const ENTRY_DOWN_ON_PURPOSE = { remote: 'mfe-admin-content', phase: 'entry' };

test('the ordinary site suite produced no failure report, and its pages were counted', async ({ request }) => {
  const counted = await remoteEventSamples(request);
  const failures = counted.filter(({ labels, value }) => labels.phase !== 'page' && value > 0);
  const onPurpose = ({ labels }: { labels: Record<string, string> }) =>
    (labels.remote === ENTRY_DOWN_ON_PURPOSE.remote && labels.phase === ENTRY_DOWN_ON_PURPOSE.phase) ||
    (labels.version ?? '').startsWith(FAULTY_VERSION_PREFIX);
  const unexpected = failures.filter((sample) => !onPurpose(sample));
  expect(unexpected, 'failure reports from tests that break no remote').toEqual([]);
  // Each faulty version fails in one way, once.
  const faulty = failures.filter(({ labels }) => (labels.version ?? '').startsWith(FAULTY_VERSION_PREFIX));
  for (const { labels, value } of faulty) expect(value, JSON.stringify(labels)).toBe(1);
  const pages = counted.filter(({ labels, value }) => labels.phase === 'page' && value > 0);
  expect(pages.length).toBeGreaterThan(0);
});
