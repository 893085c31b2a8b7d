import type { MockInstance } from 'vitest';
import { PREVIEW_DURATION_MS } from './preview-override';
import { PREVIEW_STORAGE_KEY } from './preview-protocol';
import type * as SessionModule from './preview-session';

type Session = typeof SessionModule;

const NOW = Date.UTC(2026, 0, 1);
const remotes = ['mfe-public', 'mfe-admin-content'];
const versions = { 'mfe-public': ['1.0.0-aaaa1111'], 'mfe-admin-content': ['1.0.0-270d8664', '1.0.0-ab12cd34'] };

let fetchMock: MockInstance<typeof fetch>;
let errors: MockInstance<typeof console.error>;

/** A fresh page: the session reads the address once per page. */
async function openPage(address: string): Promise<Session> {
  history.replaceState({ idx: 3 }, '', address);
  vi.resetModules();
  return import('./preview-session');
}

const stored = () => localStorage.getItem(PREVIEW_STORAGE_KEY);
const store = (value: unknown) => localStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(value));

beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(new Response(JSON.stringify(versions), { status: 200 })));
  errors = vi.spyOn(console, 'error');
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  // No refused preview is ever an error of the site.
  expect(errors).not.toHaveBeenCalled();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

describe('the preview session', () => {
  it('fetches nothing on an ordinary visit', async () => {
    const session = await openPage('/admin/contact-messages?page=2');
    expect(session.previewPossible()).toBe(false);
    expect(await session.resolvePreviews(remotes, NOW)).toEqual({});
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.location.search).toBe('?page=2');
  });

  it('applies and stores a listed version asked for in the address, and takes the parameter out of it', async () => {
    const session = await openPage('/admin/contact-messages?page=2&preview=mfe-admin-content%401.0.0-ab12cd34#top');
    expect(session.takePreviewRequest()).toBe('mfe-admin-content@1.0.0-ab12cd34');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/admin/contact-messages?page=2#top');
    // The router's own history state is kept.
    expect(history.state).toEqual({ idx: 3 });

    const previews = await session.resolvePreviews(remotes, NOW);
    expect(previews).toEqual({ 'mfe-admin-content': { version: '1.0.0-ab12cd34', until: NOW + PREVIEW_DURATION_MS } });
    expect(fetchMock).toHaveBeenCalledWith('/versions.json', { cache: 'no-store' });
    expect(JSON.parse(stored() ?? 'null')).toEqual(previews);
    expect(session.activePreviews()).toEqual(previews);
  });

  it('ignores an unlisted version or an address, and keeps nothing', async () => {
    for (const value of ['mfe-admin-content@1.0.0-deadbeef', 'mfe-admin-content@https://evil.example/x']) {
      const session = await openPage(`/contact?preview=${encodeURIComponent(value)}`);
      expect(await session.resolvePreviews(remotes, NOW)).toEqual({});
      expect(stored()).toBeNull();
      expect(window.location.search).toBe('');
    }
  });

  it('keeps a stored preview on later pages, and drops it once its version is no longer listed', async () => {
    store({ 'mfe-admin-content': { version: '1.0.0-ab12cd34', until: NOW + 1000 } });
    let session = await openPage('/admin/resources');
    expect(session.previewPossible()).toBe(true);
    expect(await session.resolvePreviews(remotes, NOW)).toEqual({ 'mfe-admin-content': { version: '1.0.0-ab12cd34', until: NOW + 1000 } });

    fetchMock.mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ 'mfe-admin-content': ['1.0.0-270d8664'] }))));
    session = await openPage('/admin/resources');
    expect(await session.resolvePreviews(remotes, NOW)).toEqual({});
    expect(stored()).toBeNull();
  });

  it('forgets an expired preview without asking for versions.json', async () => {
    store({ 'mfe-admin-content': { version: '1.0.0-ab12cd34', until: NOW - 1 } });
    const session = await openPage('/');
    expect(await session.resolvePreviews(remotes, NOW)).toEqual({});
    expect(fetchMock).not.toHaveBeenCalled();
    expect(stored()).toBeNull();
  });

  it('loads the live versions when versions.json cannot be read', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response('', { status: 404 })));
    const session = await openPage('/?preview=mfe-admin-content@1.0.0-ab12cd34');
    expect(await session.resolvePreviews(remotes, NOW)).toEqual({});
  });

  it('End preview clears the stored previews and reloads', async () => {
    store({ 'mfe-admin-content': { version: '1.0.0-ab12cd34', until: NOW + 1000 } });
    const session = await openPage('/');
    await session.resolvePreviews(remotes, NOW);
    const listener = vi.fn();
    session.subscribePreviews(listener);
    const reload = vi.fn();
    session.endPreview(reload);
    expect(stored()).toBeNull();
    expect(session.activePreviews()).toEqual({});
    expect(listener).toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
