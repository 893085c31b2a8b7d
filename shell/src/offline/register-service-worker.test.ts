import { REGISTER_AFTER_LOAD_MS, registerServiceWorker, SERVICE_WORKER_URL } from './register-service-worker';

describe('registerServiceWorker', () => {
  let register: ReturnType<typeof vi.fn>;
  let readyState: DocumentReadyState;

  beforeEach(() => {
    register = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
    readyState = 'loading';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    vi.useFakeTimers();
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('waits for the load event and a few seconds more (the first taps), then registers /sw.js once', () => {
    registerServiceWorker();
    vi.advanceTimersByTime(REGISTER_AFTER_LOAD_MS);
    expect(register).not.toHaveBeenCalled();
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(REGISTER_AFTER_LOAD_MS - 1);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
  });

  it('on a page that has already loaded, registers a few seconds later', () => {
    readyState = 'complete';
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REGISTER_AFTER_LOAD_MS);
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('on a page a worker already serves, registers at load (a check for a new release)', () => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register, controller: {} } });
    registerServiceWorker();
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
  });

  it('ignores a deployment without a worker (the registration fails quietly)', async () => {
    readyState = 'complete';
    const failed = Promise.reject(new TypeError('A bad HTTP response code (404) was received'));
    register.mockReturnValue(failed);
    const errors = vi.spyOn(console, 'error');
    registerServiceWorker();
    vi.advanceTimersByTime(REGISTER_AFTER_LOAD_MS);
    await failed.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without service workers', () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    readyState = 'complete';
    expect(() => registerServiceWorker()).not.toThrow();
  });
});
