import { OFFLINE_MESSAGE_MARK } from '@tulia/shared/offline';
import { filesLoaded, keepPageOpenedInApp, keepThisPageOnceServed } from './keep-used';

class FakeContainer extends EventTarget {
  controller: { postMessage: ReturnType<typeof vi.fn> } | null = null;
}

describe('keeping what the page used', () => {
  let container: FakeContainer;
  const worker = { postMessage: vi.fn() };

  beforeEach(() => {
    container = new FakeContainer();
    worker.postMessage.mockClear();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: `${location.origin}/assets/wake-a1.js` },
      { name: `${location.origin}/assets/wake-a1.js` },
      { name: `${location.origin}/remotes/mfe-public/1.0.0/assets/Home-b2.js?x=1` },
      { name: `${location.origin}/api/contact/subjects?email=someone@example.org` },
      { name: 'https://elsewhere.example/assets/x.js' },
    ] as PerformanceEntry[]);
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.restoreAllMocks();
  });

  it('lists only the site’s code files, without queries, once each', () => {
    expect(filesLoaded()).toEqual(['/assets/wake-a1.js', '/remotes/mfe-public/1.0.0/assets/Home-b2.js']);
  });

  it('tells the worker about this page and its files once it takes over', () => {
    keepThisPageOnceServed();
    expect(worker.postMessage).not.toHaveBeenCalled();
    container.controller = worker;
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
    expect(worker.postMessage).toHaveBeenCalledWith({
      mark: OFFLINE_MESSAGE_MARK,
      kind: 'used',
      pages: [location.pathname],
      files: ['/assets/wake-a1.js', '/remotes/mfe-public/1.0.0/assets/Home-b2.js'],
    });
  });

  it('tells nothing on a page the worker served from the start (it saw everything load)', () => {
    container.controller = worker;
    keepThisPageOnceServed();
    container.dispatchEvent(new Event('controllerchange'));
    expect(worker.postMessage).not.toHaveBeenCalled();
  });

  // Before any other page is opened in the app: the module remembers the last page told.
  it('never asks again for the page the browser loaded (the worker served it, or was told once it took over)', () => {
    container.controller = worker;
    keepPageOpenedInApp(location.pathname);
    expect(worker.postMessage).not.toHaveBeenCalled();
  });

  it('tells the worker about each page the app opens, once', () => {
    container.controller = worker;
    keepPageOpenedInApp('/assessment');
    keepPageOpenedInApp('/assessment');
    keepPageOpenedInApp('/assessment-results');
    expect(worker.postMessage.mock.calls.map(([message]) => (message as { pages: string[] }).pages)).toEqual([['/assessment'], ['/assessment-results']]);
  });

  it('does nothing without a worker', () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect(() => {
      keepThisPageOnceServed();
      keepPageOpenedInApp('/contact');
    }).not.toThrow();
  });
});
