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

  // Each setting that asks for low data: it is turned on, and the returned function turns it off.
  const settings = [
    {
      setting: 'Save-Data on',
      turnOn: () => {
        reducedDataQuery(false);
        const connection = saveData(true);
        return () => {
          connection.saveData = false;
          connection.dispatchEvent(new Event('change'));
        };
      },
    },
    {
      setting: 'prefers-reduced-data: reduce',
      turnOn: () => {
        const query = reducedDataQuery(true);
        return () => {
          query.matches = false;
          query.dispatchEvent(new Event('change'));
        };
      },
    },
  ];

  it.each(settings)('marks the page for low data with $setting, and follows the setting', ({ turnOn }) => {
    const turnOff = turnOn();
    applyLowDataPreference();
    expect(html.hasAttribute('data-low-data')).toBe(true);
    turnOff();
    expect(html.hasAttribute('data-low-data')).toBe(false);
  });

  it('works in a browser without either API', () => {
    vi.stubGlobal('matchMedia', undefined);
    applyLowDataPreference();
    expect(html.hasAttribute('data-low-data')).toBe(false);
  });
});
