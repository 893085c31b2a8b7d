import { clientEventSchema } from '@tulia/shared/contract';
import {
  errorNameOf,
  loadPhaseOf,
  noteRemoteUsed,
  PAGE_REPORT_DELAY_MS,
  remoteInStack,
  reportRemoteFailure,
  resetFailureReports,
  sendPageReport,
  shellBuild,
  startFailureReports,
} from './failure-reports';

const beacons: { url: string; body: string }[] = [];

beforeEach(() => {
  resetFailureReports();
  beacons.length = 0;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.push({ url, body });
      return true;
    },
  });
});

const sent = () => beacons.map(({ url, body }) => ({ url, report: JSON.parse(body) as Record<string, unknown> }));

describe('failure reports', () => {
  it('send a failure as names only, within the api’s allow-list and 512 bytes, once', () => {
    const error = new Error('RUNTIME-008: Failed to load script resources. #RUNTIME-008 https://example.org/remotes/x secret text');
    const failure = { remote: 'mfe-public', version: '1.0.0-fcc47227', module: 'ContactPage', phase: loadPhaseOf(error), error, calmMessageShown: true };
    reportRemoteFailure(failure);
    reportRemoteFailure(failure);
    expect(sent()).toEqual([
      {
        url: '/api/client-events',
        report: {
          kind: 'failure',
          remote: 'mfe-public',
          version: '1.0.0-fcc47227',
          shell: shellBuild(),
          module: './ContactPage',
          phase: 'entry',
          error: 'RUNTIME-008',
          calm_message_shown: true,
        },
      },
    ]);
    const [beacon] = beacons;
    expect(clientEventSchema.safeParse(JSON.parse(beacon?.body ?? '')).success).toBe(true);
    expect(new TextEncoder().encode(beacon?.body).length).toBeLessThanOrEqual(512);
    expect(beacon?.body).not.toMatch(/secret|example\.org|Failed to load/);
    // A Retry that fails again is a failure of its own.
    reportRemoteFailure({ ...failure, attempt: 1 });
    expect(beacons).toHaveLength(2);
  });

  it('tell where a load failed from the federation code, and name an error by its name only', () => {
    expect(loadPhaseOf(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest.'))).toBe('manifest');
    expect(loadPhaseOf(new Error('RUNTIME-008 Failed to load script resources.'))).toBe('entry');
    expect(loadPhaseOf(new Error('RUNTIME-014 The remote does not expose the requested module.'))).toBe('module');
    expect(loadPhaseOf(new TypeError('Failed to fetch dynamically imported module: /remotes/mfe-public/1/assets/x.js'))).toBe('module');
    expect(errorNameOf(new TypeError('x is not a function'))).toBe('TypeError');
    expect(errorNameOf('a thrown string')).toBe('Error');
    const odd = new Error('odd');
    odd.name = 'not a name: with spaces';
    expect(errorNameOf(odd)).toBe('Error');
  });

  it('find the remote and version whose code threw in a stack', () => {
    expect(remoteInStack('TypeError: x\n    at onClick (https://tulia.example/remotes/mfe-public/1.0.0-fcc47227/assets/Home-1a2b.js:1:200)')).toEqual({
      remote: 'mfe-public',
      version: '1.0.0-fcc47227',
    });
    expect(remoteInStack('Error\n    at https://tulia.example/assets/main-3c4d.js:9:9')).toBeNull();
    expect(remoteInStack(undefined)).toBeNull();
  });

  it('name the shell build by its entry chunk', () => {
    expect(shellBuild('https://tulia.example/assets/main-Ab3_x9.js')).toBe('main-Ab3_x9');
    expect(shellBuild('https://tulia.example/')).toBe('shell');
  });

  it('count the remote versions a page used, once each, a moment after they are first used', () => {
    vi.useFakeTimers();
    try {
      noteRemoteUsed('mfe-public', '1.0.0-fcc47227');
      noteRemoteUsed('mfe-assessment', '1.0.0-d8b5d21e');
      expect(beacons).toHaveLength(0);
      vi.advanceTimersByTime(PAGE_REPORT_DELAY_MS);
      expect(sent().map(({ report }) => report)).toEqual([
        { kind: 'page', shell: shellBuild(), remotes: { 'mfe-public': '1.0.0-fcc47227', 'mfe-assessment': '1.0.0-d8b5d21e' } },
      ]);
      // Used again later in the same page (another route of it): already counted.
      noteRemoteUsed('mfe-public', '1.0.0-fcc47227');
      vi.advanceTimersByTime(PAGE_REPORT_DELAY_MS);
      expect(beacons).toHaveLength(1);
      // A remote first used later gets its own beacon.
      noteRemoteUsed('mfe-admin-content', '2');
      vi.advanceTimersByTime(PAGE_REPORT_DELAY_MS);
      expect(
        sent()
          .map(({ report }) => report)
          .at(-1),
      ).toEqual({ kind: 'page', shell: shellBuild(), remotes: { 'mfe-admin-content': '2' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('count the remote versions a page used, once, when the page is hidden before the moment passes', () => {
    const stop = startFailureReports(window);
    noteRemoteUsed('mfe-public', '1.0.0-fcc47227');
    noteRemoteUsed('mfe-assessment', '1.0.0-d8b5d21e');
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    stop();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    expect(sent().map(({ report }) => report)).toEqual([
      { kind: 'page', shell: shellBuild(), remotes: { 'mfe-public': '1.0.0-fcc47227', 'mfe-assessment': '1.0.0-d8b5d21e' } },
    ]);
    expect(clientEventSchema.safeParse(sent()[0]?.report).success).toBe(true);
    sendPageReport();
    expect(beacons).toHaveLength(1);
  });

  it('report an uncaught error thrown from a remote’s code (a click handler), and nothing else', () => {
    const stop = startFailureReports(window);
    const fromRemote = new TypeError('Cannot read properties of undefined');
    fromRemote.stack =
      'TypeError: Cannot read properties of undefined\n    at onClick (http://localhost/remotes/mfe-public/1.0.0-fcc47227/assets/Testimonials-9f.js:3:10)';
    const fromShell = new Error('shell');
    fromShell.stack = 'Error: shell\n    at http://localhost/assets/main-1.js:1:1';
    window.dispatchEvent(new ErrorEvent('error', { error: fromRemote }));
    window.dispatchEvent(new ErrorEvent('error', { error: fromShell }));
    stop();
    expect(sent().map(({ report }) => report)).toEqual([
      {
        kind: 'failure',
        remote: 'mfe-public',
        version: '1.0.0-fcc47227',
        shell: shellBuild(),
        phase: 'handler',
        error: 'TypeError',
        calm_message_shown: false,
      },
    ]);
  });

  it('send nothing when the browser has no sendBeacon', () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: undefined });
    expect(() => reportRemoteFailure({ remote: 'mfe-public', version: '1', phase: 'module', error: new Error('x'), calmMessageShown: true })).not.toThrow();
  });
});
