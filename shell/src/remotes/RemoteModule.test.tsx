import { useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type * as failureReports from './failure-reports';
import { reportRemoteFailure } from './failure-reports';
import { RemoteModule } from './RemoteModule';

type Exposed = { default: ComponentType };
const pending = new Map<string, { promise: Promise<Exposed>; resolve: (module: Exposed) => void; reject: (error: Error) => void }>();

vi.mock('./failure-reports', async (importOriginal) => ({ ...(await importOriginal<typeof failureReports>()), reportRemoteFailure: vi.fn() }));
const reports = vi.mocked(reportRemoteFailure);

vi.mock('./remote-registry', () => ({
  // One shared load per module, as the real registry does.
  loadExposedModule: (pkg: string, module: string) => {
    const key = `${pkg}/${module}`;
    let entry = pending.get(key);
    if (!entry) {
      let resolve: (module: Exposed) => void = () => undefined;
      let reject: (error: Error) => void = () => undefined;
      const promise = new Promise<Exposed>((done, fail) => {
        resolve = done;
        reject = fail;
      });
      entry = { promise, resolve, reject };
      pending.set(key, entry);
    }
    return entry.promise;
  },
  registeredRemote: () => ({ name: 'mfe_assessment', version: '1.0.0-d8b5d21e', entry: '/remotes/mfe-assessment/1.0.0-d8b5d21e/mf-manifest.json' }),
}));

const Page = () => <h1>The remote page</h1>;
const page = (module: string) => <RemoteModule owner="mfe-assessment" module={module} loading={<p>Loading the page</p>} renderError={() => <p>Failed</p>} />;

function FallbackLayout({ children }: { children: ReactNode }) {
  return <section>{children}</section>;
}
function RemoteLayout({ children, onCommit }: { children: ReactNode; onCommit: () => void }) {
  // Runs during the commit, before the page's passive effects: the moment the race needs.
  useLayoutEffect(() => onCommit(), [onCommit]);
  return <main>{children}</main>;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('RemoteModule', () => {
  let root: Root;
  let container: HTMLElement;
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;

  beforeEach(() => {
    // Real scheduling (no act): passive effects run in a later task than the commit, as in a browser.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    root.unmount();
    container.remove();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it('renders the page when its module arrives between a remount and the new mount’s effect', async () => {
    root.render(<FallbackLayout>{page('RaceyPage')}</FallbackLayout>);
    await tick();
    expect(container.textContent).toBe('Loading the page');

    // The layout around the page changes (the fallback gives way to the remote layout), so the page
    // mounts anew; the module it was waiting for arrives right after that commit.
    const arrive = () => pending.get('mfe-assessment/RaceyPage')?.resolve({ default: Page });
    root.render(<RemoteLayout onCommit={arrive}>{page('RaceyPage')}</RemoteLayout>);

    await vi.waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('The remote page'), { timeout: 2000 });
  });

  it('renders a module loaded before at once, without the loading state', async () => {
    root.render(page('LoadedPage'));
    await tick();
    pending.get('mfe-assessment/LoadedPage')?.resolve({ default: Page });
    await vi.waitFor(() => expect(container.querySelector('h1')).not.toBeNull());
    root.render(<section>{page('LoadedPage')}</section>);
    expect(container.textContent).not.toContain('Loading the page');
    await tick();
    expect(container.querySelector('h1')?.textContent).toBe('The remote page');
  });

  it('reports a load that failed for good, with where it failed and whether the calm message shows', async () => {
    reports.mockClear();
    root.render(page('MissingPage'));
    await tick();
    pending.get('mfe-assessment/MissingPage')?.reject(new Error('RUNTIME-008 Failed to load script resources.'));
    await vi.waitFor(() => expect(container.textContent).toBe('Failed'));
    expect(reports).toHaveBeenCalledTimes(1);
    expect(reports.mock.calls[0]?.[0]).toMatchObject({
      remote: 'mfe-assessment',
      version: '1.0.0-d8b5d21e',
      module: 'MissingPage',
      phase: 'entry',
      calmMessageShown: true,
      attempt: 0,
    });
  });

  it('reports a render error caught by the remote’s boundary', async () => {
    reports.mockClear();
    const silence = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new TypeError('broken render');
    };
    root.render(<RemoteModule owner="mfe-assessment" module="BrokenWidget" loading={null} renderError={() => null} calmFailure={false} />);
    await tick();
    pending.get('mfe-assessment/BrokenWidget')?.resolve({ default: Broken });
    await vi.waitFor(() => expect(reports).toHaveBeenCalledTimes(1));
    silence.mockRestore();
    expect(reports.mock.calls[0]?.[0]).toMatchObject({ remote: 'mfe-assessment', module: 'BrokenWidget', phase: 'render', calmMessageShown: false });
    expect(reports.mock.calls[0]?.[0].error).toBeInstanceOf(TypeError);
  });
});
