import type { ModuleFederation } from '@module-federation/runtime';
import {
  PREVIEW_DURATION_MS,
  parsePreviewRequest,
  parseVersionsManifest,
  previewEntryPath,
  previewPlugin,
  readStoredOverrides,
  resolveOverrides,
  withoutPreviewParam,
  type PreviewOverrides,
} from './preview-override';

const NOW = Date.UTC(2026, 0, 1);
const remotes = ['mfe-public', 'mfe-admin-content', 'mfe-admin-users'];
const versions = {
  'mfe-public': ['1.0.0-aaaa1111'],
  'mfe-admin-content': ['1.0.0-270d8664', '1.0.0-ab12cd34'],
  'mfe-admin-users': ['1.0.0-b80a2e5c'],
};

/** What a page opened with `?preview=<value>` (and nothing stored) previews. */
const previewFor = (value: string, input: { stored?: PreviewOverrides; remoteList?: string[] } = {}) =>
  resolveOverrides({ request: parsePreviewRequest(value), stored: input.stored ?? {}, remotes: input.remoteList ?? remotes, versions, now: NOW });

describe('the preview validator', () => {
  it('accepts a listed version of a listed remote, for 8 hours', () => {
    expect(previewFor('mfe-admin-content@1.0.0-ab12cd34')).toEqual({
      'mfe-admin-content': { version: '1.0.0-ab12cd34', until: NOW + PREVIEW_DURATION_MS },
    });
  });

  it.each([
    ['an unknown version', 'mfe-admin-content@1.0.0-deadbeef'],
    ["another remote's version", 'mfe-admin-content@1.0.0-b80a2e5c'],
    ['an absolute URL', 'mfe-admin-content@https://evil.example/x'],
    ['a protocol-relative address', 'mfe-admin-content@//evil.example'],
    ['a path with ..', 'mfe-admin-content@../../evil'],
    ['.. alone', 'mfe-admin-content@..'],
    ['a malformed value (no version)', 'mfe-admin-content'],
    ['a malformed value (empty version)', 'mfe-admin-content@'],
    ['a malformed value (no package)', '@1.0.0-ab12cd34'],
    ['a malformed value (spaces)', 'mfe-admin-content@1.0.0 ab12cd34'],
    ['an unknown remote', 'mfe-elsewhere@1.0.0-ab12cd34'],
    ['a package name with a path', '../mfe-admin-content@1.0.0-ab12cd34'],
  ])('refuses %s', (_case, value) => {
    expect(previewFor(value)).toEqual({});
  });

  it('refuses a listed version of a remote that remotes.json does not list', () => {
    expect(previewFor('mfe-admin-content@1.0.0-ab12cd34', { remoteList: ['mfe-public'] })).toEqual({});
  });

  it('never builds an entry from anything but the names: same origin, the remote’s version folder', () => {
    const request = parsePreviewRequest('mfe-admin-content@1.0.0-ab12cd34');
    expect(request).toEqual({ pkg: 'mfe-admin-content', version: '1.0.0-ab12cd34' });
    expect(previewEntryPath('mfe-admin-content', '1.0.0-ab12cd34')).toBe('/remotes/mfe-admin-content/1.0.0-ab12cd34/mf-manifest.json');
  });

  it('keeps stored previews still listed and running, and drops expired or no longer listed ones', () => {
    const stored = {
      'mfe-admin-content': { version: '1.0.0-ab12cd34', until: NOW + 1000 },
      'mfe-public': { version: '0.9.0-pruned00', until: NOW + 1000 },
      'mfe-admin-users': { version: '1.0.0-b80a2e5c', until: NOW - 1 },
    };
    expect(resolveOverrides({ request: null, stored, remotes, versions, now: NOW })).toEqual({
      'mfe-admin-content': { version: '1.0.0-ab12cd34', until: NOW + 1000 },
    });
  });

  it('previews several remotes at once; a new request replaces the stored preview of its remote', () => {
    const stored = {
      'mfe-admin-content': { version: '1.0.0-270d8664', until: NOW + 1000 },
      'mfe-public': { version: '1.0.0-aaaa1111', until: NOW + 1000 },
    };
    expect(previewFor('mfe-admin-content@1.0.0-ab12cd34', { stored })).toEqual({
      'mfe-public': { version: '1.0.0-aaaa1111', until: NOW + 1000 },
      'mfe-admin-content': { version: '1.0.0-ab12cd34', until: NOW + PREVIEW_DURATION_MS },
    });
  });
});

describe('readStoredOverrides', () => {
  const store = (value: unknown) => JSON.stringify(value);

  it('reads running previews', () => {
    const raw = store({ 'mfe-admin-content': { version: '1.0.0-ab12cd34', until: NOW + 60_000 } });
    expect(readStoredOverrides(raw, NOW)).toEqual({ 'mfe-admin-content': { version: '1.0.0-ab12cd34', until: NOW + 60_000 } });
  });

  it('drops expired storage, and storage set to last longer than a preview can', () => {
    const raw = store({
      'mfe-admin-content': { version: '1.0.0-ab12cd34', until: NOW },
      'mfe-public': { version: '1.0.0-aaaa1111', until: NOW + PREVIEW_DURATION_MS + 1 },
    });
    expect(readStoredOverrides(raw, NOW)).toEqual({});
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{nope'],
    ['a list', store([])],
    ['a URL as the version', store({ 'mfe-admin-content': { version: 'https://evil.example/x', until: NOW + 1000 } })],
    ['no expiry', store({ 'mfe-admin-content': { version: '1.0.0-ab12cd34' } })],
    ['an odd package name', store({ '../x': { version: '1.0.0', until: NOW + 1000 } })],
  ])('ignores %s', (_case, raw) => {
    expect(readStoredOverrides(raw, NOW)).toEqual({});
  });
});

describe('parseVersionsManifest', () => {
  it('reads the lists and ignores what is not a list of strings', () => {
    expect(parseVersionsManifest({ a: ['1', 2, '3'], b: 'x' })).toEqual({ a: ['1', '3'], b: [] });
    expect(parseVersionsManifest(['x'])).toEqual({});
    expect(parseVersionsManifest(null)).toEqual({});
  });
});

describe('withoutPreviewParam', () => {
  it('takes the parameter out and keeps the rest as written', () => {
    expect(withoutPreviewParam('?preview=mfe-admin-content%401.0.0', 'preview')).toBe('');
    expect(withoutPreviewParam('?page=2&preview=x&q=a+b%20c', 'preview')).toBe('?page=2&q=a+b%20c');
    expect(withoutPreviewParam('?page=2', 'preview')).toBe('?page=2');
    expect(withoutPreviewParam('', 'preview')).toBe('');
  });
});

describe('previewPlugin', () => {
  const origin = {} as ModuleFederation;
  const plugin = previewPlugin((name) =>
    name === 'mfe_admin_content' ? 'http://localhost/remotes/mfe-admin-content/1.0.0-ab12cd34/mf-manifest.json' : undefined,
  );
  const register = (name: string, entry: string) => {
    const args = { remote: { name, entry }, origin };
    plugin.beforeRegisterRemote?.(args);
    return args.remote.entry;
  };

  it('rewrites the entry of the previewed remote only', () => {
    expect(register('mfe_admin_content', 'http://localhost/remotes/mfe-admin-content/1.0.0-270d8664/mf-manifest.json')).toBe(
      'http://localhost/remotes/mfe-admin-content/1.0.0-ab12cd34/mf-manifest.json',
    );
    expect(register('mfe_admin_users', 'http://localhost/remotes/mfe-admin-users/1.0.0-b80a2e5c/mf-manifest.json')).toBe(
      'http://localhost/remotes/mfe-admin-users/1.0.0-b80a2e5c/mf-manifest.json',
    );
  });
});
