import { useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RemoteModule } from './RemoteModule';

type Exposed = { default: ComponentType };
const pending = new Map<string, { promise: Promise<Exposed>; resolve: (module: Exposed) => void }>();

vi.mock('./remote-registry', () => ({
  // One shared load per module, as the real registry does.
  loadExposedModule: (pkg: string, module: string) => {
    const key = `${pkg}/${module}`;
    let entry = pending.get(key);
    if (!entry) {
      let resolve: (module: Exposed) => void = () => undefined;
      const promise = new Promise<Exposed>((done) => {
        resolve = done;
      });
      entry = { promise, resolve };
      pending.set(key, entry);
    }
    return entry.promise;
  },
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
});
