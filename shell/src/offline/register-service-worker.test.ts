import { registerServiceWorker, SERVICE_WORKER_URL } from './register-service-worker';

describe('registerServiceWorker', () => {
  let register: ReturnType<typeof vi.fn>;
  let readyState: DocumentReadyState;

  beforeEach(() => {
    register = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
    readyState = 'loading';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.restoreAllMocks();
  });

  it('waits for the load event, then registers /sw.js once', () => {
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
  });

  it('registers at once on a page that has already loaded', () => {
    readyState = 'complete';
    registerServiceWorker();
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('ignores a deployment without a worker (the registration fails quietly)', async () => {
    readyState = 'complete';
    const failed = Promise.reject(new TypeError('A bad HTTP response code (404) was received'));
    register.mockReturnValue(failed);
    const errors = vi.spyOn(console, 'error');
    registerServiceWorker();
    await failed.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without service workers', () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    readyState = 'complete';
    expect(() => registerServiceWorker()).not.toThrow();
  });
});
