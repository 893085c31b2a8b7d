import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { PREVIEW_STORAGE_KEY } from '../preview/preview-protocol';
import type * as RegistryModule from './remote-registry';

/** The federation runtime, as far as the registry uses it: plugins see every registration, as in the runtime. */
const runtime = vi.hoisted(() => {
  const plugins: ModuleFederationRuntimePlugin[] = [];
  /** Every registration, in order: the remote's name and the entry it got. */
  const registrations: Array<{ name: string; entry: string }> = [];
  return {
    plugins,
    registrations,
    loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
    registerPlugins: vi.fn((added: ModuleFederationRuntimePlugin[]) => {
      plugins.push(...added);
    }),
    registerRemotes: vi.fn((remotes: Array<{ name: string; entry: string }>) => {
      for (const remote of remotes) {
        const args = { remote: { ...remote }, origin: {} as never };
        for (const plugin of plugins) plugin.beforeRegisterRemote?.(args);
        registrations.push({ name: args.remote.name, entry: args.remote.entry });
      }
    }),
  };
});

vi.mock('@module-federation/runtime', () => ({
  loadRemote: runtime.loadRemote,
  registerPlugins: runtime.registerPlugins,
  registerRemotes: runtime.registerRemotes,
}));

type Registry = typeof RegistryModule;

const remotesJson = {
  'mfe-admin-content': { name: 'mfe_admin_content', version: '1.0.0-270d8664', entry: '/remotes/mfe-admin-content/1.0.0-270d8664/mf-manifest.json' },
  'mfe-admin-users': { name: 'mfe_admin_users', version: '1.0.0-b80a2e5c', entry: '/remotes/mfe-admin-users/1.0.0-b80a2e5c/mf-manifest.json' },
};
const versionsJson = { 'mfe-admin-content': ['1.0.0-270d8664', '1.0.0-ab12cd34'], 'mfe-admin-users': ['1.0.0-b80a2e5c'] };

let requests: string[];
const Page = () => null;

/** A fresh page: the registry and the preview session start anew. */
async function openPage(address = '/admin/contact-messages'): Promise<Registry> {
  history.replaceState(null, '', address);
  vi.resetModules();
  return import('./remote-registry');
}

beforeEach(() => {
  localStorage.clear();
  requests = [];
  runtime.plugins.length = 0;
  runtime.registrations.length = 0;
  runtime.loadRemote.mockReset();
  runtime.registerPlugins.mockClear();
  runtime.registerRemotes.mockClear();
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = String(input);
    requests.push(url);
    const body = url === '/remotes.json' ? remotesJson : url === '/versions.json' ? versionsJson : null;
    return Promise.resolve(new Response(JSON.stringify(body), { status: body ? 200 : 404 }));
  });
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

const entryOf = (name: string) => runtime.registrations.filter((registration) => registration.name === name).map(({ entry }) => entry);

describe('the remote registry under a preview', () => {
  it('registers the live versions, without reading versions.json, on an ordinary visit', async () => {
    const registry = await openPage();
    await registry.ensureRemotesRegistered();
    expect(requests).toEqual(['/remotes.json']);
    expect(runtime.registerPlugins).not.toHaveBeenCalled();
    expect(entryOf('mfe_admin_content')).toEqual(['http://localhost:3000/remotes/mfe-admin-content/1.0.0-270d8664/mf-manifest.json']);
    expect(registry.registeredRemote('mfe-admin-content')?.version).toBe('1.0.0-270d8664');
  });

  it('registers a previewed remote at its previewed version from the first registration on, and reports that version', async () => {
    const registry = await openPage('/admin/contact-messages?preview=mfe-admin-content@1.0.0-ab12cd34');
    await registry.ensureRemotesRegistered();
    expect(requests).toEqual(['/remotes.json', '/versions.json']);
    expect(runtime.registerPlugins).toHaveBeenCalledTimes(1);
    expect(entryOf('mfe_admin_content')).toEqual(['http://localhost:3000/remotes/mfe-admin-content/1.0.0-ab12cd34/mf-manifest.json']);
    expect(entryOf('mfe_admin_users')).toEqual(['http://localhost:3000/remotes/mfe-admin-users/1.0.0-b80a2e5c/mf-manifest.json']);
    expect(registry.registeredRemote('mfe-admin-content')).toEqual({
      name: 'mfe_admin_content',
      version: '1.0.0-ab12cd34',
      entry: '/remotes/mfe-admin-content/1.0.0-ab12cd34/mf-manifest.json',
    });
    expect(registry.registeredRemote('mfe-admin-users')?.version).toBe('1.0.0-b80a2e5c');

    // A renewal after a failure keeps the previewed version.
    runtime.loadRemote.mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue({ default: Page });
    vi.useFakeTimers();
    const load = registry.loadExposedModule('mfe-admin-content', 'ContactMessagesPage');
    await vi.advanceTimersByTimeAsync(400);
    await expect(load).resolves.toEqual({ default: Page });
    expect(entryOf('mfe_admin_content')).toEqual([
      'http://localhost:3000/remotes/mfe-admin-content/1.0.0-ab12cd34/mf-manifest.json',
      'http://localhost:3000/remotes/mfe-admin-content/1.0.0-ab12cd34/mf-manifest.json',
    ]);
  });

  it('loads the live version when the preview names an address', async () => {
    const registry = await openPage(`/admin/contact-messages?preview=${encodeURIComponent('mfe-admin-content@https://evil.example/x')}`);
    await registry.ensureRemotesRegistered();
    expect(entryOf('mfe_admin_content')).toEqual(['http://localhost:3000/remotes/mfe-admin-content/1.0.0-270d8664/mf-manifest.json']);
    expect(localStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
  });
});

describe('loadExposedModule', () => {
  beforeEach(() => vi.useFakeTimers());

  it('retries a failed load after 400 ms and 1200 ms, registering the remote anew (force) each time', async () => {
    const registry = await openPage();
    runtime.loadRemote
      .mockRejectedValueOnce(new Error('remoteEntry.js failed'))
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: Page });
    const load = registry.loadExposedModule('mfe-admin-content', 'ContactMessagesPage');
    let settled = false;
    void load.then(() => (settled = true));

    await vi.advanceTimersByTimeAsync(0);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(399);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1199);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(load).resolves.toEqual({ default: Page });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
    expect(runtime.loadRemote).toHaveBeenLastCalledWith('mfe_admin_content/ContactMessagesPage');

    // The first registration of all remotes, then one forced renewal of this one per retry.
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(3);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_admin_content', entry: expect.stringContaining('/remotes/mfe-admin-content/') }], {
      force: true,
    });
  });

  it('rejects after two retries; the next call (Retry) registers the remote anew and loads again', async () => {
    const registry = await openPage();
    runtime.loadRemote.mockRejectedValue(new Error('offline'));
    const load = registry.loadExposedModule('mfe-admin-content', 'ContactMessagesPage');
    const outcome = load.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1600);
    expect(await outcome).toEqual(new Error('offline'));
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);

    runtime.loadRemote.mockResolvedValue({ default: Page });
    runtime.registerRemotes.mockClear();
    await expect(registry.loadExposedModule('mfe-admin-content', 'ContactMessagesPage')).resolves.toEqual({ default: Page });
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([expect.objectContaining({ name: 'mfe_admin_content' })], { force: true });
  });

  it('renews a remote once when several of its modules fail together', async () => {
    const registry = await openPage();
    runtime.loadRemote.mockRejectedValueOnce(new Error('entry failed')).mockRejectedValueOnce(new Error('entry failed')).mockResolvedValue({ default: Page });
    const loads = [registry.loadExposedModule('mfe-admin-content', 'ContactMessagesPage'), registry.loadExposedModule('mfe-admin-content', 'ResourcesPage')];
    await vi.advanceTimersByTimeAsync(400);
    await expect(Promise.all(loads)).resolves.toHaveLength(2);
    // The first registration, and one renewal for both.
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
  });

  it('shares a successful load and does not retry a remote that remotes.json does not list', async () => {
    const registry = await openPage();
    runtime.loadRemote.mockResolvedValue({ default: Page });
    const first = registry.loadExposedModule('mfe-admin-content', 'ContactMessagesPage');
    expect(registry.loadExposedModule('mfe-admin-content', 'ContactMessagesPage')).toBe(first);
    await expect(first).resolves.toEqual({ default: Page });

    await expect(registry.loadExposedModule('mfe-public', 'HomePage')).rejects.toThrow('mfe-public is not listed in remotes.json');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });
});
