// @vitest-environment node
// Rendered where there is no window or document, as in the composition step: a page that reached
// for the browser during render would throw here.
import { serverHtmlOf, withPublicProviders } from '../../../scripts/testing/hydration';
import AssessmentPage from '../assessment/AssessmentPage';
import ChatWidget from '../chat/ChatWidget';
import AssessmentResultsPage from '../results/AssessmentResultsPage';

describe('first render without a browser', () => {
  it('has no window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each([
    ['/assessment', <AssessmentPage />, 'Wellness Assessment'],
    ['/assessment-results', <AssessmentResultsPage />, 'Wellness Assessment'],
    ['/', <ChatWidget />, 'Chat with us'],
  ])('renders %s', async (path, page, text) => {
    const html = await serverHtmlOf(withPublicProviders(page, path));
    expect(html).toContain(text);
  });
});
