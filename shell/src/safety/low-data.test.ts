import { applyLowDataPreference } from './low-data';

const html = document.documentElement;

/** A data saver (navigator.connection) whose setting the test can change. */
class FakeConnection extends EventTarget {
  constructor(public saveData: boolean) {
    super();
  }
}

function reducedDataQuery(matches: boolean) {
  const list = Object.assign(new EventTarget(), { matches, media: '(prefers-reduced-data: reduce)' });
  vi.stubGlobal('matchMedia', (query: string) => (query.includes('prefers-reduced-data') ? list : { matches: false, addEventListener: () => undefined }));
  return list;
}

function saveData(on: boolean) {
  const connection = new FakeConnection(on);
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
  return connection;
}

afterEach(() => {
  html.removeAttribute('data-low-data');
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'connection');
});

describe('applyLowDataPreference', () => {
  it('leaves the page as it is when the visitor asked for nothing', () => {
    reducedDataQuery(false);
    saveData(false);
    applyLowDataPreference();
    expect(html.hasAttribute('data-low-data')).toBe(false);
  });

  it('marks the page for low data with Save-Data on, and follows the setting', () => {
    reducedDataQuery(false);
    const connection = saveData(true);
    applyLowDataPreference();
    expect(html.hasAttribute('data-low-data')).toBe(true);
    connection.saveData = false;
    connection.dispatchEvent(new Event('change'));
    expect(html.hasAttribute('data-low-data')).toBe(false);
  });

  it('marks the page for low data with prefers-reduced-data: reduce, and follows the setting', () => {
    const query = reducedDataQuery(true);
    applyLowDataPreference();
    expect(html.hasAttribute('data-low-data')).toBe(true);
    query.matches = false;
    query.dispatchEvent(new Event('change'));
    expect(html.hasAttribute('data-low-data')).toBe(false);
  });

  it('works in a browser without either API', () => {
    vi.stubGlobal('matchMedia', undefined);
    applyLowDataPreference();
    expect(html.hasAttribute('data-low-data')).toBe(false);
  });
});
